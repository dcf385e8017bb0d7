import type { Schemas } from '@flocksync/api-client';
import {
  joinInterestId,
  parseTags,
  tagNamesFromMap,
  type BrokenParts,
  type CheckedPair,
  type ValidatedBrokenPairs,
} from '@flocksync/flows';
import type { ApiFetch } from '@/lib/query';

type CcbToMcPair = Schemas['CcbToMcPair'];
type McToCcbPair = Schemas['McToCcbPair'];

export interface BrokenPairsToCheck {
  ccbToMc: readonly CcbToMcPair[];
  mcToCcb: readonly McToCcbPair[];
}

/**
 * The resolver's "validate each broken pair by lookup" (spec part 1, section 4, Broken pairs):
 * the pair lists are asked again and only the pairs still broken come back; each part of such a
 * pair (campus, group / saved search / process queue, audience, Mailchimp group or tags) is
 * then looked up in CCB's and Mailchimp's current lists, and the missing ones are its broken
 * parts. Lists are read through the query cache (`fetch`), so each is asked once however many
 * pairs need it (and not at all when the page under the dialog has it already): a thousand
 * pairs over a few campuses and audiences cost a handful of calls.
 */
export async function lookUpBrokenPairs(
  fetch: ApiFetch,
  pairs: BrokenPairsToCheck,
): Promise<ValidatedBrokenPairs> {
  const [ccbToMcNow, mcToCcbNow, campuses, audiences] = await Promise.all([
    pairs.ccbToMc.length ? fetch('/ccb/saved-search') : null,
    pairs.mcToCcb.length ? fetch('/ccb/get-mc-to-ccb') : null,
    fetch('/ccb/all-campus'),
    fetch('/mailchimp/all-audience'),
  ]);
  const stillBroken = <P extends { id: number; hasMcConflict: number }>(
    asked: readonly P[],
    now: readonly P[] | undefined,
  ) => {
    const ids = new Set(asked.map((pair) => pair.id));
    return (now ?? []).filter((pair) => ids.has(pair.id) && pair.hasMcConflict === 1);
  };

  const campusIds = new Set(campuses.map((campus) => campus.campusId));
  const listIds = new Set(audiences.map((audience) => audience.id));
  const groupsOf = async (campusId: number) =>
    new Set((await fetch('/ccb/all-groups', { campusId })).map((group) => group.id));
  const queuesOf = async (campusId: number) =>
    (await fetch('/ccb/all-campus-process-list', { campusId })).queues;
  const savedSearches = async () =>
    new Set((await fetch('/ccb/all-saved-searches')).map((search) => search.searchId));
  const interestsOf = async (listId: string) =>
    new Set(
      (await fetch('/mailchimp/interest-groups', { mailchimpListId: listId })).map(
        (option) => option.uniqueId,
      ),
    );
  const tagsOf = async (listId: string) =>
    new Set(
      tagNamesFromMap(await fetch('/mailchimp/tags', { mailchimpListId: listId })).map((name) =>
        name.toLowerCase(),
      ),
    );

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
      const live = await savedSearches();
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
    Promise.all(stillBroken(pairs.ccbToMc, ccbToMcNow ?? undefined).map(checkCcbToMc)),
    Promise.all(stillBroken(pairs.mcToCcb, mcToCcbNow ?? undefined).map(checkMcToCcb)),
  ]);
  return { ccbToMc: ccbToMc.map(atLeastOnePart), mcToCcb: mcToCcb.map(atLeastOnePart) };
}
