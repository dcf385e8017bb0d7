import { describe, expect, it } from 'vitest';
import type { Schemas } from '@flocksync/api-client';
import {
  applyRowEdit,
  type BrokenParts,
  type Catalog,
  type CcbToMcRow,
  type McToCcbRow,
  type ResolverRow,
} from '@flocksync/flows';
import { resolverDialogTexts, savedSearchGroupTexts, type ResolverRowChange } from '@flocksync/ui';
import { resolverEventOf, resolverRowLabel, resolverRowView } from './resolverRows';

const campuses: Schemas['Campus'][] = [
  { id: 1, campusId: 1, campusName: 'Main Campus' },
  { id: 2, campusId: 2, campusName: 'North Campus' },
];
const audiences: Schemas['Audience'][] = [
  { id: 'list-a', name: 'Weekly News' },
  { id: 'list-b', name: 'Volunteers' },
];

const ccbToMcPair: Schemas['CcbToMcPair'] = {
  id: 4,
  type: 'group',
  campusId: 1,
  campusName: 'Main Campus',
  ccbGroupId: 11,
  ccbGroupName: 'Youth Group',
  searchId: null,
  processId: null,
  queueName: null,
  mailchimpListId: 'list-a',
  mailchimpAudience: 'Weekly News',
  sync_type: 0,
  mailchimpListGroupId: 'i9',
  mailchimpListInterestCategoryId: 'c1',
  mcInterestGroupName: 'Gone Group',
  tags: '[]',
  isNew: 0,
  hasMcConflict: 1,
  hasMcMergeFieldError: 0,
  hasPqSync: 0,
  isMcToCcbDisableInactiveRemove: 0,
  isSync: 1,
  hasError: 0,
  errorMessage: '',
  removed: 0,
  detailId: null,
  listName: 'Weekly News',
  listGroupName: 'Gone Group',
  name: 'Youth Group',
} as Schemas['CcbToMcPair'];

const mcToCcbPair: Schemas['McToCcbPair'] = {
  id: 8,
  mcListId: 'list-b',
  mailchimpAudience: 'Volunteers',
  sync_type: 1,
  interestCategoryId: null,
  interestId: null,
  mcInterestGroupName: null,
  tags: '["Ushers"]',
  campusId: 2,
  campusName: 'North Campus',
  ccbGroupId: 21,
  ccbGroupName: 'Newcomers',
  isMcToCcbDisableInactiveRemove: 0,
  isNew: 0,
  hasMcConflict: 1,
  hasError: 0,
  errorMessage: '',
};

const catalog: Catalog = {
  groups: {
    1: [
      { id: 11, name: 'Youth Group', campusId: 1, participantCount: 12 },
      { id: 12, name: 'Choir', campusId: 1, participantCount: 8 },
    ] as Schemas['Group'][],
  },
  savedSearches: null,
  tags: { 'list-a': ['Members', 'Youth'] },
  interestGroups: {
    'list-a': [
      { uniqueId: 'c1:::::i1', groupBy: 'Groups', groupName: 'Members' },
      { uniqueId: 'c1:::::i2', groupBy: 'Groups', groupName: 'Youth Group' },
    ],
  },
};

/** The Mailchimp group of the CCB-to-MC pair is gone: CCB side locked, target cleared. */
const targetBroken: CcbToMcRow = {
  direction: 'ccbToMc',
  key: 4,
  pair: ccbToMcPair,
  lockedCcb: true,
  savedSearch: false,
  type: 'group',
  campusId: 1,
  sourceId: 11,
  listId: 'list-a',
  syncType: 0,
  interestId: null,
  newGroupId: null,
  tags: [],
};

/** The CCB group of the MC-to-CCB pair is gone; its audience's tags are not loaded yet. */
const groupBroken: McToCcbRow = {
  direction: 'mcToCcb',
  key: 8,
  pair: mcToCcbPair,
  lockedCcb: false,
  campusId: 2,
  sourceId: null,
  listId: 'list-b',
  syncType: 1,
  interestId: null,
  newGroupId: null,
  tags: ['Ushers'],
};

const parts = (broken: Partial<BrokenParts>): BrokenParts => ({
  campus: false,
  group: false,
  audience: false,
  target: false,
  ...broken,
});

const view = (row: ResolverRow, broken: Partial<BrokenParts>, removingKey: number | null = null) =>
  resolverRowView(row, {
    campuses,
    audiences,
    catalog,
    canUseSavedSearches: false,
    broken: new Map([[row.key, parts(broken)]]),
    removingKey,
  });

describe('resolverRowView', () => {
  it('draws a CCB-to-MC row whose Mailchimp group is gone', () => {
    const row = view(targetBroken, { target: true });
    expect(row.key).toBe('4');
    expect(row.label).toBe('Main Campus / Youth Group → Weekly News / Gone Group');
    expect(row.savedSearch).toEqual({
      on: false,
      disabled: true,
      disabledReason: resolverDialogTexts.source.savedSearchesNoPermission,
    });
    expect(row.campus).toMatchObject({ value: '1', disabled: true, broken: false });
    expect(row.group).toMatchObject({ kind: 'group', value: '11', disabled: true, broken: false });
    expect(row.group.options.map((option) => option.label)).toEqual(['Youth Group', 'Choir']);
    expect(row.audience).toMatchObject({ value: 'list-a', disabled: false, broken: false });
    expect(row.target.mode).toBe('group');
    expect(row.target.group).toMatchObject({ value: '', broken: true, loading: false });
    expect(row.target.group.options.map((option) => option.value)).toEqual([
      'c1:::::i1',
      'c1:::::i2',
    ]);
    // 'Youth Group' exists in the audience, so a new group would be a duplicate.
    expect(row.target.newGroup).toBe('duplicate');
    expect(row.target.newGroupSelected).toBe(false);
    expect(row.removing).toBe(false);
  });

  it('stops marking a part broken once something is chosen there', () => {
    const next = applyRowEdit(
      targetBroken,
      { type: 'row.newGroup', key: 4 },
      {
        canUseSavedSearches: false,
        catalog,
        random: () => 0.5,
      },
    );
    if (!next) throw new Error('edit refused');
    const row = view(next.row, { target: true });
    expect(row.target.newGroupSelected).toBe(true);
    expect(row.target.group.broken).toBe(false);
  });

  it('draws an MC-to-CCB row whose CCB group is gone, keeping choices whose lists are not loaded', () => {
    const row = view(groupBroken, { group: true }, 8);
    expect(row.label).toBe('Volunteers → North Campus / Newcomers');
    expect(row.savedSearch).toBeUndefined();
    // North Campus's groups are not loaded yet: the select waits for them.
    expect(row.group).toMatchObject({ value: '', loading: true, broken: true });
    expect(row.campus).toMatchObject({ value: '2', disabled: false });
    expect(row.target.mode).toBe('tags');
    expect(row.target.tags).toEqual({ selected: ['Ushers'], options: [], loading: true });
    expect(row.removing).toBe(true);
  });

  it('keeps a chosen value the options do not list, named after the pair', () => {
    const gone = view(
      { ...targetBroken, campusId: 9, pair: { ...ccbToMcPair, campusName: 'Old Campus' } },
      {},
    );
    expect(gone.campus.options[0]).toEqual({ value: '9', label: 'Old Campus' });
  });

  it('shares one options array per list between rows', () => {
    const one = view(targetBroken, { target: true });
    const two = view({ ...targetBroken, key: 5 }, { target: true });
    expect(two.campus.options).toBe(one.campus.options);
    expect(two.group.options).toBe(one.group.options);
    expect(two.audience.options).toBe(one.audience.options);
    expect(two.target.group.options).toBe(one.target.group.options);
  });

  it('labels a saved-search pair by its search', () => {
    const search: CcbToMcRow = {
      ...targetBroken,
      savedSearch: true,
      type: 'search',
      campusId: null,
      sourceId: 31,
      pair: { ...ccbToMcPair, type: 'search', campusName: null, ccbGroupName: null, name: 'New' },
    };
    expect(resolverRowLabel(search)).toBe('New → Weekly News / Gone Group');
    const row = view(search, {});
    expect(row.group).toMatchObject({ kind: 'savedSearch', value: '31', loading: true });
    expect(row.group.options).toEqual([{ value: '31', label: 'New' }]);
  });

  it("groups saved searches as the add dialog does: 'New Advanced Searches', then 'Classic Searches'", () => {
    const search: CcbToMcRow = {
      ...targetBroken,
      savedSearch: true,
      type: 'search',
      campusId: null,
      sourceId: 31,
      pair: { ...ccbToMcPair, type: 'search', campusName: null, ccbGroupName: null, name: 'New' },
    };
    const savedSearches = [
      { searchId: 30, name: 'Old Members', isAdvance: 0, groupBy: 'Classic Searches' },
      { searchId: 31, name: 'New', isAdvance: 1, groupBy: 'New Advanced Searches' },
    ] as Schemas['SavedSearch'][];
    const sources = {
      campuses,
      audiences,
      catalog: { ...catalog, savedSearches },
      canUseSavedSearches: true,
      broken: new Map([[search.key, parts({ group: true })]]),
      removingKey: null,
    };
    const row = resolverRowView(search, sources);
    expect(row.group.options).toEqual([
      { value: '31', label: 'New', group: savedSearchGroupTexts.advanced },
      { value: '30', label: 'Old Members', group: savedSearchGroupTexts.classic },
    ]);
    // One option array per list, shared by every row.
    expect(resolverRowView({ ...search, key: 9 }, sources).group.options).toBe(row.group.options);
  });
});

describe('resolverEventOf', () => {
  const cases: [ResolverRowChange, object][] = [
    [
      { field: 'savedSearch', value: true },
      { type: 'row.savedSearch', key: 4, on: true },
    ],
    [
      { field: 'campus', value: '2' },
      { type: 'row.campus', key: 4, campusId: 2 },
    ],
    [
      { field: 'group', value: '12' },
      { type: 'row.group', key: 4, groupId: 12 },
    ],
    [
      { field: 'audience', value: 'list-b' },
      { type: 'row.audience', key: 4, listId: 'list-b' },
    ],
    [
      { field: 'interest', value: 'c1:::::i1' },
      { type: 'row.interest', key: 4, uniqueId: 'c1:::::i1' },
    ],
    [
      { field: 'targetMode', value: 'tags' },
      { type: 'row.syncType', key: 4, syncType: 1 },
    ],
    [
      { field: 'targetMode', value: 'group' },
      { type: 'row.syncType', key: 4, syncType: 0 },
    ],
    [{ field: 'newGroup' }, { type: 'row.newGroup', key: 4 }],
    [
      { field: 'tags', value: ['A'] },
      { type: 'row.tags', key: 4, tags: ['A'] },
    ],
    [
      { field: 'createTag', value: 'B' },
      { type: 'row.createTag', key: 4, name: 'B' },
    ],
  ];
  it.each(cases)('maps %o', (change, event) => {
    expect(resolverEventOf('4', change)).toEqual(event);
  });
});
