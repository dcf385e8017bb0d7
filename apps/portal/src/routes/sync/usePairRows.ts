import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Schemas } from '@flocksync/api-client';
import type { BrokenParts, Direction } from '@flocksync/flows';
import type { PairRowView } from '@flocksync/ui';
import { useApiFetch, useApiQueries } from '@/lib/query';
import { useSession } from '@/lib/providers';
import { ccbToMcRowOf, mcToCcbRowOf } from './pairRows';
import { lookUpBrokenPairs } from '@/lib/sync/resolverLookup';

type CcbToMcPair = Schemas['CcbToMcPair'];
type McToCcbPair = Schemas['McToCcbPair'];

const noRows: PairRowView[] = [];
const noParts = new Map<number, BrokenParts>();
const noSearches = new Set<number>();

/**
 * The pair table's rows of the direction shown, with what the pairs alone do not say:
 * - the broken parts of each broken pair (spec part 1, "Broken pairs": 'This {campus/group/
 *   audience/tag} is broken or has been removed.'), by the resolver's lookup (`lookUpBrokenPairs`),
 *   whose lists are read through the query cache, so the resolver opened from the page asks
 *   nothing again; asked only while some pair is broken;
 * - which saved-search pairs use a classic (obsolete) search ('Classic Search (Obsolete)'), from
 *   `/ccb/all-saved-searches`, the list the pair editor reads; asked only while some pair uses a
 *   saved search.
 * `marking` holds while those answers are still to come (the table keeps its skeleton, so a row
 * never changes under the reader); a failed answer leaves the rows without its marks.
 */
export function usePairRows(
  direction: Direction,
  ccbToMcPairs: readonly CcbToMcPair[],
  mcToCcbPairs: readonly McToCcbPair[],
): { rows: PairRowView[]; marking: boolean } {
  const fetch = useApiFetch();
  const query = useApiQueries();
  const { token } = useSession();

  const broken = useMemo(
    () => ({
      ccbToMc: ccbToMcPairs.filter((pair) => pair.hasMcConflict === 1),
      mcToCcb: mcToCcbPairs.filter((pair) => pair.hasMcConflict === 1),
    }),
    [ccbToMcPairs, mcToCcbPairs],
  );
  const brokenIds = useMemo(
    () => [broken.ccbToMc.map((pair) => pair.id), broken.mcToCcb.map((pair) => pair.id)],
    [broken],
  );
  const looksUp = broken.ccbToMc.length + broken.mcToCcb.length > 0;
  const lookup = useQuery({
    queryKey: ['sync/broken-parts', token ?? '', brokenIds] as const,
    queryFn: () => lookUpBrokenPairs(fetch, broken),
    enabled: looksUp,
    staleTime: Infinity,
  });
  const usesSearch = useMemo(
    () => ccbToMcPairs.some((pair) => pair.type === 'search'),
    [ccbToMcPairs],
  );
  // Asked as soon as saved searches are allowed (the page's answer), beside the pairs rather than
  // after them: the add dialog reads the same list.
  const permission = useQuery(query('/sync/has-search-permission'));
  const searches = useQuery({
    ...query('/ccb/all-saved-searches'),
    enabled: usesSearch || permission.data?.hasPermission === 1,
  });

  const parts = useMemo(() => {
    if (!lookup.data) return { ccbToMc: noParts, mcToCcb: noParts };
    const byId = <P extends { id: number }>(checks: { pair: P; broken: BrokenParts }[]) =>
      new Map(checks.map((check) => [check.pair.id, check.broken]));
    return { ccbToMc: byId(lookup.data.ccbToMc), mcToCcb: byId(lookup.data.mcToCcb) };
  }, [lookup.data]);
  const classic = useMemo(
    () =>
      searches.data
        ? new Set(searches.data.filter((search) => search.isAdvance !== 1).map((s) => s.searchId))
        : noSearches,
    [searches.data],
  );

  const showsCcbToMc = direction === 'ccbToMc';
  const ccbToMcRows = useMemo(
    () =>
      showsCcbToMc
        ? ccbToMcPairs.map((pair) =>
            ccbToMcRowOf(pair, {
              broken: parts.ccbToMc.get(pair.id),
              obsolete: pair.searchId !== null && classic.has(pair.searchId),
            }),
          )
        : noRows,
    [showsCcbToMc, ccbToMcPairs, parts, classic],
  );
  const mcToCcbRows = useMemo(
    () =>
      showsCcbToMc
        ? noRows
        : mcToCcbPairs.map((pair) => mcToCcbRowOf(pair, { broken: parts.mcToCcb.get(pair.id) })),
    [showsCcbToMc, mcToCcbPairs, parts],
  );
  return {
    rows: showsCcbToMc ? ccbToMcRows : mcToCcbRows,
    marking: (looksUp && lookup.isPending) || (usesSearch && searches.isPending),
  };
}
