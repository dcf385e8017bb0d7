/** Verbatim from the spec (part 1, section 4, "Manual sync"); the progress label is ours. */
export const syncProgressTexts = {
  running: 'Syncing',
  queued: 'Sync task added to queue',
  cancel: 'Cancel Sync',
  progress: 'Sync progress',
} as const;
