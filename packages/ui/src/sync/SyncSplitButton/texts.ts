/** 'Sync', 'Syncing' and 'Sync New (n)' are verbatim from the spec (part 1, section 2). */
export const syncButtonTexts = {
  sync: 'Sync',
  syncing: 'Syncing',
  syncNew: (count: number) => `Sync New (${count})`,
  more: 'More sync options',
} as const;
