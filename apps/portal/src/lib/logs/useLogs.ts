import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { rollbackMachine, selectRollbackDialog, type RollbackEvent } from '@flocksync/flows';
import { paths } from '@/app/paths';
import { useApi, useSession } from '@/lib/providers';
import { useApiPagedList, useApiQueries, useInvalidate } from '@/lib/query';
import type { LogSearchState } from '@/lib/shell';
import { rollbackImplementations } from './rollbackImplementations';
import { useScrollMemory } from './useScrollMemory';

/**
 * /logs' flow (spec part 2 "Logs"): the logs page by page (`useApiPagedList`), what decides
 * which rows may roll back (the restores allowed, the plan, a sync running), the rollback
 * machine given its effects once, the row whose filters are shown, the search (to the search
 * results) and the list's place kept per visit.
 */
export function useLogs() {
  const api = useApi();
  const { user } = useSession();
  const navigate = useNavigate();
  const query = useApiQueries();
  const invalidate = useInvalidate();
  // Back from a log finds the list where it was left (spec part 2, section 9).
  const place = useScrollMemory();

  const list = useApiPagedList('/logs/list', NO_BODY);
  const plan = useQuery(query('/billing/current-plan'));
  const syncing = useQuery(query('/account/is-syncing'));

  const [machine] = useState(() =>
    rollbackMachine.provide(rollbackImplementations({ api, invalidate })),
  );
  const [snapshot, send] = useMachine(machine);
  const [filtering, setFiltering] = useState<number | null>(null);

  const allowed = user?.numberOfAllowedRestore;
  const planAllows = plan.data?.currentPlan.rollbackRestore === 1;
  const running = syncing.data?.isSyncing === 1;
  const rules = useMemo(
    () => ({ allowed, planAllows, syncing: running }),
    [allowed, planAllows, running],
  );

  const search = useCallback(
    (searchTerm: string) =>
      void navigate(paths.logSearchResults.href(), {
        state: { searchTerm } satisfies LogSearchState,
      }),
    [navigate],
  );

  return {
    list,
    rules,
    dialog: selectRollbackDialog(snapshot),
    /** The log the rollback dialog is about. */
    rollbackLogId: snapshot.context.logId,
    filtering,
    setFiltering,
    search,
    place,
    send: send as (event: RollbackEvent) => void,
  } as const;
}

const NO_BODY = {};
