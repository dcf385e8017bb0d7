import type { Account, Scenario, StoredUser, World } from '../world';

/**
 * One church's CCB and Mailchimp data, its sync pairs both ways, sync jobs, logs, conflicts and
 * held contacts, and the toolkit data that lives beside them. Owned by the sync-side sandbox work.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the sync-side work
export interface ChurchState {}

export function createChurchState(
  _world: World,
  _user: StoredUser,
  _scenario: Scenario,
): ChurchState {
  return {};
}

/** What the church has in use, for plan restrictions (`/account/restriction`). */
export function churchTotals(_account: Account): { syncPairs: number; participants: number } {
  return { syncPairs: 0, participants: 0 };
}
