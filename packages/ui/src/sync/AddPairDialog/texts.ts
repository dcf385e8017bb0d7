import { ccbFieldTexts, ccbSourceTexts, groupSourceTexts } from '../texts';

/**
 * The add / edit pair dialog's texts. Titles, switch labels, group-source labels, the saved
 * search permission tooltip and the validation messages are verbatim from the spec (part 1,
 * sections 2 and 5); field labels, placeholders and the process-queue reason are ours.
 */
export const addPairTexts = {
  title: {
    add: 'Add New Sync Pairs',
    edit: 'Save Sync Pair',
  },
  sections: {
    ccb: 'CCB',
    mailchimp: 'Mailchimp',
  },
  ccbSource: {
    label: 'CCB source',
    ...ccbSourceTexts,
  },
  ccbTarget: {
    label: 'CCB list type',
    groups: 'Groups',
    processQueues: 'Process Queues',
    /** Ours: the spec says process queues are disabled while v2_pq_warning is 0. */
    processQueuesPending:
      'Process queues need the new CCB API permissions. Recheck them on the CCB integration page.',
  },
  fields: {
    ...ccbFieldTexts,
    audience: 'MailChimp Audience',
    target: 'Sync to',
    mcGroup: 'MailChimp Group',
    tags: 'MailChimp Tags',
    groupSource: 'MailChimp group',
  },
  placeholders: {
    campus: 'Select a campus',
    group: 'Select a group',
    processQueue: 'Select a process queue',
    savedSearch: 'Select a saved search',
    audience: 'Select an audience',
    mcGroup: 'Select a group',
    loading: 'Loading...',
  },
  target: {
    group: 'Group',
    tags: 'Tags',
  },
  groupSource: {
    ...groupSourceTexts,
    /** Ours: names the group that will be created. */
    newName: (name: string) => `New group: ${name}`,
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
  buttons: {
    save: 'Save',
    cancel: 'Cancel',
  },
} as const;

/** A field's error as the pair editor machine keeps it: a key of `addPairTexts.validation`. */
export type PairFormErrorCode = keyof typeof addPairTexts.validation;

/** Turns the machine's error keys into the texts the dialog shows. */
export function pairFormErrorTexts(
  codes: Partial<Record<'campus' | 'group' | 'audience' | 'target', PairFormErrorCode>>,
): Partial<Record<'campus' | 'group' | 'audience' | 'target', string>> {
  const texts: Partial<Record<'campus' | 'group' | 'audience' | 'target', string>> = {};
  for (const [field, code] of Object.entries(codes) as [keyof typeof codes, PairFormErrorCode][]) {
    texts[field] = addPairTexts.validation[code];
  }
  return texts;
}
