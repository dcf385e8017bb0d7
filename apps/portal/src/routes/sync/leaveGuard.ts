import { useCallback } from 'react';
import { useBlocker, type Blocker, type BlockerFunction } from 'react-router-dom';
import { paths } from '@/app/paths';
import { useSessionStore } from '@/lib/providers';

/**
 * The sync page's own addresses: the resolver (/sync/resolve-broken-pairs) shows the sync page
 * underneath, so going there or back is not leaving.
 */
const SYNC_PAGES: ReadonlySet<string> = new Set([
  paths.sync.href(),
  paths.resolveBrokenPairs.href(),
]);

const trimmed = (pathname: string) =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;

/** Whether a navigation from `from` to `to` leaves the sync page. */
export function leavesSyncPage(from: string, to: string): boolean {
  const next = trimmed(to);
  return trimmed(from) !== next && !SYNC_PAGES.has(next);
}

/**
 * Spec part 1 "Table of pairs": leaving /sync while unsynced new pairs exist asks first. While
 * `active`, a navigation that leaves the page (links, the sidebar, back and forward) is held
 * until the person answers (`blocker.proceed()` or `blocker.reset()`). A navigation after the
 * session ended (logout, an invalid key) is never held: the store is read when it happens, as
 * logout signs out before it navigates.
 */
export function useLeaveWithUnsyncedPairs(active: boolean): Blocker {
  const session = useSessionStore();
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      active &&
      session.getSnapshot().token !== null &&
      leavesSyncPage(currentLocation.pathname, nextLocation.pathname),
    [active, session],
  );
  return useBlocker(shouldBlock);
}
