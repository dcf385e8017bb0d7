/**
 * The spec says leaving /sync with unsynced new pairs asks first (part 1, section 2), without
 * quoting the dialog; the wording is ours.
 */
export const leaveWithUnsyncedPairsTexts = {
  title: 'Leave without syncing new pairs?',
  message: (count: number) =>
    `You have ${count} new sync ${count === 1 ? 'pair that has' : 'pairs that have'} not been synced yet. They will sync with the next automatic or manual sync.`,
  leave: 'Leave Page',
  stay: 'Stay on Page',
} as const;
