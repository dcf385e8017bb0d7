/**
 * The add button and its disabled hints, verbatim from the spec (part 1, sections 2 and 5). The
 * initial-sync hint continues 'Please wait,' as section 8 describes; its wording after the
 * comma is ours.
 */
export const addPairButtonTexts = {
  label: 'Add New Sync pair',
  hints: {
    toggleOff: (direction: string) => `Turn on Toggle for ${direction} to Start adding Sync Pairs`,
    initialSync:
      'Please wait, your first sync can take up to 15 minutes. We will send you an email when it is done.',
    noCredentials: 'Please setup CCB and MC Credentials first.',
    noPlan: 'You need to purchase a plan for this feature',
    syncDisabled: 'Automatic / manual syncing is disabled',
    syncing: 'Syncing in progress',
  },
  directions: {
    ccbToMc: 'CCB to MailChimp',
    mcToCcb: 'MailChimp to CCB',
  },
} as const;
