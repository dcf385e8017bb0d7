/**
 * The pair editor's pure rules: the selection an edited pair opens with, the spec's field
 * validation, the plan and per-list limits, whether an edit removes the old pair first, the new
 * group's (duplicate) name, and the save call a selection makes.
 */
import { messageOf } from '../apiFailure';
import {
  buildMcToCcbSaveBody,
  buildSaveBody,
  groupNameExists,
  joinInterestId,
  MAX_PAIRS_PER_LIST,
  newGroupTempId,
  parseTags,
  remainingPairs,
  splitInterestId,
  uniqueGroupName,
  type Direction,
  type McTarget,
  type PairType,
  type SavePairInput,
} from '../pairs';
import { pairEditorTexts } from './texts';

type ProcessQueueData = Schemas['ProcessQueueData'];
import type { Schemas } from '@flocksync/api-client';
import type {
  EditedPair,
  FieldErrors,
  PairEditorContext,
  PairEditorInput,
  PairSelection,
} from './types';

export const EMPTY_SELECTION: PairSelection = {
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

export function selectionOf(original: EditedPair | null): PairSelection {
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

export function sourceType(selection: PairSelection): PairType {
  if (selection.ccbSource === 'savedSearch') return 'search';
  return selection.ccbTarget === 'processQueue' ? 'process_queue' : 'group';
}

export function sourceId(selection: PairSelection): number | null {
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

export function limitError(context: PairEditorContext): string | null {
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

export function mcTarget(context: PairEditorContext): McTarget {
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

export function sameSelection(a: PairSelection, b: PairSelection): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Applies a change; once errors are shown they follow the selection; a failure is cleared. */
export function withSelection(context: PairEditorContext, change: Partial<PairSelection>) {
  const selection = { ...context.selection, ...change };
  const shown = Object.keys(context.fieldErrors).length > 0;
  return { selection, fieldErrors: shown ? validateFields(selection) : {}, error: null };
}

export const saveFailed = (error: unknown) => messageOf(error, pairEditorTexts.errors.save);
export const loadFailed = (error: unknown) => messageOf(error, pairEditorTexts.errors.load);

/** The context a dialog opens with: the edited pair's selection, the page's lists and facts. */
export function contextOf(input: PairEditorInput): PairEditorContext {
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
}

/** The load events the lists raise. */
export type LoadEventType =
  'load.groups' | 'load.processQueues' | 'load.savedSearches' | 'load.audience';

/**
 * The dependent lists a selection needs (raised when an edited pair opens): the saved searches,
 * the campus's groups (and process queues, CCB to MC), the audience's tags and interest groups.
 */
export function loadsAtOpen(selection: PairSelection, direction: Direction): LoadEventType[] {
  const loads: LoadEventType[] = [];
  if (selection.ccbSource === 'savedSearch') loads.push('load.savedSearches');
  if (selection.ccbSource === 'campus' && selection.campusId !== null) {
    loads.push('load.groups');
    if (direction === 'ccbToMc') loads.push('load.processQueues');
  }
  if (selection.listId !== null) loads.push('load.audience');
  return loads;
}

/**
 * The process queues arrived: an edited process-queue pair finds its queue among them (by
 * process and name), which becomes the chosen (and original) one.
 */
export function withQueues(
  context: PairEditorContext,
  data: ProcessQueueData,
): Partial<PairEditorContext> {
  const options = { ...context.options, processQueues: data };
  const wanted = context.pendingQueue;
  if (!wanted) return { options };
  const queue = data.queues.find(
    (item) => item.processId === wanted.processId && item.name === wanted.queueName,
  );
  if (!queue) return { options, pendingQueue: null };
  return {
    options,
    pendingQueue: null,
    originalSourceId: queue.id,
    selection: { ...context.selection, groupId: queue.id },
    initialSelection: { ...context.initialSelection, groupId: queue.id },
  };
}
