/** The broken-pair resolver's texts and sizes, verbatim from the spec (part 1, sections 2, 8, 9). */
export const resolverTexts = {
  title: {
    ccbToMc: 'Resolve Broken Sync Pair For CCB to MailChimp',
    mcToCcb: 'Resolve Broken Sync Pair For MailChimp to CCB',
  },
  /** The two-step indicator: step 1 CCB to MC, step 2 MC to CCB. */
  steps: {
    ccbToMc: 'CCB to MC',
    mcToCcb: 'MC to CCB',
  },
  resolved: (resolved: number, total: number) => `Resolved: ${resolved}/${total} Pairs`,
  description:
    'The following lists are broken or have been removed. Please fix this issue to sync these pairs',
  buttons: {
    saveAndProceed: 'Save And Proceed',
    save: 'Save',
    back: 'Back',
  },
  remove: {
    tooltip: 'This will Unsync and Remove this Sync pair',
  },
  tags: {
    placeholder: 'Select MC Tags',
    more: (count: number) => `+${count} more`,
    addMore: 'Add more',
  },
  groupSource: {
    create: 'Create a new Group',
    duplicate: 'Create a Duplicate Group',
  },
  savedSearches: {
    label: 'Saved Searches',
    noPermission: "You don't have permissions to use saved search",
  },
  errors: {
    /** Spelled as the spec spells it. */
    generic: 'Something went wrong, please try agan later!',
  },
} as const;

/** Spec section 9: the virtualised list. */
export const RESOLVER_LIST_HEIGHT = 600;
export const RESOLVER_ROW_HEIGHT = 180;
