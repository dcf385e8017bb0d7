/** The question is verbatim from the spec, typo included (part 1, section 2); the rest is ours. */
export const stopSyncTexts = {
  title: 'Stop Sync?',
  message: 'Are you sure want to stop sync procress?',
  confirm: 'Stop Sync',
  cancel: 'Keep Syncing',
} as const;
