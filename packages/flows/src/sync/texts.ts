/** The sync page's texts, verbatim from the spec (part 1, sections 2, 4, 5 and 8). */
export const syncTexts = {
  tabs: {
    ccbToMc: 'CCB to MailChimp',
    mcToCcb: 'MailChimp to CCB',
  },
  button: {
    sync: 'Sync',
    syncing: 'Syncing',
    syncNew: (count: number) => `Sync New (${count})`,
  },
  /** Section 4 "Sync modes": the mode text. */
  modes: {
    twoWaySyncing: '2 Way Sync in Progress',
    syncing: 'Syncing in progress',
    twoWay: 'Two Way Integration Selected',
    ccbToMc: 'CCB to Mailchimp Sync Selected',
    mcToCcb: 'Mailchimp to CCB Sync Selected',
    none: 'No Integrations Selected',
  },
  /** Section 5: why the sync (and add) buttons are disabled. */
  hints: {
    noCredentials: 'Please setup CCB and MC Credentials first.',
    noPlan: 'You need to purchase a plan for this feature',
    syncDisabled: 'Automatic / manual syncing is disabled',
    syncing: 'Syncing in progress',
    toggleOff: (direction: string) => `Turn on Toggle for ${direction} to Start adding Sync Pairs`,
  },
  purchase: {
    title: 'Purchase a Plan to Sync',
    goToPricing: 'Go to Pricing',
  },
  requirements: {
    title: 'Action Required: New People Searches Requirements!',
    doLater: 'Do Later',
    recheck: 'Recheck',
    learnMore: 'Learn more',
  },
  brokenPairs: {
    title: 'Sync without resolving broken pairs?',
    resolve: 'Resolve Broken Pairs',
    proceed: 'Proceed to Sync',
    proceeding: 'Syncing in progress',
  },
  twoWay: {
    /** One-way CCB to MC while MC-to-CCB pairs exist. */
    titleMailchimp: 'Sync MailChimp as well?',
    /** One-way MC to CCB while CCB-to-MC pairs exist. */
    titleCcb: 'Sync CCB as well?',
    enable: 'Enable 2-way',
    proceed: 'Proceed with 1-way',
  },
  newPairs: {
    title: 'Sync Just New Pairs?',
    titleAfterAdding: 'Confirm?',
    syncAll: 'Sync All Instead',
    syncNew: 'Yes, Sync New',
    skip: 'Skip For Now',
  },
  banner: {
    running: 'Syncing',
    queued: 'Sync task added to queue',
    cancel: 'Cancel Sync',
  },
  stop: {
    message: 'Are you sure want to stop sync procress?',
  },
  completed: {
    message:
      'Syncing has completed successfully. It may take up to 30 minutes to appear on Mailchimp.',
  },
  errors: {
    generic: 'Something went wrong, please try again later!',
  },
} as const;
