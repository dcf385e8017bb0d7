/**
 * What a sync's checks read (the facts the page knows), the stored direction switches, and the
 * rules over them: why a start is blocked, the minimum-pair rule, when to offer two-way, and how
 * new facts merge into the old.
 */
import type { Schemas } from '@flocksync/api-client';
import type { Direction } from '../pairs';

type User = Schemas['User'];

/** What the page knows, kept up to date with `page.update`. */
export interface SyncFacts {
  user: Pick<
    User,
    'isDisableSync' | 'isSkipMcToCcb' | 'isSkipCcbToMc' | 'v2_search_warning' | 'v2_pq_warning'
  > &
    /** Automatic syncing (0 is off); absent is on. */
    Partial<Pick<User, 'isAutoSync'>>;
  hasCurrentPlan: boolean;
  /** Both the CCB settings and the Mailchimp API key are present. */
  hasCredentials: boolean;
  /** Warnings' isTemporarySyncDisabled (an admin disabled syncing). */
  isTemporarySyncDisabled: boolean;
  /** The two direction switches of the top bar. */
  syncTypes: Record<Direction, boolean>;
  pairCounts: Record<Direction, number>;
  /** Saved pairs not synced yet (isNew). */
  newPairsCount: number;
  /** Pairs with hasMcConflict, both directions. */
  brokenPairsCount: number;
  /** The selected tab. */
  direction: Direction;
  /**
   * The lists the checks read (the pairs of both directions) have been answered, or have failed
   * and said so. Until then a start waits for them rather than judging on empty lists (which
   * would start a full sync without asking about new pairs). Absent means answered.
   */
  loaded?: boolean;
}

export type SyncFactsUpdate = Partial<Omit<SyncFacts, 'user'>> & {
  user?: Partial<SyncFacts['user']>;
};

/** The two stored switch flags, as the server holds them. */
export type SwitchFlags = Pick<User, 'isSkipMcToCcb' | 'isSkipCcbToMc'>;

/** Which direction switch is on, from the stored flags (an absent isSkipCcbToMc is on). */
export function switchesOf(flags: SwitchFlags): Record<Direction, boolean> {
  return { ccbToMc: flags.isSkipCcbToMc !== 1, mcToCcb: flags.isSkipMcToCcb === 0 };
}

/** A switch pressed: the direction and the state asked for. */
export interface SwitchChange {
  direction: Direction;
  on: boolean;
}

/** What the switches' `notify` reports: the change asked for, and whether the server took it. */
export interface SwitchOutcome extends SwitchChange {
  ok: boolean;
}

export type SyncDisabledReason =
  | 'syncing'
  /** The account's first sync runs: 'Please wait, ...' (spec part 1 sections 5 and 8). */
  | 'initialSync'
  | 'noCredentials'
  | 'temporarilyDisabled'
  | 'syncDisabled'
  | 'toggleOff'
  /** One-way: the direction that is on has no pair (spec part 1 section 5). */
  | 'pairsRequired'
  /** Two-way: a direction has no pair (spec part 1 section 5). */
  | 'twoWayPairsRequired'
  | 'noPlan';

const other = (direction: Direction): Direction =>
  direction === 'ccbToMc' ? 'mcToCcb' : 'ccbToMc';

/** Reasons other than syncing and the plan, which a start cannot get past. */
export function blockingReason(facts: SyncFacts): SyncDisabledReason | null {
  if (!facts.hasCredentials) return 'noCredentials';
  if (facts.isTemporarySyncDisabled) return 'temporarilyDisabled';
  if (facts.user.isDisableSync === 1) return 'syncDisabled';
  if (!facts.syncTypes[facts.direction]) return 'toggleOff';
  return pairsRequiredReason(facts);
}

/**
 * The minimum-pair rule (spec part 1 section 5): two-way needs at least one pair in each
 * direction, one-way at least one pair. Until the lists are in, the counts are not judged.
 */
function pairsRequiredReason(facts: SyncFacts): SyncDisabledReason | null {
  if (facts.loaded === false) return null;
  const on = (['ccbToMc', 'mcToCcb'] as const).filter((direction) => facts.syncTypes[direction]);
  const missing = on.some((direction) => facts.pairCounts[direction] === 0);
  if (!missing) return null;
  return on.length === 2 ? 'twoWayPairsRequired' : 'pairsRequired';
}

export function isOneWayWithOtherPairs(facts: SyncFacts): boolean {
  const on = (['ccbToMc', 'mcToCcb'] as const).filter((direction) => facts.syncTypes[direction]);
  const [only] = on;
  return on.length === 1 && only !== undefined && facts.pairCounts[other(only)] > 0;
}

/**
 * New facts over the old. A user update that carries a switch flag moves the switches with it
 * (the stored flags are the truth), unless the update says the switches itself.
 */
export function mergeFacts(facts: SyncFacts, update: SyncFactsUpdate): SyncFacts {
  const user = { ...facts.user, ...update.user };
  const flagsChanged =
    update.user !== undefined && ('isSkipMcToCcb' in update.user || 'isSkipCcbToMc' in update.user);
  const syncTypes = update.syncTypes ?? (flagsChanged ? switchesOf(user) : facts.syncTypes);
  return { ...facts, ...update, user, syncTypes };
}
