import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { ApiClient, Schemas } from '@flocksync/api-client';
import type { RemovePairInput, SavePairInput, SavePairOutput } from '@flocksync/flows';
import { useApi } from '@/lib/providers';
import { useApiFetch, type ApiFetch } from '@/lib/query';

/** Calls the save path of the direction. */
export async function savePairCall(
  api: ApiClient,
  input: SavePairInput,
  signal: AbortSignal,
): Promise<SavePairOutput> {
  const answer =
    input.direction === 'ccbToMc'
      ? await api.call('/sync-pair/save-ccb-mc-multiple', input.body, { signal })
      : await api.call('/sync-pair/save-mc-to-ccb-multiple', input.body, { signal });
  return { message: answer.message };
}

/** Calls the remove path of the direction. */
export async function removePairCall(api: ApiClient, input: RemovePairInput, signal: AbortSignal) {
  if (input.direction === 'ccbToMc') {
    await api.call('/sync-pair/remove-ccb-mc', input.body, { signal });
  } else {
    await api.call('/sync-pair/remove-mc-to-ccb', input.body, { signal });
  }
}

/**
 * The actors shared by the pair editor and the resolver. Lists are read through the query
 * cache (`fetch`), so the dialog, the page under it and every resolver row share one answer
 * per list; saves and removals go through the client, which marks stale what they changed.
 */
export function pairActors(api: ApiClient, fetch: ApiFetch) {
  return {
    loadCampuses: fromPromise(() => fetch('/ccb/all-campus')),
    loadAudiences: fromPromise(() => fetch('/mailchimp/all-audience')),
    loadGroups: fromPromise<Schemas['Group'][], { campusId: number }>(({ input }) =>
      fetch('/ccb/all-groups', { campusId: input.campusId }),
    ),
    loadProcessQueues: fromPromise<Schemas['ProcessQueueData'], { campusId: number }>(({ input }) =>
      fetch('/ccb/all-campus-process-list', { campusId: input.campusId }),
    ),
    loadSavedSearches: fromPromise<Schemas['SavedSearch'][]>(() =>
      fetch('/ccb/all-saved-searches'),
    ),
    loadTags: fromPromise<Schemas['McTagMap'], { listId: string }>(({ input }) =>
      fetch('/mailchimp/tags', { mailchimpListId: input.listId }),
    ),
    loadInterestGroups: fromPromise<Schemas['InterestOption'][], { listId: string }>(({ input }) =>
      fetch('/mailchimp/interest-groups', { mailchimpListId: input.listId }),
    ),
    savePair: fromPromise(
      async ({ input, signal }: { input: SavePairInput; signal: AbortSignal }) =>
        savePairCall(api, input, signal),
    ),
    removePair: fromPromise<unknown, RemovePairInput>(async ({ input, signal }) =>
      removePairCall(api, input, signal),
    ),
  };
}

/** `pairActors` for this portal's client and query cache. */
export function usePairActors() {
  const api = useApi();
  const fetch = useApiFetch();
  return useMemo(() => pairActors(api, fetch), [api, fetch]);
}
