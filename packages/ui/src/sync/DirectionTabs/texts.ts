import { directionTexts, syncBlockedTexts } from '../texts';

/** Tab labels and mode texts verbatim from the spec (part 1, sections 2 and 4); the rest ours. */
export const directionTabsTexts = {
  label: 'Sync direction',
  tabs: directionTexts,
  switch: (direction: string) => `Sync ${direction}`,
  broken: (count: number) => `${count} broken sync ${count === 1 ? 'pair' : 'pairs'}`,
  modes: {
    twoWaySyncing: '2 Way Sync in Progress',
    syncing: syncBlockedTexts.syncing,
    twoWay: 'Two Way Integration Selected',
    ccbToMc: 'CCB to Mailchimp Sync Selected',
    mcToCcb: 'Mailchimp to CCB Sync Selected',
    none: 'No Integrations Selected',
  },
} as const;
