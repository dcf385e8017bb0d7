import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { Schemas } from '@flocksync/api-client';
import { resolverMachine, type BrokenParts, type ValidatedBrokenPairs } from '@flocksync/flows';
import { paths } from '@/app/paths';
import { useApiFetch, type ApiFetch } from '@/lib/query';
import { pairActors } from './pairActors';
import { lookUpBrokenPairs } from './resolverLookup';
import { useApi } from '@/lib/providers';

/**
 * The resolver's effects, beside the sync machine's (`syncImplementations`): the pair actors
 * (lists through the query cache, saves and removals through the client), the look-up that
 * validates each broken pair (which reports the parts it found broken), and leaving for /sync.
 * What a save or removal changed (pair lists, warnings) follows the call through the query
 * cache, so `refreshAfterChange` keeps its harmless default.
 */
export function resolverImplementations({
  api,
  fetch,
  navigate,
  onChecked,
}: {
  api: ReturnType<typeof useApi>;
  fetch: ApiFetch;
  navigate: (to: string) => void;
  /** The broken parts of each pair the look-up checked, by pair id. */
  onChecked: (broken: ReadonlyMap<number, BrokenParts>) => void;
}): Parameters<typeof resolverMachine.provide>[0] {
  return {
    actors: {
      ...pairActors(api, fetch),
      validateBrokenPairs: fromPromise<
        ValidatedBrokenPairs,
        { ccbToMc: Schemas['CcbToMcPair'][]; mcToCcb: Schemas['McToCcbPair'][] }
      >(async ({ input: pairs }) => {
        const checked = await lookUpBrokenPairs(fetch, pairs);
        onChecked(
          new Map(
            [...checked.ccbToMc, ...checked.mcToCcb].map((check) => [check.pair.id, check.broken]),
          ),
        );
        return checked;
      }),
    },
    actions: { close: () => navigate(paths.sync.href()) },
  };
}

/** `resolverMachine` with this portal's effects, provided once per page. */
export function useResolverMachine(
  onChecked: (broken: ReadonlyMap<number, BrokenParts>) => void,
): typeof resolverMachine {
  const api = useApi();
  const fetch = useApiFetch();
  const navigate = useNavigate();
  const [machine] = useState(() =>
    resolverMachine.provide(
      resolverImplementations({ api, fetch, navigate: (to) => void navigate(to), onChecked }),
    ),
  );
  return machine;
}
