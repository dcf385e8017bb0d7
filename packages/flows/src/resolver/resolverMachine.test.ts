/**
 * resolverMachine on bare actors (model-based paths are in resolverMachine.model.test.ts).
 *
 * States (each is asserted below):
 *   validating, failed, closed (final),
 *   open.flow.{start*, ccbToMc.{editing, saving, saved*, removing, removed*},
 *     mcToCcb.{editing, saving, removing, removed*}}               (* eventless, passed through)
 *   open.loader.{idle, groups, savedSearches, tags, interestGroups}
 *
 * Transitions:
 *   validating: done, nothing back → closed; done → open (rows, loads); error → failed
 *   failed: resolver.retry → validating; dialog.close → closed
 *   flow.start: CCB-to-MC rows → ccbToMc, else → mcToCcb
 *   ccbToMc.editing: row.* (allowed edits) → editRow; row.remove → removing;
 *     resolver.save → saving (complete rows) | mcToCcb (none complete, step 2 exists) | closed;
 *     dialog.close → closed
 *   ccbToMc.saving: done → saved (sent rows leave); error → editing (message)
 *   ccbToMc.saved: MC-to-CCB rows → mcToCcb; nothing left → closed; else → editing
 *   ccbToMc.removing: done → removed (row leaves); error → editing (message)
 *   ccbToMc.removed: nothing left → closed; rows left → editing; else → mcToCcb
 *   mcToCcb.editing: row.*; row.remove → removing; resolver.save → saving | closed;
 *     resolver.back (two steps, rows left in step 1) → ccbToMc; dialog.close → closed
 *   mcToCcb.saving: done → closed; error → editing
 *   mcToCcb.removing: done → removed; error → editing
 *   mcToCcb.removed: nothing left → closed; rows left → editing; else → ccbToMc
 *   loader.idle: next queued list → groups | savedSearches | tags | interestGroups;
 *     each: done → idle (stored, dequeued); error → idle (message, dequeued)
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError, type Schemas } from '@flocksync/api-client';
import { answering, fail, flush, ok, type Result } from '../test/fakes';
import {
  audiences,
  campuses,
  checked,
  groupsByCampus,
  interestsByList,
  savedSearches,
  tagsByList,
  validated,
} from '../test/resolverFixtures';
import type { RemovePairInput, SavePairInput } from '../pairs';
import {
  resolverMachine,
  selectResolverView,
  selectRowView,
  selectStep,
  type ResolverInput,
} from './resolverMachine';
import type { ValidatedBrokenPairs } from './rows';
import { resolverTexts } from './texts';

interface Options {
  input?: Partial<ResolverInput>;
  validate?: Result<ValidatedBrokenPairs>[];
  groups?: (campusId: number) => Result<Schemas['Group'][]>;
  searches?: () => Result<Schemas['SavedSearch'][]>;
  tags?: (listId: string) => Result<Schemas['McTagMap']>;
  interests?: (listId: string) => Result<Schemas['InterestOption'][]>;
  save?: Result<{ message?: string }>[];
  remove?: Result<unknown>[];
}

const both = validated([checked.group, checked.search], [checked.mc]);

async function arrange(options: Options = {}) {
  const validations = [...(options.validate ?? [ok(both)])];
  const saves = [...(options.save ?? [ok({})])];
  const removals = [...(options.remove ?? [ok(undefined)])];
  const next = <T>(queue: Result<T>[]) =>
    (queue.length > 1 ? queue.shift() : queue[0]) as Result<T>;
  const fakes = {
    validateBrokenPairs: answering<
      ValidatedBrokenPairs,
      Pick<ResolverInput, 'ccbToMc' | 'mcToCcb'>
    >(() => next(validations)),
    loadGroups: answering<Schemas['Group'][], { campusId: number }>(({ campusId }) =>
      options.groups ? options.groups(campusId) : ok(groupsByCampus[campusId] ?? []),
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
    savePair: answering<{ message?: string }, SavePairInput>(() => next(saves)),
    removePair: answering<unknown, RemovePairInput>(() => next(removals)),
  };
  const effects: string[] = [];
  const machine = resolverMachine.provide({
    actors: {
      validateBrokenPairs: fakes.validateBrokenPairs.logic,
      loadGroups: fakes.loadGroups.logic,
      loadSavedSearches: fakes.loadSavedSearches.logic,
      loadTags: fakes.loadTags.logic,
      loadInterestGroups: fakes.loadInterestGroups.logic,
      savePair: fakes.savePair.logic,
      removePair: fakes.removePair.logic,
    },
    actions: {
      close: () => effects.push('close'),
      refreshAfterChange: () => effects.push('refresh'),
    },
  });
  const actor = createActor(machine, {
    input: {
      ccbToMc: [checked.group.pair, checked.search.pair],
      mcToCcb: [checked.mc.pair],
      campuses,
      audiences,
      canUseSavedSearches: true,
      random: () => 0.5,
      ...options.input,
    },
  });
  actor.start();
  await flush();
  const send = async (event: Parameters<typeof actor.send>[0]) => {
    actor.send(event);
    await flush();
  };
  const snap = () => actor.getSnapshot();
  const flow = () => (snap().value as { open?: { flow: unknown } }).open?.flow ?? snap().value;
  const row = (direction: 'ccbToMc' | 'mcToCcb', key: number) => {
    const found = snap().context.rows[direction].find((item) => item.key === key);
    if (!found) throw new Error(`no row ${key}`);
    return found;
  };
  return { actor, fakes, effects, send, snap, flow, row };
}

describe('resolverMachine: opening', () => {
  it('validates the broken pairs by lookup and lists those that come back', async () => {
    const t = await arrange({ validate: [ok(validated([checked.group], [checked.mc]))] });
    expect(t.fakes.validateBrokenPairs.calls).toEqual([
      { ccbToMc: [checked.group.pair, checked.search.pair], mcToCcb: [checked.mc.pair] },
    ]);
    expect(t.flow()).toEqual({ ccbToMc: 'editing' });
    expect(t.snap().context.rows.ccbToMc.map((row) => row.key)).toEqual([1]);
    expect(t.row('ccbToMc', 1)).toMatchObject({
      lockedCcb: true,
      campusId: 1,
      sourceId: 11,
      listId: 'L1',
      interestId: null,
    });
    expect(t.row('mcToCcb', 2)).toMatchObject({
      lockedCcb: false,
      campusId: 2,
      sourceId: null,
      listId: 'L1',
      tags: ['Donor'],
    });
    // Lists for the open selectors, each loaded once, one at a time.
    expect(t.fakes.loadTags.calls).toEqual([{ listId: 'L1' }]);
    expect(t.fakes.loadInterestGroups.calls).toEqual([{ listId: 'L1' }]);
    expect(t.fakes.loadGroups.calls).toEqual([{ campusId: 2 }]);
    expect((t.snap().value as { open: { loader: string } }).open.loader).toBe('idle');
    expect(selectResolverView(t.snap())).toMatchObject({
      step: 'ccbToMc',
      resolved: 0,
      total: 1,
      steps: { current: 1 },
      primary: { action: 'saveAndProceed', busy: false },
      back: { visible: false },
    });
  });

  it('is validating until the lookup answers', async () => {
    const t = await arrange({ validate: ['hang'] });
    expect(t.snap().value).toBe('validating');
    expect(selectResolverView(t.snap())).toBeNull();
    expect(selectStep(t.snap())).toBeNull();
  });

  it('closes at once when nothing comes back', async () => {
    const t = await arrange({ validate: [ok(validated([], []))] });
    expect(t.snap().value).toBe('closed');
    expect(t.snap().status).toBe('done');
    expect(t.effects).toEqual(['close']);
  });

  it('a failed lookup shows the default error; retry or close', async () => {
    const t = await arrange({ validate: [fail(), ok(both)] });
    expect(t.snap().value).toBe('failed');
    expect(t.snap().context.error).toBe('Something went wrong, please try agan later!');
    await t.send({ type: 'resolver.retry' });
    expect(t.flow()).toEqual({ ccbToMc: 'editing' });
    const u = await arrange({ validate: [fail()] });
    await u.send({ type: 'dialog.close' });
    expect(u.snap().value).toBe('closed');
    expect(u.effects).toEqual(['close']);
  });

  it('starts on step 2 when only MC-to-CCB pairs are broken', async () => {
    const t = await arrange({ validate: [ok(validated([], [checked.mc]))] });
    expect(t.flow()).toEqual({ mcToCcb: 'editing' });
    expect(selectResolverView(t.snap())).toMatchObject({
      step: 'mcToCcb',
      steps: null,
      primary: { action: 'save' },
      back: { visible: false },
    });
    await t.send({ type: 'resolver.back' });
    expect(t.flow()).toEqual({ mcToCcb: 'editing' });
  });
});

describe('resolverMachine: steps', () => {
  it('Save And Proceed sends only complete rows, then step 2; Back returns; Save closes', async () => {
    const t = await arrange({ save: ['hang'] });
    await t.send({ type: 'row.interest', key: 1, uniqueId: 'c1:::::i1' });
    expect(selectResolverView(t.snap())).toMatchObject({ resolved: 1, total: 2 });
    await t.send({ type: 'resolver.save' });
    expect(t.flow()).toEqual({ ccbToMc: 'saving' });
    expect(selectResolverView(t.snap())?.primary.busy).toBe(true);
    await t.send({ type: 'resolver.save' }); // nothing is sent twice
    expect(t.fakes.savePair.calls).toEqual([
      {
        direction: 'ccbToMc',
        body: {
          syncType: [0],
          mailchimpListId: ['L1'],
          id: [1],
          type: ['group'],
          campusId: [1],
          ccbGroupId: [11],
          params: [{ interestCategoryId: 'c1', interestId: 'i1' }],
        },
      },
    ]);
    t.fakes.savePair.pending[0]?.resolve({});
    await flush();
    expect(t.effects).toEqual(['refresh']);
    expect(t.flow()).toEqual({ mcToCcb: 'editing' });
    expect(t.snap().context.rows.ccbToMc.map((row) => row.key)).toEqual([3]);
    expect(selectResolverView(t.snap())).toMatchObject({
      steps: { current: 2 },
      primary: { action: 'save' },
      back: { visible: true },
    });

    await t.send({ type: 'resolver.back' });
    expect(t.flow()).toEqual({ ccbToMc: 'editing' });
    expect(selectResolverView(t.snap())?.primary.action).toBe('saveAndProceed');
    // Nothing complete on step 1: on to step 2 without a call.
    await t.send({ type: 'resolver.save' });
    expect(t.flow()).toEqual({ mcToCcb: 'editing' });
    expect(t.fakes.savePair.calls).toHaveLength(1);

    await t.send({ type: 'row.group', key: 2, groupId: 21 });
    await t.send({ type: 'resolver.save' });
    t.fakes.savePair.pending[1]?.resolve({});
    await flush();
    expect(t.fakes.savePair.calls[1]).toEqual({
      direction: 'mcToCcb',
      body: {
        syncType: [1],
        campusId: [2],
        ccbGroupId: [21],
        mcListId: ['L1'],
        params: [
          { id: 2, mcListId: 'L1', syncType: 1, campusId: 2, ccbGroupId: 21, tags: 'Donor' },
        ],
      },
    });
    expect(t.snap().value).toBe('closed');
    expect(t.effects).toEqual(['refresh', 'refresh', 'close']);
  });

  it('step 2 with nothing complete closes without a call', async () => {
    const t = await arrange({ validate: [ok(validated([], [checked.mc]))] });
    await t.send({ type: 'resolver.save' });
    expect(t.snap().value).toBe('closed');
    expect(t.fakes.savePair.calls).toHaveLength(0);
  });

  it('one direction: Save closes when all are resolved, else stays with the rest', async () => {
    const t = await arrange({ validate: [ok(validated([checked.group, checked.queue], []))] });
    expect(selectResolverView(t.snap())).toMatchObject({
      steps: null,
      primary: { action: 'save' },
    });
    await t.send({ type: 'row.interest', key: 1, uniqueId: 'c1:::::i1' });
    await t.send({ type: 'resolver.save' });
    expect(t.flow()).toEqual({ ccbToMc: 'editing' });
    expect(t.snap().context.rows.ccbToMc.map((row) => row.key)).toEqual([4]);
    await t.send({ type: 'row.newGroup', key: 4 });
    await t.send({ type: 'resolver.save' });
    expect(t.fakes.savePair.calls[1]?.body).toEqual({
      syncType: [0],
      mailchimpListId: ['L1'],
      id: [4],
      type: ['process_queue'],
      campusId: [1],
      ccbGroupId: [51],
      params: [{ interestId: '500', groupName: 'First visit' }],
    });
    expect(t.snap().value).toBe('closed');
  });

  it('step 1 with nothing complete and no step 2 closes', async () => {
    const t = await arrange({ validate: [ok(validated([checked.group], []))] });
    await t.send({ type: 'resolver.save' });
    expect(t.snap().value).toBe('closed');
  });

  it('a failed save keeps the rows, with the server message or the default', async () => {
    const serverError = new ApiError('status', 'x', {
      path: '/sync-pair/save-ccb-mc-multiple',
      httpStatus: 200,
      serverMessage: 'Audience is full',
    });
    const t = await arrange({ save: [fail(serverError), fail(new Error('offline'))] });
    await t.send({ type: 'row.interest', key: 1, uniqueId: 'c1:::::i1' });
    await t.send({ type: 'resolver.save' });
    expect(t.flow()).toEqual({ ccbToMc: 'editing' });
    expect(selectResolverView(t.snap())?.error).toBe('Audience is full');
    expect(t.snap().context.rows.ccbToMc).toHaveLength(2);
    await t.send({ type: 'resolver.save' });
    expect(t.snap().context.error).toBe(resolverTexts.errors.generic);
    // Step 2 fails the same way.
    const u = await arrange({
      validate: [ok(validated([], [checked.mc]))],
      save: [fail()],
    });
    await u.send({ type: 'row.group', key: 2, groupId: 21 });
    await u.send({ type: 'resolver.save' });
    expect(u.flow()).toEqual({ mcToCcb: 'editing' });
    expect(u.snap().context.error).toBe('Something went wrong, please try agan later!');
  });

  it('the close icon closes from either step', async () => {
    const t = await arrange();
    await t.send({ type: 'dialog.close' });
    expect(t.snap().value).toBe('closed');
    const u = await arrange({ validate: [ok(validated([], [checked.mc]))] });
    await u.send({ type: 'dialog.close' });
    expect(u.snap().value).toBe('closed');
  });
});

describe('resolverMachine: removing pairs', () => {
  it('removes a row (unsync), moves on when a step empties, closes when none remain', async () => {
    const t = await arrange({ remove: ['hang'] });
    expect(selectRowView(t.snap(), t.row('ccbToMc', 1)).controls.remove).toEqual({
      placement: 'row',
    });
    expect(selectRowView(t.snap(), t.row('mcToCcb', 2)).controls.remove.placement).toBe('group');
    await t.send({ type: 'row.remove', key: 1 });
    expect(t.flow()).toEqual({ ccbToMc: 'removing' });
    await t.send({ type: 'row.remove', key: 3 });
    expect(t.fakes.removePair.calls).toEqual([
      { direction: 'ccbToMc', body: { id: 1, unsync: 1, isDeleteGroup: 0, type: 'group' } },
    ]);
    t.fakes.removePair.pending[0]?.resolve(undefined);
    await flush();
    expect(t.flow()).toEqual({ ccbToMc: 'editing' });
    expect(t.snap().context.rows.ccbToMc.map((row) => row.key)).toEqual([3]);
    await t.send({ type: 'row.remove', key: 3 });
    t.fakes.removePair.pending[1]?.resolve(undefined);
    await flush();
    expect(t.flow()).toEqual({ mcToCcb: 'editing' });
    expect(selectResolverView(t.snap())?.back.visible).toBe(false);
    await t.send({ type: 'resolver.back' });
    expect(t.flow()).toEqual({ mcToCcb: 'editing' });
    await t.send({ type: 'row.remove', key: 2 });
    expect(t.flow()).toEqual({ mcToCcb: 'removing' });
    t.fakes.removePair.pending[2]?.resolve(undefined);
    await flush();
    expect(t.fakes.removePair.calls[2]).toEqual({ direction: 'mcToCcb', body: { id: 2 } });
    expect(t.snap().value).toBe('closed');
    expect(t.effects).toEqual(['refresh', 'refresh', 'refresh', 'close']);
  });

  it('removing the last step-2 row returns to the rows left in step 1', async () => {
    const t = await arrange();
    await t.send({ type: 'resolver.save' }); // nothing complete → step 2
    await t.send({ type: 'row.remove', key: 2 });
    expect(t.flow()).toEqual({ ccbToMc: 'editing' });
  });

  it('removing one of several step-2 rows stays on step 2', async () => {
    const other = { ...checked.mc, pair: { ...checked.mc.pair, id: 8 } };
    const t = await arrange({ validate: [ok(validated([], [checked.mc, other]))] });
    await t.send({ type: 'row.remove', key: 8 });
    expect(t.flow()).toEqual({ mcToCcb: 'editing' });
    expect(t.snap().context.rows.mcToCcb.map((row) => row.key)).toEqual([2]);
  });

  it('removing the last step-1 row of a single step closes', async () => {
    const t = await arrange({ validate: [ok(validated([checked.group], []))] });
    await t.send({ type: 'row.remove', key: 1 });
    expect(t.snap().value).toBe('closed');
  });

  it('a failed removal keeps the row with the message; unknown rows are ignored', async () => {
    const t = await arrange({ remove: [fail()] });
    await t.send({ type: 'row.remove', key: 42 });
    expect(t.flow()).toEqual({ ccbToMc: 'editing' });
    await t.send({ type: 'row.remove', key: 1 });
    expect(t.flow()).toEqual({ ccbToMc: 'editing' });
    expect(t.snap().context.rows.ccbToMc).toHaveLength(2);
    expect(t.snap().context.error).toBe(resolverTexts.errors.generic);
    const u = await arrange({ validate: [ok(validated([], [checked.mc]))], remove: [fail()] });
    await u.send({ type: 'row.remove', key: 2 });
    expect(u.flow()).toEqual({ mcToCcb: 'editing' });
    expect(u.snap().context.rows.mcToCcb).toHaveLength(1);
  });
});

describe('resolverMachine: rows, selectors and their disabled rules', () => {
  it('locks an intact campus and group; the process-queue selector is always disabled', async () => {
    const t = await arrange({ validate: [ok(validated([checked.group, checked.queue], []))] });
    await t.send({ type: 'row.campus', key: 1, campusId: 2 });
    await t.send({ type: 'row.group', key: 1, groupId: 12 });
    await t.send({ type: 'row.savedSearch', key: 1, on: true });
    expect(t.row('ccbToMc', 1)).toMatchObject({ campusId: 1, sourceId: 11, savedSearch: false });
    const controls = selectRowView(t.snap(), t.row('ccbToMc', 4)).controls;
    expect(controls.processQueue).toEqual({ visible: true, disabled: true });
    expect(controls.group.disabled).toBe(true);
  });

  it('CCB to MC: campus clears group and MC side; the audience waits for a CCB group', async () => {
    const broken = { ...checked.group, broken: { ...checked.group.broken, group: true } };
    const t = await arrange({ validate: [ok(validated([broken], []))] });
    expect(t.row('ccbToMc', 1)).toMatchObject({ lockedCcb: false, campusId: 1, sourceId: null });
    let view = selectRowView(t.snap(), t.row('ccbToMc', 1));
    expect(view.controls.audience.disabled).toBe(true);
    expect(view.complete).toBe(false);
    await t.send({ type: 'row.audience', key: 1, listId: 'L2' });
    expect(t.row('ccbToMc', 1).listId).toBe('L1');
    await t.send({ type: 'row.group', key: 1, groupId: 11 });
    // Picking a CCB group clears the MC audience and group.
    expect(t.row('ccbToMc', 1)).toMatchObject({ sourceId: 11, listId: null, interestId: null });
    view = selectRowView(t.snap(), t.row('ccbToMc', 1));
    expect(view.controls.audience.disabled).toBe(false);
    expect(view.controls.target.disabled).toBe(true);
    await t.send({ type: 'row.interest', key: 1, uniqueId: 'c1:::::i1' });
    expect(t.row('ccbToMc', 1).interestId).toBeNull();
    await t.send({ type: 'row.audience', key: 1, listId: 'L2' });
    expect(t.fakes.loadTags.calls.at(-1)).toEqual({ listId: 'L2' });
    await t.send({ type: 'row.interest', key: 1, uniqueId: 'c2:::::i9' });
    expect(selectRowView(t.snap(), t.row('ccbToMc', 1)).complete).toBe(true);
    await t.send({ type: 'row.campus', key: 1, campusId: 2 });
    expect(t.row('ccbToMc', 1)).toMatchObject({
      campusId: 2,
      sourceId: null,
      listId: null,
      interestId: null,
    });
    // The same campus again is no change.
    await t.send({ type: 'row.campus', key: 1, campusId: 2 });
    expect(t.fakes.loadGroups.calls.filter((call) => call.campusId === 2)).toHaveLength(1);
  });

  it('saved-search mode clears the CCB choice and MC side, loads saved searches once', async () => {
    const broken = { ...checked.search, broken: { ...checked.search.broken, group: true } };
    const t = await arrange({ validate: [ok(validated([broken], []))] });
    expect(t.row('ccbToMc', 3)).toMatchObject({ savedSearch: true, sourceId: null, listId: null });
    expect(t.fakes.loadSavedSearches.calls).toHaveLength(1);
    await t.send({ type: 'row.group', key: 3, groupId: 7 });
    await t.send({ type: 'row.audience', key: 3, listId: 'L2' });
    await t.send({ type: 'row.tags', key: 3, tags: ['member', 'New'] });
    expect(t.row('ccbToMc', 3).tags).toEqual(['Member', 'New']);
    expect(selectRowView(t.snap(), t.row('ccbToMc', 3)).complete).toBe(true);
    await t.send({ type: 'row.savedSearch', key: 3, on: false });
    expect(t.row('ccbToMc', 3)).toMatchObject({
      savedSearch: false,
      sourceId: null,
      listId: null,
      tags: [],
    });
    await t.send({ type: 'row.savedSearch', key: 3, on: true });
    expect(t.fakes.loadSavedSearches.calls).toHaveLength(1);
    await t.send({ type: 'row.group', key: 3, groupId: 7 });
    await t.send({ type: 'row.audience', key: 3, listId: 'L2' });
    await t.send({ type: 'row.createTag', key: 3, name: 'Fresh' });
    await t.send({ type: 'row.createTag', key: 3, name: 'fresh' });
    await t.send({ type: 'resolver.save' });
    expect(t.fakes.savePair.calls[0]?.body).toEqual({
      syncType: [1],
      mailchimpListId: ['L2'],
      id: [3],
      type: ['search'],
      campusId: [0],
      ccbGroupId: [7],
      params: [{ tags: 'Fresh' }],
    });
  });

  it('without permission the Saved Searches switch is disabled with its tooltip', async () => {
    const broken = { ...checked.group, broken: { ...checked.group.broken, group: true } };
    const t = await arrange({
      input: { canUseSavedSearches: false },
      validate: [ok(validated([broken], []))],
    });
    expect(selectRowView(t.snap(), t.row('ccbToMc', 1)).controls.savedSearch).toEqual({
      visible: true,
      disabled: true,
      noPermission: true,
    });
    await t.send({ type: 'row.savedSearch', key: 1, on: true });
    expect(t.row('ccbToMc', 1)).toMatchObject({ savedSearch: false });
  });

  it('tags mode needs one active tag; switching type clears the target', async () => {
    const t = await arrange();
    await t.send({ type: 'row.syncType', key: 1, syncType: 1 });
    expect(selectRowView(t.snap(), t.row('ccbToMc', 1)).complete).toBe(false);
    await t.send({ type: 'row.interest', key: 1, uniqueId: 'c1:::::i1' });
    await t.send({ type: 'row.newGroup', key: 1 });
    expect(t.row('ccbToMc', 1)).toMatchObject({ interestId: null, newGroupId: null });
    await t.send({ type: 'row.tags', key: 1, tags: ['Donor'] });
    expect(selectRowView(t.snap(), t.row('ccbToMc', 1)).complete).toBe(true);
    await t.send({ type: 'row.syncType', key: 1, syncType: 1 });
    await t.send({ type: 'row.syncType', key: 1, syncType: 0 });
    expect(t.row('ccbToMc', 1)).toMatchObject({ syncType: 0, tags: [] });
    await t.send({ type: 'row.tags', key: 1, tags: ['Donor'] });
    await t.send({ type: 'row.createTag', key: 1, name: 'Donor' });
    expect(t.row('ccbToMc', 1).tags).toEqual([]);
  });

  it("offers 'Create a Duplicate Group' when the name exists; the new group is sent", async () => {
    const t = await arrange({ input: { random: () => 0.001 } });
    expect(selectRowView(t.snap(), t.row('ccbToMc', 1)).duplicateGroup).toBe(true);
    await t.send({ type: 'row.newGroup', key: 1 });
    await t.send({ type: 'row.newGroup', key: 1 });
    await t.send({ type: 'row.interest', key: 1, uniqueId: 'c1:::::i1' });
    await t.send({ type: 'row.newGroup', key: 1 });
    expect(selectRowView(t.snap(), t.row('ccbToMc', 1)).complete).toBe(true);
    await t.send({ type: 'row.interest', key: 1, uniqueId: 'c1:::::i1' });
    await t.send({ type: 'row.newGroup', key: 1 });
    await t.send({ type: 'resolver.save' });
    expect(t.fakes.savePair.calls[0]?.body.params).toEqual([
      { interestId: '1', groupName: 'Youth - Copy' },
    ]);
    const u = await arrange({ validate: [ok(validated([], [checked.mc]))] });
    expect(selectRowView(u.snap(), u.row('mcToCcb', 2)).duplicateGroup).toBe(false);
  });

  it('MC to CCB: campus waits for the MC side, group for the campus', async () => {
    const broken = {
      ...checked.mc,
      broken: { ...checked.mc.broken, audience: true, campus: true },
    };
    const t = await arrange({ validate: [ok(validated([], [broken]))] });
    expect(t.row('mcToCcb', 2)).toMatchObject({ listId: null, campusId: null, tags: [] });
    let controls = selectRowView(t.snap(), t.row('mcToCcb', 2)).controls;
    expect(controls).toMatchObject({
      audience: { disabled: false },
      target: { disabled: true },
      campus: { disabled: true },
      group: { disabled: true },
      savedSearch: { visible: false },
    });
    await t.send({ type: 'row.campus', key: 2, campusId: 2 });
    expect(t.row('mcToCcb', 2).campusId).toBeNull();
    await t.send({ type: 'row.audience', key: 2, listId: 'L2' });
    await t.send({ type: 'row.tags', key: 2, tags: ['Member'] });
    await t.send({ type: 'row.campus', key: 2, campusId: 2 });
    controls = selectRowView(t.snap(), t.row('mcToCcb', 2)).controls;
    expect(controls.group.disabled).toBe(false);
    await t.send({ type: 'row.group', key: 2, groupId: 21 });
    // The campus of MC to CCB follows the MC side: changing it keeps the MC side.
    await t.send({ type: 'row.campus', key: 2, campusId: 1 });
    expect(t.row('mcToCcb', 2)).toMatchObject({ campusId: 1, sourceId: null, tags: ['Member'] });
    await t.send({ type: 'row.group', key: 2, groupId: 11 });
    expect(selectResolverView(t.snap())).toMatchObject({ resolved: 1, total: 1 });
  });

  it('the loader loads one list at a time, once, and reports a failure', async () => {
    const t = await arrange({
      validate: [ok(validated([checked.group], [checked.mc]))],
      tags: () => 'hang',
      groups: () => fail(),
    });
    expect((t.snap().value as { open: { loader: string } }).open.loader).toBe('tags');
    expect(selectRowView(t.snap(), t.row('ccbToMc', 1)).loading).toBe(true);
    expect(t.fakes.loadInterestGroups.calls).toHaveLength(0);
    t.fakes.loadTags.pending[0]?.resolve(tagsByList.L1 ?? {});
    await flush();
    expect(t.fakes.loadInterestGroups.calls).toHaveLength(1);
    expect(t.fakes.loadGroups.calls).toEqual([{ campusId: 2 }]);
    expect(t.snap().context.loadError).toBe(resolverTexts.errors.generic);
    expect(t.snap().context.catalog.groups).toEqual({});
    expect(selectRowView(t.snap(), t.row('ccbToMc', 1)).loading).toBe(false);
  });

  it('the loader reports failed saved searches, tags and interest groups', async () => {
    const broken = { ...checked.search, broken: { ...checked.search.broken, group: true } };
    const t = await arrange({
      validate: [ok(validated([broken], []))],
      searches: () => fail(),
      tags: () => fail(),
      interests: () => fail(),
    });
    await t.send({ type: 'row.savedSearch', key: 3, on: false });
    await t.send({ type: 'row.campus', key: 3, campusId: 1 });
    await t.send({ type: 'row.group', key: 3, groupId: 11 });
    await t.send({ type: 'row.audience', key: 3, listId: 'L1' });
    const { catalog, queue, loadError } = t.snap().context;
    expect(catalog.savedSearches).toBeNull();
    expect(catalog.tags).toEqual({});
    expect(catalog.interestGroups).toEqual({});
    expect(queue).toEqual([]);
    expect(loadError).toBe(resolverTexts.errors.generic);
  });
});
