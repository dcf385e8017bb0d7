/**
 * pairEditorMachine on bare actors.
 *
 * States (each is asserted below):
 *   open.form.{editing, confirmingAllMembers, confirmingClose, removing, saving}
 *   open.groups / open.processQueues / open.savedSearches / open.tags / open.interestGroups:
 *     {idle, loading, ready, failed}
 *   open.campuses / open.audiences: {idle, loading, ready, failed} (idle is left at once)
 *   saved (final), closed (final)
 *
 * Transitions:
 *   open entry: raises the loads an edited pair needs
 *   editing: ccb.source (guard: CCB to MC, permission) clears campus/group/search, loads saved
 *     searches once; ccb.campus clears the group, loads groups (+ process queues CCB to MC);
 *     ccb.target (guard: v2_pq_warning 1 for queues) clears the group; ccb.group → chosen, or
 *     → confirmingAllMembers for 'all members of'; ccb.processQueue; ccb.savedSearch;
 *     mc.audience clears group and tags, loads tags and interest groups; mc.syncType (tags
 *     clear the group); mc.groupMode; mc.interest; mc.tags; mc.createTag (guard: an audience);
 *     pair.save → errors (invalid or a limit) | removing (edit, CCB side changed) | saving;
 *     dialog.close → confirmingClose (unsaved content) | closed
 *   confirmingAllMembers: confirm.proceed → editing (group chosen); confirm.cancel → editing
 *   confirmingClose: close.addToList → editing (errors) | removing | saving;
 *     close.discard → closed; close.cancel → editing
 *   removing: done → saving; error → editing (message)
 *   saving: done → saved; error → editing (message); pair.save ignored
 *   loaders: load.* → loading (restarts, cancelling a stale request); load.clearCcb → idle;
 *     done → ready; error → failed
 *   campus / audience lists: idle → ready (given with the input) | loading (not given yet);
 *     done → ready (options filled); error → failed (load error)
 *   open: page.update → the permission, plan, limits and pairs per list follow the page
 *   root: invokes watchFacts, whose page.update events reach the rules while the dialog is open
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock, type EventObject } from 'xstate';
import { ApiError, type Schemas } from '@flocksync/api-client';
import { answering, fail, flush, ok, type Result } from '../test/fakes';
import type { CcbToMcPair, McToCcbPair, RemovePairInput, SavePairInput } from '../pairs';
import { pairEditorMachine } from './pairEditorMachine';
import {
  selectAllMembersConfirm,
  selectCcbTabs,
  selectEditorConfirm,
  selectEditorMode,
  selectGroupSource,
  selectIsSaving,
  selectListsLoading,
} from './selectors';
import type { PairEditorEvent, PairEditorInput } from './types';
import { pairEditorTexts } from './texts';

const campuses: Schemas['Campus'][] = [
  { campusId: 1, campusName: 'North', id: 1 },
  { campusId: 2, campusName: 'South', id: 2 },
];
const groupsByCampus: Record<number, Schemas['Group'][]> = {
  1: [
    { id: 11, name: 'Youth', campusId: 1, participantCount: 12 },
    { id: 12, name: 'ALL MEMBERS OF North', campusId: 1, participantCount: 340 },
  ],
  2: [{ id: 21, name: 'Choir', campusId: 2, participantCount: 8 }],
};
const queuesByCampus: Record<number, Schemas['ProcessQueueData']> = {
  1: {
    processList: [{ id: 5, name: 'Assimilation', campusId: 1 }],
    queues: [
      { id: 51, name: 'First visit', processId: 5 },
      { id: 52, name: 'Second visit', processId: 5 },
    ],
  },
  2: { processList: [], queues: [] },
};
const savedSearches: Schemas['SavedSearch'][] = [
  { searchId: 7, name: 'Volunteers', isAdvance: 1, groupBy: 'New Advanced Searches' },
];
const audiences: Schemas['Audience'][] = [
  { id: 'L1', name: 'Newsletter' },
  { id: 'L2', name: 'Members' },
];
const tagsByList: Record<string, Schemas['McTagMap']> = {
  L1: { '101': 'Volunteer', '102': 'Donor' },
  L2: {},
};
const interestsByList: Record<string, Schemas['InterestOption'][]> = {
  L1: [
    { uniqueId: 'c1:::::i1', groupBy: 'CCB Groups', groupName: 'Youth' },
    { uniqueId: 'c1:::::i2', groupBy: 'CCB Groups', groupName: 'Adults' },
  ],
  L2: [],
};

const ccbToMcPair: CcbToMcPair = {
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

const mcToCcbPair: McToCcbPair = {
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

interface Options {
  input?: Partial<PairEditorInput>;
  campusList?: () => Result<Schemas['Campus'][]>;
  audienceList?: () => Result<Schemas['Audience'][]>;
  groups?: (campusId: number) => Result<Schemas['Group'][]>;
  queues?: (campusId: number) => Result<Schemas['ProcessQueueData']>;
  searches?: () => Result<Schemas['SavedSearch'][]>;
  tags?: (listId: string) => Result<Schemas['McTagMap']>;
  interests?: (listId: string) => Result<Schemas['InterestOption'][]>;
  save?: () => Result<{ message?: string }>;
  remove?: () => Result<unknown>;
  /** The page's facts watcher (default: watches nothing). */
  watchFacts?: ReturnType<typeof fromCallback<EventObject>>;
}

async function arrange(options: Options = {}) {
  const fakes = {
    loadCampuses: answering<Schemas['Campus'][]>(() =>
      options.campusList ? options.campusList() : ok(campuses),
    ),
    loadAudiences: answering<Schemas['Audience'][]>(() =>
      options.audienceList ? options.audienceList() : ok(audiences),
    ),
    loadGroups: answering<Schemas['Group'][], { campusId: number }>(({ campusId }) =>
      options.groups ? options.groups(campusId) : ok(groupsByCampus[campusId] ?? []),
    ),
    loadProcessQueues: answering<Schemas['ProcessQueueData'], { campusId: number }>(
      ({ campusId }) =>
        options.queues
          ? options.queues(campusId)
          : ok(queuesByCampus[campusId] ?? { processList: [], queues: [] }),
    ),
    loadSavedSearches: answering<Schemas['SavedSearch'][]>(() =>
      options.searches ? options.searches() : ok(savedSearches),
    ),
    loadTags: answering<Schemas['McTagMap'], { listId: string }>(({ listId }) =>
      options.tags ? options.tags(listId) : ok(tagsByList[listId] ?? {}),
    ),
    loadInterestGroups: answering<Schemas['InterestOption'][], { listId: string }>(({ listId }) =>
      options.interests ? options.interests(listId) : ok(interestsByList[listId] ?? []),
    ),
    savePair: answering<{ message?: string }, SavePairInput>(() =>
      options.save ? options.save() : ok({ message: 'New CCB-TO-MC Sync Pair Added Successfully' }),
    ),
    removePair: answering<unknown, RemovePairInput>(() =>
      options.remove ? options.remove() : ok(undefined),
    ),
  };
  const effects: string[] = [];
  const machine = pairEditorMachine.provide({
    actors: {
      loadCampuses: fakes.loadCampuses.logic,
      loadAudiences: fakes.loadAudiences.logic,
      loadGroups: fakes.loadGroups.logic,
      loadProcessQueues: fakes.loadProcessQueues.logic,
      loadSavedSearches: fakes.loadSavedSearches.logic,
      loadTags: fakes.loadTags.logic,
      loadInterestGroups: fakes.loadInterestGroups.logic,
      savePair: fakes.savePair.logic,
      removePair: fakes.removePair.logic,
      ...(options.watchFacts ? { watchFacts: options.watchFacts } : {}),
    },
    actions: {
      onSaved: () => effects.push('onSaved'),
      onClosed: () => effects.push('onClosed'),
    },
  });
  const input = {
    direction: 'ccbToMc',
    campuses,
    audiences,
    canUseSavedSearches: true,
    user: { v2_pq_warning: 1 },
    random: () => 0.5,
    ...options.input,
  } as PairEditorInput;
  const actor = createActor(machine, { input, clock: new SimulatedClock() });
  actor.start();
  await flush();
  const send = async (event: Parameters<typeof actor.send>[0]) => {
    actor.send(event);
    await flush();
  };
  const snap = () => actor.getSnapshot();
  const form = () => {
    const value = snap().value;
    return typeof value === 'string' ? value : (value as { open: { form: string } }).open.form;
  };
  const region = (
    name:
      | 'campuses'
      | 'audiences'
      | 'groups'
      | 'processQueues'
      | 'savedSearches'
      | 'tags'
      | 'interestGroups',
  ) => (snap().value as { open: Record<string, string> }).open[name];
  return { actor, fakes, effects, send, snap, form, region };
}

type Harness = Awaited<ReturnType<typeof arrange>>;

/** Campus North, group Youth, audience Newsletter, existing group Adults. */
async function fillGroupPair(t: Harness) {
  await t.send({ type: 'ccb.campus', campusId: 1 });
  await t.send({ type: 'ccb.group', groupId: 11 });
  await t.send({ type: 'mc.audience', listId: 'L1' });
  await t.send({ type: 'mc.interest', uniqueId: 'c1:::::i2' });
}

describe('pairEditorMachine: adding a CCB-to-MC pair', () => {
  it('loads dependents, saves the exact body and ends in saved', async () => {
    const t = await arrange({
      groups: () => 'hang',
      queues: () => 'hang',
      tags: () => 'hang',
      interests: () => 'hang',
      save: () => 'hang',
    });
    expect(selectEditorMode(t.snap())).toBe('add');
    expect(t.snap().value).toEqual({
      open: {
        form: 'editing',
        campuses: 'ready',
        audiences: 'ready',
        groups: 'idle',
        processQueues: 'idle',
        savedSearches: 'idle',
        tags: 'idle',
        interestGroups: 'idle',
      },
    });

    await t.send({ type: 'ccb.campus', campusId: 1 });
    expect(t.region('groups')).toBe('loading');
    expect(t.region('processQueues')).toBe('loading');
    expect(selectListsLoading(t.snap())).toEqual({
      campuses: false,
      audiences: false,
      groups: true,
      processQueues: true,
      savedSearches: false,
      tags: false,
      interestGroups: false,
    });
    expect(t.fakes.loadGroups.calls).toEqual([{ campusId: 1 }]);
    expect(t.fakes.loadProcessQueues.calls).toEqual([{ campusId: 1 }]);
    t.fakes.loadGroups.pending[0]?.resolve(groupsByCampus[1] ?? []);
    t.fakes.loadProcessQueues.pending[0]?.resolve(queuesByCampus[1] as Schemas['ProcessQueueData']);
    await flush();
    expect(t.region('groups')).toBe('ready');
    expect(t.region('processQueues')).toBe('ready');
    expect(t.snap().context.options.groups).toHaveLength(2);

    await t.send({ type: 'ccb.group', groupId: 11 });
    await t.send({ type: 'mc.audience', listId: 'L1' });
    expect(t.region('tags')).toBe('loading');
    expect(t.region('interestGroups')).toBe('loading');
    t.fakes.loadTags.pending[0]?.resolve(tagsByList.L1 ?? {});
    t.fakes.loadInterestGroups.pending[0]?.resolve(interestsByList.L1 ?? []);
    await flush();
    expect(t.snap().context.options.tags).toEqual(['Volunteer', 'Donor']);
    await t.send({ type: 'mc.interest', uniqueId: 'c1:::::i2' });

    await t.send({ type: 'pair.save' });
    expect(t.form()).toBe('saving');
    expect(selectIsSaving(t.snap())).toBe(true);
    // A double click sends nothing more.
    await t.send({ type: 'pair.save' });
    await t.send({ type: 'dialog.close' });
    expect(t.fakes.savePair.calls).toEqual([
      {
        direction: 'ccbToMc',
        body: {
          syncType: [0],
          mailchimpListId: ['L1'],
          id: [0],
          type: ['group'],
          campusId: [1],
          ccbGroupId: [11],
          params: [{ interestCategoryId: 'c1', interestId: 'i2' }],
        },
      },
    ]);
    t.fakes.savePair.pending[0]?.resolve({ message: 'New CCB-TO-MC Sync Pair Added Successfully' });
    await flush();
    expect(t.snap().value).toBe('saved');
    expect(t.snap().status).toBe('done');
    expect(t.snap().output).toEqual({
      outcome: 'saved',
      message: 'New CCB-TO-MC Sync Pair Added Successfully',
    });
    expect(t.effects).toEqual(['onSaved']);
  });

  it('a changed campus cancels the stale group load', async () => {
    const t = await arrange({ groups: () => 'hang' });
    await t.send({ type: 'ccb.campus', campusId: 1 });
    await t.send({ type: 'ccb.campus', campusId: 2 });
    expect(t.fakes.loadGroups.calls).toEqual([{ campusId: 1 }, { campusId: 2 }]);
    t.fakes.loadGroups.pending[0]?.resolve(groupsByCampus[1] ?? []);
    await flush();
    expect(t.region('groups')).toBe('loading');
    expect(t.snap().context.options.groups).toEqual([]);
    t.fakes.loadGroups.pending[1]?.resolve(groupsByCampus[2] ?? []);
    await flush();
    expect(t.snap().context.options.groups.map((group) => group.name)).toEqual(['Choir']);
  });

  it('changing the campus clears the group; Groups / Process Queues clears it too', async () => {
    const t = await arrange();
    await fillGroupPair(t);
    await t.send({ type: 'ccb.campus', campusId: 2 });
    expect(t.snap().context.selection).toMatchObject({ campusId: 2, groupId: null, listId: 'L1' });
    await t.send({ type: 'ccb.group', groupId: 21 });
    await t.send({ type: 'ccb.target', target: 'processQueue' });
    expect(t.snap().context.selection).toMatchObject({ ccbTarget: 'processQueue', groupId: null });
    // A group pick is ignored while Process Queues is chosen, and the other way round.
    await t.send({ type: 'ccb.group', groupId: 21 });
    expect(t.snap().context.selection.groupId).toBeNull();
    await t.send({ type: 'ccb.target', target: 'group' });
    await t.send({ type: 'ccb.processQueue', queueId: 51 });
    expect(t.snap().context.selection.groupId).toBeNull();
  });

  it('changing the source clears the dependent selections and loads saved searches once', async () => {
    const t = await arrange();
    await fillGroupPair(t);
    await t.send({ type: 'ccb.source', source: 'savedSearch' });
    expect(t.snap().context.selection).toMatchObject({
      ccbSource: 'savedSearch',
      campusId: null,
      groupId: null,
      searchId: null,
    });
    expect(t.region('groups')).toBe('idle');
    expect(t.region('processQueues')).toBe('idle');
    expect(t.region('savedSearches')).toBe('ready');
    // A campus is not chosen in Saved Searches.
    await t.send({ type: 'ccb.campus', campusId: 1 });
    expect(t.snap().context.selection.campusId).toBeNull();
    await t.send({ type: 'ccb.savedSearch', searchId: 7 });
    await t.send({ type: 'ccb.source', source: 'campus' });
    await t.send({ type: 'ccb.savedSearch', searchId: 7 });
    expect(t.snap().context.selection.searchId).toBeNull();
    await t.send({ type: 'ccb.source', source: 'savedSearch' });
    expect(t.fakes.loadSavedSearches.calls).toHaveLength(1);
    await t.send({ type: 'ccb.savedSearch', searchId: 7 });
    await t.send({ type: 'mc.audience', listId: 'L1' });
    await t.send({ type: 'mc.syncType', syncType: 1 });
    await t.send({ type: 'mc.tags', tags: ['Donor'] });
    await t.send({ type: 'pair.save' });
    expect(t.fakes.savePair.calls[0]).toEqual({
      direction: 'ccbToMc',
      body: {
        syncType: [1],
        mailchimpListId: ['L1'],
        id: [0],
        type: ['search'],
        campusId: [0],
        ccbGroupId: [7],
        params: [{ tags: 'Donor' }],
      },
    });
  });

  it('Saved Searches is disabled without permission, with its tooltip', async () => {
    const t = await arrange({ input: { canUseSavedSearches: false } });
    expect(selectCcbTabs(t.snap()).savedSearches).toEqual({
      visible: true,
      disabled: true,
    });
    await t.send({ type: 'ccb.source', source: 'savedSearch' });
    expect(t.snap().context.selection.ccbSource).toBe('campus');
    expect(t.fakes.loadSavedSearches.calls).toHaveLength(0);
  });

  it('Process Queues is disabled while v2_pq_warning is 0', async () => {
    const t = await arrange({ input: { user: { v2_pq_warning: 0 } } });
    expect(selectCcbTabs(t.snap()).processQueues).toEqual({ visible: true, disabled: true });
    await t.send({ type: 'ccb.campus', campusId: 1 });
    await t.send({ type: 'ccb.target', target: 'processQueue' });
    expect(t.snap().context.selection.ccbTarget).toBe('group');
  });

  it('saves a process-queue pair', async () => {
    const t = await arrange();
    expect(selectCcbTabs(t.snap()).processQueues.disabled).toBe(false);
    await t.send({ type: 'ccb.campus', campusId: 1 });
    await t.send({ type: 'ccb.target', target: 'processQueue' });
    await t.send({ type: 'ccb.processQueue', queueId: 52 });
    await t.send({ type: 'mc.audience', listId: 'L1' });
    await t.send({ type: 'mc.groupMode', mode: 'new' });
    expect(selectGroupSource(t.snap())).toEqual({
      duplicate: false,
      newGroupName: 'Second visit',
    });
    await t.send({ type: 'pair.save' });
    expect(t.fakes.savePair.calls[0]?.body).toMatchObject({
      type: ['process_queue'],
      campusId: [1],
      ccbGroupId: [52],
      params: [{ interestId: '500', groupName: 'Second visit' }],
    });
  });

  it("'all members of' asks first: Proceed picks the group, Nevermind keeps the old one", async () => {
    const t = await arrange();
    await t.send({ type: 'ccb.campus', campusId: 1 });
    await t.send({ type: 'ccb.group', groupId: 11 });
    await t.send({ type: 'ccb.group', groupId: 12 });
    expect(t.form()).toBe('confirmingAllMembers');
    expect(selectEditorConfirm(t.snap())).toBe('allMembers');
    expect(selectAllMembersConfirm(t.snap())).toEqual({
      groupName: 'ALL MEMBERS OF North',
      participantCount: 340,
    });
    await t.send({ type: 'confirm.cancel' });
    expect(t.form()).toBe('editing');
    expect(t.snap().context.selection.groupId).toBe(11);
    expect(selectAllMembersConfirm(t.snap())).toBeNull();
    await t.send({ type: 'ccb.group', groupId: 12 });
    await t.send({ type: 'confirm.proceed' });
    expect(t.form()).toBe('editing');
    expect(t.snap().context.selection.groupId).toBe(12);
  });

  it('shows the validation messages and sends nothing', async () => {
    const t = await arrange();
    await t.send({ type: 'pair.save' });
    expect(t.form()).toBe('editing');
    expect(t.snap().context.fieldErrors).toEqual({
      campus: 'campus',
      group: 'group',
      audience: 'audience',
    });
    // The errors follow the selection once shown.
    await t.send({ type: 'ccb.campus', campusId: 1 });
    expect(t.snap().context.fieldErrors).toEqual({
      group: 'group',
      audience: 'audience',
    });
    await t.send({ type: 'ccb.group', groupId: 11 });
    await t.send({ type: 'mc.audience', listId: 'L1' });
    expect(t.snap().context.fieldErrors).toEqual({ target: 'mcGroup' });
    await t.send({ type: 'mc.syncType', syncType: 1 });
    expect(t.snap().context.fieldErrors).toEqual({ target: 'mcTags' });
    expect(t.fakes.savePair.calls).toHaveLength(0);
  });

  it('Mailchimp choices wait for an audience; switching to tags clears the group', async () => {
    const t = await arrange();
    await t.send({ type: 'mc.syncType', syncType: 1 });
    await t.send({ type: 'mc.interest', uniqueId: 'c1:::::i1' });
    await t.send({ type: 'mc.tags', tags: ['Donor'] });
    await t.send({ type: 'mc.createTag', name: 'x' });
    await t.send({ type: 'mc.groupMode', mode: 'new' });
    expect(t.snap().context.selection).toMatchObject({
      syncType: 0,
      interestId: null,
      tags: [],
      groupMode: 'existing',
    });
    await fillGroupPair(t);
    await t.send({ type: 'mc.syncType', syncType: 1 });
    expect(t.snap().context.selection.interestId).toBeNull();
    await t.send({ type: 'mc.tags', tags: ['Donor', 'donor', 'VOLUNTEER'] });
    expect(t.snap().context.selection.tags).toEqual(['Donor', 'Volunteer']);
    await t.send({ type: 'mc.syncType', syncType: 0 });
    await t.send({ type: 'mc.groupMode', mode: 'new' });
    await t.send({ type: 'mc.groupMode', mode: 'existing' });
    expect(t.snap().context.selection).toMatchObject({ groupMode: 'existing', interestId: null });
    await t.send({ type: 'mc.interest', uniqueId: 'c1:::::i1' });
    // Changing the audience clears the Mailchimp group and tags.
    await t.send({ type: 'mc.audience', listId: 'L2' });
    expect(t.snap().context.selection).toMatchObject({ listId: 'L2', interestId: null, tags: [] });
  });

  it('a new tag comes from the search text', async () => {
    const t = await arrange();
    await fillGroupPair(t);
    await t.send({ type: 'mc.syncType', syncType: 1 });
    await t.send({ type: 'mc.createTag', name: '  Easter 2025 ' });
    await t.send({ type: 'mc.createTag', name: 'volunteer' });
    await t.send({ type: 'mc.createTag', name: '   ' });
    expect(t.snap().context.selection.tags).toEqual(['Easter 2025', 'Volunteer']);
    await t.send({ type: 'pair.save' });
    expect(t.fakes.savePair.calls[0]?.body.params).toEqual([{ tags: 'Easter 2025,Volunteer' }]);
  });

  it("a new group whose name exists becomes 'Create a Duplicate Group' with '- Copy'", async () => {
    const t = await arrange({ input: { random: () => 0.123 } });
    await fillGroupPair(t);
    await t.send({ type: 'mc.groupMode', mode: 'new' });
    expect(selectGroupSource(t.snap())).toEqual({
      duplicate: true,
      newGroupName: 'Youth - Copy',
    });
    await t.send({ type: 'pair.save' });
    const params = t.fakes.savePair.calls[0]?.body.params;
    // 1 + floor(0.123 * 999) = 123: a temporary id below 1000.
    expect(params).toEqual([{ interestId: '123', groupName: 'Youth - Copy' }]);
  });

  it('the plan limit blocks adding', async () => {
    const t = await arrange({
      input: {
        restrictions: {
          maxSyncPairs: 5,
          currentTotalSyncPair: 5,
          maxParticipants: 100,
          currentTotalParticipants: 1,
        },
      },
    });
    await fillGroupPair(t);
    await t.send({ type: 'pair.save' });
    expect(t.form()).toBe('editing');
    expect(t.snap().context.error).toBe(
      'You cannot add more sync pairs. Please upgrade your plan to add more.',
    );
    expect(t.fakes.savePair.calls).toHaveLength(0);
  });

  it('no plan blocks adding with the same message', async () => {
    const t = await arrange({ input: { hasCurrentPlan: false } });
    await fillGroupPair(t);
    await t.send({ type: 'pair.save' });
    expect(t.snap().context.error).toBe(pairEditorTexts.limits.plan);
  });

  it('a list holds at most 60 groups or saved searches', async () => {
    const t = await arrange({ input: { pairsPerList: { L1: 60, L2: 59 } } });
    await fillGroupPair(t);
    await t.send({ type: 'pair.save' });
    expect(t.snap().context.error).toBe(pairEditorTexts.limits.perList);
    await t.send({ type: 'mc.audience', listId: 'L2' });
    expect(t.snap().context.error).toBeNull();
    await t.send({ type: 'mc.groupMode', mode: 'new' });
    await t.send({ type: 'pair.save' });
    expect(t.snap().value).toBe('saved');
  });

  it('a failed save keeps the dialog and its selections, with the server message', async () => {
    const serverError = new ApiError('status', 'x', {
      path: '/sync-pair/save-ccb-mc-multiple',
      httpStatus: 200,
      serverMessage: 'This sync pair already exists.',
    });
    const answers: Result<{ message?: string }>[] = [fail(serverError), fail(new Error('offline'))];
    const t = await arrange({ save: () => answers.shift() ?? ok({}) });
    await fillGroupPair(t);
    await t.send({ type: 'pair.save' });
    expect(t.form()).toBe('editing');
    expect(t.snap().context.error).toBe('This sync pair already exists.');
    expect(t.snap().context.selection).toMatchObject({ campusId: 1, groupId: 11, listId: 'L1' });
    await t.send({ type: 'pair.save' });
    expect(t.snap().context.error).toBe('Something went wrong, Please try again later.');
    await t.send({ type: 'pair.save' });
    expect(t.snap().value).toBe('saved');
    expect(t.snap().output?.message).toBeNull();
  });

  it('a failed load leaves its region failed with the message', async () => {
    const t = await arrange({
      groups: () => fail(),
      queues: () => fail(),
      searches: () => fail(),
      tags: () => fail(),
      interests: () => fail(),
    });
    await t.send({ type: 'ccb.campus', campusId: 1 });
    await t.send({ type: 'mc.audience', listId: 'L1' });
    expect(t.region('groups')).toBe('failed');
    expect(t.region('processQueues')).toBe('failed');
    expect(t.region('tags')).toBe('failed');
    expect(t.region('interestGroups')).toBe('failed');
    await t.send({ type: 'ccb.source', source: 'savedSearch' });
    expect(t.region('savedSearches')).toBe('failed');
    expect(t.snap().context.loadError).toBe('Something went wrong, please try again later!');
  });
});

describe('pairEditorMachine: the campus and audience lists', () => {
  it('uses the lists the page holds and asks for neither', async () => {
    const t = await arrange();
    expect(t.region('campuses')).toBe('ready');
    expect(t.region('audiences')).toBe('ready');
    expect(t.fakes.loadCampuses.calls).toHaveLength(0);
    expect(t.fakes.loadAudiences.calls).toHaveLength(0);
    expect(t.snap().context.options.campuses).toEqual(campuses);
  });

  it('opened before the page has them: shows them loading, then fills them in', async () => {
    const t = await arrange({
      input: { campuses: undefined, audiences: undefined },
      campusList: () => 'hang',
      audienceList: () => 'hang',
    });
    expect(t.region('campuses')).toBe('loading');
    expect(t.region('audiences')).toBe('loading');
    expect(t.snap().context.options.campuses).toEqual([]);
    // The form works meanwhile.
    expect(t.form()).toBe('editing');

    t.fakes.loadCampuses.pending[0]!.resolve(campuses);
    await flush();
    expect(t.region('campuses')).toBe('ready');
    expect(t.snap().context.options.campuses).toEqual(campuses);
    expect(t.region('audiences')).toBe('loading');

    t.fakes.loadAudiences.pending[0]!.resolve(audiences);
    await flush();
    expect(t.region('audiences')).toBe('ready');
    expect(t.snap().context.options.audiences).toEqual(audiences);
    expect(t.snap().context.loadError).toBeNull();
  });

  it('a list that fails to load says so and stays empty', async () => {
    const t = await arrange({
      input: { campuses: undefined, audiences: undefined },
      campusList: () => fail(new Error('offline')),
    });
    expect(t.region('campuses')).toBe('failed');
    expect(t.snap().context.loadError).toBe(pairEditorTexts.errors.load);
    expect(t.snap().context.options.campuses).toEqual([]);
    expect(t.region('audiences')).toBe('ready');
  });
});

describe('pairEditorMachine: what the page learns after opening', () => {
  it('a permission that arrives late lets Saved Searches be chosen, selections kept', async () => {
    const t = await arrange({ input: { canUseSavedSearches: false } });
    await t.send({ type: 'ccb.campus', campusId: 1 });
    await t.send({ type: 'ccb.source', source: 'savedSearch' });
    expect(t.snap().context.selection.ccbSource).toBe('campus');

    await t.send({ type: 'page.update', facts: { canUseSavedSearches: true } });
    expect(t.snap().context.canUseSavedSearches).toBe(true);
    await t.send({ type: 'ccb.source', source: 'savedSearch' });
    expect(t.snap().context.selection.ccbSource).toBe('savedSearch');
    expect(t.form()).toBe('editing');
  });

  it('limits that arrive late are applied on save', async () => {
    const t = await arrange();
    await fillGroupPair(t);
    await t.send({
      type: 'page.update',
      facts: { canUseSavedSearches: true, hasCurrentPlan: false },
    });
    await t.send({ type: 'pair.save' });
    expect(t.snap().context.error).toBe(pairEditorTexts.limits.plan);
    expect(t.fakes.savePair.calls).toHaveLength(0);
    expect(t.snap().context.selection.interestId).toBe('c1:::::i2');
  });

  it('the facts watcher it invokes reports them at start and on every change, until it closes', async () => {
    const watch: { report?: (event: PairEditorEvent) => void; stopped: boolean } = {
      stopped: false,
    };
    const t = await arrange({
      input: { canUseSavedSearches: false },
      watchFacts: fromCallback<EventObject>(({ sendBack }) => {
        watch.report = sendBack;
        sendBack({
          type: 'page.update',
          facts: { canUseSavedSearches: true, pairsPerList: { L1: 60 } },
        });
        return () => {
          watch.stopped = true;
        };
      }),
    });
    expect(t.snap().context.canUseSavedSearches).toBe(true);
    expect(t.snap().context.pairsPerList).toEqual({ L1: 60 });

    watch.report?.({
      type: 'page.update',
      facts: {
        canUseSavedSearches: true,
        restrictions: {
          maxSyncPairs: 1,
          currentTotalSyncPair: 1,
          maxParticipants: 100,
          currentTotalParticipants: 1,
        },
      },
    });
    await flush();
    expect(t.snap().context.remainingPairs).toBe(0);
    expect(t.snap().context.pairsPerList).toEqual({});

    await t.send({ type: 'dialog.close' });
    expect(t.snap().value).toBe('closed');
    expect(watch.stopped).toBe(true);
  });
});

describe('pairEditorMachine: closing', () => {
  it('closes at once without changes', async () => {
    const t = await arrange();
    await t.send({ type: 'dialog.close' });
    expect(t.snap().value).toBe('closed');
    expect(t.snap().output).toEqual({ outcome: 'closed', message: null });
    expect(t.effects).toEqual(['onClosed']);
  });

  it("asks 'Close without adding to Sync List?' with unsaved content", async () => {
    const t = await arrange();
    await t.send({ type: 'ccb.campus', campusId: 1 });
    await t.send({ type: 'dialog.close' });
    expect(t.form()).toBe('confirmingClose');
    expect(selectEditorConfirm(t.snap())).toBe('close');
    await t.send({ type: 'close.cancel' });
    expect(t.form()).toBe('editing');
    await t.send({ type: 'dialog.close' });
    await t.send({ type: 'close.discard' });
    expect(t.snap().value).toBe('closed');
    expect(t.fakes.savePair.calls).toHaveLength(0);
  });

  it("'Add to Sync List' validates, then saves", async () => {
    const t = await arrange();
    await t.send({ type: 'ccb.campus', campusId: 1 });
    await t.send({ type: 'dialog.close' });
    await t.send({ type: 'close.addToList' });
    expect(t.form()).toBe('editing');
    expect(t.snap().context.fieldErrors.group).toBe('group');
    await fillGroupPair(t);
    await t.send({ type: 'dialog.close' });
    await t.send({ type: 'close.addToList' });
    expect(t.snap().value).toBe('saved');
  });

  it("'Add to Sync List' on an edited pair whose group changed removes it first", async () => {
    const t = await arrange({ input: { pair: ccbToMcPair } });
    await t.send({ type: 'ccb.campus', campusId: 2 });
    await t.send({ type: 'ccb.group', groupId: 21 });
    await t.send({ type: 'dialog.close' });
    await t.send({ type: 'close.addToList' });
    expect(t.fakes.removePair.calls).toHaveLength(1);
    expect(t.snap().value).toBe('saved');
  });
});

describe('pairEditorMachine: editing', () => {
  it('prefills, loads the lists at open, and just saves when campus and group are unchanged', async () => {
    const t = await arrange({ input: { pair: ccbToMcPair } });
    expect(selectEditorMode(t.snap())).toBe('edit');
    expect(t.fakes.loadGroups.calls).toEqual([{ campusId: 1 }]);
    expect(t.fakes.loadProcessQueues.calls).toEqual([{ campusId: 1 }]);
    expect(t.fakes.loadTags.calls).toEqual([{ listId: 'L1' }]);
    expect(t.snap().context.selection).toMatchObject({
      campusId: 1,
      groupId: 11,
      listId: 'L1',
      interestId: 'c1:::::i2',
    });
    await t.send({ type: 'mc.interest', uniqueId: 'c1:::::i1' });
    await t.send({ type: 'pair.save' });
    expect(t.fakes.removePair.calls).toHaveLength(0);
    expect(t.fakes.savePair.calls[0]?.body).toMatchObject({ id: [900], ccbGroupId: [11] });
    expect(t.snap().value).toBe('saved');
  });

  it('an edit is not blocked by the plan or the list limit of its own list', async () => {
    const t = await arrange({
      input: {
        pair: ccbToMcPair,
        pairsPerList: { L1: 60 },
        restrictions: {
          maxSyncPairs: 1,
          currentTotalSyncPair: 1,
          maxParticipants: 1,
          currentTotalParticipants: 1,
        },
      },
    });
    await t.send({ type: 'pair.save' });
    expect(t.snap().value).toBe('saved');
  });

  it('removes the old pair (unsync) and then saves the new one when the group changed', async () => {
    const t = await arrange({ input: { pair: ccbToMcPair }, remove: () => 'hang' });
    await t.send({ type: 'ccb.group', groupId: 11 }); // unchanged
    await t.send({ type: 'ccb.campus', campusId: 2 });
    await t.send({ type: 'ccb.group', groupId: 21 });
    await t.send({ type: 'pair.save' });
    expect(t.form()).toBe('removing');
    expect(selectIsSaving(t.snap())).toBe(true);
    await t.send({ type: 'pair.save' });
    expect(t.fakes.removePair.calls).toEqual([
      { direction: 'ccbToMc', body: { id: 900, unsync: 1, isDeleteGroup: 0, type: 'group' } },
    ]);
    expect(t.fakes.savePair.calls).toHaveLength(0);
    t.fakes.removePair.pending[0]?.resolve(undefined);
    await flush();
    expect(t.fakes.savePair.calls[0]?.body).toMatchObject({
      id: [0],
      campusId: [2],
      ccbGroupId: [21],
    });
    expect(t.snap().value).toBe('saved');
  });

  it('a failed removal keeps the dialog; after a removal, a failed save is retried without removing again', async () => {
    const removals: Result<unknown>[] = [fail(), ok(undefined)];
    const saves: Result<{ message?: string }>[] = [fail(), ok({ message: 'saved' })];
    const t = await arrange({
      input: { pair: ccbToMcPair },
      remove: () => removals.shift() ?? ok(undefined),
      save: () => saves.shift() ?? ok({}),
    });
    await t.send({ type: 'ccb.campus', campusId: 2 });
    await t.send({ type: 'ccb.group', groupId: 21 });
    await t.send({ type: 'pair.save' });
    expect(t.form()).toBe('editing');
    expect(t.snap().context.error).toBe('Something went wrong, Please try again later.');
    expect(t.snap().context.selection).toMatchObject({ campusId: 2, groupId: 21 });
    await t.send({ type: 'pair.save' });
    expect(t.form()).toBe('editing');
    expect(t.snap().context.removedOriginal).toBe(true);
    await t.send({ type: 'pair.save' });
    expect(t.fakes.removePair.calls).toHaveLength(2);
    expect(t.fakes.savePair.calls).toHaveLength(2);
    expect(t.fakes.savePair.calls[1]?.body).toMatchObject({ id: [0] });
    expect(t.snap().output).toEqual({ outcome: 'saved', message: 'saved' });
  });

  it('resolves an edited process-queue pair once the queues arrive', async () => {
    const t = await arrange({
      input: {
        pair: {
          ...ccbToMcPair,
          type: 'process_queue',
          ccbGroupId: null,
          ccbGroupName: null,
          processId: 5,
          queueName: 'Second visit',
        },
      },
    });
    expect(t.snap().context.selection).toMatchObject({ ccbTarget: 'processQueue', groupId: 52 });
    await t.send({ type: 'dialog.close' });
    expect(t.snap().value).toBe('closed');
  });

  it('an edited process-queue pair whose queue is gone must be picked again', async () => {
    const t = await arrange({
      input: {
        pair: {
          ...ccbToMcPair,
          type: 'process_queue',
          ccbGroupId: null,
          processId: 5,
          queueName: 'Removed queue',
        },
      },
    });
    expect(t.snap().context.selection.groupId).toBeNull();
    await t.send({ type: 'ccb.processQueue', queueId: 51 });
    await t.send({ type: 'pair.save' });
    expect(t.fakes.removePair.calls[0]?.body).toMatchObject({ type: 'process_queue' });
  });

  it('an edited saved-search pair loads the saved searches at open', async () => {
    const t = await arrange({
      input: {
        pair: { ...ccbToMcPair, type: 'search', campusId: null, ccbGroupId: null, searchId: 7 },
      },
    });
    expect(t.fakes.loadSavedSearches.calls).toHaveLength(1);
    expect(t.fakes.loadGroups.calls).toHaveLength(0);
    await t.send({ type: 'pair.save' });
    expect(t.fakes.savePair.calls[0]?.body).toMatchObject({
      id: [900],
      type: ['search'],
      campusId: [0],
      ccbGroupId: [7],
    });
  });
});

describe('pairEditorMachine: MC to CCB', () => {
  it('adds a pair with tags to a CCB group', async () => {
    const t = await arrange({ input: { direction: 'mcToCcb' } });
    expect(selectCcbTabs(t.snap())).toMatchObject({
      savedSearches: { visible: false },
      processQueues: { visible: false },
    });
    await t.send({ type: 'ccb.source', source: 'savedSearch' });
    await t.send({ type: 'ccb.target', target: 'processQueue' });
    expect(t.snap().context.selection).toMatchObject({ ccbSource: 'campus', ccbTarget: 'group' });
    await t.send({ type: 'mc.audience', listId: 'L1' });
    await t.send({ type: 'mc.syncType', syncType: 1 });
    await t.send({ type: 'mc.tags', tags: ['Donor'] });
    await t.send({ type: 'ccb.campus', campusId: 2 });
    expect(t.fakes.loadProcessQueues.calls).toHaveLength(0);
    await t.send({ type: 'ccb.group', groupId: 21 });
    await t.send({ type: 'pair.save' });
    expect(t.fakes.savePair.calls).toEqual([
      {
        direction: 'mcToCcb',
        body: {
          syncType: [1],
          campusId: [2],
          ccbGroupId: [21],
          mcListId: ['L1'],
          params: [{ mcListId: 'L1', syncType: 1, campusId: 2, ccbGroupId: 21, tags: 'Donor' }],
        },
      },
    ]);
  });

  it('editing: a changed group removes the old MC-to-CCB pair first', async () => {
    const t = await arrange({ input: { direction: 'mcToCcb', pair: mcToCcbPair } });
    expect(t.snap().context.selection).toMatchObject({ syncType: 1, tags: ['Donor'] });
    await t.send({ type: 'ccb.campus', campusId: 1 });
    await t.send({ type: 'ccb.group', groupId: 11 });
    await t.send({ type: 'pair.save' });
    expect(t.fakes.removePair.calls).toEqual([{ direction: 'mcToCcb', body: { id: 700 } }]);
    expect(t.fakes.savePair.calls[0]?.body.params).toEqual([
      { mcListId: 'L1', syncType: 1, campusId: 1, ccbGroupId: 11, tags: 'Donor' },
    ]);
  });

  it('editing: an unchanged group just saves with the pair id', async () => {
    const t = await arrange({ input: { direction: 'mcToCcb', pair: mcToCcbPair } });
    await t.send({ type: 'mc.createTag', name: 'Volunteer' });
    await t.send({ type: 'pair.save' });
    expect(t.fakes.removePair.calls).toHaveLength(0);
    expect(t.fakes.savePair.calls[0]?.body.params).toEqual([
      {
        id: 700,
        mcListId: 'L1',
        syncType: 1,
        campusId: 2,
        ccbGroupId: 21,
        tags: 'Donor,Volunteer',
      },
    ]);
  });
});
