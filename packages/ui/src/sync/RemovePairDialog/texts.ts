/** The spec names a remove-pair dialog (part 1, section 2); the wording is ours. */
export const removePairTexts = {
  title: 'Remove Sync Pair?',
  message: (pairName: string) =>
    `'${pairName}' will be removed from your Sync List and will no longer sync.`,
  confirm: 'Remove',
  cancel: 'Cancel',
} as const;
