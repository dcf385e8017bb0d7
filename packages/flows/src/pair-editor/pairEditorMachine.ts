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
import {
  and,
  assertEvent,
  assign,
  enqueueActions,
  fromPromise,
  setup,
  type SnapshotFrom,
} from 'xstate';
import type { ApiData, Schemas } from '@flocksync/api-client';
import { messageOf } from '../apiFailure';
import {
  addTag,
  buildMcToCcbSaveBody,
  buildRemoveInput,
  buildSaveBody,
  groupNameExists,
  isAllMembersGroup,
  joinInterestId,
  MAX_PAIRS_PER_LIST,
  newGroupTempId,
  parseTags,
  remainingPairs,
  splitInterestId,
  tagNamesFromMap,
  uniqueGroupName,
  type CcbToMcPair,
  type Direction,
  type McTarget,
  type McToCcbPair,
  type PairType,
  type RemovePairInput,
  type SavePairInput,
  type SavePairOutput,
  type SyncType,
} from '../pairs';
import { pairEditorTexts } from './texts';

type Campus = Schemas['Campus'];
type Audience = Schemas['Audience'];
type Group = Schemas['Group'];
type SavedSearch = Schemas['SavedSearch'];
type InterestOption = Schemas['InterestOption'];
type ProcessQueueData = Schemas['ProcessQueueData'];

export type CcbSource = 'campus' | 'savedSearch';
export type CcbTarget = 'group' | 'processQueue';
export type GroupMode = 'existing' | 'new';

/** What the person has chosen. */
export interface PairSelection {
  /** Campuses or Saved Searches (CCB to MC; MC to CCB always uses a campus). */
  ccbSource: CcbSource;
  /** Groups or Process Queues (CCB to MC; MC to CCB always uses a group). */
  ccbTarget: CcbTarget;
  campusId: number | null;
  /** The group, or the queue in Process Queues. */
  groupId: number | null;
  searchId: number | null;
  listId: string | null;
  syncType: SyncType;
  /** 'Sync to Existing Group' or 'Create a new Group' / 'Create a Duplicate Group'. */
  groupMode: GroupMode;
  /** The existing interest option's uniqueId ('category:::::interest'). */
  interestId: string | null;
  /** Tag names; new names create tags. */
  tags: string[];
}

export interface PairEditorOptions {
  campuses: Campus[];
  audiences: Audience[];
  groups: Group[];
  processQueues: ProcessQueueData | null;
  savedSearches: SavedSearch[];
  tags: string[];
  interestGroups: InterestOption[];
}

/** Why a field is invalid, as a key: ui's `addPairTexts.validation` holds the texts. */
export type FieldErrorCode = 'campus' | 'group' | 'audience' | 'mcGroup' | 'mcTags';
export type FieldErrors = Partial<
  Record<'campus' | 'group' | 'audience' | 'target', FieldErrorCode>
>;

type Common = {
  /**
   * The lists the page already holds. Left out (the page is still waiting for them), the editor
   * loads them itself (`loadCampuses`, `loadAudiences`) and shows them loading meanwhile.
   */
  campuses?: Campus[];
  audiences?: Audience[];
  /** /sync/has-search-permission answered 1. */
  canUseSavedSearches: boolean;
  user: Pick<Schemas['User'], 'v2_pq_warning'>;
  hasCurrentPlan?: boolean;
  /** The plan's limits; without them only the server checks the allowance. */
  restrictions?: Schemas['AccountRestrictions'] | null;
  /** CCB-to-MC pairs per Mailchimp list id (see `countPairsPerList`). */
  pairsPerList?: Record<string, number>;
  /** Source of the new group's temporary id, injectable for tests. */
  random?: () => number;
};

/** The page's facts the editor's rules read; each may change while the dialog is open. */
export type PairEditorFacts = Pick<
  Common,
  'canUseSavedSearches' | 'hasCurrentPlan' | 'restrictions' | 'pairsPerList'
>;

export type PairEditorInput =
  | (Common & { direction: 'ccbToMc'; pair?: CcbToMcPair | null })
  | (Common & { direction: 'mcToCcb'; pair?: McToCcbPair | null });

export type EditedPair =
  { direction: 'ccbToMc'; pair: CcbToMcPair } | { direction: 'mcToCcb'; pair: McToCcbPair };

export interface PairEditorContext {
  direction: Direction;
  /** The pair being edited; null when adding. */
  original: EditedPair | null;
  /** The original CCB source id (group, search or queue); a queue is found once loaded. */
  originalSourceId: number | null;
  selection: PairSelection;
  /** The selection at open, to tell unsaved content. */
  initialSelection: PairSelection;
  options: PairEditorOptions;
  canUseSavedSearches: boolean;
  /** Process queues cannot be chosen while v2_pq_warning is 0. */
  canUseProcessQueues: boolean;
  hasCurrentPlan: boolean;
  /** Pairs the plan still allows; null when unknown. */
  remainingPairs: number | null;
  pairsPerList: Record<string, number>;
  newGroupTempId: number;
  /** An 'all members of' group waiting for Proceed / Nevermind. */
  pendingGroupId: number | null;
  /** The edited process-queue pair's queue, resolved when the queues arrive. */
  pendingQueue: { processId: number; queueName: string } | null;
  fieldErrors: FieldErrors;
  /** A limit or a failed save / remove. */
  error: string | null;
  loadError: string | null;
  /** The campus and audience lists came with the input (else the editor loads them). */
  listsGiven: { campuses: boolean; audiences: boolean };
  /** The edited pair was removed already (a retry after a failed save only saves). */
  removedOriginal: boolean;
  outcome: 'saved' | 'closed' | null;
  /** The server's success message. */
  message: string | null;
}

export type PairEditorEvent =
  | { type: 'ccb.source'; source: CcbSource }
  | { type: 'ccb.campus'; campusId: number }
  | { type: 'ccb.target'; target: CcbTarget }
  | { type: 'ccb.group'; groupId: number }
  | { type: 'ccb.processQueue'; queueId: number }
  | { type: 'ccb.savedSearch'; searchId: number }
  | { type: 'mc.audience'; listId: string }
  | { type: 'mc.syncType'; syncType: SyncType }
  | { type: 'mc.groupMode'; mode: GroupMode }
  | { type: 'mc.interest'; uniqueId: string }
  | { type: 'mc.tags'; tags: string[] }
  /** A new tag from the search text. */
  | { type: 'mc.createTag'; name: string }
  /** 'Proceed' / 'Nevermind' of the 'all members of' confirmation. */
  | { type: 'confirm.proceed' }
  | { type: 'confirm.cancel' }
  | { type: 'pair.save' }
  | { type: 'dialog.close' }
  /** 'Add to Sync List' / 'Close Without Adding' / back to the dialog. */
  | { type: 'close.addToList' }
  | { type: 'close.discard' }
  | { type: 'close.cancel' }
  /**
   * What the page learnt after the dialog opened (the search permission, the plan's limits,
   * the pairs per list): the rules follow it, the selection stays.
   */
  | { type: 'page.update'; facts: PairEditorFacts }
  /** Raised by the form for the loader regions. */
  | { type: 'load.groups' }
  | { type: 'load.processQueues' }
  | { type: 'load.savedSearches' }
  | { type: 'load.audience' }
  | { type: 'load.clearCcb' };

export interface PairEditorOutput {
  outcome: 'saved' | 'closed';
  message: string | null;
}

// ---- pure rules ---------------------------------------------------------------------------

const EMPTY_SELECTION: PairSelection = {
  ccbSource: 'campus',
  ccbTarget: 'group',
  campusId: null,
  groupId: null,
  searchId: null,
  listId: null,
  syncType: 0,
  groupMode: 'existing',
  interestId: null,
  tags: [],
};

function selectionOf(original: EditedPair | null): PairSelection {
  if (!original) return EMPTY_SELECTION;
  if (original.direction === 'mcToCcb') {
    const { pair } = original;
    return {
      ...EMPTY_SELECTION,
      campusId: pair.campusId,
      groupId: pair.ccbGroupId,
      listId: pair.mcListId,
      syncType: pair.sync_type,
      interestId:
        pair.sync_type === 0 && pair.interestCategoryId && pair.interestId
          ? joinInterestId(pair.interestCategoryId, pair.interestId)
          : null,
      tags: pair.sync_type === 1 ? parseTags(pair.tags) : [],
    };
  }
  const { pair } = original;
  return {
    ...EMPTY_SELECTION,
    ccbSource: pair.type === 'search' ? 'savedSearch' : 'campus',
    ccbTarget: pair.type === 'process_queue' ? 'processQueue' : 'group',
    campusId: pair.type === 'search' ? null : pair.campusId,
    groupId: pair.type === 'group' ? pair.ccbGroupId : null,
    searchId: pair.type === 'search' ? pair.searchId : null,
    listId: pair.mailchimpListId,
    syncType: pair.sync_type,
    interestId:
      pair.sync_type === 0 && pair.mailchimpListInterestCategoryId && pair.mailchimpListGroupId
        ? joinInterestId(pair.mailchimpListInterestCategoryId, pair.mailchimpListGroupId)
        : null,
    tags: pair.sync_type === 1 ? parseTags(pair.tags) : [],
  };
}

function sourceType(selection: PairSelection): PairType {
  if (selection.ccbSource === 'savedSearch') return 'search';
  return selection.ccbTarget === 'processQueue' ? 'process_queue' : 'group';
}

function sourceId(selection: PairSelection): number | null {
  return selection.ccbSource === 'savedSearch' ? selection.searchId : selection.groupId;
}

/** The name of the chosen CCB group, queue or saved search (the new group's name). */
export function selectedSourceName(context: PairEditorContext): string {
  const { selection, options, original } = context;
  const id = sourceId(selection);
  if (id === null) return '';
  let name: string | undefined;
  if (selection.ccbSource === 'savedSearch') {
    name = options.savedSearches.find((search) => search.searchId === id)?.name;
  } else if (selection.ccbTarget === 'processQueue') {
    name = options.processQueues?.queues.find((queue) => queue.id === id)?.name;
  } else {
    name = options.groups.find((group) => group.id === id)?.name;
  }
  if (name !== undefined) return name;
  // Before the lists arrive, an edited pair still knows its own names.
  if (original && id === context.originalSourceId) {
    if (original.direction === 'mcToCcb') return original.pair.ccbGroupName;
    return original.pair.ccbGroupName ?? original.pair.queueName ?? original.pair.name ?? '';
  }
  return '';
}

/** The name a new group gets: the source's name, suffixed '- Copy' when it exists. */
export function newGroupName(context: PairEditorContext): string {
  return uniqueGroupName(
    selectedSourceName(context),
    context.options.interestGroups.map((option) => option.groupName),
  );
}

/**
 * The source's name already names a group of the audience: the new group is a duplicate
 * ('Create a Duplicate Group' rather than 'Create a new Group').
 */
export function isDuplicateGroup(context: PairEditorContext): boolean {
  return groupNameExists(
    selectedSourceName(context),
    context.options.interestGroups.map((option) => option.groupName),
  );
}

export function validateFields(selection: PairSelection): FieldErrors {
  const errors: FieldErrors = {};
  if (selection.ccbSource === 'campus') {
    if (selection.campusId === null) errors.campus = 'campus';
    if (selection.groupId === null) errors.group = 'group';
  } else if (selection.searchId === null) {
    errors.group = 'group';
  }
  if (selection.listId === null) {
    errors.audience = 'audience';
  } else if (selection.syncType === 1) {
    if (selection.tags.length === 0) errors.target = 'mcTags';
  } else if (selection.groupMode === 'existing' && selection.interestId === null) {
    errors.target = 'mcGroup';
  }
  return errors;
}

function limitError(context: PairEditorContext): string | null {
  const { selection, original } = context;
  const adding = original === null;
  if (adding && (!context.hasCurrentPlan || (context.remainingPairs ?? 1) < 1)) {
    return pairEditorTexts.limits.plan;
  }
  if (context.direction === 'ccbToMc' && selection.listId !== null) {
    const sameList =
      original?.direction === 'ccbToMc' && original.pair.mailchimpListId === selection.listId;
    if (!sameList && (context.pairsPerList[selection.listId] ?? 0) >= MAX_PAIRS_PER_LIST) {
      return pairEditorTexts.limits.perList;
    }
  }
  return null;
}

/** Whether the edited pair's campus or group (source) changed: it is removed first. */
export function ccbSideChanged(context: PairEditorContext): boolean {
  const { original, selection } = context;
  if (!original) return false;
  if (original.direction === 'mcToCcb') {
    return (
      selection.campusId !== original.pair.campusId ||
      selection.groupId !== original.pair.ccbGroupId
    );
  }
  const type = sourceType(selection);
  return (
    type !== original.pair.type ||
    (type !== 'search' && selection.campusId !== original.pair.campusId) ||
    sourceId(selection) !== context.originalSourceId
  );
}

function mcTarget(context: PairEditorContext): McTarget {
  const { selection } = context;
  if (selection.syncType === 1) return { syncType: 1, tags: selection.tags };
  if (selection.groupMode === 'new') {
    return {
      syncType: 0,
      newGroup: { tempId: context.newGroupTempId, name: newGroupName(context) },
    };
  }
  return { syncType: 0, ...splitInterestId(selection.interestId ?? '') };
}

/** The save call for the current selection (assumes it is valid). */
export function saveInputOf(context: PairEditorContext): SavePairInput {
  const { selection, original } = context;
  const keepsId = original !== null && !context.removedOriginal && !ccbSideChanged(context);
  const id = keepsId ? original.pair.id : 0;
  if (context.direction === 'mcToCcb') {
    return {
      direction: 'mcToCcb',
      body: buildMcToCcbSaveBody([
        {
          id,
          mcListId: selection.listId ?? '',
          campusId: selection.campusId ?? 0,
          ccbGroupId: selection.groupId ?? 0,
          target: mcTarget(context),
        },
      ]),
    };
  }
  return {
    direction: 'ccbToMc',
    body: buildSaveBody([
      {
        id,
        type: sourceType(selection),
        campusId: selection.ccbSource === 'savedSearch' ? null : selection.campusId,
        sourceId: sourceId(selection) ?? 0,
        mailchimpListId: selection.listId ?? '',
        target: mcTarget(context),
      },
    ]),
  };
}

function sameSelection(a: PairSelection, b: PairSelection): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Applies a change; once errors are shown they follow the selection; a failure is cleared. */
function withSelection(context: PairEditorContext, change: Partial<PairSelection>) {
  const selection = { ...context.selection, ...change };
  const shown = Object.keys(context.fieldErrors).length > 0;
  return { selection, fieldErrors: shown ? validateFields(selection) : {}, error: null };
}

const saveFailed = (error: unknown) => messageOf(error, pairEditorTexts.errors.save);
const loadFailed = (error: unknown) => messageOf(error, pairEditorTexts.errors.load);

// ---- the machine --------------------------------------------------------------------------

export const pairEditorMachine = setup({
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
}).createMachine({
  id: 'pairEditor',
  context: ({ input }) => {
    const original: EditedPair | null = input.pair
      ? input.direction === 'ccbToMc'
        ? { direction: 'ccbToMc', pair: input.pair }
        : { direction: 'mcToCcb', pair: input.pair }
      : null;
    const selection = selectionOf(original);
    const pendingQueue =
      original?.direction === 'ccbToMc' &&
      original.pair.type === 'process_queue' &&
      original.pair.processId !== null &&
      original.pair.queueName !== null
        ? { processId: original.pair.processId, queueName: original.pair.queueName }
        : null;
    return {
      direction: input.direction,
      original,
      originalSourceId: original ? sourceId(selection) : null,
      selection,
      initialSelection: selection,
      options: {
        campuses: input.campuses ?? [],
        audiences: input.audiences ?? [],
        groups: [],
        processQueues: null,
        savedSearches: [],
        tags: [],
        interestGroups: [],
      },
      canUseSavedSearches: input.canUseSavedSearches,
      canUseProcessQueues: input.user.v2_pq_warning === 1,
      hasCurrentPlan: input.hasCurrentPlan ?? true,
      remainingPairs: input.restrictions ? remainingPairs(input.restrictions) : null,
      pairsPerList: input.pairsPerList ?? {},
      newGroupTempId: newGroupTempId(input.random ?? Math.random),
      pendingGroupId: null,
      pendingQueue,
      fieldErrors: {},
      error: null,
      loadError: null,
      listsGiven: {
        campuses: input.campuses !== undefined,
        audiences: input.audiences !== undefined,
      },
      removedOriginal: false,
      outcome: null,
      message: null,
    };
  },
  output: ({ context }) => ({ outcome: context.outcome ?? 'closed', message: context.message }),
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
        const { selection, direction } = context;
        if (selection.ccbSource === 'savedSearch') enqueue.raise({ type: 'load.savedSearches' });
        if (selection.ccbSource === 'campus' && selection.campusId !== null) {
          enqueue.raise({ type: 'load.groups' });
          if (direction === 'ccbToMc') enqueue.raise({ type: 'load.processQueues' });
        }
        if (selection.listId !== null) enqueue.raise({ type: 'load.audience' });
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

        campuses: {
          initial: 'starting',
          states: {
            starting: {
              always: [
                { guard: ({ context }) => context.listsGiven.campuses, target: 'ready' },
                { target: 'loading' },
              ],
            },
            loading: {
              invoke: {
                id: 'loadCampuses',
                src: 'loadCampuses',
                onDone: {
                  target: 'ready',
                  actions: assign({
                    options: ({ context, event }) => ({
                      ...context.options,
                      campuses: event.output ?? [],
                    }),
                  }),
                },
                onError: {
                  target: 'failed',
                  actions: assign({ loadError: ({ event }) => loadFailed(event.error) }),
                },
              },
            },
            ready: {},
            failed: {},
          },
        },

        audiences: {
          initial: 'starting',
          states: {
            starting: {
              always: [
                { guard: ({ context }) => context.listsGiven.audiences, target: 'ready' },
                { target: 'loading' },
              ],
            },
            loading: {
              invoke: {
                id: 'loadAudiences',
                src: 'loadAudiences',
                onDone: {
                  target: 'ready',
                  actions: assign({
                    options: ({ context, event }) => ({
                      ...context.options,
                      audiences: event.output ?? [],
                    }),
                  }),
                },
                onError: {
                  target: 'failed',
                  actions: assign({ loadError: ({ event }) => loadFailed(event.error) }),
                },
              },
            },
            ready: {},
            failed: {},
          },
        },

        groups: {
          initial: 'idle',
          on: { 'load.groups': '.loading', 'load.clearCcb': '.idle' },
          states: {
            idle: {},
            loading: {
              invoke: {
                id: 'loadGroups',
                src: 'loadGroups',
                input: ({ context }) => ({ campusId: context.selection.campusId ?? 0 }),
                onDone: {
                  target: 'ready',
                  actions: assign({
                    options: ({ context, event }) => ({
                      ...context.options,
                      groups: event.output ?? [],
                    }),
                  }),
                },
                onError: {
                  target: 'failed',
                  actions: assign({ loadError: ({ event }) => loadFailed(event.error) }),
                },
              },
            },
            ready: {},
            failed: {},
          },
        },

        processQueues: {
          initial: 'idle',
          on: { 'load.processQueues': '.loading', 'load.clearCcb': '.idle' },
          states: {
            idle: {},
            loading: {
              invoke: {
                id: 'loadProcessQueues',
                src: 'loadProcessQueues',
                input: ({ context }) => ({ campusId: context.selection.campusId ?? 0 }),
                onDone: {
                  target: 'ready',
                  actions: assign(({ context, event }) => {
                    const data = event.output ?? { processList: [], queues: [] };
                    const options = { ...context.options, processQueues: data };
                    const wanted = context.pendingQueue;
                    if (!wanted) return { options };
                    const queue = data.queues.find(
                      (item) =>
                        item.processId === wanted.processId && item.name === wanted.queueName,
                    );
                    if (!queue) return { options, pendingQueue: null };
                    return {
                      options,
                      pendingQueue: null,
                      originalSourceId: queue.id,
                      selection: { ...context.selection, groupId: queue.id },
                      initialSelection: { ...context.initialSelection, groupId: queue.id },
                    };
                  }),
                },
                onError: {
                  target: 'failed',
                  actions: assign({ loadError: ({ event }) => loadFailed(event.error) }),
                },
              },
            },
            ready: {},
            failed: {},
          },
        },

        savedSearches: {
          initial: 'idle',
          on: { 'load.savedSearches': '.loading' },
          states: {
            idle: {},
            loading: {
              invoke: {
                id: 'loadSavedSearches',
                src: 'loadSavedSearches',
                onDone: {
                  target: 'ready',
                  actions: assign({
                    options: ({ context, event }) => ({
                      ...context.options,
                      savedSearches: event.output ?? [],
                    }),
                  }),
                },
                onError: {
                  target: 'failed',
                  actions: assign({ loadError: ({ event }) => loadFailed(event.error) }),
                },
              },
            },
            ready: {},
            failed: {},
          },
        },

        tags: {
          initial: 'idle',
          on: { 'load.audience': '.loading' },
          states: {
            idle: {},
            loading: {
              invoke: {
                id: 'loadTags',
                src: 'loadTags',
                input: ({ context }) => ({ listId: context.selection.listId ?? '' }),
                onDone: {
                  target: 'ready',
                  actions: assign({
                    options: ({ context, event }) => ({
                      ...context.options,
                      tags: tagNamesFromMap(event.output),
                    }),
                  }),
                },
                onError: {
                  target: 'failed',
                  actions: assign({ loadError: ({ event }) => loadFailed(event.error) }),
                },
              },
            },
            ready: {},
            failed: {},
          },
        },

        interestGroups: {
          initial: 'idle',
          on: { 'load.audience': '.loading' },
          states: {
            idle: {},
            loading: {
              invoke: {
                id: 'loadInterestGroups',
                src: 'loadInterestGroups',
                input: ({ context }) => ({ listId: context.selection.listId ?? '' }),
                onDone: {
                  target: 'ready',
                  actions: assign({
                    options: ({ context, event }) => ({
                      ...context.options,
                      interestGroups: event.output ?? [],
                    }),
                  }),
                },
                onError: {
                  target: 'failed',
                  actions: assign({ loadError: ({ event }) => loadFailed(event.error) }),
                },
              },
            },
            ready: {},
            failed: {},
          },
        },
      },
    },
    saved: { type: 'final', entry: 'onSaved' },
    closed: { type: 'final', entry: 'onClosed' },
  },
});

// ---- selectors ----------------------------------------------------------------------------

export type PairEditorSnapshot = SnapshotFrom<typeof pairEditorMachine>;

/** Adding or editing: the dialog's title ('Add New Sync Pairs' / 'Save Sync Pair') is ui's. */
export function selectEditorMode(snapshot: PairEditorSnapshot): 'add' | 'edit' {
  return snapshot.context.original ? 'edit' : 'add';
}

/**
 * The Campuses / Saved Searches and Groups / Process Queues switches. A disabled Saved Searches
 * explains itself with ui's no-permission tooltip.
 */
export function selectCcbTabs(snapshot: PairEditorSnapshot): {
  savedSearches: { visible: boolean; disabled: boolean };
  processQueues: { visible: boolean; disabled: boolean };
} {
  const { context } = snapshot;
  const ccbToMc = context.direction === 'ccbToMc';
  return {
    savedSearches: {
      visible: ccbToMc,
      disabled: !context.canUseSavedSearches,
    },
    processQueues: { visible: ccbToMc, disabled: !context.canUseProcessQueues },
  };
}

/** The 'all members of' confirmation, while it is open: the group its message names. */
export function selectAllMembersConfirm(
  snapshot: PairEditorSnapshot,
): { groupName: string; participantCount: number } | null {
  if (!snapshot.matches({ open: { form: 'confirmingAllMembers' } })) return null;
  const { context } = snapshot;
  const group = context.options.groups.find((item) => item.id === context.pendingGroupId);
  return { groupName: group?.name ?? '', participantCount: group?.participantCount ?? 0 };
}

/** Whether a new group would be a duplicate, and the name it would get. */
export function selectGroupSource(snapshot: PairEditorSnapshot): {
  duplicate: boolean;
  newGroupName: string;
} {
  return {
    duplicate: isDuplicateGroup(snapshot.context),
    newGroupName: newGroupName(snapshot.context),
  };
}

/** Busy while removing or saving: the save button is disabled. */
export function selectIsSaving(snapshot: PairEditorSnapshot): boolean {
  return (
    snapshot.matches({ open: { form: 'removing' } }) ||
    snapshot.matches({ open: { form: 'saving' } })
  );
}

/** The confirmation over the form, if one is open: 'Confirm!' (all members) or close unsaved. */
export function selectEditorConfirm(snapshot: PairEditorSnapshot): 'allMembers' | 'close' | null {
  if (snapshot.matches({ open: { form: 'confirmingAllMembers' } })) return 'allMembers';
  if (snapshot.matches({ open: { form: 'confirmingClose' } })) return 'close';
  return null;
}

/** The lists the dialog reads, by whether each is loading. */
export type PairEditorList =
  | 'campuses'
  | 'audiences'
  | 'groups'
  | 'processQueues'
  | 'savedSearches'
  | 'tags'
  | 'interestGroups';

export function selectListsLoading(snapshot: PairEditorSnapshot): Record<PairEditorList, boolean> {
  return {
    campuses: snapshot.matches({ open: { campuses: 'loading' } }),
    audiences: snapshot.matches({ open: { audiences: 'loading' } }),
    groups: snapshot.matches({ open: { groups: 'loading' } }),
    processQueues: snapshot.matches({ open: { processQueues: 'loading' } }),
    savedSearches: snapshot.matches({ open: { savedSearches: 'loading' } }),
    tags: snapshot.matches({ open: { tags: 'loading' } }),
    interestGroups: snapshot.matches({ open: { interestGroups: 'loading' } }),
  };
}
