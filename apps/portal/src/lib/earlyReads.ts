import { matchPath } from 'react-router-dom';
import type { ApiClient, User } from '@flocksync/api-client';
import { paths } from '@/app/paths';
import { refreshAccount, warnUnlessAborted } from './account';
import type { ReadPath } from './query/operations';
import type { SessionStore } from './session';

/**
 * The first signed-in page's reads, started by the entry (ADR 031, render-as-you-fetch): the
 * page's code, the shell's and the query cache's arrive in parallel with the answers instead of
 * before the questions. The query layer takes each answer once, for the first fetch of the same
 * read by the same key (`takeEarlyRead`), as if it had asked then.
 */

/** How long after it settled an early answer still counts as the server's current one. */
export const EARLY_READ_FRESH_MS = 10_000;

interface EarlyRead {
  token: string;
  promise: Promise<{ data: unknown }>;
  settledAt: number | null;
}

const started = new Map<ReadPath, EarlyRead>();

/**
 * What the shell reads for `user` at `pathname` (`ShellDataProvider` asks exactly these): the
 * warnings behind the banners, the stored credentials, and on the dashboard whether an automatic
 * sync runs. Admins have no church of their own; an account not yet activated reads only its
 * warnings (for the chat widget).
 */
export function shellReadsFor(pathname: string, user: User | null): ReadPath[] {
  if (!user || user.role === 1) return [];
  if (user.isActivated !== 1) return ['/account/warnings'];
  return matchPath(paths.dashboard.pattern, pathname)
    ? ['/account/warnings', '/account/api-details', '/account/is-syncing']
    : ['/account/warnings', '/account/api-details'];
}

/**
 * What a signed-in page at `pathname` reads first: the shell's reads, and the dashboard's cards
 * (its plan and its sync card) where the full dashboard shows. Nothing on a public page.
 */
export function earlyReadsFor(pathname: string, user: User): ReadPath[] {
  const isPublic = Object.values(paths).some(
    (entry) => entry.access === 'public' && matchPath(entry.pattern, pathname),
  );
  if (isPublic) return [];
  const shell = shellReadsFor(pathname, user);
  return shell.includes('/account/is-syncing')
    ? [...shell, '/billing/current-plan', '/sync/dashboard-data']
    : shell;
}

/**
 * Starts the account refresh every page load makes and the reads of the signed-in page at
 * `pathname`. Does nothing signed out.
 */
export function startEarlyReads(api: ApiClient, session: SessionStore, pathname: string): void {
  const { token, user } = session.getSnapshot();
  if (!token || !user) return;
  refreshAccount(api, session).catch(warnUnlessAborted);
  for (const path of earlyReadsFor(pathname, user)) {
    const promise = (api.call as (path: ReadPath, body: object) => Promise<{ data: unknown }>)(
      path,
      {},
    );
    const read: EarlyRead = { token, promise, settledAt: null };
    started.set(path, read);
    // Nobody may take it (the person leaves first): its failure is the page's to show, or no one's.
    promise.then(
      () => (read.settledAt = Date.now()),
      () => (read.settledAt = Date.now()),
    );
  }
}

/**
 * The early answer to `path` (asked with no body) for `token`, once: under way, or settled
 * within `EARLY_READ_FRESH_MS`. Undefined otherwise, and the caller asks.
 */
export function takeEarlyRead(
  path: ReadPath,
  body: object | undefined,
  token: string | null,
): Promise<{ data: unknown }> | undefined {
  const read = started.get(path);
  if (!read || (body !== undefined && Object.keys(body).length > 0)) return undefined;
  started.delete(path);
  const fresh =
    read.token === token &&
    (read.settledAt === null || Date.now() - read.settledAt < EARLY_READ_FRESH_MS);
  return fresh ? read.promise : undefined;
}
