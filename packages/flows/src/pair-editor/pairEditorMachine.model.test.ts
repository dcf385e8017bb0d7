/**
 * Model-based paths for pairEditorMachine's form (xstate/graph): with a fixed set of the person's
 * events and the lists' and calls' answers, every step of the form is reached (adding a CCB-to-MC
 * pair, and editing one whose group changes), and each shortest path replayed on a bare actor
 * (deferred actors settled as the path says) ends in the state the model predicted. The list
 * regions are independent of each other; the unit tests walk each of them.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getStateNodes, type AnyStateNode } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { Schemas } from '@flocksync/api-client';
import type { CcbToMcPair } from '../pairs';
import { flush } from '../test/fakes';
import { pairEditorMachine } from './pairEditorMachine';
import type { PairEditorEvent, PairEditorInput } from './types';

const leaves = (root: AnyStateNode): string[] =>
  Object.values(root.states).flatMap((node) =>
    Object.keys(node.states).length ? leaves(node) : [node.id],
  );

const groups: Schemas['Group'][] = [
  { id: 11, name: 'Youth', campusId: 1, participantCount: 12 },
  { id: 12, name: 'ALL MEMBERS OF North', campusId: 1, participantCount: 340 },
];
const interests: Schemas['InterestOption'][] = [
  { uniqueId: 'c1:::::i2', groupBy: 'CCB Groups', groupName: 'Adults' },
];

const pair: CcbToMcPair = {
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

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('No.') });

/** The model's state: the form's step and what its guards read (not the list regions). */
const serializeState = (state: { value: unknown; context: Record<string, unknown> }) => {
  const { selection, fieldErrors, error, pendingGroupId, removedOriginal, options } =
    state.context as never as Record<string, unknown> & { options: { groups: unknown[] } };
  const value = state.value as string | { open: { form: string } };
  return JSON.stringify([
    typeof value === 'string' ? value : value.open.form,
    selection,
    fieldErrors,
    error !== null,
    pendingGroupId,
    removedOriginal,
    options.groups.length,
  ]);
};

/** Replays a path on a bare actor whose loaders and calls wait to be settled by the path. */
async function replay(input: PairEditorInput, steps: { event: { type: string } }[]) {
  const pending = new Map<
    string,
    { resolve: (v: unknown) => void; reject: (e: unknown) => void }
  >();
  const deferred = (id: string) =>
    fromPromise<never, unknown>(
      () => new Promise((resolve, reject) => void pending.set(id, { resolve, reject })) as never,
    );
  const ids = [
    'loadCampuses',
    'loadAudiences',
    'loadGroups',
    'loadProcessQueues',
    'loadSavedSearches',
    'loadTags',
    'loadInterestGroups',
    'savePair',
    'removePair',
  ] as const;
  const actors = Object.fromEntries(ids.map((id) => [id, deferred(id)]));
  const actor = createActor(pairEditorMachine.provide({ actors: actors as never }), {
    input,
  }).start();
  await flush();
  for (const step of steps) {
    const event = step.event as { type: string; output?: unknown; error?: unknown };
    const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
    const error = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
    if (done) pending.get(done[1] ?? '')?.resolve(event.output);
    else if (error) pending.get(error[1] ?? '')?.reject(event.error);
    else if (event.type !== 'xstate.init') actor.send(event as PairEditorEvent);
    await flush();
  }
  return actor;
}

describe('pairEditorMachine paths: adding a pair', () => {
  const input: PairEditorInput = {
    direction: 'ccbToMc',
    campuses: [{ campusId: 1, campusName: 'North', id: 1 }],
    audiences: [{ id: 'L1', name: 'Newsletter' }],
    canUseSavedSearches: true,
    user: { v2_pq_warning: 1 },
    random: () => 0.5,
  };
  const events: PairEditorEvent[] = [
    { type: 'ccb.campus', campusId: 1 },
    { type: 'ccb.group', groupId: 11 },
    { type: 'ccb.group', groupId: 12 },
    { type: 'ccb.source', source: 'savedSearch' },
    { type: 'mc.audience', listId: 'L1' },
    { type: 'mc.interest', uniqueId: 'c1:::::i2' },
    { type: 'confirm.proceed' },
    { type: 'confirm.cancel' },
    { type: 'pair.save' },
    { type: 'dialog.close' },
    { type: 'close.addToList' },
    { type: 'close.discard' },
    { type: 'close.cancel' },
  ];
  const answers = [
    done('loadGroups', groups),
    done('loadInterestGroups', interests),
    done('savePair', { message: 'Saved.' }),
    failed('savePair'),
  ];
  const paths = getShortestPaths(pairEditorMachine, {
    input,
    events: [...events, ...answers] as never[],
    serializeState: serializeState as never,
  });

  it('reaches every step of the form but removing (an added pair has none to remove)', () => {
    const reached = new Set(
      paths.flatMap((path) =>
        getStateNodes(pairEditorMachine.root, path.state.value).map((node) => node.id),
      ),
    );
    const form = pairEditorMachine.root.states.open?.states.form;
    const steps = [...(form ? leaves(form) : []), 'pairEditor.saved', 'pairEditor.closed'];
    expect(steps.filter((id) => !reached.has(id))).toEqual(['pairEditor.open.form.removing']);
  });

  it.each(paths.map((path) => [serializeState(path.state as never), path] as const))(
    'replays the path to %s',
    async (_name, path) => {
      const actor = await replay(input, path.steps);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    },
  );
});

describe('pairEditorMachine paths: editing a pair whose group changes', () => {
  const input: PairEditorInput = {
    direction: 'ccbToMc',
    campuses: [{ campusId: 1, campusName: 'North', id: 1 }],
    audiences: [{ id: 'L1', name: 'Newsletter' }],
    canUseSavedSearches: true,
    user: { v2_pq_warning: 1 },
    pair,
    random: () => 0.5,
  };
  const events: PairEditorEvent[] = [
    { type: 'ccb.group', groupId: 11 },
    { type: 'ccb.group', groupId: 13 },
    { type: 'pair.save' },
    { type: 'dialog.close' },
    { type: 'close.addToList' },
  ];
  const answers = [
    done('loadGroups', [...groups, { id: 13, name: 'Choir', campusId: 1, participantCount: 8 }]),
    done('removePair', undefined),
    failed('removePair'),
    done('savePair', { message: 'Saved.' }),
    failed('savePair'),
  ];
  const paths = getShortestPaths(pairEditorMachine, {
    input,
    events: [...events, ...answers] as never[],
    serializeState: serializeState as never,
  });

  it('removes the old pair first, then saves; a failure at either step returns to the form', () => {
    const reached = new Set(paths.map((path) => serializeState(path.state as never)));
    const step = (form: string, removed: boolean, error: boolean) =>
      [...reached].some((key) => {
        const [value, , , failed, , removedOriginal] = JSON.parse(key) as unknown[];
        return value === form && removedOriginal === removed && failed === error;
      });
    expect(step('removing', false, false)).toBe(true);
    expect(step('editing', false, true)).toBe(true); // the removal failed
    expect(step('saving', true, false)).toBe(true);
    expect(step('editing', true, true)).toBe(true); // removed, then the save failed
    expect(step('saved', true, false)).toBe(true);
  });

  it.each(paths.map((path) => [serializeState(path.state as never), path] as const))(
    'replays the path to %s',
    async (_name, path) => {
      const actor = await replay(input, path.steps);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    },
  );
});
