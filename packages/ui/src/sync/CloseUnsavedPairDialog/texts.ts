/** Title and buttons verbatim from the spec (part 1, section 2); the message is ours. */
export const closeUnsavedPairTexts = {
  title: 'Close without adding to Sync List?',
  message: 'The sync pair you set up has not been added to your Sync List yet.',
  add: 'Add to Sync List',
  discard: 'Close Without Adding',
} as const;
