import type { Scenario, StoredUser, World } from '../world';

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
