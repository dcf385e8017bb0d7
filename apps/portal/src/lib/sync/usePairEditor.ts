import { useQueryClient, type QueryClient, type QueryObserverOptions } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ApiClient, ApiData } from '@flocksync/api-client';
import {
  countPairsPerList,
  pairEditorMachine,
  selectEditorConfirm,
  selectGroupSource,
  selectIsSaving,
  selectListsLoading,
  type PairEditorEvent,
  type PairEditorInput,
} from '@flocksync/flows';
import { useApi } from '@/lib/providers';
import { useApiFetch, useApiQueries, watchQueries, type ApiFetch } from '@/lib/query';
import { pairActors } from './pairActors';

type ApiQueries = ReturnType<typeof useApiQueries>;

/**
 * The page's facts the editor's rules follow while it is open (the search permission, the plan
 * and its limits, the pairs per list), read from the answers the `/sync` page and the shell hold
 * in the query cache. It only watches (`enabled: false`): the page under the dialog asks.
 */
export function watchPairFacts(queryClient: QueryClient, query: ApiQueries) {
  const watched = [
    query('/sync/has-search-permission'),
    query('/account/restriction'),
    query('/ccb/saved-search'),
    query('/account/warnings'),
  ].map((options) => ({ ...options, enabled: false }) as QueryObserverOptions);
  return watchQueries<Extract<PairEditorEvent, { type: 'page.update' }>>(
    queryClient,
    watched,
    ([permission, restriction, pairs, warnings]) => {
      const warningsData = warnings?.isError
        ? null
        : ((warnings?.data as ApiData<'/account/warnings'> | undefined) ?? null);
      return {
        type: 'page.update',
        facts: {
          canUseSavedSearches:
            (permission?.data as ApiData<'/sync/has-search-permission'> | undefined)
              ?.hasPermission === 1,
          hasCurrentPlan: warningsData ? warningsData.hasCurrentPlan === 1 : true,
          restrictions: (restriction?.data as ApiData<'/account/restriction'> | undefined) ?? null,
          pairsPerList: countPairsPerList(
            (pairs?.data as ApiData<'/ccb/saved-search'> | undefined) ?? [],
          ),
        },
      };
    },
  );
}

interface PairEditorDeps {
  api: ApiClient;
  fetch: ApiFetch;
  queryClient: QueryClient;
  query: ApiQueries;
}

/** The pair editor's implementations: the shared pair actors and the facts it watches. */
export function pairEditorImplementations(deps: PairEditorDeps) {
  return {
    actors: {
      ...pairActors(deps.api, deps.fetch),
      watchFacts: watchPairFacts(deps.queryClient, deps.query),
    },
  };
}

/**
 * The add / edit pair dialog's flow: the machine provided once, opened with `input`; what the
 * dialog shows and `send`. When it ends, `onSaved` (with the server's message) or `onClosed`,
 * the latest given, is called as it ends.
 */
export function usePairEditor(
  input: PairEditorInput,
  { onSaved, onClosed }: { onSaved: (message: string | null) => void; onClosed: () => void },
) {
  const api = useApi();
  const fetch = useApiFetch();
  const queryClient = useQueryClient();
  const query = useApiQueries();
  const [machine] = useState(() =>
    pairEditorMachine.provide(pairEditorImplementations({ api, fetch, queryClient, query })),
  );
  const [snapshot, send, actorRef] = useMachine(machine, { input });
  useEffect(() => {
    const subscription = actorRef.subscribe((state) => {
      if (state.status !== 'done') return;
      if (state.output?.outcome === 'saved') onSaved(state.output.message);
      else onClosed();
    });
    return () => subscription.unsubscribe();
  }, [actorRef, onSaved, onClosed]);
  const { context } = snapshot;
  return {
    context,
    mode: context.original ? ('edit' as const) : ('add' as const),
    groupSource: selectGroupSource(snapshot),
    loading: selectListsLoading(snapshot),
    saving: selectIsSaving(snapshot),
    confirm: selectEditorConfirm(snapshot),
    /** The 'all members of' group waiting for Proceed / Nevermind. */
    pendingGroup: context.options.groups.find((group) => group.id === context.pendingGroupId),
    send,
  };
}
