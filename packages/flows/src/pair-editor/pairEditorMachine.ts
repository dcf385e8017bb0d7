/**
 * The add / edit pair dialog ('Add New Sync Pairs' / 'Save Sync Pair').
 *
 * `open` is parallel: `form` holds the dialog's own steps (editing, the 'all members of'
 * confirmation, the unsaved-close question, removing the old pair, saving); the other regions
 * each load one dependent list and are restarted (cancelling a stale request) when the choice
 * they depend on changes:
 *   groups (campus → /ccb/all-groups), processQueues (campus → /ccb/all-campus-process-list,
 *   CCB to MC only), savedSearches (/ccb/all-saved-searches, once), tags and interestGroups
 *   (audience → /mailchimp/tags, /mailchimp/interest-groups).
 * The form raises `load.*` events after it has stored the new choice, so a loader always reads
 * the choice it is loading for.
 *
 * Clearing: changing the CCB source (Campuses / Saved Searches) clears campus, group and saved
 * search; changing the campus or Groups / Process Queues clears the group; changing the audience
 * clears the Mailchimp group and tags; switching to tags clears the Mailchimp group.
 *
 * Saving: validation first (the spec's messages per field), then the plan and 60-per-list limits.
 * Editing a pair whose campus or group (source) changed removes the old pair (unsync) and then
 * saves the new one; otherwise it just saves. `pair.save` is ignored while removing or saving.
 * A failure keeps the dialog and its selections, with the server message or the default text.
 */
import { and, assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { ApiData } from '@flocksync/api-client';
import {
  addTag,
  buildRemoveInput,
  isAllMembersGroup,
  remainingPairs,
  tagNamesFromMap,
  type RemovePairInput,
  type SavePairInput,
  type SavePairOutput,
} from '../pairs';
import { watchNothing } from '../watch';
import {
  ccbSideChanged,
  contextOf,
  limitError,
  loadFailed,
  loadsAtOpen,
  sameSelection,
  saveFailed,
  saveInputOf,
  validateFields,
  withQueues,
  withSelection,
} from './rules';
import type {
  PairEditorContext,
  PairEditorEvent,
  PairEditorInput,
  PairEditorOptions,
  PairEditorOutput,
} from './types';

// ---- the machine --------------------------------------------------------------------------

const editor = setup({
  types: {
    context: {} as PairEditorContext,
    events: {} as PairEditorEvent,
    input: {} as PairEditorInput,
    output: {} as PairEditorOutput,
  },
  actors: {
    /** /ccb/all-campus, when the page did not have it yet. */
    loadCampuses: fromPromise<ApiData<'/ccb/all-campus'>>(async () => []),
    /** /mailchimp/all-audience, when the page did not have it yet. */
    loadAudiences: fromPromise<ApiData<'/mailchimp/all-audience'>>(async () => []),
    /** /ccb/all-groups. */
    loadGroups: fromPromise<ApiData<'/ccb/all-groups'>, { campusId: number }>(async () => []),
    /** /ccb/all-campus-process-list. */
    loadProcessQueues: fromPromise<ApiData<'/ccb/all-campus-process-list'>, { campusId: number }>(
      async () => ({ processList: [], queues: [] }),
    ),
    /** /ccb/all-saved-searches. */
    loadSavedSearches: fromPromise<ApiData<'/ccb/all-saved-searches'>>(async () => []),
    /** /mailchimp/tags. */
    loadTags: fromPromise<ApiData<'/mailchimp/tags'>, { listId: string }>(async () => ({})),
    /** /mailchimp/interest-groups. */
    loadInterestGroups: fromPromise<ApiData<'/mailchimp/interest-groups'>, { listId: string }>(
      async () => [],
    ),
    /** /sync-pair/save-ccb-mc-multiple or /sync-pair/save-mc-to-ccb-multiple. */
    savePair: fromPromise<SavePairOutput, SavePairInput>(async () => ({})),
    /** /sync-pair/remove-ccb-mc (unsync) or /sync-pair/remove-mc-to-ccb. */
    removePair: fromPromise<unknown, RemovePairInput>(async () => undefined),
    /** The page's facts (`page.update`) for as long as the dialog is open (see `watchNothing`). */
    watchFacts: watchNothing,
  },
  actions: {
    /** Saved: show the message, reload warnings and pair lists, close the dialog. */
    onSaved: () => {},
    /** Closed without saving. */
    onClosed: () => {},
    chooseSource: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'ccb.source');
      enqueue.assign({
        ...withSelection(context, {
          ccbSource: event.source,
          ccbTarget: 'group',
          campusId: null,
          groupId: null,
          searchId: null,
        }),
        options: { ...context.options, groups: [], processQueues: null },
        pendingQueue: null,
      });
      enqueue.raise({ type: 'load.clearCcb' });
      if (event.source === 'savedSearch' && context.options.savedSearches.length === 0) {
        enqueue.raise({ type: 'load.savedSearches' });
      }
    }),
    chooseCampus: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'ccb.campus');
      enqueue.assign({
        ...withSelection(context, { campusId: event.campusId, groupId: null }),
        options: { ...context.options, groups: [], processQueues: null },
        pendingQueue: null,
      });
      enqueue.raise({ type: 'load.groups' });
      if (context.direction === 'ccbToMc') enqueue.raise({ type: 'load.processQueues' });
    }),
    chooseTarget: assign(({ context, event }) => {
      assertEvent(event, 'ccb.target');
      return { ...withSelection(context, { ccbTarget: event.target, groupId: null }) };
    }),
    chooseGroup: assign(({ context, event }) => {
      assertEvent(event, 'ccb.group');
      return withSelection(context, { groupId: event.groupId });
    }),
    holdGroup: assign(({ event }) => {
      assertEvent(event, 'ccb.group');
      return { pendingGroupId: event.groupId };
    }),
    applyHeldGroup: assign(({ context }) => ({
      ...withSelection(context, { groupId: context.pendingGroupId }),
      pendingGroupId: null,
    })),
    dropHeldGroup: assign({ pendingGroupId: null }),
    chooseQueue: assign(({ context, event }) => {
      assertEvent(event, 'ccb.processQueue');
      return withSelection(context, { groupId: event.queueId });
    }),
    chooseSavedSearch: assign(({ context, event }) => {
      assertEvent(event, 'ccb.savedSearch');
      return withSelection(context, { searchId: event.searchId });
    }),
    chooseAudience: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'mc.audience');
      enqueue.assign({
        ...withSelection(context, {
          listId: event.listId,
          interestId: null,
          groupMode: 'existing',
          tags: [],
        }),
        options: { ...context.options, tags: [], interestGroups: [] },
      });
      enqueue.raise({ type: 'load.audience' });
    }),
    chooseSyncType: assign(({ context, event }) => {
      assertEvent(event, 'mc.syncType');
      // Switching to tags clears the group selection.
      return withSelection(
        context,
        event.syncType === 1
          ? { syncType: 1, interestId: null, groupMode: 'existing' }
          : { syncType: 0 },
      );
    }),
    chooseGroupMode: assign(({ context, event }) => {
      assertEvent(event, 'mc.groupMode');
      return withSelection(
        context,
        event.mode === 'new' ? { groupMode: 'new', interestId: null } : { groupMode: 'existing' },
      );
    }),
    chooseInterest: assign(({ context, event }) => {
      assertEvent(event, 'mc.interest');
      return withSelection(context, { interestId: event.uniqueId, groupMode: 'existing' });
    }),
    chooseTags: assign(({ context, event }) => {
      assertEvent(event, 'mc.tags');
      const tags = event.tags.reduce<string[]>(
        (all, tag) => addTag(all, context.options.tags, tag),
        [],
      );
      return withSelection(context, { tags });
    }),
    createTag: assign(({ context, event }) => {
      assertEvent(event, 'mc.createTag');
      return withSelection(context, {
        tags: addTag(context.selection.tags, context.options.tags, event.name),
      });
    }),
    showErrors: assign(({ context }) => {
      const fieldErrors = validateFields(context.selection);
      return {
        fieldErrors,
        error: Object.keys(fieldErrors).length > 0 ? null : limitError(context),
      };
    }),
    clearErrors: assign({ fieldErrors: {}, error: null }),
  },
  guards: {
    isInvalid: ({ context }) =>
      Object.keys(validateFields(context.selection)).length > 0 || limitError(context) !== null,
    needsRemoval: ({ context }) => !context.removedOriginal && ccbSideChanged(context),
    isDirty: ({ context }) => !sameSelection(context.selection, context.initialSelection),
    canChooseSource: ({ context, event }) => {
      assertEvent(event, 'ccb.source');
      if (context.direction !== 'ccbToMc' || event.source === context.selection.ccbSource) {
        return false;
      }
      return event.source === 'campus' || context.canUseSavedSearches;
    },
    usesCampus: ({ context }) => context.selection.ccbSource === 'campus',
    canChooseTarget: ({ context, event }) => {
      assertEvent(event, 'ccb.target');
      if (context.direction !== 'ccbToMc' || context.selection.ccbSource !== 'campus') {
        return false;
      }
      if (event.target === context.selection.ccbTarget) return false;
      return event.target === 'group' || context.canUseProcessQueues;
    },
    picksGroups: ({ context }) =>
      context.selection.ccbSource === 'campus' && context.selection.ccbTarget === 'group',
    picksQueues: ({ context }) =>
      context.selection.ccbSource === 'campus' && context.selection.ccbTarget === 'processQueue',
    picksSavedSearch: ({ context }) => context.selection.ccbSource === 'savedSearch',
    isAllMembersGroup: ({ context, event }) => {
      assertEvent(event, 'ccb.group');
      const group = context.options.groups.find((item) => item.id === event.groupId);
      return isAllMembersGroup(group?.name);
    },
    hasAudience: ({ context }) => context.selection.listId !== null,
  },
});

/** The load events the form raises (after storing the choice a list depends on). */
type LoadEvent = Extract<PairEditorEvent, { type: `load.${string}` }>['type'];

/**
 * One list's region (the seven lists are written once, here): `{idle, loading, ready, failed}`.
 * `loadOn` restarts it in `loading` (a running request is cancelled: it is the stale choice's);
 * `clearOn` forgets it; a list the page may give with the input (campuses, audiences) leaves
 * `idle` at once, for `ready` when `given`, else for `loading`. `store` puts the answer into the
 * context.
 */
function listRegion(spec: {
  src:
    | 'loadCampuses'
    | 'loadAudiences'
    | 'loadGroups'
    | 'loadProcessQueues'
    | 'loadSavedSearches'
    | 'loadTags'
    | 'loadInterestGroups';
  input?: (context: PairEditorContext) => object;
  loadOn?: LoadEvent;
  clearOn?: LoadEvent;
  given?: 'campuses' | 'audiences';
  store: (context: PairEditorContext, output: never) => Partial<PairEditorContext>;
}) {
  const { given } = spec;
  return editor.createStateConfig({
    initial: 'idle',
    on: {
      ...(spec.loadOn ? { [spec.loadOn]: '.loading' } : {}),
      ...(spec.clearOn ? { [spec.clearOn]: '.idle' } : {}),
    },
    states: {
      // A list the page may give leaves at once: ready when given, else loading.
      idle: given
        ? {
            always: [
              { guard: ({ context }) => context.listsGiven[given], target: 'ready' },
              { target: 'loading' },
            ],
          }
        : {},
      loading: {
        // One invoke for seven actors: their outputs differ, `store` knows its own.
        invoke: {
          id: spec.src,
          src: spec.src,
          input: ({ context }: { context: PairEditorContext }) => spec.input?.(context),
          onDone: {
            target: 'ready',
            actions: assign(({ context, event }: { context: PairEditorContext; event: unknown }) =>
              spec.store(context, (event as { output: never }).output),
            ),
          },
          onError: {
            target: 'failed',
            actions: assign({
              loadError: ({ event }: { event: unknown }) =>
                loadFailed((event as { error: unknown }).error),
            }),
          },
        } as never,
      },
      ready: {},
      failed: {},
    },
  });
}

/** Stores a list's answer under its name in `options` (an empty list when there is none). */
const storeAs =
  <K extends keyof PairEditorOptions>(key: K, of: (output: never) => PairEditorOptions[K]) =>
  (context: PairEditorContext, output: never) => ({
    options: { ...context.options, [key]: of(output) },
  });
const orEmpty = (output: never) => (output as unknown[] | undefined) ?? [];

export const pairEditorMachine = editor.createMachine({
  id: 'pairEditor',
  context: ({ input }) => contextOf(input),
  output: ({ context }) => ({ outcome: context.outcome ?? 'closed', message: context.message }),
  invoke: { src: 'watchFacts' },
  initial: 'open',
  states: {
    open: {
      type: 'parallel',
      on: {
        'page.update': {
          actions: assign(({ event }) => ({
            canUseSavedSearches: event.facts.canUseSavedSearches,
            hasCurrentPlan: event.facts.hasCurrentPlan ?? true,
            remainingPairs: event.facts.restrictions
              ? remainingPairs(event.facts.restrictions)
              : null,
            pairsPerList: event.facts.pairsPerList ?? {},
          })),
        },
      },
      // An edited pair's dependent lists load at once.
      entry: enqueueActions(({ context, enqueue }) => {
        for (const type of loadsAtOpen(context.selection, context.direction))
          enqueue.raise({ type });
      }),
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'ccb.source': { guard: 'canChooseSource', actions: 'chooseSource' },
                'ccb.campus': { guard: 'usesCampus', actions: 'chooseCampus' },
                'ccb.target': { guard: 'canChooseTarget', actions: 'chooseTarget' },
                'ccb.group': [
                  {
                    guard: and(['picksGroups', 'isAllMembersGroup']),
                    target: 'confirmingAllMembers',
                    actions: 'holdGroup',
                  },
                  { guard: 'picksGroups', actions: 'chooseGroup' },
                ],
                'ccb.processQueue': { guard: 'picksQueues', actions: 'chooseQueue' },
                'ccb.savedSearch': { guard: 'picksSavedSearch', actions: 'chooseSavedSearch' },
                'mc.audience': { actions: 'chooseAudience' },
                'mc.syncType': { guard: 'hasAudience', actions: 'chooseSyncType' },
                'mc.groupMode': { guard: 'hasAudience', actions: 'chooseGroupMode' },
                'mc.interest': { guard: 'hasAudience', actions: 'chooseInterest' },
                'mc.tags': { guard: 'hasAudience', actions: 'chooseTags' },
                'mc.createTag': { guard: 'hasAudience', actions: 'createTag' },
                'pair.save': [
                  { guard: 'isInvalid', actions: 'showErrors' },
                  { guard: 'needsRemoval', target: 'removing', actions: 'clearErrors' },
                  { target: 'saving', actions: 'clearErrors' },
                ],
                'dialog.close': [
                  { guard: 'isDirty', target: 'confirmingClose' },
                  {
                    target: '#pairEditor.closed',
                    actions: assign({ outcome: 'closed' }),
                  },
                ],
              },
            },
            confirmingAllMembers: {
              on: {
                'confirm.proceed': { target: 'editing', actions: 'applyHeldGroup' },
                'confirm.cancel': { target: 'editing', actions: 'dropHeldGroup' },
              },
            },
            confirmingClose: {
              on: {
                'close.addToList': [
                  { guard: 'isInvalid', target: 'editing', actions: 'showErrors' },
                  { guard: 'needsRemoval', target: 'removing', actions: 'clearErrors' },
                  { target: 'saving', actions: 'clearErrors' },
                ],
                'close.discard': {
                  target: '#pairEditor.closed',
                  actions: assign({ outcome: 'closed' }),
                },
                'close.cancel': 'editing',
              },
            },
            removing: {
              invoke: {
                id: 'removePair',
                src: 'removePair',
                input: ({ context }) =>
                  buildRemoveInput(context.direction, context.original?.pair ?? { id: 0 }),
                onDone: { target: 'saving', actions: assign({ removedOriginal: true }) },
                onError: {
                  target: 'editing',
                  actions: assign({ error: ({ event }) => saveFailed(event.error) }),
                },
              },
            },
            saving: {
              invoke: {
                id: 'savePair',
                src: 'savePair',
                input: ({ context }) => saveInputOf(context),
                onDone: {
                  target: '#pairEditor.saved',
                  actions: assign({
                    outcome: 'saved',
                    message: ({ event }) => event.output.message ?? null,
                  }),
                },
                onError: {
                  target: 'editing',
                  actions: assign({ error: ({ event }) => saveFailed(event.error) }),
                },
              },
            },
          },
        },
        campuses: listRegion({
          src: 'loadCampuses',
          given: 'campuses',
          store: storeAs('campuses', orEmpty as never),
        }),
        audiences: listRegion({
          src: 'loadAudiences',
          given: 'audiences',
          store: storeAs('audiences', orEmpty as never),
        }),
        groups: listRegion({
          src: 'loadGroups',
          loadOn: 'load.groups',
          clearOn: 'load.clearCcb',
          input: (context) => ({ campusId: context.selection.campusId ?? 0 }),
          store: storeAs('groups', orEmpty as never),
        }),
        processQueues: listRegion({
          src: 'loadProcessQueues',
          loadOn: 'load.processQueues',
          clearOn: 'load.clearCcb',
          input: (context) => ({ campusId: context.selection.campusId ?? 0 }),
          store: (context, output: ApiData<'/ccb/all-campus-process-list'> | undefined) =>
            withQueues(context, output ?? { processList: [], queues: [] }),
        }),
        savedSearches: listRegion({
          src: 'loadSavedSearches',
          loadOn: 'load.savedSearches',
          store: storeAs('savedSearches', orEmpty as never),
        }),
        tags: listRegion({
          src: 'loadTags',
          loadOn: 'load.audience',
          input: (context) => ({ listId: context.selection.listId ?? '' }),
          store: storeAs('tags', tagNamesFromMap as never),
        }),
        interestGroups: listRegion({
          src: 'loadInterestGroups',
          loadOn: 'load.audience',
          input: (context) => ({ listId: context.selection.listId ?? '' }),
          store: storeAs('interestGroups', orEmpty as never),
        }),
      },
    },
    saved: { type: 'final', entry: 'onSaved' },
    closed: { type: 'final', entry: 'onClosed' },
  },
});
