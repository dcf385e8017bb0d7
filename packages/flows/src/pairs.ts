/**
 * Pure helpers shared by the pair editor and the broken-pair resolver: spec constants, the
 * Mailchimp target of a pair, and the exact request bodies of the save and remove calls.
 */
import type { ApiBody, ApiData, Schemas } from '@flocksync/api-client';

export type CcbToMcPair = Schemas['CcbToMcPair'];
export type McToCcbPair = Schemas['McToCcbPair'];
export type SyncType = Schemas['SyncType'];
export type PairType = Schemas['PairType'];

/** The two sync directions (tabs 'CCB to MailChimp' and 'MailChimp to CCB'). */
export type Direction = 'ccbToMc' | 'mcToCcb';

/** Spec section 9: interest category id and interest id are joined by five colons. */
export const INTEREST_SEPARATOR = ':::::';
/** Spec section 9: a group to create is sent with a random temporary id below this. */
export const NEW_GROUP_ID_LIMIT = 1000;
/** Spec section 5: a Mailchimp list holds at most 60 groups or saved searches. */
export const MAX_PAIRS_PER_LIST = 60;
/** Spec section 2: a new group whose name exists becomes a duplicate, suffixed so. */
export const COPY_SUFFIX = '- Copy';

/** 'cat:::::interest' → its two ids; a malformed value gives empty strings. */
export function splitInterestId(uniqueId: string): {
  interestCategoryId: string;
  interestId: string;
} {
  const at = uniqueId.indexOf(INTEREST_SEPARATOR);
  if (at < 0) return { interestCategoryId: '', interestId: '' };
  return {
    interestCategoryId: uniqueId.slice(0, at),
    interestId: uniqueId.slice(at + INTEREST_SEPARATOR.length),
  };
}

export function joinInterestId(interestCategoryId: string, interestId: string): string {
  return `${interestCategoryId}${INTEREST_SEPARATOR}${interestId}`;
}

/** A temporary id for a group to create: an integer in [1, 999] drawn from `random`. */
export function newGroupTempId(random: () => number): number {
  const value = 1 + Math.floor(random() * (NEW_GROUP_ID_LIMIT - 1));
  return Math.min(NEW_GROUP_ID_LIMIT - 1, Math.max(1, value));
}

/** The JSON string `tags` of a pair → its tag names ('[]', empty or malformed → none). */
export function parseTags(tags: string | null | undefined): string[] {
  if (!tags) return [];
  try {
    const parsed: unknown = JSON.parse(tags);
    return Array.isArray(parsed)
      ? parsed.filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '')
      : [];
  } catch {
    return [];
  }
}

/** /mailchimp/tags answers a map of id → name; the selects work on names. */
export function tagNamesFromMap(map: ApiData<'/mailchimp/tags'> | null | undefined): string[] {
  return map ? Object.values(map).filter((name) => name.trim() !== '') : [];
}

/** Adds `name` (trimmed) to `selected`, using an existing option's spelling; no duplicates. */
export function addTag(selected: readonly string[], options: readonly string[], name: string) {
  const wanted = name.trim();
  if (!wanted) return [...selected];
  const lower = wanted.toLowerCase();
  if (selected.some((tag) => tag.toLowerCase() === lower)) return [...selected];
  const existing = options.find((tag) => tag.toLowerCase() === lower);
  return [...selected, existing ?? wanted];
}

/** Spec section 2: picking a group whose name contains 'all members of' (any case) asks first. */
export function isAllMembersGroup(name: string | null | undefined): boolean {
  return !!name && name.toLowerCase().includes('all members of');
}

/** `name` if no existing group has it (case-insensitive), else suffixed '- Copy' until unique. */
export function uniqueGroupName(name: string, existing: readonly string[]): string {
  const taken = new Set(existing.map((item) => item.trim().toLowerCase()));
  let wanted = name.trim();
  if (!wanted) return '';
  while (taken.has(wanted.toLowerCase())) wanted = `${wanted} ${COPY_SUFFIX}`;
  return wanted;
}

/** Whether a group named `name` already exists, so 'Create a Duplicate Group' is offered. */
export function groupNameExists(name: string, existing: readonly string[]): boolean {
  const wanted = name.trim().toLowerCase();
  return wanted !== '' && existing.some((item) => item.trim().toLowerCase() === wanted);
}

/** Remaining allowance of the plan: max minus current, never negative (spec section 3). */
export function remainingPairs(restrictions: Schemas['AccountRestrictions']): number {
  return Math.max(0, restrictions.maxSyncPairs - restrictions.currentTotalSyncPair);
}

/** CCB-to-MC pairs per Mailchimp list id, for the 60-per-list limit. */
export function countPairsPerList(pairs: readonly CcbToMcPair[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const pair of pairs) counts[pair.mailchimpListId] = (counts[pair.mailchimpListId] ?? 0) + 1;
  return counts;
}

// ---- request bodies -----------------------------------------------------------------------

/** Where a pair lands in Mailchimp. */
export type McTarget =
  /** An existing interest group. */
  | { syncType: 0; interestCategoryId: string; interestId: string }
  /** An interest group to create: a temporary id below 1000 and its name. */
  | { syncType: 0; newGroup: { tempId: number; name: string }; interestCategoryId?: string }
  /** Tags by name; new names create tags. */
  | { syncType: 1; tags: string[] };

/** One CCB-to-MC pair to save (id 0 for a new pair). */
export interface CcbToMcDraft {
  id: number;
  type: PairType;
  /** Null for a saved search (sent as 0). */
  campusId: number | null;
  /** The group, saved search or queue id, according to `type`. */
  sourceId: number;
  mailchimpListId: string;
  target: McTarget;
}

/** One MC-to-CCB pair to save (id 0 for a new pair). */
export interface McToCcbDraft {
  id: number;
  mcListId: string;
  campusId: number;
  ccbGroupId: number;
  target: McTarget;
}

type CcbToMcParams = Schemas['CcbToMcPairParams'];

function targetParams(target: McTarget): CcbToMcParams {
  if (target.syncType === 1) return { tags: target.tags.join(',') };
  if ('newGroup' in target) {
    const params: CcbToMcParams = {};
    if (target.interestCategoryId) params.interestCategoryId = target.interestCategoryId;
    params.interestId = String(target.newGroup.tempId);
    params.groupName = target.newGroup.name;
    return params;
  }
  return { interestCategoryId: target.interestCategoryId, interestId: target.interestId };
}

/** The body of /sync-pair/save-ccb-mc-multiple: one entry per draft at the same index. */
export function buildSaveBody(
  drafts: readonly CcbToMcDraft[],
): ApiBody<'/sync-pair/save-ccb-mc-multiple'> {
  return {
    syncType: drafts.map((draft) => draft.target.syncType),
    mailchimpListId: drafts.map((draft) => draft.mailchimpListId),
    id: drafts.map((draft) => draft.id),
    type: drafts.map((draft) => draft.type),
    campusId: drafts.map((draft) => (draft.type === 'search' ? 0 : (draft.campusId ?? 0))),
    ccbGroupId: drafts.map((draft) => draft.sourceId),
    params: drafts.map((draft) => targetParams(draft.target)),
  };
}

/** The body of /sync-pair/save-mc-to-ccb-multiple: arrays plus the same per-pair params. */
export function buildMcToCcbSaveBody(
  drafts: readonly McToCcbDraft[],
): ApiBody<'/sync-pair/save-mc-to-ccb-multiple'> {
  return {
    syncType: drafts.map((draft) => draft.target.syncType),
    campusId: drafts.map((draft) => draft.campusId),
    ccbGroupId: drafts.map((draft) => draft.ccbGroupId),
    mcListId: drafts.map((draft) => draft.mcListId),
    params: drafts.map((draft) => ({
      ...(draft.id > 0 ? { id: draft.id } : {}),
      mcListId: draft.mcListId,
      syncType: draft.target.syncType,
      campusId: draft.campusId,
      ccbGroupId: draft.ccbGroupId,
      ...targetParams(draft.target),
    })),
  };
}

/** What the `savePair` actor sends: the path follows the direction. */
export type SavePairInput =
  | { direction: 'ccbToMc'; body: ApiBody<'/sync-pair/save-ccb-mc-multiple'> }
  | { direction: 'mcToCcb'; body: ApiBody<'/sync-pair/save-mc-to-ccb-multiple'> };

/** What the `savePair` actor answers: the server's success message, for the snackbar. */
export interface SavePairOutput {
  message?: string;
}

/** What the `removePair` actor sends: /sync-pair/remove-ccb-mc or /sync-pair/remove-mc-to-ccb. */
export type RemovePairInput =
  | { direction: 'ccbToMc'; body: ApiBody<'/sync-pair/remove-ccb-mc'> }
  | { direction: 'mcToCcb'; body: ApiBody<'/sync-pair/remove-mc-to-ccb'> };

/** The choices of 'Un-Sync Pair?' (its Advanced Settings). */
export interface UnsyncChoice {
  /** Take the pair's people off the Mailchimp group or tags now. */
  unsync: boolean;
  /** Delete the Mailchimp group too. */
  deleteGroup: boolean;
}

/** Un-sync and keep the group: what editing a pair and the resolver send. */
export const KEEP_GROUP: UnsyncChoice = { unsync: true, deleteGroup: false };

/** Remove a CCB-to-MC pair, un-syncing it and deleting its group as chosen. */
export function buildRemoveCcbToMcBody(
  pair: Pick<CcbToMcPair, 'id' | 'type'>,
  choice: UnsyncChoice = KEEP_GROUP,
): ApiBody<'/sync-pair/remove-ccb-mc'> {
  return {
    id: pair.id,
    unsync: choice.unsync ? 1 : 0,
    isDeleteGroup: choice.deleteGroup ? 1 : 0,
    type: pair.type,
  };
}

export function buildRemoveInput(
  direction: Direction,
  pair: Pick<CcbToMcPair, 'id' | 'type'> | Pick<McToCcbPair, 'id'>,
  choice: UnsyncChoice = KEEP_GROUP,
): RemovePairInput {
  return direction === 'ccbToMc'
    ? {
        direction,
        body: buildRemoveCcbToMcBody(pair as Pick<CcbToMcPair, 'id' | 'type'>, choice),
      }
    : { direction, body: { id: pair.id } };
}

/**
 * The body that keeps (1) or removes (0) an MC-to-CCB pair's unsubscribed Mailchimp emails
 * (isMcToCcbDisableInactiveRemove): only params[0], with the fields spec part 1 section 7 lists.
 */
export function buildInactiveRemovalBody(
  pair: Pick<
    McToCcbPair,
    | 'id'
    | 'mcListId'
    | 'sync_type'
    | 'campusId'
    | 'ccbGroupId'
    | 'interestCategoryId'
    | 'interestId'
  >,
  keep: boolean,
): ApiBody<'/sync-pair/save-mc-to-ccb-multiple'> {
  return {
    params: [
      {
        mcListId: pair.mcListId,
        id: pair.id,
        isMcToCcbDisableInactiveRemove: keep ? 1 : 0,
        syncType: pair.sync_type,
        campusId: pair.campusId,
        ccbGroupId: pair.ccbGroupId,
        ...(pair.sync_type === 0
          ? { interestCategoryId: pair.interestCategoryId ?? '', interestId: pair.interestId ?? '' }
          : {}),
      },
    ],
  };
}
