/** The pair editor's pure rules, without a machine. */
import { describe, expect, it } from 'vitest';
import type { CcbToMcPair, McToCcbPair } from '../pairs';
import {
  ccbSideChanged,
  contextOf,
  EMPTY_SELECTION,
  isDuplicateGroup,
  limitError,
  loadsAtOpen,
  newGroupName,
  saveInputOf,
  validateFields,
  withQueues,
  withSelection,
} from './rules';
import { pairEditorTexts } from './texts';
import type { PairEditorContext, PairEditorInput } from './types';

const groupPair: CcbToMcPair = {
  id: 900,
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
  mailchimpListGroupId: 'i2',
  mailchimpListInterestCategoryId: 'c1',
  mcInterestGroupName: 'Adults',
  tags: '[]',
  isNew: 0,
  hasMcConflict: 0,
  hasMcMergeFieldError: 0,
  hasPqSync: 0,
  isMcToCcbDisableInactiveRemove: 0,
  isSync: 1,
  hasError: 0,
};

const queuePair: CcbToMcPair = {
  ...groupPair,
  type: 'process_queue',
  ccbGroupId: null,
  ccbGroupName: null,
  processId: 5,
  queueName: 'Second visit',
};

const mcPair: McToCcbPair = {
  id: 700,
  mcListId: 'L1',
  mailchimpAudience: 'Newsletter',
  sync_type: 1,
  interestCategoryId: null,
  interestId: null,
  mcInterestGroupName: null,
  tags: '["Donor"]',
  campusId: 2,
  campusName: 'South',
  ccbGroupId: 21,
  ccbGroupName: 'Choir',
  isMcToCcbDisableInactiveRemove: 0,
  isNew: 0,
  hasMcConflict: 0,
  hasError: 0,
};

function context(input: Partial<PairEditorInput> = {}): PairEditorContext {
  return contextOf({
    direction: 'ccbToMc',
    canUseSavedSearches: true,
    user: { v2_pq_warning: 1 },
    random: () => 0.5,
    ...input,
  } as PairEditorInput);
}

describe('pair editor rules: the context a dialog opens with', () => {
  it('adding: an empty selection, the lists the page gave, the editor loads the others', () => {
    const added = context({ campuses: [] });
    expect(added.selection).toEqual(EMPTY_SELECTION);
    expect(added.original).toBeNull();
    expect(added.listsGiven).toEqual({ campuses: true, audiences: false });
    expect(added.remainingPairs).toBeNull();
    expect(added.hasCurrentPlan).toBe(true);
  });

  it('editing prefills the pair; a process-queue pair waits for its queue', () => {
    const edited = context({ pair: groupPair });
    expect(edited.selection).toMatchObject({
      campusId: 1,
      groupId: 11,
      listId: 'L1',
      interestId: 'c1:::::i2',
    });
    expect(edited.originalSourceId).toBe(11);
    expect(context({ pair: queuePair }).pendingQueue).toEqual({
      processId: 5,
      queueName: 'Second visit',
    });
    const mc = context({ direction: 'mcToCcb', pair: mcPair });
    expect(mc.selection).toMatchObject({ campusId: 2, groupId: 21, syncType: 1, tags: ['Donor'] });
  });
});

describe('pair editor rules: which lists a selection needs', () => {
  it('nothing for an empty selection', () => {
    expect(loadsAtOpen(EMPTY_SELECTION, 'ccbToMc')).toEqual([]);
  });

  it("a campus's groups (and queues CCB to MC), an audience's tags and groups", () => {
    const selection = { ...EMPTY_SELECTION, campusId: 1, listId: 'L1' };
    expect(loadsAtOpen(selection, 'ccbToMc')).toEqual([
      'load.groups',
      'load.processQueues',
      'load.audience',
    ]);
    expect(loadsAtOpen(selection, 'mcToCcb')).toEqual(['load.groups', 'load.audience']);
  });

  it('the saved searches for a saved-search source', () => {
    const selection = { ...EMPTY_SELECTION, ccbSource: 'savedSearch' as const, searchId: 7 };
    expect(loadsAtOpen(selection, 'ccbToMc')).toEqual(['load.savedSearches']);
  });
});

describe('pair editor rules: validation and limits', () => {
  it("names each missing field with the spec's keys", () => {
    expect(validateFields(EMPTY_SELECTION)).toEqual({
      campus: 'campus',
      group: 'group',
      audience: 'audience',
    });
    const tags = {
      ...EMPTY_SELECTION,
      campusId: 1,
      groupId: 11,
      listId: 'L1',
      syncType: 1 as const,
    };
    expect(validateFields(tags)).toEqual({ target: 'mcTags' });
    expect(validateFields({ ...tags, syncType: 0 })).toEqual({ target: 'mcGroup' });
    expect(validateFields({ ...tags, syncType: 0, groupMode: 'new' })).toEqual({});
    expect(
      validateFields({
        ...EMPTY_SELECTION,
        ccbSource: 'savedSearch',
        listId: 'L1',
        tags: [],
        syncType: 1,
      }),
    ).toEqual({
      group: 'group',
      target: 'mcTags',
    });
  });

  it('errors shown follow the selection; none are shown before a save', () => {
    const base = context();
    expect(withSelection(base, { campusId: 1 }).fieldErrors).toEqual({});
    const shown = { ...base, fieldErrors: validateFields(base.selection) };
    expect(withSelection(shown, { campusId: 1 }).fieldErrors).not.toHaveProperty('campus');
  });

  it('the plan blocks adding; a list holds at most 60 pairs, except for its own pair', () => {
    const filled = { ...EMPTY_SELECTION, campusId: 1, groupId: 11, listId: 'L1' };
    expect(limitError({ ...context(), selection: filled })).toBeNull();
    expect(limitError({ ...context(), selection: filled, hasCurrentPlan: false })).toBe(
      pairEditorTexts.limits.plan,
    );
    expect(limitError({ ...context(), selection: filled, remainingPairs: 0 })).toBe(
      pairEditorTexts.limits.plan,
    );
    const full = { L1: 60 };
    expect(limitError({ ...context(), selection: filled, pairsPerList: full })).toBe(
      pairEditorTexts.limits.perList,
    );
    const edited = context({ pair: groupPair });
    expect(limitError({ ...edited, pairsPerList: full, remainingPairs: 0 })).toBeNull();
  });
});

describe('pair editor rules: editing and saving', () => {
  it('a changed campus or group removes the old pair first; the audience does not', () => {
    const edited = context({ pair: groupPair });
    expect(ccbSideChanged(edited)).toBe(false);
    expect(ccbSideChanged({ ...edited, selection: { ...edited.selection, listId: 'L2' } })).toBe(
      false,
    );
    expect(ccbSideChanged({ ...edited, selection: { ...edited.selection, groupId: 12 } })).toBe(
      true,
    );
    const mc = context({ direction: 'mcToCcb', pair: mcPair });
    expect(ccbSideChanged({ ...mc, selection: { ...mc.selection, campusId: 1 } })).toBe(true);
    expect(ccbSideChanged(context())).toBe(false);
  });

  it('an unchanged edit keeps the pair id; a changed one saves a new pair', () => {
    const edited = context({ pair: groupPair });
    expect(saveInputOf(edited).direction).toBe('ccbToMc');
    expect(JSON.stringify(saveInputOf(edited).body)).toContain('900');
    const moved = { ...edited, selection: { ...edited.selection, groupId: 12 } };
    expect(JSON.stringify(saveInputOf(moved).body)).not.toContain('900');
  });

  it("a new group takes the source's name, '- Copy' when the audience has it", () => {
    const edited = context({ pair: groupPair });
    expect(newGroupName(edited)).toBe('Youth');
    expect(isDuplicateGroup(edited)).toBe(false);
    const taken = {
      ...edited,
      options: {
        ...edited.options,
        interestGroups: [{ uniqueId: 'c1:::::i1', groupBy: 'CCB Groups', groupName: 'Youth' }],
      },
    };
    expect(isDuplicateGroup(taken)).toBe(true);
    expect(newGroupName(taken)).toBe('Youth - Copy');
  });

  it('an edited process-queue pair finds its queue when the queues arrive, or is picked again', () => {
    const edited = context({ pair: queuePair });
    const data = {
      processList: [{ id: 5, name: 'Assimilation', campusId: 1 }],
      queues: [
        { id: 51, name: 'First visit', processId: 5 },
        { id: 52, name: 'Second visit', processId: 5 },
      ],
    };
    const found = withQueues(edited, data);
    expect(found).toMatchObject({ pendingQueue: null, originalSourceId: 52 });
    expect(found.selection?.groupId).toBe(52);
    expect(found.initialSelection?.groupId).toBe(52);
    const firstOnly = { ...data, queues: data.queues.slice(0, 1) };
    expect(withQueues(edited, firstOnly)).toEqual({
      options: { ...edited.options, processQueues: firstOnly },
      pendingQueue: null,
    });
    expect(withQueues(context(), data)).toEqual({
      options: { ...context().options, processQueues: data },
    });
  });
});
