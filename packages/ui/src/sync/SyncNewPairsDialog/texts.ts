/** Title and buttons verbatim from the spec (part 1, section 2); the message is ours. */
export const syncNewPairsTexts = {
  title: 'Sync Just New Pairs?',
  titleAfterAdding: 'Confirm?',
  syncAll: 'Sync All Instead',
  syncNew: 'Yes, Sync New',
  skip: 'Skip For Now',
  message: (count: number) =>
    `${count} new sync ${count === 1 ? 'pair has' : 'pairs have'} not been synced yet. Sync just the new ${count === 1 ? 'pair' : 'pairs'} now, or every pair?`,
} as const;
