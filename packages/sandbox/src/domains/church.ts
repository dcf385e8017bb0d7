import type { Account, Scenario, StoredUser, World } from '../model';
import { participantCount } from './pairs';
import {
  buildBroken,
  buildBusy,
  buildNoPlan,
  buildOverdue,
  buildPaused,
  buildReady,
  buildRenewal,
} from './scenarios';
import { emptyChurch, type ChurchState } from './state';

export type { ChurchState } from './state';

/**
 * One church's CCB and Mailchimp data, its sync pairs both ways, sync jobs, logs, conflicts and
 * held contacts, and the toolkit data that lives beside them (see state.ts for the shape,
 * scenarios.ts for the demo churches, engine.ts for syncing). Owned by the sync-side work.
 */
export function createChurchState(world: World, user: StoredUser, scenario: Scenario): ChurchState {
  const random = world.random;
  const church = emptyChurch(churchName(scenario, user), random.int(1, 2_147_483_646));
  const large = world.options.size === 'large';
  if (scenario === 'ready') buildReady(church, user.record, random, large);
  else if (scenario === 'broken') buildBroken(church, user.record, random);
  else if (scenario === 'overdue') buildOverdue(church, user.record, random);
  else if (scenario === 'noplan') buildNoPlan(church, user.record, random);
  else if (scenario === 'paused') buildPaused(church, user.record, random);
  else if (scenario === 'renewal') buildRenewal(church, user.record, random);
  else if (scenario === 'busy') buildBusy(church, user.record, random);
  return church;
}

const NAMES = [
  'Grace Fellowship',
  'New Hope Church',
  'Trinity Chapel',
  'Living Waters Church',
  'Harvest Community Church',
  'Calvary Bible Church',
  'St. Andrew Parish',
  'Redeemer Church',
];

function churchName(scenario: Scenario, user: StoredUser): string {
  switch (scenario) {
    case 'ready':
      return 'Riverside Community Church';
    case 'broken':
      return 'Hope Fellowship';
    case 'overdue':
      return 'Cornerstone Chapel';
    case 'noplan':
      return 'Bethel Community Church';
    case 'paused':
      return "St. Mark's Lutheran Church";
    case 'renewal':
      return 'Gracepointe Church';
    case 'busy':
      return 'Lakeshore Church';
    default:
      return NAMES[user.record.id % NAMES.length] as string;
  }
}

/** What the church has in use, for plan restrictions (`/account/restriction`). */
export function churchTotals(account: Account): { syncPairs: number; participants: number } {
  const church = account.church;
  return {
    syncPairs: church.ccbToMc.length + church.mcToCcb.length,
    participants: participantCount(church),
  };
}
