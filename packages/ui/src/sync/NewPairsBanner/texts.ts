/** 'CONFIRM AND SYNC NOW' is verbatim from the spec (part 1, section 2); the message is ours. */
export const newPairsBannerTexts = {
  message: (count: number) =>
    `You have ${count} new sync ${count === 1 ? 'pair that has' : 'pairs that have'} not been synced yet.`,
  confirm: 'CONFIRM AND SYNC NOW',
} as const;
