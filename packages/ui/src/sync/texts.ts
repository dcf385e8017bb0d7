import type { SyncDirection } from './PairTable/pairs';

/** The two directions, verbatim from the spec (part 1, section 2): tab labels and hints. */
export const directionTexts = {
  ccbToMc: 'CCB to MailChimp',
  mcToCcb: 'MailChimp to CCB',
} as const;

/**
 * The CCB source switch, shared by the pair editor and the resolver; verbatim from the spec
 * (part 1, sections 2 and 5).
 */
export const ccbSourceTexts = {
  campuses: 'Campuses',
  savedSearches: 'Saved Searches',
  savedSearchesNoPermission: "You don't have permissions to use saved search",
} as const;

/**
 * The Mailchimp group choice, shared by the pair editor and the resolver; verbatim from the spec
 * (part 1, section 2). 'Create a Duplicate Group' when the source's name already names a group
 * of the audience.
 */
export const groupSourceTexts = {
  existing: 'Sync to Existing Group',
  create: 'Create a new Group',
  duplicate: 'Create a Duplicate Group',
} as const;

/**
 * Saved searches, verbatim from the spec (part 1, sections 2 and 3): the add dialog groups them
 * into new advanced and classic (obsolete) searches.
 */
export const savedSearchGroupTexts = {
  advanced: 'New Advanced Searches',
  classic: 'Classic Searches',
} as const;

/** A saved search as a choice: classic (obsolete) ones are grouped apart. */
export interface SavedSearchOption {
  value: string;
  label: string;
  /** A classic (obsolete) search, not a new advanced one. */
  classic?: boolean;
}

/** Saved searches as grouped select options: new advanced searches first, then classic ones. */
export function groupSavedSearches(searches: readonly SavedSearchOption[]) {
  const grouped = (classic: boolean) =>
    searches
      .filter((search) => !!search.classic === classic)
      .map(({ value, label }) => ({
        value,
        label,
        group: classic ? savedSearchGroupTexts.classic : savedSearchGroupTexts.advanced,
      }));
  return [...grouped(false), ...grouped(true)];
}

/** The CCB list fields both the pair editor and the resolver label (ours). */
export const ccbFieldTexts = {
  campus: 'CCB Campus',
  group: 'CCB Group',
  processQueue: 'CCB Process Queue',
  savedSearch: 'CCB Saved Search',
} as const;

const noPlan = 'You need to purchase a plan for this feature';

/**
 * Why syncing or adding a pair is unavailable, verbatim from the spec (part 1, sections 2 and
 * 5). The initial-sync hint continues 'Please wait,' as section 8 describes; its wording after
 * the comma is ours.
 */
export const syncBlockedTexts = {
  noCredentials: 'Please setup CCB and MC Credentials first.',
  noPlan,
  syncDisabled: 'Automatic / manual syncing is disabled',
  syncing: 'Syncing in progress',
  initialSync:
    'Please wait, your first sync can take up to 15 minutes. We will send you an email when it is done.',
  toggleOff: (direction: string) => `Turn on Toggle for ${direction} to Start adding Sync Pairs`,
  /**
   * The minimum-pair rule (section 5: "two-way needs at least one pair in each direction.
   * One-way needs at least one pair."); the spec does not quote them, the wording is ours.
   */
  pairsRequired: 'Add at least one sync pair to start syncing.',
  twoWayPairsRequired: 'Two-way sync needs at least one sync pair in each direction.',
} as const;

/**
 * Automatic syncing on the sync page (spec part 1 section 4 "Automatic sync"): the success
 * texts are verbatim; the switch's label is ours.
 */
export const autoSyncTexts = {
  label: 'Automatic Syncing',
  enabled: 'Auto-Syncing has been Enabled',
  disabled: 'Auto-Syncing has been Disabled',
} as const;

/** Why the sync or add button is unavailable (the flows' `SyncDisabledReason`, plus the first sync). */
export type SyncBlockedReason =
  | 'noCredentials'
  | 'noPlan'
  | 'syncDisabled'
  | 'temporarilyDisabled'
  | 'initialSync'
  | 'syncing'
  | 'toggleOff'
  | 'pairsRequired'
  | 'twoWayPairsRequired';

/**
 * The hint for a reason, for the selected direction. Temporarily disabled has none here: the
 * admin's message comes with the account warnings and the page shows it in its banner.
 */
export function syncBlockedHint(
  reason: SyncBlockedReason,
  direction: SyncDirection,
): string | undefined {
  if (reason === 'temporarilyDisabled') return undefined;
  if (reason === 'toggleOff') return syncBlockedTexts.toggleOff(directionTexts[direction]);
  return syncBlockedTexts[reason];
}

/**
 * The sync feature's confirmation questions: one entry per kind of `SyncConfirmDialog`, each
 * with its title, message, confirm and cancel labels.
 */
export const syncConfirmTexts = {
  /** Opened by 'Cancel Sync'. The question is verbatim from the spec, typo included (part 1, section 2); the rest is ours. */
  stopSync: {
    title: 'Stop Sync?',
    message: 'Are you sure want to stop sync procress?',
    confirm: 'Stop Sync',
    cancel: 'Keep Syncing',
  },
  /**
   * Leaving /sync with unsynced new pairs asks first (part 1, section 2); the spec does not quote
   * the dialog, the wording is ours.
   */
  leaveWithUnsyncedPairs: {
    title: 'Leave without syncing new pairs?',
    message: (count: number) =>
      `You have ${count} new sync ${count === 1 ? 'pair that has' : 'pairs that have'} not been synced yet. They will sync with the next automatic or manual sync.`,
    confirm: 'Leave Page',
    cancel: 'Stay on Page',
  },
  /** The spec names a remove-pair dialog (part 1, section 2); the wording is ours. */
  removePair: {
    title: 'Remove Sync Pair?',
    message: (pairName: string) =>
      `'${pairName}' will be removed from your Sync List and will no longer sync.`,
    confirm: 'Remove',
    cancel: 'Cancel',
  },
  /**
   * Before picking a group named 'all members of ...'. 'Confirm!', 'Proceed' and 'Nevermind' are
   * verbatim from the spec (part 1, section 2); it builds the message from the group name and
   * participant count without quoting it, so this wording is ours.
   */
  allMembers: {
    title: 'Confirm!',
    message: (groupName: string, participantCount: number) =>
      `'${groupName}' has ${participantCount} ${participantCount === 1 ? 'participant' : 'participants'}. Are you sure you want to sync this group?`,
    confirm: 'Proceed',
    cancel: 'Nevermind',
  },
  /** Verbatim from the spec (part 1, sections 2 and 5). */
  purchasePlan: {
    title: 'Purchase a Plan to Sync',
    message: noPlan,
    confirm: 'Go to Pricing',
    cancel: 'Cancel',
  },
} as const;

export type SyncConfirmKind = keyof typeof syncConfirmTexts;
