/**
 * Texts of the logs screens (spec part 2 sections 2, 4 and 8). Quoted spec texts are marked
 * `spec`; the rest are ours (the spec leaves them open): short and plain.
 */
export const logsTexts = {
  /** spec: the search box of /logs and of the search-logs modal. */
  searchPlaceholder: 'Search email or name',
  /** ours */
  searchLabel: 'Search the logs by email or name',
  columns: {
    /** spec: /logs columns. */
    date: 'Date',
    type: 'Type',
    action: 'Action',
    details: 'Details',
  },
  /** spec */
  empty: 'No Logs found',
  /** spec: the link that shows the membership types a run used. */
  filtering: 'Filtering',
  /** ours */
  viewDetails: 'View details',
  /** ours */
  tableLabel: 'Sync logs',
  /** ours */
  loadingMore: 'Loading more logs…',
  /** ours: the reachable way to the next page. */
  loadMore: 'Load more logs',
  /** ours */
  allLoaded: (count: number) => `All ${count} logs shown.`,
  /** ours: the table's size, announced. */
  shown: (count: number) => `${count} ${count === 1 ? 'log' : 'logs'} shown`,
  rollback: {
    /** ours: the row action (spec: "Rollback"). */
    action: 'Rollback',
    /** ours: the mark on a reverted log. */
    reverted: 'Rolled back',
    /** ours: why Rollback cannot be pressed. */
    blocked: {
      syncing: 'A sync is in progress. Rollback is available once it has finished.',
      noPlan: 'Your plan does not include rollback. Upgrade to Medium or Pro to roll back a sync.',
    },
    /** ours */
    actionLabel: (date: string) => `Rollback the sync of ${date}`,
  },
  /** spec: 'Failed sync toggle or log navigation'. */
  genericError: 'Something went wrong, please try again later!',
  /** ours */
  retry: 'Try again',
} as const;

export const rollbackDialogTexts = {
  /** ours */
  checking: 'Checking for a sync in progress…',
  confirm: {
    /** ours */
    title: 'Roll back this sync?',
    /** ours */
    body: (date: string) =>
      `The sync of ${date} and any later sync are undone: Mailchimp and CCB get back what they held before it. The people it changed stay as they were before it until they change in CCB or Mailchimp again.`,
    /** ours */
    confirm: 'Rollback',
    cancel: 'Cancel',
  },
  blocked: {
    /** ours */
    title: 'A sync is in progress',
    /** spec part 2 section 4: revert is disabled while a sync is in progress. */
    body: 'A rollback cannot start while a sync is in progress or waiting. Please try again once it has finished.',
    close: 'OK',
  },
  prompt: {
    /** ours */
    title: 'Rollback started',
    /** spec part 2 section 4: the reload prompt; the sync may take up to 30 minutes to show. */
    body: 'The sync was rolled back and a manual sync has started. It may take up to 30 minutes for the changes to show. Reload the logs to see the rollback.',
    reload: 'Reload',
    close: 'Close',
  },
  failed: {
    /** ours */
    title: 'Rollback failed',
    close: 'Close',
  },
} as const;

export const logDetailsTexts = {
  /** spec: the screen's title and breadcrumbs. */
  title: 'Log Details',
  logs: 'Logs',
  tabs: {
    /** spec */
    ccbToMc: 'CCB TO MC',
    mcToCcb: 'MC TO CCB',
  },
  /** ours */
  tabsLabel: 'Sync direction',
  /** spec: the tooltip of a direction that was off. */
  notEnabled: 'Was not enabled.',
  /** spec */
  filtered: 'Filtered',
  columns: {
    /** ours: the pair rows' columns (the spec names the fields). */
    name: 'Sync pair',
    added: 'Added',
    updated: 'Updated',
    duplicates: 'Duplicates',
    removed: 'Removed',
    skipped: 'Skipped',
    errors: 'Errors',
    conflict: 'Held',
    statistics: 'Statistics',
  },
  /** ours */
  viewStatistics: 'View statistics',
  /** ours */
  statisticsOf: (name: string) => `View statistics of ${name}`,
  /** ours */
  noRows: 'No sync pairs ran in this direction.',
  /** spec: the skipped-groups tooltip. */
  skippedTooltip:
    'One or more of your CCB groups syncing were skipped. Click this list for more details.',
  /** ours */
  skippedLabel: 'Skipped groups',
  /** ours: a merge-fields message offers the required-merge-fields dialog. */
  viewMergeFields: 'View required merge fields',
  accountChanges: {
    /** spec */
    title: 'Account changes',
    sno: 'S.no',
    description: 'Description',
    empty: 'No data found',
  },
  /** ours */
  reverted: 'This sync was rolled back.',
  /** ours */
  loading: 'Loading the log…',
} as const;

export const logFilterTexts = {
  /** ours: the membership-type filter a run used (spec: the 'Filtered' link's dialog). */
  title: 'Membership types synced',
  intro: 'This sync only took CCB people with these membership types:',
  leftOut: ' (left out)',
  types: {
    isIncludeLeads: 'Leaders',
    isIncludeMember: 'Members',
    isIncludeInvitedToGroup: 'Invited to the group',
    isIncludeJoinGroup: 'Requested to join',
  },
  /** spec: Manage goes to /tools. */
  manage: 'Manage',
  close: 'Close',
} as const;

export const statisticsTexts = {
  /** spec */
  title: 'Log Statistics',
  /** ours */
  tabsLabel: 'Categories',
  /** ours */
  empty: 'No people in this category.',
  /** ours */
  listLabel: (category: string) => `${category} people`,
  /** ours */
  profile: 'CCB profile',
  /** ours */
  profileOf: (detail: string) => `Open the CCB profile of ${detail}`,
  /** ours */
  primary: 'Primary profile',
  /** ours */
  archived: 'Rolled back',
  /** ours */
  count: (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`,
} as const;

export const searchResultsTexts = {
  /** ours: the page's heading. */
  title: 'Search results',
  /** ours */
  intro: (term: string) => `People in the sync logs matching “${term}”.`,
  /** ours */
  noTerm: 'Type an email or a name to search the sync logs.',
  tabs: {
    /** spec */
    ccbToMc: 'CCB TO MC',
    mcToCcb: 'MC TO CCB',
  },
  /** ours */
  tabsLabel: 'Sync direction',
  columns: {
    /** spec: first step columns. */
    email: 'Email',
    fullName: 'Full name',
    ccbId: 'CCB #',
    logs: 'Logs',
  },
  /** ours */
  viewLogs: 'View logs',
  /** ours */
  viewLogsOf: (who: string) => `View logs of ${who}`,
  /** ours */
  empty: 'No one in the logs matches this search.',
  /** ours */
  count: (count: number) => `${count} ${count === 1 ? 'person' : 'people'} found`,
} as const;

export const personLogsTexts = {
  /** ours */
  title: (who: string) => `Sync history of ${who}`,
  /** ours: reads as the answer to "why is this person (not) in Mailchimp?". */
  intro: {
    ccbToMc:
      'Every sync from CCB to Mailchimp that mentions this person, newest first, and what it did.',
    mcToCcb:
      'Every sync from Mailchimp to CCB that mentions this person, newest first, and what it did.',
  },
  /** ours */
  latest: 'Latest:',
  columns: {
    /** spec: step two columns. */
    type: 'Type',
    result: 'Result',
    logs: 'Logs',
  },
  /** ours: which of the CCB profiles sharing an email a row is about. */
  profile: (name: string, ccbId: number) => (name ? `${name} · CCB #${ccbId}` : `CCB #${ccbId}`),
  /** ours: the same words as the statistics' mark. */
  primary: 'Primary profile',
  /** ours */
  empty: 'No sync log mentions this person.',
  /** ours */
  back: 'Back to search results',
  /** ours */
  openLog: (name: string) => `Open ${name}`,
} as const;
