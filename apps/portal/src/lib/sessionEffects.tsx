import { useAccountRefresh, useSessionQuery } from './account';

/**
 * What a session does around every route: fresh account details on load, and an admin's
 * act-as values read from the address (and removed from it). Loaded by the root route only when
 * there is a session or such values (app/Root.tsx), so the signed-out first screen never carries it.
 */
export function SessionEffects() {
  useAccountRefresh();
  useSessionQuery();
  return null;
}
