import type { Schemas } from '@flocksync/api-client';
import type { Random } from '../random';
import {
  byId,
  groupPeople,
  liveGroup,
  liveQueue,
  liveSearch,
  type CcbData,
  type MembershipFilter,
} from './ccb';
import { logIdOfDetail } from './detail-ids';
import {
  createInterest,
  dropTarget,
  ensureTag,
  findInterest,
  findTag,
  groupsCategory,
  hasTarget,
  INTEREST_SEPARATOR,
  interestCount,
  liveAudience,
  MAX_PER_LIST,
  MAX_PER_LIST_MESSAGE,
  unfilledRequiredFields,
  type McAudience,
  type McData,
  type Target,
} from './mailchimp';
import {
  nextId,
  type ChurchState,
  type CcbToMcRecord,
  type Flag,
  type LeftoverRecord,
  type McToCcbRecord,
  type PairType,
  type SyncType,
} from './state';

type User = Schemas['User'];

export const PLAN_PAIRS_MESSAGE =
  'You cannot add more sync pairs. Please upgrade your plan to add more.';
export const PLAN_PARTICIPANTS_MESSAGE =
  'You cannot sync more participants. Please upgrade your plan to add more.';
export const NO_CAMPUS = 'Please select a CCB campus';
export const NO_GROUP = 'Please select a CCB Group';
export const NO_AUDIENCE = 'Please select a MailChimp Audience';
export const NO_MC_GROUP = 'Please select a MailChimp group';
export const NO_TAGS = 'Please select at least one MailChimp tag';
export const ALL_MEMBERS_OF = /all members of/i;

// ---- names ------------------------------------------------------------------------------

export function campusName(ccb: CcbData | null, campusId: number | null): string {
  if (!ccb || campusId === null) return '';
  return byId(ccb.campuses, campusId)?.name ?? '';
}

/** The display name of a CCB-to-MC source: group, saved search or queue (with its process). */
export function sourceName(ccb: CcbData | null, type: PairType, sourceId: number): string {
  if (!ccb) return '';
  if (type === 'group') return byId(ccb.groups, sourceId)?.name ?? '';
  if (type === 'search') return byId(ccb.searches, sourceId)?.name ?? '';
  const queue = byId(ccb.queues, sourceId);
  if (!queue) return '';
  const process = byId(ccb.processes, queue.processId);
  return process ? `${process.name}: ${queue.name}` : queue.name;
}

export function audienceName(mc: McData | null, listId: string): string {
  return mc?.audiences.find((audience) => audience.id === listId)?.name ?? '';
}

function interestNameOf(
  mc: McData | null,
  pair: { listId: string; interestId: string | null; interestName: string | null },
): string | null {
  const audience = mc?.audiences.find((item) => item.id === pair.listId);
  const found = audience && pair.interestId ? findInterest(audience, pair.interestId) : undefined;
  return found?.interest.name ?? pair.interestName;
}

/** The Mailchimp side as shown: the group name, or the tags joined. */
export function targetDisplay(
  mc: McData | null,
  pair: {
    listId: string;
    syncType: SyncType;
    interestId: string | null;
    interestName: string | null;
    tags: string[];
  },
): string {
  return pair.syncType === 0 ? (interestNameOf(mc, pair) ?? '') : pair.tags.join(', ');
}

export function ccbToMcName(church: ChurchState, pair: CcbToMcRecord): string {
  const source = sourceName(church.ccb, pair.type, pair.sourceId);
  const campus = pair.type === 'search' ? '' : campusName(church.ccb, pair.campusId);
  return campus ? `${campus} - ${source}` : source;
}

export function mcToCcbName(church: ChurchState, pair: McToCcbRecord): string {
  const target = targetDisplay(church.mc, pair);
  return `${audienceName(church.mc, pair.listId)} (${target}) to ${
    byId(church.ccb?.groups ?? [], pair.groupId)?.name ?? ''
  }`;
}

export function targetsOf(pair: {
  syncType: SyncType;
  interestId: string | null;
  tags: string[];
}): Target[] {
  return pair.syncType === 0
    ? pair.interestId
      ? [{ kind: 'interest', id: pair.interestId }]
      : []
    : pair.tags.map((tag) => ({ kind: 'tag' as const, id: tag }));
}

// ---- broken parts -----------------------------------------------------------------------

function targetBroken(
  audience: McAudience,
  pair: { syncType: SyncType; interestId: string | null; tags: string[] },
): string {
  if (pair.syncType === 0) {
    return pair.interestId && findInterest(audience, pair.interestId)
      ? ''
      : 'This group is broken or has been removed.';
  }
  if (pair.tags.length === 0 || pair.tags.some((tag) => !findTag(audience, tag))) {
    return 'This tag is broken or has been removed.';
  }
  return '';
}

/** Why a CCB-to-MC pair cannot sync ('' when it can): a removed campus, group, audience or tag. */
export function ccbToMcBroken(church: ChurchState, pair: CcbToMcRecord): string {
  const { ccb, mc } = church;
  if (!ccb || !mc) return 'This pair is broken: the accounts are not connected.';
  if (pair.type !== 'search' && (pair.campusId === null || !byId(ccb.campuses, pair.campusId))) {
    return 'This campus is broken or has been removed.';
  }
  if (pair.type === 'group') {
    const group = liveGroup(ccb, pair.sourceId);
    if (!group || group.campusId !== pair.campusId)
      return 'This group is broken or has been removed.';
  } else if (pair.type === 'search') {
    if (!liveSearch(ccb, pair.sourceId)) return 'This saved search is broken or has been removed.';
  } else {
    const queue = liveQueue(ccb, pair.sourceId);
    const process = queue ? byId(ccb.processes, queue.processId) : undefined;
    if (!process || process.campusId !== pair.campusId) {
      return 'This process queue is broken or has been removed.';
    }
  }
  const audience = liveAudience(mc, pair.listId);
  if (!audience) return 'This audience is broken or has been removed.';
  return targetBroken(audience, pair);
}

export function mcToCcbBroken(church: ChurchState, pair: McToCcbRecord): string {
  const { ccb, mc } = church;
  if (!ccb || !mc) return 'This pair is broken: the accounts are not connected.';
  const audience = liveAudience(mc, pair.listId);
  if (!audience) return 'This audience is broken or has been removed.';
  const broken = targetBroken(audience, pair);
  if (broken) return broken;
  if (!byId(ccb.campuses, pair.campusId)) return 'This campus is broken or has been removed.';
  const group = liveGroup(ccb, pair.groupId);
  if (!group || group.campusId !== pair.campusId)
    return 'This group is broken or has been removed.';
  return '';
}

/** Whether new members of the pair's audience fail on required merge fields. */
export function mergeBlocked(
  church: ChurchState,
  listId: string,
  settings: { skipMergeValidation: Flag },
): boolean {
  if (settings.skipMergeValidation === 1 || !church.mc) return false;
  const audience = liveAudience(church.mc, listId);
  return audience ? unfilledRequiredFields(audience).length > 0 : false;
}

// ---- views ------------------------------------------------------------------------------

export function ccbToMcView(
  church: ChurchState,
  pair: CcbToMcRecord,
  user: User,
  pqCampuses: ReadonlySet<number> = pqCampusesOf(church),
): Schemas['CcbToMcPair'] {
  const { ccb, mc } = church;
  const queue = pair.type === 'process_queue' && ccb ? byId(ccb.queues, pair.sourceId) : undefined;
  const source = sourceName(ccb, pair.type, pair.sourceId);
  const interestName = pair.syncType === 0 ? interestNameOf(mc, pair) : null;
  const audience = audienceName(mc, pair.listId);
  return {
    id: pair.id,
    type: pair.type,
    campusId: pair.type === 'search' ? null : pair.campusId,
    campusName: pair.type === 'search' ? null : campusName(ccb, pair.campusId),
    ccbGroupId: pair.type === 'group' ? pair.sourceId : null,
    ccbGroupName: pair.type === 'group' ? source : null,
    searchId: pair.type === 'search' ? pair.sourceId : null,
    processId: queue ? queue.processId : null,
    queueName: queue ? queue.name : null,
    mailchimpListId: pair.listId,
    mailchimpAudience: audience,
    sync_type: pair.syncType,
    mailchimpListGroupId: pair.syncType === 0 ? pair.interestId : null,
    mailchimpListInterestCategoryId: pair.syncType === 0 ? pair.categoryId : null,
    mcInterestGroupName: interestName,
    tags: JSON.stringify(pair.syncType === 1 ? pair.tags : []),
    isNew: pair.isNew,
    hasMcConflict: ccbToMcBroken(church, pair) ? 1 : 0,
    hasMcMergeFieldError: mergeBlocked(church, pair.listId, user) ? 1 : 0,
    hasPqSync: pair.campusId !== null && pqCampuses.has(pair.campusId) ? 1 : 0,
    isMcToCcbDisableInactiveRemove: pair.isMcToCcbDisableInactiveRemove,
    isSync: pair.isSync,
    hasError: pair.hasError,
    errorMessage: pair.errorMessage,
    removed: 0,
    detailId: pair.detailId,
    logId: pair.detailId === null ? null : logIdOfDetail(pair.detailId),
    listName: audience,
    listGroupName: targetDisplay(mc, pair),
    name: source,
  };
}

/** Campuses that sync a process queue (the `hasPqSync` campus flag). */
export function pqCampusesOf(church: ChurchState): Set<number> {
  const campuses = new Set<number>();
  for (const pair of church.ccbToMc) {
    if (pair.type === 'process_queue' && pair.campusId !== null) campuses.add(pair.campusId);
  }
  return campuses;
}

export function mcToCcbView(church: ChurchState, pair: McToCcbRecord): Schemas['McToCcbPair'] {
  const { ccb, mc } = church;
  const broken = mcToCcbBroken(church, pair);
  return {
    id: pair.id,
    mcListId: pair.listId,
    mailchimpAudience: audienceName(mc, pair.listId),
    sync_type: pair.syncType,
    interestCategoryId: pair.syncType === 0 ? pair.categoryId : null,
    interestId: pair.syncType === 0 ? pair.interestId : null,
    mcInterestGroupName: pair.syncType === 0 ? interestNameOf(mc, pair) : null,
    tags: JSON.stringify(pair.syncType === 1 ? pair.tags : []),
    campusId: pair.campusId,
    campusName: campusName(ccb, pair.campusId),
    ccbGroupId: pair.groupId,
    ccbGroupName: ccb ? (byId(ccb.groups, pair.groupId)?.name ?? '') : '',
    isMcToCcbDisableInactiveRemove: pair.isMcToCcbDisableInactiveRemove,
    isNew: pair.isNew,
    hasMcConflict: broken ? 1 : 0,
    hasError: pair.hasError,
    errorMessage: pair.errorMessage,
  };
}

export function interestOptions(audience: McAudience): Schemas['InterestOption'][] {
  const options: Schemas['InterestOption'][] = [];
  for (const category of audience.categories) {
    for (const interest of category.interests) {
      options.push({
        uniqueId: `${category.id}${INTEREST_SEPARATOR}${interest.id}`,
        groupBy: category.title,
        groupName: interest.name,
      });
    }
  }
  return options;
}

// ---- participants -----------------------------------------------------------------------

const EVERY_TYPE: MembershipFilter = {
  isIncludeLeads: 1,
  isIncludeMember: 1,
  isIncludeInvitedToGroup: 1,
  isIncludeJoinGroup: 1,
};

/** The CCB people a CCB-to-MC source holds (a group filtered by membership types). */
export function sourcePeople(
  ccb: CcbData,
  pair: { type: PairType; sourceId: number },
  filter: MembershipFilter = EVERY_TYPE,
): number[] {
  if (pair.type === 'group') {
    const group = liveGroup(ccb, pair.sourceId);
    return group ? groupPeople(group, filter) : [];
  }
  if (pair.type === 'search') return liveSearch(ccb, pair.sourceId)?.personIds ?? [];
  return liveQueue(ccb, pair.sourceId)?.personIds ?? [];
}

/** Distinct people across the CCB-to-MC sources (the plan's participant count). */
export function participantCount(
  church: ChurchState,
  extra: readonly { type: PairType; sourceId: number }[] = [],
): number {
  const { ccb } = church;
  if (!ccb) return 0;
  const seen = new Set<number>();
  for (const pair of [...church.ccbToMc, ...extra]) {
    for (const id of sourcePeople(ccb, pair)) seen.add(id);
  }
  return seen.size;
}

// ---- saving -----------------------------------------------------------------------------

export interface PlanLimits {
  maxSyncPairs: number;
  maxParticipants: number;
  hasCurrentPlan: boolean;
}

/** One CCB-to-MC row of a save request. */
export interface CcbToMcDraft {
  id: number;
  type: PairType;
  campusId: number;
  sourceId: number;
  listId: string;
  syncType: SyncType;
  interestCategoryId: string;
  interestId: string;
  groupName: string;
  tags: string[];
}

export interface McToCcbDraft {
  id: number;
  listId: string;
  syncType: SyncType;
  campusId: number;
  groupId: number;
  interestCategoryId: string;
  interestId: string;
  groupName: string;
  tags: string[];
  /** Undefined when the request leaves it unchanged. */
  inactiveRemove: Flag | undefined;
}

export function splitTags(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim();
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      out.push(tag);
    }
  }
  return out;
}

/** A temporary id below 1000 asks for a new interest group. */
function isTemporaryInterest(interestId: string): boolean {
  return /^\d+$/.test(interestId) && Number(interestId) < 1000;
}

type Resolved = {
  categoryId: string | null;
  interestId: string | null;
  interestName: string | null;
  /** The tag names as the audience spells them. */
  tags: string[];
};

/** Checks the Mailchimp side of a draft; returns an error message or a plan for the target. */
function checkTarget(
  mc: McData,
  draft: {
    listId: string;
    syncType: SyncType;
    interestCategoryId: string;
    interestId: string;
    tags: string[];
  },
  creating: Map<string, number>,
): string {
  const audience = liveAudience(mc, draft.listId);
  if (!audience) return NO_AUDIENCE;
  if (draft.syncType === 1) return draft.tags.length === 0 ? NO_TAGS : '';
  if (!draft.interestId) return NO_MC_GROUP;
  if (isTemporaryInterest(draft.interestId)) {
    const pending = (creating.get(audience.id) ?? 0) + 1;
    creating.set(audience.id, pending);
    return interestCount(audience) + pending > MAX_PER_LIST ? MAX_PER_LIST_MESSAGE : '';
  }
  const found = findInterest(audience, draft.interestId);
  if (!found) return NO_MC_GROUP;
  if (draft.interestCategoryId && found.category.id !== draft.interestCategoryId)
    return NO_MC_GROUP;
  return '';
}

/** Creates what a checked draft needs (a new interest group, new tags) and resolves its ids. */
function applyTarget(
  random: Random,
  mc: McData,
  draft: {
    listId: string;
    syncType: SyncType;
    interestCategoryId: string;
    interestId: string;
    groupName: string;
    tags: string[];
  },
  fallbackName: string,
): Resolved {
  const audience = liveAudience(mc, draft.listId) as McAudience;
  if (draft.syncType === 1) {
    const tags = draft.tags.map((tag) => ensureTag(mc, audience, tag).name);
    return { categoryId: null, interestId: null, interestName: null, tags };
  }
  if (isTemporaryInterest(draft.interestId)) {
    const category =
      audience.categories.find((item) => item.id === draft.interestCategoryId) ??
      groupsCategory(random, audience);
    const interest = createInterest(random, category, draft.groupName || fallbackName || 'Group');
    return {
      categoryId: category.id,
      interestId: interest?.id ?? null,
      interestName: interest?.name ?? null,
      tags: [],
    };
  }
  const found = findInterest(audience, draft.interestId);
  return {
    categoryId: found?.category.id ?? null,
    interestId: draft.interestId,
    interestName: found?.interest.name ?? null,
    tags: [],
  };
}

function sameTarget(
  a: { syncType: SyncType; interestId: string | null; tags: string[] },
  b: { syncType: SyncType; interestId: string | null; tags: string[] },
): boolean {
  if (a.syncType !== b.syncType) return false;
  if (a.syncType === 0) return a.interestId === b.interestId;
  const left = a.tags.map((tag) => tag.toLowerCase()).sort();
  const right = b.tags.map((tag) => tag.toLowerCase()).sort();
  return left.length === right.length && left.every((tag, i) => tag === right[i]);
}

export type SaveResult<T> = { error: string } | { saved: T[]; added: number };

export function saveCcbToMc(
  church: ChurchState,
  random: Random,
  drafts: CcbToMcDraft[],
  limits: PlanLimits,
): SaveResult<CcbToMcRecord> {
  const { ccb, mc } = church;
  if (!ccb || !mc) return { error: 'Please setup CCB and MC Credentials first.' };
  if (drafts.length === 0) return { error: NO_AUDIENCE };
  const creating = new Map<string, number>();
  const perList = new Map<string, number>();
  for (const pair of church.ccbToMc) perList.set(pair.listId, (perList.get(pair.listId) ?? 0) + 1);
  let added = 0;
  for (const draft of drafts) {
    const existing = draft.id > 0 ? byId(church.ccbToMc, draft.id) : undefined;
    if (draft.type === 'search') {
      if (ccb.searchPermission !== 1)
        return { error: "You don't have permissions to use saved search" };
      if (!liveSearch(ccb, draft.sourceId)) return { error: NO_GROUP };
    } else {
      if (!draft.campusId || !byId(ccb.campuses, draft.campusId)) return { error: NO_CAMPUS };
      if (draft.type === 'group') {
        const group = liveGroup(ccb, draft.sourceId);
        if (!group || group.campusId !== draft.campusId) return { error: NO_GROUP };
      } else {
        const queue = liveQueue(ccb, draft.sourceId);
        const process = queue ? byId(ccb.processes, queue.processId) : undefined;
        if (!process || process.campusId !== draft.campusId) return { error: NO_GROUP };
      }
    }
    const targetError = checkTarget(mc, draft, creating);
    if (targetError) return { error: targetError };
    if (!existing || existing.listId !== draft.listId) {
      const count = (perList.get(draft.listId) ?? 0) + 1;
      if (count > MAX_PER_LIST) return { error: MAX_PER_LIST_MESSAGE };
      perList.set(draft.listId, count);
    }
    const duplicate = church.ccbToMc.some(
      (pair) =>
        pair.id !== existing?.id &&
        pair.type === draft.type &&
        pair.sourceId === draft.sourceId &&
        pair.listId === draft.listId &&
        draft.syncType === pair.syncType &&
        (draft.syncType === 1
          ? sameTarget(pair, { ...draft, interestId: null })
          : pair.interestId === draft.interestId),
    );
    if (duplicate) return { error: 'This sync pair already exists.' };
    if (!existing) added += 1;
  }
  if (added > 0) {
    const total = church.ccbToMc.length + church.mcToCcb.length;
    if (!limits.hasCurrentPlan || total + added > limits.maxSyncPairs) {
      return { error: PLAN_PAIRS_MESSAGE };
    }
    const participants = participantCount(church, drafts);
    if (participants > limits.maxParticipants) return { error: PLAN_PARTICIPANTS_MESSAGE };
  }

  const saved: CcbToMcRecord[] = [];
  for (const draft of drafts) {
    const name = sourceName(ccb, draft.type, draft.sourceId);
    const target = applyTarget(random, mc, draft, name);
    const fields = {
      type: draft.type,
      campusId: draft.type === 'search' ? null : draft.campusId,
      sourceId: draft.sourceId,
      listId: draft.listId,
      syncType: draft.syncType,
      categoryId: target.categoryId,
      interestId: target.interestId,
      interestName: target.interestName,
      tags: target.tags,
    };
    const existing = draft.id > 0 ? byId(church.ccbToMc, draft.id) : undefined;
    if (existing) {
      const changed =
        existing.type !== fields.type ||
        existing.sourceId !== fields.sourceId ||
        existing.listId !== fields.listId ||
        !sameTarget(existing, fields);
      Object.assign(existing, fields);
      if (changed) {
        existing.isNew = 1;
        existing.hasError = 0;
        existing.errorMessage = '';
      }
      church.changes.push(`Sync pair updated: ${ccbToMcName(church, existing)}.`);
      saved.push(existing);
    } else {
      const pair: CcbToMcRecord = {
        id: nextId(church),
        ...fields,
        isNew: 1,
        isSync: 1,
        hasError: 0,
        errorMessage: '',
        detailId: null,
        isMcToCcbDisableInactiveRemove: 0,
      };
      church.ccbToMc.push(pair);
      church.changes.push(
        `New CCB to MailChimp pair: ${ccbToMcName(church, pair)} to ${audienceName(mc, pair.listId)} (${targetDisplay(mc, pair)}).`,
      );
      saved.push(pair);
    }
  }
  return { saved, added };
}

export function saveMcToCcb(
  church: ChurchState,
  random: Random,
  drafts: McToCcbDraft[],
  limits: PlanLimits,
): SaveResult<McToCcbRecord> {
  const { ccb, mc } = church;
  if (!ccb || !mc) return { error: 'Please setup CCB and MC Credentials first.' };
  if (drafts.length === 0) return { error: NO_AUDIENCE };
  const creating = new Map<string, number>();
  let added = 0;
  for (const draft of drafts) {
    const existing = draft.id > 0 ? byId(church.mcToCcb, draft.id) : undefined;
    if (!draft.campusId || !byId(ccb.campuses, draft.campusId)) return { error: NO_CAMPUS };
    const group = liveGroup(ccb, draft.groupId);
    if (!group || group.campusId !== draft.campusId) return { error: NO_GROUP };
    if (ALL_MEMBERS_OF.test(group.name)) {
      return {
        error: `"${group.name}" cannot receive people from MailChimp. Please choose another group.`,
      };
    }
    const targetError = checkTarget(mc, draft, creating);
    if (targetError) return { error: targetError };
    const duplicate = church.mcToCcb.some(
      (pair) =>
        pair.id !== existing?.id &&
        pair.listId === draft.listId &&
        pair.groupId === draft.groupId &&
        pair.syncType === draft.syncType &&
        (draft.syncType === 1
          ? sameTarget(pair, { ...draft, interestId: null })
          : pair.interestId === draft.interestId),
    );
    if (duplicate) return { error: 'This sync pair already exists.' };
    if (!existing) added += 1;
  }
  if (added > 0) {
    const total = church.ccbToMc.length + church.mcToCcb.length;
    if (!limits.hasCurrentPlan || total + added > limits.maxSyncPairs) {
      return { error: PLAN_PAIRS_MESSAGE };
    }
  }
  const saved: McToCcbRecord[] = [];
  for (const draft of drafts) {
    const groupName = byId(ccb.groups, draft.groupId)?.name ?? '';
    const target = applyTarget(random, mc, draft, groupName);
    const fields = {
      listId: draft.listId,
      syncType: draft.syncType,
      categoryId: target.categoryId,
      interestId: target.interestId,
      interestName: target.interestName,
      tags: target.tags,
      campusId: draft.campusId,
      groupId: draft.groupId,
    };
    const existing = draft.id > 0 ? byId(church.mcToCcb, draft.id) : undefined;
    if (existing) {
      const changed =
        existing.listId !== fields.listId ||
        existing.groupId !== fields.groupId ||
        !sameTarget(existing, fields);
      Object.assign(existing, fields);
      if (draft.inactiveRemove !== undefined) {
        existing.isMcToCcbDisableInactiveRemove = draft.inactiveRemove;
      }
      if (changed) {
        existing.isNew = 1;
        existing.hasError = 0;
        existing.errorMessage = '';
      }
      church.changes.push(`Sync pair updated: ${mcToCcbName(church, existing)}.`);
      saved.push(existing);
    } else {
      const pair: McToCcbRecord = {
        id: nextId(church),
        ...fields,
        isMcToCcbDisableInactiveRemove: draft.inactiveRemove ?? 0,
        isNew: 1,
        hasError: 0,
        errorMessage: '',
        addedPersonIds: [],
      };
      church.mcToCcb.push(pair);
      church.changes.push(`New MailChimp to CCB pair: ${mcToCcbName(church, pair)}.`);
      saved.push(pair);
    }
  }
  return { saved, added };
}

// ---- removing ---------------------------------------------------------------------------

/** Whether another live CCB-to-MC pair still sends people to `target` of `listId`. */
export function targetInUse(church: ChurchState, listId: string, target: Target, exceptId: number) {
  return church.ccbToMc.some(
    (pair) =>
      pair.id !== exceptId &&
      pair.listId === listId &&
      targetsOf(pair).some((other) => other.kind === target.kind && other.id === target.id),
  );
}

/**
 * Takes a removed pair's group or tags off every member of the audience (un-sync), and deletes
 * the Mailchimp group (or the tags) too when asked. Targets another pair still uses are kept.
 */
export function unsyncTargets(
  church: ChurchState,
  pair: {
    id: number;
    listId: string;
    syncType: SyncType;
    interestId: string | null;
    tags: string[];
  },
  deleteGroup: boolean,
): number {
  const audience = church.mc?.audiences.find((item) => item.id === pair.listId);
  if (!audience) return 0;
  let touched = 0;
  for (const target of targetsOf(pair)) {
    if (targetInUse(church, pair.listId, target, pair.id)) continue;
    for (const member of audience.members) {
      if (hasTarget(member, target)) {
        dropTarget(member, target);
        touched += 1;
      }
    }
    if (deleteGroup) {
      if (target.kind === 'interest') {
        for (const category of audience.categories) {
          category.interests = category.interests.filter((interest) => interest.id !== target.id);
        }
      } else {
        audience.tags = audience.tags.filter((tag) => tag.name !== target.id);
      }
    }
  }
  return touched;
}

function dropConflicts(church: ChurchState, dir: 'ccbToMc' | 'mcToCcb', pairId: number) {
  const gone = new Set(
    church.conflicts.filter((c) => c.dir === dir && c.pairId === pairId).map((c) => c.id),
  );
  if (gone.size === 0) return;
  church.conflicts = church.conflicts.filter((c) => !gone.has(c.id));
  church.holds = church.holds.filter((hold) => !gone.has(hold.conflictId));
}

/**
 * Removes a CCB-to-MC pair. With `unsync` its people leave the Mailchimp group or tags now;
 * without, the group keeps them and the pair is offered in Tools > cleanup of unsynced pairs.
 */
export function removeCcbToMc(
  church: ChurchState,
  id: number,
  unsync: boolean,
  deleteGroup: boolean,
): boolean {
  const pair = byId(church.ccbToMc, id);
  if (!pair) return false;
  const name = ccbToMcName(church, pair);
  church.ccbToMc = church.ccbToMc.filter((item) => item.id !== id);
  dropConflicts(church, 'ccbToMc', id);
  // A deleted group holds nobody: deleting it un-syncs its people whatever `unsync` says.
  if (unsync || deleteGroup) {
    unsyncTargets(church, pair, deleteGroup);
  } else {
    church.leftovers.push(leftoverOf(church, pair));
  }
  church.changes.push(`Sync pair removed: ${name}${unsync ? ' (un-synced)' : ''}.`);
  return true;
}

export function removeMcToCcb(church: ChurchState, id: number): boolean {
  const pair = byId(church.mcToCcb, id);
  if (!pair) return false;
  const name = mcToCcbName(church, pair);
  church.mcToCcb = church.mcToCcb.filter((item) => item.id !== id);
  dropConflicts(church, 'mcToCcb', id);
  church.changes.push(`Sync pair removed: ${name}.`);
  return true;
}

function leftoverOf(church: ChurchState, pair: CcbToMcRecord): LeftoverRecord {
  return {
    id: pair.id,
    type: pair.type,
    campusId: pair.type === 'search' ? null : pair.campusId,
    campusName: pair.type === 'search' ? '' : campusName(church.ccb, pair.campusId),
    sourceId: pair.sourceId,
    sourceName: sourceName(church.ccb, pair.type, pair.sourceId),
    listId: pair.listId,
    listName: audienceName(church.mc, pair.listId),
    syncType: pair.syncType,
    interestId: pair.interestId,
    tags: [...pair.tags],
    display: targetDisplay(church.mc, pair),
  };
}

export function leftoverView(leftover: LeftoverRecord): Schemas['UnsyncedPair'] {
  return {
    id: leftover.id,
    type: leftover.type,
    mcGroupTagDisplay: leftover.display,
    mcListName: leftover.listName,
    campusId: leftover.campusId,
    campusName: leftover.campusName,
    ccbGroupId: leftover.type === 'search' ? null : leftover.sourceId,
    ccbGroupName: leftover.sourceName,
  };
}
