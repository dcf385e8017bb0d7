/**
 * Story-only helpers for the logs pages (apps/portal/src/routes/logs): a fresh sandbox world per story and the ids of its
 * logs, so a story can open a real log's details or statistics.
 */
import { accountOf, createSandbox, findUserByEmail, type Sandbox } from '@flocksync/sandbox';
import { sandboxHandlers } from '@flocksync/sandbox/msw';

export const READY_EMAIL = 'ready@demo.church';

/** The church of `email` in `sandbox`'s world. */
export function churchOf(sandbox: Sandbox, email = READY_EMAIL) {
  const user = findUserByEmail(sandbox.world, email);
  if (!user) throw new Error(`no user ${email}`);
  return accountOf(sandbox.world, user).church;
}

/** A world and its handlers; `prepare` may change the world first. */
export function logsWorld(prepare?: (sandbox: Sandbox) => void) {
  const sandbox = createSandbox();
  prepare?.(sandbox);
  return { sandbox, msw: { handlers: { api: sandboxHandlers(sandbox) } } };
}

/** The newest manual or automatic sync log of the ready church, and its first CCB-to-MC row. */
export function latestSync(sandbox: Sandbox) {
  const logs = churchOf(sandbox).logs;
  const log = [...logs]
    .reverse()
    .find((item) => item.type.endsWith('Sync') && item.ccbRows.length > 0);
  if (!log) throw new Error('no sync log');
  return log;
}

/** Someone the ready church's latest sync added to Mailchimp: their email and name. */
export function someoneSynced(sandbox: Sandbox) {
  for (const row of latestSync(sandbox).ccbRows) {
    const item = [...(row.stats.Added ?? []), ...(row.stats.Updated ?? [])].find(
      (entry) => entry.e,
    );
    if (item) return { email: item.e, name: item.n };
  }
  throw new Error('nobody synced');
}

/** An email two CCB profiles share, both named in the same log of the ready church. */
export function sharedEmailInALog(sandbox: Sandbox) {
  for (const log of [...churchOf(sandbox).logs].reverse()) {
    const profiles = new Map<string, Set<number>>();
    for (const row of log.ccbRows) {
      for (const items of Object.values(row.stats)) {
        for (const item of items) {
          if (!item.e || item.p <= 0) continue;
          profiles.set(item.e, (profiles.get(item.e) ?? new Set()).add(item.p));
        }
      }
    }
    for (const [email, ids] of profiles) if (ids.size > 1) return email;
  }
  throw new Error('no email shared by two profiles in a log');
}
