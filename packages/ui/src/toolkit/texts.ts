/**
 * The Toolkit's texts (spec part 2 sections 2, 4 and 8). The spec names the behaviours but leaves
 * most card titles and descriptions open: those are ours, short and plain, and marked `ours`.
 */
export const toolkitTexts = {
  /** Ours: the label of the cards' grid. */
  gridLabel: 'Toolkit settings',
  cards: {
    /** Ours. Spec: "Two-way sync" (isSkipMcToCcb 0). */
    twoWay: {
      title: 'Two-way sync',
      description: 'Also sync MailChimp to CCB. Off, only CCB to MailChimp runs.',
    },
    /** Ours. isAutoSync. */
    autoSync: {
      title: 'Automatic syncing',
      description: 'Sync on your plan’s schedule without pressing Sync.',
    },
    /** Ours. The membership-status list (isInclude flags). */
    membershipTypes: {
      title: 'Group membership types',
      description: 'Which statuses of a CCB group are synced. Changes apply on the next sync.',
    },
    /** Ours. isToolkitCleanup. */
    autoCleanup: {
      title: 'Clean up unsynced pairs',
      description: 'At each sync, remove from MailChimp what pairs you no longer sync left behind.',
      review: 'Review pairs',
    },
    /** Ours. isStoreUserInfo, through /tools/save-store-user-info (spec part 2 section 7). */
    storeUserInfo: {
      title: 'Store CCB user info',
      description:
        'Keep your CCB API login with your account, so support can check the connection for you.',
    },
    /** Ours. /tools/clean-up. */
    accountCleanup: {
      title: 'Account cleanup',
      description: 'Run a cleanup sync now: contacts no longer in a synced group leave MailChimp.',
      action: 'Clean up now',
    },
    /** Ours. isCheckPrimaryProfiles. */
    checkPrimaryProfiles: {
      title: 'Primary profile checks',
      description:
        'After each sync, list in its log the emails CCB profiles share with no primary profile.',
      manage: 'Set primary profiles',
    },
    /** Ours. is_check_received_email_from_ccb. */
    checkReceivedEmail: {
      title: 'Respect CCB email preferences',
      description: 'Skip people who chose in CCB not to receive email.',
    },
    /** Ours. skipMergeValidation. */
    skipMergeValidation: {
      title: 'Skip merge validation',
      description: 'Add new members even when the audience has required fields we cannot fill.',
    },
    /** Ours. isMcToCcbDisableInactiveRemove. */
    keepInactive: {
      title: 'Keep inactive MailChimp contacts in CCB',
      description:
        'MailChimp to CCB: people who leave the MailChimp group or tag stay in the CCB group.',
    },
    /** Ours. isDeleteMcListGroup. */
    deleteMcListGroup: {
      title: 'Delete MailChimp groups with their pair',
      description: 'Removing a pair also deletes its MailChimp group or tag.',
    },
    /** Ours. Links to /tools/ignored-emails. */
    ignoredEmails: {
      title: 'Ignored emails',
      description: 'Emails the sync leaves alone. Unignore one to sync it again.',
      manage: 'Ignored Emails',
    },
    /** Ours. Links to /header-mapping. */
    headerMapping: {
      title: 'Custom fields',
      description: 'Which CCB fields fill which MailChimp fields.',
      manage: 'Custom Fields Mapping',
    },
    /** Ours. Links to /notifications. */
    notifications: {
      title: 'Email notifications',
      description: 'Summaries sent to you after every sync.',
      manage: 'Notifications',
    },
  },
  /** Spec section 2 /notifications, verbatim. */
  notifications: {
    heading: 'Notifications',
    notifyUnsub: {
      title: 'Email Notification for Unsub MC Emails',
      description: 'Sends a summary of unsubscribed MC emails after every sync.',
    },
    notifyPendingDupes: {
      title: 'Email Notification for Pending Duplicates',
      description: 'Sends a summary of pending duplicate emails after every sync.',
    },
  },
  /** Spec section 2 /tools/ignored-emails and section 4 "Ignored emails". */
  ignoredEmails: {
    breadcrumbParent: 'Tools / Settings',
    breadcrumbCurrent: 'Ignored Emails',
    title: 'Contacts',
    columns: {
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      group: 'CCB Group',
      action: 'Action',
    },
    unignore: 'Unignore',
    empty: 'No data found',
    updated: 'This contact has been successfully updated.',
    /** Ours: the table's name and its size. */
    caption: 'Ignored emails',
    count: (shown: number, total: number) => `Showing ${shown} of ${total}`,
    /** Ours: the reachable way to the next page (rows also load on scroll). */
    loadMore: 'Load more',
    /** Ours. */
    loadFailed: 'Something went wrong, please try again later',
    retry: 'Try again',
  },
  /**
   * Spec section 2 /tools/primary-contacts, section 5 "Primary contact" (a confirmation before
   * switching). Column names, the badge, the question and the fallbacks are ours.
   */
  primaryContacts: {
    breadcrumbParent: 'Tools / Settings',
    breadcrumbCurrent: 'Set primary profiles',
    title: 'Contacts',
    showDuplicatesOnly: 'Show duplicates only',
    columns: {
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      familyPosition: 'Family Position',
      profile: 'CCB Profile',
      action: 'Action',
    },
    makePrimary: 'Make primary',
    empty: 'No data found',
    /** Ours: the table's name, the primary row's mark and the profile link. */
    caption: 'Profiles by email',
    primary: 'Primary',
    profileLink: 'Profile',
    profileLinkLabel: (name: string) => `CCB profile of ${name}`,
    count: (shown: number, total: number) => `Showing ${shown} of ${total}`,
    loadMore: 'Load more',
    loadFailed: 'Something went wrong, please try again later',
    retry: 'Try again',
    /** Ours: closing returns to /tools. */
    close: 'Close',
    /** Ours: the confirmation before switching. */
    confirm: {
      title: 'Make this the primary profile?',
      body: (name: string, email: string) =>
        `${name} becomes the primary profile of ${email}. The next sync uses this profile for that address.`,
      action: 'Make primary',
    },
    /** Ours: when the server answers without a message. */
    updated: 'Primary profile updated successfully.',
  },
  /** Spec section 2 /tools/confirm-delete and section 4 "Unsynced-pair cleanup". */
  unsyncedPairs: {
    breadcrumbParent: 'Tools / Settings',
    title: 'Confirm Cleanup of Unsynced CCB-MC pairs',
    columns: {
      campus: 'CCB Campus Name',
      groups: 'CCB Group(s)/Saved Searches',
      list: 'MailChimp List Name',
      targets: 'MC Group(s)/Tag(s)/Audiences',
      action: 'Action',
    },
    empty: 'No CCB to MC Settings',
    /** Spec section 8, the delete's success. */
    deleted: 'Sync pair removed successfully',
    /** Ours: the two row actions, what the page is for, and the dismiss's fallback. */
    delete: 'Delete',
    dismiss: 'Dismiss',
    rowLabel: (action: string, name: string) => `${action} ${name}`,
    intro:
      'These pairs were removed without un-syncing, so their MailChimp groups or tags still hold the people they synced. Delete takes those people out of the group or tag now; Dismiss leaves MailChimp as it is and drops the pair from this list.',
    caption: 'Unsynced CCB-MC pairs',
    /** Ours: a saved search has no campus. */
    noCampus: '—',
    dismissed: 'Sync pair dismissed successfully',
    loadFailed: 'Something went wrong, please try again later',
    retry: 'Try again',
    /** Ours: Delete takes people out of MailChimp, so it asks first. */
    confirm: {
      title: 'Delete this unsynced pair?',
      body: (name: string, target: string, list: string) =>
        `The people ${name} synced leave ${target} in ${list}. This cannot be undone here.`,
      action: 'Delete',
    },
  },
  /** Spec section 2: the contact filters (first name, last name, email) with Search. */
  filters: {
    /** Ours. */
    label: 'Filter contacts',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    search: 'Search',
  },
  /**
   * The MC-to-CCB exceptions (spec sections 2, 5 and 8): 'Select MailChimp Groups', its nested
   * 'Select MailChimp Tags' and the 'Remove Sync Pair' confirmation. Spec texts verbatim; the rest
   * is ours.
   */
  exceptions: {
    title: 'Select MailChimp Groups',
    /** Ours. */
    description:
      'MailChimp members in these groups or tags are not brought into CCB by the MailChimp to CCB sync.',
    /** Ours: the Toolkit card that opens the dialog. */
    card: {
      title: 'MailChimp to CCB exceptions',
      description: 'Keep the members of chosen MailChimp groups or tags out of CCB.',
      manage: 'Select MailChimp Groups',
    },
    /** Ours. */
    listLabel: 'Exceptions',
    pairLabel: (index: number) => `Exception ${index}`,
    audience: 'MailChimp Audience',
    audiencePlaceholder: 'Select an audience',
    noAudience: 'Please select a MailChimp Audience',
    /** Ours: the choice between a group and tags. */
    kind: 'Exclude by',
    groups: 'Groups',
    tags: 'Tags',
    tagsNeedAudience: 'Please select MailChimp Audience.',
    group: 'MailChimp Group',
    groupPlaceholder: 'Select a group',
    /** Ours (the sandbox's words for the same refusal). */
    noGroup: 'Please select a MailChimp group',
    noTags: 'Please select at least one MailChimp tag',
    /** Ours: why a group cannot be chosen. */
    blocked: {
      synced: 'already synced from CCB',
      allMembers: "an 'All members of' group",
    },
    blockedHint: 'Groups synced from CCB and ‘All members of’ groups cannot be exceptions.',
    chooseTags: 'Select tags',
    noTagsChosen: 'No tags chosen',
    optionsLoading: 'Loading groups and tags…',
    optionsFailed: 'The groups and tags could not be loaded.',
    add: 'Add exception',
    remove: (index: number) => `Remove exception ${index}`,
    empty: 'No exceptions yet. Add one to keep its members out of CCB.',
    loadFailed: 'Something went wrong, please try again later',
    retry: 'Try again',
    loading: 'Loading exceptions…',
    save: 'Save',
    /** Ours (the dialog's × is 'Close'). */
    close: 'Cancel',
    saved: 'MC to CCB custom list updated successfully!!',
    tagsDialog: {
      title: 'Select MailChimp Tags',
      /** Ours. */
      label: 'MailChimp Tags',
      confirm: 'Confirm',
      cancel: 'Cancel',
    },
    removeDialog: {
      title: 'Remove Sync Pair',
      /** Ours. */
      body: 'Its members will be brought into CCB again by the next MailChimp to CCB sync.',
      confirm: 'Remove',
      cancel: 'Cancel',
    },
    removed: 'Sync pair removed successfully',
  },
  /** Ours: the way back in a Toolkit sub-page's breadcrumb. */
  breadcrumbLabel: 'Breadcrumb',
  /** Spec section 2: "an Error dialog" with the server's message. */
  errorDialog: {
    title: 'Error',
    /** Ours. */
    close: 'OK',
  },
  /**
   * Spec section 2 /header-mapping (Custom Fields Mapping), section 5 "Header mapping" and
   * section 8. Labels the spec leaves open are ours and marked.
   */
  headerMapping: {
    breadcrumbParent: 'Tools / Settings',
    title: 'Custom Fields Mapping',
    /** Ours. */
    intro:
      'Choose the MailChimp field each CCB field fills at the next sync. 2-way fields also sync from MailChimp to CCB.',
    /** Ours: the list's name. */
    listLabel: 'CCB fields',
    /** Ours: each row's select. */
    field: 'MailChimp field',
    /** Ours: the 1-way / 2-way mark and what it means. */
    oneWay: '1-way',
    twoWay: '2-way',
    oneWayHint: 'CCB to MailChimp',
    twoWayHint: 'CCB and MailChimp both ways',
    /** Ours: the fixed rows (CCB ID, CCB email). */
    required: 'Required',
    /** Ours: a row above the plan. */
    needsPlan: (plan: string) => `Needs the ${plan} plan`,
    planNames: { 1: 'Starter', 2: 'Medium', 3: 'Pro' } as Record<number, string>,
    /** Ours: Phone's country select; spec: 'Please select a country' when none. */
    country: 'Phone country',
    countryPlaceholder: 'Select a country',
    /** Ours: Address's select. */
    addressType: 'Default address type',
    /** Spec section 5 and 8, verbatim. */
    noField: 'Please select a field',
    noCountry: 'Please select a country',
    /** Ours: the plan notices (spec section 6: plans gate mapped custom fields). */
    planAll: 'Your plan does not include mapped custom fields, so nothing here can be changed.',
    planSome: 'Some fields need a higher plan. Upgrade to map them.',
    plans: 'See plans',
    save: 'Save',
    close: 'Close',
    /** Catalogue: a list that failed to load. */
    loadFailed: 'Something went wrong, please try again later',
    /** Spec section 8 success message. */
    saved: 'Header Mappings Saved Successfully!',
  },
} as const;
