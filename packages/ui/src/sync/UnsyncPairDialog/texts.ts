/** 'Un-Sync Pair?' and 'Advanced Settings' are verbatim from the spec; the rest is ours. */
export const unsyncPairTexts = {
  title: 'Un-Sync Pair?',
  message: (pairName: string) => `'${pairName}' will stop syncing and leave your Sync List.`,
  advanced: 'Advanced Settings',
  options: 'When un-syncing',
  unsync: 'Also remove its synced contacts from the Mailchimp group or tags',
  deleteGroup: 'Delete the Mailchimp group',
  confirm: 'Un-Sync',
  cancel: 'Cancel',
} as const;
