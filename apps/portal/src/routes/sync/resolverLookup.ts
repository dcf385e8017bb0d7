import type { ApiClient, Schemas } from '@flocksync/api-client';
import {
  joinInterestId,
  parseTags,
  tagNamesFromMap,
  type BrokenParts,
  type CheckedPair,
  type ValidatedBrokenPairs,
} from '@flocksync/flows';

type CcbToMcPair = Schemas['CcbToMcPair'];
type McToCcbPair = Schemas['McToCcbPair'];

export interface BrokenPairsToCheck {
  ccbToMc: readonly CcbToMcPair[];
  mcToCcb: readonly McToCcbPair[];
}

/** Asks each list once per key, however many pairs need it. */
function memo<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const cache = new Map<K, Promise<V>>();
  return (key) => {
    let answer = cache.get(key);
    if (!answer) {
      answer = load(key);
      cache.set(key, answer);
    }
    return answer;
  };
}

/**
 * The resolver's "validate each broken pair by lookup" (spec part 1, section 4, Broken pairs):
 * the pair lists are asked again and only the pairs still broken come back; each part of such a
 * pair (campus, group / saved search / process queue, audience, Mailchimp group or tags) is
 * then looked up in CCB's and Mailchimp's current lists, and the missing ones are its broken
 * parts. Lists are asked once each, so a thousand pairs over a few campuses and audiences cost a
 * handful of calls.
 */
export async function lookUpBrokenPairs(
  api: ApiClient,
  pairs: BrokenPairsToCheck,
  signal?: AbortSignal,
): Promise<ValidatedBrokenPairs> {
  const options = { signal };
  const [ccbToMcNow, mcToCcbNow, campuses, audiences] = await Promise.all([
    pairs.ccbToMc.length ? api.call('/ccb/saved-search', {}, options) : null,
    pairs.mcToCcb.length ? api.call('/ccb/get-mc-to-ccb', {}, options) : null,
    api.call('/ccb/all-campus', {}, options),
    api.call('/mailchimp/all-audience', {}, options),
  ]);
  const stillBroken = <P extends { id: number; hasMcConflict: number }>(
    asked: readonly P[],
    now: readonly P[] | undefined,
  ) => {
    const ids = new Set(asked.map((pair) => pair.id));
    return (now ?? []).filter((pair) => ids.has(pair.id) && pair.hasMcConflict === 1);
  };

  const campusIds = new Set(campuses.data.map((campus) => campus.campusId));
  const listIds = new Set(audiences.data.map((audience) => audience.id));
  const groupsOf = memo(async (campusId: number) => {
    const answer = await api.call('/ccb/all-groups', { campusId }, options);
    return new Set(answer.data.map((group) => group.id));
  });
  const queuesOf = memo(async (campusId: number) => {
    const answer = await api.call('/ccb/all-campus-process-list', { campusId }, options);
    return answer.data.queues;
  });
  const savedSearches = memo(async (_: 'all') => {
    const answer = await api.call('/ccb/all-saved-searches', {}, options);
    return new Set(answer.data.map((search) => search.searchId));
  });
  const interestsOf = memo(async (listId: string) => {
    const answer = await api.call(
      '/mailchimp/interest-groups',
      { mailchimpListId: listId },
      options,
    );
    return new Set(answer.data.map((option) => option.uniqueId));
  });
  const tagsOf = memo(async (listId: string) => {
    const answer = await api.call('/mailchimp/tags', { mailchimpListId: listId }, options);
    return new Set(tagNamesFromMap(answer.data).map((name) => name.toLowerCase()));
  });

  /** The Mailchimp side: the audience, then its interest group or every tag. */
  const mcBroken = async (
    listId: string,
    syncType: number,
    categoryId: string | null,
    interestId: string | null,
    tags: string,
  ): Promise<Pick<BrokenParts, 'audience' | 'target'>> => {
    if (!listIds.has(listId)) return { audience: true, target: true };
    if (syncType === 1) {
      const live = await tagsOf(listId);
      const names = parseTags(tags);
      const target = names.length === 0 || names.some((name) => !live.has(name.toLowerCase()));
      return { audience: false, target };
    }
    if (!categoryId || !interestId) return { audience: false, target: true };
    const live = await interestsOf(listId);
    return { audience: false, target: !live.has(joinInterestId(categoryId, interestId)) };
  };

  const checkCcbToMc = async (pair: CcbToMcPair): Promise<CheckedPair<CcbToMcPair>> => {
    const mc = await mcBroken(
      pair.mailchimpListId,
      pair.sync_type,
      pair.mailchimpListInterestCategoryId,
      pair.mailchimpListGroupId,
      pair.tags,
    );
    if (pair.type === 'search') {
      const live = await savedSearches('all');
      const group = pair.searchId === null || !live.has(pair.searchId);
      return { pair, broken: { campus: false, group, ...mc } };
    }
    const campus = pair.campusId === null || !campusIds.has(pair.campusId);
    if (campus) return { pair, broken: { campus, group: true, ...mc } };
    const campusId = pair.campusId as number;
    if (pair.type === 'process_queue') {
      // A pair names its queue by process and name; the queue's id comes from the lookup.
      const queue = (await queuesOf(campusId)).find(
        (item) => item.processId === pair.processId && item.name === pair.queueName,
      );
      return { pair, broken: { campus, group: !queue, ...mc }, sourceId: queue?.id ?? null };
    }
    const groups = await groupsOf(campusId);
    const group = pair.ccbGroupId === null || !groups.has(pair.ccbGroupId);
    return { pair, broken: { campus, group, ...mc } };
  };

  const checkMcToCcb = async (pair: McToCcbPair): Promise<CheckedPair<McToCcbPair>> => {
    const mc = await mcBroken(
      pair.mcListId,
      pair.sync_type,
      pair.interestCategoryId,
      pair.interestId,
      pair.tags,
    );
    const campus = !campusIds.has(pair.campusId);
    const group = campus || !(await groupsOf(pair.campusId)).has(pair.ccbGroupId);
    return { pair, broken: { campus, group, ...mc } };
  };

  /** Still flagged, yet every part was found: the Mailchimp side is asked for again. */
  const atLeastOnePart = <P>(check: CheckedPair<P>): CheckedPair<P> => {
    const { campus, group, audience, target } = check.broken;
    return campus || group || audience || target
      ? check
      : { ...check, broken: { ...check.broken, target: true } };
  };

  const [ccbToMc, mcToCcb] = await Promise.all([
    Promise.all(stillBroken(pairs.ccbToMc, ccbToMcNow?.data).map(checkCcbToMc)),
    Promise.all(stillBroken(pairs.mcToCcb, mcToCcbNow?.data).map(checkMcToCcb)),
  ]);
  return { ccbToMc: ccbToMc.map(atLeastOnePart), mcToCcb: mcToCcb.map(atLeastOnePart) };
}
