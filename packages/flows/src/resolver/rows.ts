/**
 * The resolver's rows: built from the validated broken pairs, edited by row events under the
 * spec's disabled rules, and turned into save bodies when complete. Pure functions, so the UI,
 * the machine and the tests share one reading of the rules.
 */
import type { Schemas } from '@flocksync/api-client';
import {
  addTag,
  buildMcToCcbSaveBody,
  buildSaveBody,
  groupNameExists,
  joinInterestId,
  newGroupTempId,
  parseTags,
  splitInterestId,
  uniqueGroupName,
  type CcbToMcDraft,
  type CcbToMcPair,
  type Direction,
  type McTarget,
  type McToCcbDraft,
  type McToCcbPair,
  type PairType,
  type SavePairInput,
  type SyncType,
} from '../pairs';

type Group = Schemas['Group'];
type SavedSearch = Schemas['SavedSearch'];
type InterestOption = Schemas['InterestOption'];

/** Which parts of a pair the lookup found broken (missing or removed). */
export interface BrokenParts {
  campus: boolean;
  /** The group, saved search or queue. */
  group: boolean;
  audience: boolean;
  /** The Mailchimp group or tags. */
  target: boolean;
}

/** A broken pair the lookup returned. `sourceId` gives a queue id, which a pair lacks. */
export interface CheckedPair<P> {
  pair: P;
  broken: BrokenParts;
  sourceId?: number | null;
}

/** What `validateBrokenPairs` answers: the pairs that came back, and their broken parts. */
export interface ValidatedBrokenPairs {
  ccbToMc: CheckedPair<CcbToMcPair>[];
  mcToCcb: CheckedPair<McToCcbPair>[];
}

interface RowSelection {
  campusId: number | null;
  /** The group, saved search or queue id. */
  sourceId: number | null;
  listId: string | null;
  syncType: SyncType;
  /** An existing interest option's uniqueId. */
  interestId: string | null;
  /** The temporary id of a group to create (below 1000), when creating one. */
  newGroupId: number | null;
  tags: string[];
}

export interface CcbToMcRow extends RowSelection {
  direction: 'ccbToMc';
  key: number;
  pair: CcbToMcPair;
  /** Campus and group are locked while they are intact (only the Mailchimp side is broken). */
  lockedCcb: boolean;
  /** The row uses Saved Searches instead of a campus. */
  savedSearch: boolean;
  type: PairType;
}

export interface McToCcbRow extends RowSelection {
  direction: 'mcToCcb';
  key: number;
  pair: McToCcbPair;
  lockedCcb: boolean;
}

export type ResolverRow = CcbToMcRow | McToCcbRow;

/** Lists loaded on demand, shared by the rows (keyed by campus id or list id). */
export interface Catalog {
  groups: Record<number, Group[]>;
  savedSearches: SavedSearch[] | null;
  tags: Record<string, string[]>;
  interestGroups: Record<string, InterestOption[]>;
}

export type CatalogRequest =
  | { kind: 'groups'; campusId: number }
  | { kind: 'savedSearches' }
  | { kind: 'tags'; listId: string }
  | { kind: 'interestGroups'; listId: string };

export const EMPTY_CATALOG: Catalog = {
  groups: {},
  savedSearches: null,
  tags: {},
  interestGroups: {},
};

/** A best guess from the pair alone, for the default lookup: missing names are broken parts. */
export function guessBrokenParts(pair: CcbToMcPair | McToCcbPair): BrokenParts {
  if ('mcListId' in pair) {
    const campus = !pair.campusName;
    const group = !pair.ccbGroupName;
    const audience = !pair.mailchimpAudience;
    return { campus, group, audience, target: !(campus || group || audience) };
  }
  const search = pair.type === 'search';
  const campus = !search && !pair.campusName;
  const group = !(pair.ccbGroupName ?? pair.queueName ?? pair.name);
  const audience = !pair.mailchimpAudience;
  return { campus, group, audience, target: !(campus || group || audience) };
}

function interestOf(categoryId: string | null, interestId: string | null): string | null {
  return categoryId && interestId ? joinInterestId(categoryId, interestId) : null;
}

export function ccbToMcRowOf(check: CheckedPair<CcbToMcPair>): CcbToMcRow {
  const { pair, broken } = check;
  const savedSearch = pair.type === 'search';
  const campusBroken = !savedSearch && broken.campus;
  const groupBroken = broken.group || campusBroken;
  const targetBroken = broken.target || broken.audience;
  const source =
    check.sourceId ??
    (pair.type === 'group' ? pair.ccbGroupId : pair.type === 'search' ? pair.searchId : null);
  return {
    direction: 'ccbToMc',
    key: pair.id,
    pair,
    lockedCcb: !groupBroken,
    savedSearch,
    type: pair.type,
    campusId: savedSearch || campusBroken ? null : pair.campusId,
    sourceId: groupBroken ? null : source,
    listId: broken.audience ? null : pair.mailchimpListId,
    syncType: pair.sync_type,
    interestId:
      targetBroken || pair.sync_type === 1
        ? null
        : interestOf(pair.mailchimpListInterestCategoryId, pair.mailchimpListGroupId),
    newGroupId: null,
    tags: targetBroken || pair.sync_type === 0 ? [] : parseTags(pair.tags),
  };
}

export function mcToCcbRowOf(check: CheckedPair<McToCcbPair>): McToCcbRow {
  const { pair, broken } = check;
  const groupBroken = broken.group || broken.campus;
  const targetBroken = broken.target || broken.audience;
  return {
    direction: 'mcToCcb',
    key: pair.id,
    pair,
    lockedCcb: !groupBroken,
    campusId: broken.campus ? null : pair.campusId,
    sourceId: groupBroken ? null : (check.sourceId ?? pair.ccbGroupId),
    listId: broken.audience ? null : pair.mcListId,
    syncType: pair.sync_type,
    interestId:
      targetBroken || pair.sync_type === 1
        ? null
        : interestOf(pair.interestCategoryId, pair.interestId),
    newGroupId: null,
    tags: targetBroken || pair.sync_type === 0 ? [] : parseTags(pair.tags),
  };
}

// ---- rules --------------------------------------------------------------------------------

function ccbChosen(row: ResolverRow): boolean {
  if (row.direction === 'ccbToMc' && row.savedSearch) return row.sourceId !== null;
  return row.campusId !== null && row.sourceId !== null;
}

function mcChosen(row: ResolverRow): boolean {
  if (row.listId === null) return false;
  if (row.syncType === 1) return row.tags.length > 0;
  return row.interestId !== null || row.newGroupId !== null;
}

/**
 * A row is sent only when complete: every part has a selection, where the saved-search flag
 * stands for campus and group, and tags mode needs at least one active (chosen) tag.
 */
export function isRowComplete(row: ResolverRow): boolean {
  return ccbChosen(row) && mcChosen(row);
}

export interface Control {
  disabled: boolean;
}

export interface RowControls {
  /** CCB to MC only: the Campuses / Saved Searches switch. */
  /** `noPermission`: disabled because the user may not use saved searches (ui's tooltip says so). */
  savedSearch: Control & { visible: boolean; noPermission: boolean };
  campus: Control;
  /** The CCB group, saved search or process queue select. */
  group: Control;
  /** The process-queue select is always disabled. */
  processQueue: Control & { visible: boolean };
  audience: Control;
  /** Group or tags, the group / tags switch and the tag picker. */
  target: Control;
  /** The remove icon: on the row (CCB to MC), on the group selector (MC to CCB). */
  remove: { placement: 'row' | 'group' };
}

/** Selectors are disabled until the preceding choice is made (spec section 5, Resolver). */
export function rowControls(row: ResolverRow, canUseSavedSearches: boolean): RowControls {
  const remove = {
    placement: row.direction === 'ccbToMc' ? ('row' as const) : ('group' as const),
  };
  if (row.direction === 'ccbToMc') {
    const isQueue = row.type === 'process_queue' && !row.savedSearch;
    return {
      savedSearch: {
        visible: true,
        disabled: row.lockedCcb || isQueue || !canUseSavedSearches,
        noPermission: !canUseSavedSearches,
      },
      campus: { disabled: row.lockedCcb || row.savedSearch },
      group: { disabled: row.lockedCcb || isQueue || (!row.savedSearch && row.campusId === null) },
      processQueue: { visible: isQueue, disabled: true },
      // The MC audience needs a CCB group in CCB to MC.
      audience: { disabled: !ccbChosen(row) },
      target: { disabled: row.listId === null },
      remove,
    };
  }
  return {
    savedSearch: { visible: false, disabled: true, noPermission: false },
    audience: { disabled: false },
    target: { disabled: row.listId === null },
    campus: { disabled: row.lockedCcb || !mcChosen(row) },
    group: { disabled: row.lockedCcb || row.campusId === null },
    processQueue: { visible: false, disabled: true },
    remove,
  };
}

// ---- editing --------------------------------------------------------------------------------

export type RowEdit =
  | { type: 'row.savedSearch'; key: number; on: boolean }
  | { type: 'row.campus'; key: number; campusId: number }
  /** The group, or the saved search in Saved Searches mode. */
  | { type: 'row.group'; key: number; groupId: number }
  | { type: 'row.audience'; key: number; listId: string }
  | { type: 'row.syncType'; key: number; syncType: SyncType }
  | { type: 'row.interest'; key: number; uniqueId: string }
  /** 'Create a new Group' / 'Create a Duplicate Group'. */
  | { type: 'row.newGroup'; key: number }
  | { type: 'row.tags'; key: number; tags: string[] }
  | { type: 'row.createTag'; key: number; name: string };

const CLEAR_MC = { listId: null, interestId: null, newGroupId: null, tags: [] as string[] };
const CLEAR_TARGET = { interestId: null, newGroupId: null, tags: [] as string[] };

/**
 * The row after `edit`, and the lists it needs; null when the edit is not allowed (a locked or
 * disabled selector, or no change).
 */
export function applyRowEdit(
  row: ResolverRow,
  edit: RowEdit,
  options: { canUseSavedSearches: boolean; catalog: Catalog; random: () => number },
): { row: ResolverRow; loads: CatalogRequest[] } | null {
  const controls = rowControls(row, options.canUseSavedSearches);
  const next = (
    change: Partial<RowSelection> & { savedSearch?: boolean },
    loads: CatalogRequest[] = [],
  ) => ({ row: { ...row, ...change } as ResolverRow, loads });
  switch (edit.type) {
    case 'row.savedSearch': {
      if (row.direction !== 'ccbToMc' || controls.savedSearch.disabled) return null;
      if (row.savedSearch === edit.on) return null;
      // Changing saved-search mode clears the CCB choice and the dependent MC selections.
      return next(
        { savedSearch: edit.on, campusId: null, sourceId: null, ...CLEAR_MC },
        edit.on ? [{ kind: 'savedSearches' }] : [],
      );
    }
    case 'row.campus': {
      if (controls.campus.disabled || row.campusId === edit.campusId) return null;
      const loads: CatalogRequest[] = [{ kind: 'groups', campusId: edit.campusId }];
      // In CCB to MC the campus precedes the MC side, which it clears.
      return row.direction === 'ccbToMc'
        ? next({ campusId: edit.campusId, sourceId: null, ...CLEAR_MC }, loads)
        : next({ campusId: edit.campusId, sourceId: null }, loads);
    }
    case 'row.group': {
      if (controls.group.disabled || row.sourceId === edit.groupId) return null;
      // Picking a CCB group clears the MC audience and group (CCB to MC).
      return row.direction === 'ccbToMc'
        ? next({ sourceId: edit.groupId, ...CLEAR_MC })
        : next({ sourceId: edit.groupId });
    }
    case 'row.audience': {
      if (controls.audience.disabled || row.listId === edit.listId) return null;
      return next({ listId: edit.listId, ...CLEAR_TARGET }, [
        { kind: 'tags', listId: edit.listId },
        { kind: 'interestGroups', listId: edit.listId },
      ]);
    }
    case 'row.syncType': {
      if (controls.target.disabled || row.syncType === edit.syncType) return null;
      return next({ syncType: edit.syncType, ...CLEAR_TARGET });
    }
    case 'row.interest': {
      if (controls.target.disabled || row.syncType !== 0 || row.interestId === edit.uniqueId) {
        return null;
      }
      return next({ interestId: edit.uniqueId, newGroupId: null });
    }
    case 'row.newGroup': {
      if (controls.target.disabled || row.syncType !== 0 || row.newGroupId !== null) return null;
      return next({ interestId: null, newGroupId: newGroupTempId(options.random) });
    }
    case 'row.tags': {
      if (controls.target.disabled || row.syncType !== 1) return null;
      const known = row.listId ? (options.catalog.tags[row.listId] ?? []) : [];
      const tags = edit.tags.reduce<string[]>((all, tag) => addTag(all, known, tag), []);
      return next({ tags });
    }
    case 'row.createTag': {
      if (controls.target.disabled || row.syncType !== 1) return null;
      const known = row.listId ? (options.catalog.tags[row.listId] ?? []) : [];
      const tags = addTag(row.tags, known, edit.name);
      return tags.length === row.tags.length ? null : next({ tags });
    }
  }
}

/** The lists a freshly built row needs to show its open selectors. */
export function initialLoads(row: ResolverRow): CatalogRequest[] {
  const loads: CatalogRequest[] = [];
  if (!row.lockedCcb) {
    if (row.direction === 'ccbToMc' && row.savedSearch) loads.push({ kind: 'savedSearches' });
    else if (row.campusId !== null) loads.push({ kind: 'groups', campusId: row.campusId });
  }
  if (row.listId !== null) {
    loads.push(
      { kind: 'tags', listId: row.listId },
      { kind: 'interestGroups', listId: row.listId },
    );
  }
  return loads;
}

function sameRequest(a: CatalogRequest, b: CatalogRequest): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function isLoaded(catalog: Catalog, request: CatalogRequest): boolean {
  switch (request.kind) {
    case 'groups':
      return request.campusId in catalog.groups;
    case 'savedSearches':
      return catalog.savedSearches !== null;
    case 'tags':
      return request.listId in catalog.tags;
    case 'interestGroups':
      return request.listId in catalog.interestGroups;
  }
}

/** Adds the requests that are neither loaded nor queued. */
export function enqueueLoads(
  queue: readonly CatalogRequest[],
  catalog: Catalog,
  requests: readonly CatalogRequest[],
): CatalogRequest[] {
  const next = [...queue];
  for (const request of requests) {
    if (!isLoaded(catalog, request) && !next.some((item) => sameRequest(item, request))) {
      next.push(request);
    }
  }
  return next;
}

// ---- names and bodies ---------------------------------------------------------------------

/** The CCB source's name: a new group is named after it. */
export function rowSourceName(row: ResolverRow, catalog: Catalog): string {
  if (row.sourceId === null) return '';
  if (row.direction === 'ccbToMc' && row.savedSearch) {
    const search = catalog.savedSearches?.find((item) => item.searchId === row.sourceId);
    if (search) return search.name;
  } else if (row.campusId !== null) {
    const group = catalog.groups[row.campusId]?.find((item) => item.id === row.sourceId);
    if (group) return group.name;
  }
  if (row.direction === 'mcToCcb') {
    return row.sourceId === row.pair.ccbGroupId ? row.pair.ccbGroupName : '';
  }
  const { pair } = row;
  return pair.ccbGroupName ?? pair.queueName ?? pair.name ?? '';
}

function interestNames(row: ResolverRow, catalog: Catalog): string[] {
  return row.listId ? (catalog.interestGroups[row.listId] ?? []).map((item) => item.groupName) : [];
}

/**
 * The row's source name already names a group of its audience: a new group is a duplicate
 * ('Create a Duplicate Group' rather than 'Create a new Group').
 */
export function rowGroupExists(row: ResolverRow, catalog: Catalog): boolean {
  return groupNameExists(rowSourceName(row, catalog), interestNames(row, catalog));
}

function rowTarget(row: ResolverRow, catalog: Catalog): McTarget {
  if (row.syncType === 1) return { syncType: 1, tags: row.tags };
  if (row.newGroupId !== null) {
    const name = uniqueGroupName(rowSourceName(row, catalog), interestNames(row, catalog));
    return { syncType: 0, newGroup: { tempId: row.newGroupId, name } };
  }
  return { syncType: 0, ...splitInterestId(row.interestId ?? '') };
}

function ccbToMcDraft(row: CcbToMcRow, catalog: Catalog): CcbToMcDraft {
  const type: PairType = row.savedSearch ? 'search' : row.type === 'search' ? 'group' : row.type;
  return {
    id: row.pair.id,
    type,
    campusId: row.savedSearch ? null : row.campusId,
    sourceId: row.sourceId ?? 0,
    mailchimpListId: row.listId ?? '',
    target: rowTarget(row, catalog),
  };
}

function mcToCcbDraft(row: McToCcbRow, catalog: Catalog): McToCcbDraft {
  return {
    id: row.pair.id,
    mcListId: row.listId ?? '',
    campusId: row.campusId ?? 0,
    ccbGroupId: row.sourceId ?? 0,
    target: rowTarget(row, catalog),
  };
}

/** The save call for the complete rows of one direction, or null when none is complete. */
export function saveInputForRows(
  direction: Direction,
  rows: readonly ResolverRow[],
  catalog: Catalog,
): SavePairInput | null {
  const complete = rows.filter(isRowComplete);
  if (complete.length === 0) return null;
  if (direction === 'ccbToMc') {
    const drafts = complete
      .filter((row): row is CcbToMcRow => row.direction === 'ccbToMc')
      .map((row) => ccbToMcDraft(row, catalog));
    return { direction, body: buildSaveBody(drafts) };
  }
  const drafts = complete
    .filter((row): row is McToCcbRow => row.direction === 'mcToCcb')
    .map((row) => mcToCcbDraft(row, catalog));
  return { direction, body: buildMcToCcbSaveBody(drafts) };
}
