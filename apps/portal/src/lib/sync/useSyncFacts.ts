import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Schemas } from '@flocksync/api-client';
import type { Direction, SyncFacts } from '@flocksync/flows';
import { useSession } from '@/lib/providers';
import { useApiQueries } from '@/lib/query';
import { useShell } from '@/lib/shell';

type CcbToMcPair = Schemas['CcbToMcPair'];
type McToCcbPair = Schemas['McToCcbPair'];

const noCcbToMcPairs: CcbToMcPair[] = [];
const noMcToCcbPairs: McToCcbPair[] = [];

type PairFlags = { isNew: number; hasMcConflict: number };
const countBroken = (pairs: readonly PairFlags[]) =>
  pairs.reduce((count, pair) => count + (pair.hasMcConflict === 1 ? 1 : 0), 0);
const countNew = (pairs: readonly PairFlags[]) =>
  pairs.reduce((count, pair) => count + (pair.isNew === 1 && pair.hasMcConflict !== 1 ? 1 : 0), 0);

/**
 * What `syncRunMachine`'s checks read, wherever a sync starts (/sync, the dashboard): the stored
 * user, the plan and credentials the shell knows, and the pairs of both directions through the
 * query cache (one answer per list for the page and its dialogs).
 */
export function useSyncFacts(direction: Direction) {
  const { user } = useSession();
  const shell = useShell();
  const query = useApiQueries();
  const ccbToMc = useQuery(query('/ccb/saved-search'));
  const mcToCcb = useQuery(query('/ccb/get-mc-to-ccb'));

  // Derived once per answer, not on every render: the page renders again for every other answer,
  // machine state and shell change, and new row objects would re-render every mounted row.
  const ccbToMcPairs = ccbToMc.data ?? noCcbToMcPairs;
  const mcToCcbPairs = mcToCcb.data ?? noMcToCcbPairs;
  const brokenCounts = useMemo(
    () => ({ ccbToMc: countBroken(ccbToMcPairs), mcToCcb: countBroken(mcToCcbPairs) }),
    [ccbToMcPairs, mcToCcbPairs],
  );
  const newPairsCount = useMemo(
    () => countNew(ccbToMcPairs) + countNew(mcToCcbPairs),
    [ccbToMcPairs, mcToCcbPairs],
  );
  const warnings = shell.warnings;
  const facts = {
    user: {
      isDisableSync: user?.isDisableSync ?? 0,
      // The switches follow the stored flags (the machine asks them again on the visit).
      isSkipMcToCcb: user?.isSkipMcToCcb ?? 1,
      isSkipCcbToMc: user?.isSkipCcbToMc ?? 0,
      v2_search_warning: user?.v2_search_warning ?? 1,
      v2_pq_warning: user?.v2_pq_warning ?? 1,
      isAutoSync: user?.isAutoSync ?? 1,
    },
    hasCurrentPlan: warnings ? warnings.hasCurrentPlan === 1 : true,
    hasCredentials: shell.credentials ? shell.credentials.ccb && shell.credentials.mailchimp : true,
    isTemporarySyncDisabled: warnings?.isTemporarySyncDisabled === 1,
    pairCounts: { ccbToMc: ccbToMcPairs.length, mcToCcb: mcToCcbPairs.length },
    newPairsCount,
    brokenPairsCount: brokenCounts.ccbToMc + brokenCounts.mcToCcb,
    direction,
    // A Sync pressed before the pairs are in waits for them (the new-pairs question needs them).
    loaded: ccbToMc.status !== 'pending' && mcToCcb.status !== 'pending',
  } satisfies Omit<SyncFacts, 'syncTypes'>;

  return { facts, ccbToMc, mcToCcb, ccbToMcPairs, mcToCcbPairs, brokenCounts };
}
