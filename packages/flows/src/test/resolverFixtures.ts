/** Shared test data for the resolver's tests (not exported from the package). */
import type { Schemas } from '@flocksync/api-client';
import type { CcbToMcPair, McToCcbPair } from '../pairs';
import type { BrokenParts, CheckedPair, ValidatedBrokenPairs } from '../resolver/rows';

export const campuses: Schemas['Campus'][] = [
  { campusId: 1, campusName: 'North', id: 1 },
  { campusId: 2, campusName: 'South', id: 2 },
];
export const audiences: Schemas['Audience'][] = [
  { id: 'L1', name: 'Newsletter' },
  { id: 'L2', name: 'Members' },
];
export const groupsByCampus: Record<number, Schemas['Group'][]> = {
  1: [
    { id: 11, name: 'Youth', campusId: 1, participantCount: 12 },
    { id: 12, name: 'Adults', campusId: 1, participantCount: 30 },
  ],
  2: [{ id: 21, name: 'Choir', campusId: 2, participantCount: 8 }],
};
export const savedSearches: Schemas['SavedSearch'][] = [
  { searchId: 7, name: 'Volunteers', isAdvance: 1, groupBy: 'New Advanced Searches' },
];
export const tagsByList: Record<string, Schemas['McTagMap']> = {
  L1: { '101': 'Volunteer', '102': 'Donor' },
  L2: { '201': 'Member' },
};
export const interestsByList: Record<string, Schemas['InterestOption'][]> = {
  L1: [{ uniqueId: 'c1:::::i1', groupBy: 'CCB Groups', groupName: 'Youth' }],
  L2: [{ uniqueId: 'c2:::::i9', groupBy: 'CCB Groups', groupName: 'Members' }],
};

const ccbToMcBase: CcbToMcPair = {
  id: 0,
  type: 'group',
  campusId: 1,
  campusName: 'North',
  ccbGroupId: 11,
  ccbGroupName: 'Youth',
  searchId: null,
  processId: null,
  queueName: null,
  mailchimpListId: 'L1',
  mailchimpAudience: 'Newsletter',
  sync_type: 0,
  mailchimpListGroupId: 'gone',
  mailchimpListInterestCategoryId: 'c1',
  mcInterestGroupName: null,
  tags: '[]',
  isNew: 0,
  hasMcConflict: 1,
  hasMcMergeFieldError: 0,
  hasPqSync: 0,
  isMcToCcbDisableInactiveRemove: 0,
  isSync: 1,
  hasError: 0,
};

/** Its Mailchimp group was removed: campus and group are intact (locked). */
export const brokenGroupPair: CcbToMcPair = { ...ccbToMcBase, id: 1 };
/** A saved search whose audience was removed. */
export const brokenSearchPair: CcbToMcPair = {
  ...ccbToMcBase,
  id: 3,
  type: 'search',
  campusId: null,
  campusName: null,
  ccbGroupId: null,
  ccbGroupName: null,
  searchId: 7,
  name: 'Volunteers',
  mailchimpListId: 'L9',
  mailchimpAudience: '',
  sync_type: 1,
  mailchimpListGroupId: null,
  mailchimpListInterestCategoryId: null,
  tags: '["Gone"]',
};
/** A process queue whose Mailchimp group was removed (its queue selector stays disabled). */
export const brokenQueuePair: CcbToMcPair = {
  ...ccbToMcBase,
  id: 4,
  type: 'process_queue',
  ccbGroupId: null,
  ccbGroupName: null,
  processId: 5,
  queueName: 'First visit',
};
/** Its CCB group was removed. */
export const brokenMcPair: McToCcbPair = {
  id: 2,
  mcListId: 'L1',
  mailchimpAudience: 'Newsletter',
  sync_type: 1,
  interestCategoryId: null,
  interestId: null,
  mcInterestGroupName: null,
  tags: '["Donor"]',
  campusId: 2,
  campusName: 'South',
  ccbGroupId: 99,
  ccbGroupName: '',
  isMcToCcbDisableInactiveRemove: 0,
  isNew: 0,
  hasMcConflict: 1,
  hasError: 0,
};

const parts = (broken: Partial<BrokenParts>): BrokenParts => ({
  campus: false,
  group: false,
  audience: false,
  target: false,
  ...broken,
});

export const checked = {
  group: { pair: brokenGroupPair, broken: parts({ target: true }) },
  search: { pair: brokenSearchPair, broken: parts({ audience: true }) },
  queue: { pair: brokenQueuePair, broken: parts({ target: true }), sourceId: 51 },
  mc: { pair: brokenMcPair, broken: parts({ group: true }) },
} satisfies Record<string, CheckedPair<CcbToMcPair> | CheckedPair<McToCcbPair>>;

export function validated(
  ccbToMc: CheckedPair<CcbToMcPair>[],
  mcToCcb: CheckedPair<McToCcbPair>[],
): ValidatedBrokenPairs {
  return { ccbToMc, mcToCcb };
}
