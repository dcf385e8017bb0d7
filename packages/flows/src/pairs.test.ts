import { describe, expect, it } from 'vitest';
import { encodeForm, type FormObject } from '@flocksync/api-client';
import {
  addTag,
  buildMcToCcbSaveBody,
  buildRemoveInput,
  buildSaveBody,
  countPairsPerList,
  groupNameExists,
  isAllMembersGroup,
  joinInterestId,
  newGroupTempId,
  parseTags,
  remainingPairs,
  splitInterestId,
  tagNamesFromMap,
  uniqueGroupName,
  type CcbToMcPair,
} from './pairs';

/** The form the client sends, brackets unescaped for reading. */
const wire = (body: object) =>
  decodeURIComponent(encodeForm(body as FormObject).toString()).split('&');

describe('buildSaveBody (/sync-pair/save-ccb-mc-multiple)', () => {
  it('puts one entry per pair at the same index of every array', () => {
    const body = buildSaveBody([
      {
        id: 0,
        type: 'group',
        campusId: 1,
        sourceId: 11,
        mailchimpListId: 'L1',
        target: { syncType: 0, interestCategoryId: 'c1', interestId: 'i2' },
      },
      {
        id: 42,
        type: 'search',
        campusId: null,
        sourceId: 7,
        mailchimpListId: 'L2',
        target: { syncType: 1, tags: ['Donor', 'New tag'] },
      },
      {
        id: 0,
        type: 'process_queue',
        campusId: 2,
        sourceId: 51,
        mailchimpListId: 'L1',
        target: { syncType: 0, newGroup: { tempId: 123, name: 'First visit - Copy' } },
      },
    ]);
    expect(body).toEqual({
      syncType: [0, 1, 0],
      mailchimpListId: ['L1', 'L2', 'L1'],
      id: [0, 42, 0],
      type: ['group', 'search', 'process_queue'],
      campusId: [1, 0, 2],
      ccbGroupId: [11, 7, 51],
      params: [
        { interestCategoryId: 'c1', interestId: 'i2' },
        { tags: 'Donor,New tag' },
        { interestId: '123', groupName: 'First visit - Copy' },
      ],
    });
    expect(wire(body)).toEqual([
      'syncType[]=0',
      'syncType[]=1',
      'syncType[]=0',
      'mailchimpListId[]=L1',
      'mailchimpListId[]=L2',
      'mailchimpListId[]=L1',
      'id[]=0',
      'id[]=42',
      'id[]=0',
      'type[]=group',
      'type[]=search',
      'type[]=process_queue',
      'campusId[]=1',
      'campusId[]=0',
      'campusId[]=2',
      'ccbGroupId[]=11',
      'ccbGroupId[]=7',
      'ccbGroupId[]=51',
      'params[0][interestCategoryId]=c1',
      'params[0][interestId]=i2',
      'params[1][tags]=Donor,New+tag',
      'params[2][interestId]=123',
      'params[2][groupName]=First+visit+-+Copy',
    ]);
  });

  it('sends a new group in a chosen category with its temporary id', () => {
    const body = buildSaveBody([
      {
        id: 0,
        type: 'group',
        campusId: 1,
        sourceId: 11,
        mailchimpListId: 'L1',
        target: { syncType: 0, interestCategoryId: 'c1', newGroup: { tempId: 7, name: 'Youth' } },
      },
    ]);
    expect(body.params).toEqual([
      { interestCategoryId: 'c1', interestId: '7', groupName: 'Youth' },
    ]);
  });

  it('is empty for no pairs', () => {
    expect(buildSaveBody([])).toEqual({
      syncType: [],
      mailchimpListId: [],
      id: [],
      type: [],
      campusId: [],
      ccbGroupId: [],
      params: [],
    });
  });
});

describe('buildMcToCcbSaveBody (/sync-pair/save-mc-to-ccb-multiple)', () => {
  it('sends the arrays and the per-pair params, with the id of an existing pair', () => {
    const body = buildMcToCcbSaveBody([
      {
        id: 0,
        mcListId: 'L1',
        campusId: 2,
        ccbGroupId: 21,
        target: { syncType: 0, interestCategoryId: 'c1', interestId: 'i1' },
      },
      { id: 9, mcListId: 'L2', campusId: 1, ccbGroupId: 11, target: { syncType: 1, tags: ['A'] } },
    ]);
    expect(body).toEqual({
      syncType: [0, 1],
      campusId: [2, 1],
      ccbGroupId: [21, 11],
      mcListId: ['L1', 'L2'],
      params: [
        {
          mcListId: 'L1',
          syncType: 0,
          campusId: 2,
          ccbGroupId: 21,
          interestCategoryId: 'c1',
          interestId: 'i1',
        },
        { id: 9, mcListId: 'L2', syncType: 1, campusId: 1, ccbGroupId: 11, tags: 'A' },
      ],
    });
    expect(wire(body)).toContain('params[1][id]=9');
  });
});

describe('removal bodies', () => {
  it('unsyncs a CCB-to-MC pair and keeps its Mailchimp group', () => {
    expect(buildRemoveInput('ccbToMc', { id: 5, type: 'search' })).toEqual({
      direction: 'ccbToMc',
      body: { id: 5, unsync: 1, isDeleteGroup: 0, type: 'search' },
    });
    expect(buildRemoveInput('mcToCcb', { id: 6 })).toEqual({
      direction: 'mcToCcb',
      body: { id: 6 },
    });
  });
});

describe('pair helpers', () => {
  it('splits and joins interest ids on five colons', () => {
    expect(joinInterestId('cat', 'int')).toBe('cat:::::int');
    expect(splitInterestId('cat:::::int')).toEqual({
      interestCategoryId: 'cat',
      interestId: 'int',
    });
    expect(splitInterestId('broken')).toEqual({ interestCategoryId: '', interestId: '' });
  });

  it('draws new-group temporary ids in [1, 999]', () => {
    expect(newGroupTempId(() => 0)).toBe(1);
    expect(newGroupTempId(() => 0.5)).toBe(500);
    expect(newGroupTempId(() => 0.999999)).toBe(999);
  });

  it('parses the JSON tags of a pair', () => {
    expect(parseTags('["A","B"]')).toEqual(['A', 'B']);
    expect(parseTags('[]')).toEqual([]);
    expect(parseTags('')).toEqual([]);
    expect(parseTags('not json')).toEqual([]);
    expect(parseTags('{"a":1}')).toEqual([]);
    expect(parseTags('["A", 3, " "]')).toEqual(['A']);
  });

  it('reads the tag map of an audience', () => {
    expect(tagNamesFromMap({ '1': 'A', '2': ' ' })).toEqual(['A']);
    expect(tagNamesFromMap(undefined)).toEqual([]);
  });

  it('adds a tag once, in the spelling of an existing one', () => {
    expect(addTag(['A'], ['Volunteer'], ' volunteer ')).toEqual(['A', 'Volunteer']);
    expect(addTag(['A'], [], 'a')).toEqual(['A']);
    expect(addTag(['A'], [], '  ')).toEqual(['A']);
  });

  it("finds 'all members of' in any case", () => {
    expect(isAllMembersGroup('All Members of North Campus')).toBe(true);
    expect(isAllMembersGroup('ALL MEMBERS OF x')).toBe(true);
    expect(isAllMembersGroup('Members')).toBe(false);
    expect(isAllMembersGroup(undefined)).toBe(false);
  });

  it("suffixes '- Copy' until the group name is free", () => {
    expect(uniqueGroupName('Youth', ['Adults'])).toBe('Youth');
    expect(uniqueGroupName('Youth', ['youth'])).toBe('Youth - Copy');
    expect(uniqueGroupName('Youth', ['Youth', 'Youth - Copy'])).toBe('Youth - Copy - Copy');
    expect(uniqueGroupName('  ', ['x'])).toBe('');
    expect(groupNameExists('Youth', [' youth '])).toBe(true);
    expect(groupNameExists('', [''])).toBe(false);
  });

  it('computes the remaining plan allowance, never negative', () => {
    const limits = {
      maxSyncPairs: 10,
      currentTotalSyncPair: 4,
      maxParticipants: 1,
      currentTotalParticipants: 0,
    };
    expect(remainingPairs(limits)).toBe(6);
    expect(remainingPairs({ ...limits, currentTotalSyncPair: 12 })).toBe(0);
  });

  it('counts CCB-to-MC pairs per list', () => {
    const pairs = [{ mailchimpListId: 'L1' }, { mailchimpListId: 'L1' }, { mailchimpListId: 'L2' }];
    expect(countPairsPerList(pairs as CcbToMcPair[])).toEqual({ L1: 2, L2: 1 });
  });
});
