/**
 * The pair table's texts. Quoted ones are verbatim from the spec (part 1, sections 2 and 5);
 * the column headers and the empty-state wording are ours (the spec names the columns but
 * does not print their headers).
 */
export const pairTableTexts = {
  /** Accessible names of the two tables. */
  tableLabel: {
    ccbToMc: 'CCB to MailChimp sync pairs',
    mcToCcb: 'MailChimp to CCB sync pairs',
  },
  columns: {
    source: { ccbToMc: 'CCB Campus / Saved Search', mcToCcb: 'CCB Campus' },
    group: { ccbToMc: 'CCB Group / Process Queue', mcToCcb: 'CCB Group' },
    audience: { ccbToMc: 'MC Audience', mcToCcb: 'MC Audience' },
    target: { ccbToMc: 'MC Group / Tags', mcToCcb: 'MC Group / Tags' },
    actions: 'Status and actions',
  },
  search: {
    open: (column: string) => `Search ${column}`,
    input: (column: string) => `Search ${column}`,
    cancel: 'Cancel',
    reload: (column: string) => `Reload ${column}`,
  },
  filter: {
    label: (column: string) => `Filter ${column}`,
    unchecked: (count: number) => `${count} unchecked`,
  },
  row: {
    edit: 'Edit',
    remove: 'Remove',
    /** Ours: an MC-to-CCB pair's retain / remove unsubscribed Mailchimp emails dialog. */
    unsubscribedEmails: 'Unsubscribed Emails',
    fixNow: 'Fix Now',
    mergeFieldError: 'Merge field error',
    notSynced: 'Not Synced',
    obsolete: 'Classic Search (Obsolete)',
    skipped:
      'One or more of your CCB groups syncing were skipped. Click this list for more details.',
    none: 'None',
    processQueue: 'Process queue',
    savedSearch: 'Saved search',
  },
  /** The tag display rule: the first 2 joined (22 characters), then '+N More'. */
  tagsMore: (count: number) => `+${count} More`,
  empty: {
    title: 'No Sync Pairs yet',
    body: 'Add a sync pair to start syncing people between CCB and Mailchimp.',
    noMatch: 'No sync pairs match your search.',
  },
  loading: 'Loading sync pairs',
} as const;
