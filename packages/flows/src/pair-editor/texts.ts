/** The add / edit pair dialog's texts, verbatim from the spec (part 1, sections 2, 5 and 8). */
export const pairEditorTexts = {
  title: {
    add: 'Add New Sync Pairs',
    edit: 'Save Sync Pair',
  },
  ccbSource: {
    campuses: 'Campuses',
    savedSearches: 'Saved Searches',
    savedSearchesNoPermission: "You don't have permissions to use saved search",
  },
  ccbTarget: {
    groups: 'Groups',
    processQueues: 'Process Queues',
  },
  groupSource: {
    existing: 'Sync to Existing Group',
    create: 'Create a new Group',
    duplicate: 'Create a Duplicate Group',
  },
  /** The 'all members of' confirmation: 'Confirm!' with Proceed and Nevermind. */
  allMembers: {
    title: 'Confirm!',
    proceed: 'Proceed',
    nevermind: 'Nevermind',
    /**
     * The spec builds the message from the group name and participant count and does not quote
     * it; this wording is ours.
     */
    message: (groupName: string, participantCount: number) =>
      `'${groupName}' has ${participantCount} ${participantCount === 1 ? 'participant' : 'participants'}. Are you sure you want to sync this group?`,
  },
  close: {
    title: 'Close without adding to Sync List?',
    add: 'Add to Sync List',
    discard: 'Close Without Adding',
  },
  validation: {
    campus: 'Please select a CCB campus',
    group: 'Please select a CCB Group',
    audience: 'Please select a MailChimp Audience',
    /**
     * The spec names no client text for a missing Mailchimp group or tags; these are the texts
     * the server (and the sandbox) answers with.
     */
    mcGroup: 'Please select a MailChimp group',
    mcTags: 'Please select at least one MailChimp tag',
  },
  limits: {
    plan: 'You cannot add more sync pairs. Please upgrade your plan to add more.',
    /** Spec section 5 states the limit, not a message: this is the server's (sandbox) text. */
    perList:
      'A MailChimp audience can hold at most 60 groups or saved searches. Please choose another audience.',
  },
  errors: {
    save: 'Something went wrong, Please try again later.',
    load: 'Something went wrong, please try again later!',
  },
} as const;
