import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Schemas } from '@flocksync/api-client';
import { rollbackMachine, selectRollbackDialog } from '@flocksync/flows';
import {
  LogFilterDialog,
  LogSearchField,
  LogTable,
  PageLayout,
  RollbackDialog,
  logsTexts,
} from '@flocksync/ui';
import { paths } from '@/app/paths';
import { useScrollMemory } from '@/lib/logs/useScrollMemory';
import { useApi, useSession } from '@/lib/providers';
import { useApiPages, useApiQueries, useInvalidate } from '@/lib/query';
import type { LogSearchState } from '@/lib/shell';
import { logRowsOf, membershipTypesOf } from './logRows';

/**
 * /logs (spec part 2 "Logs"): the search box (to the search results, 400 ms after typing stops),
 * the logs newest first, paged on scroll, each with its details and, on the rows the rules allow,
 * Rollback (rollbackMachine: check, confirm, revert, manual sync, reload prompt).
 */
export function LogsPage() {
  const api = useApi();
  const { user } = useSession();
  const navigate = useNavigate();
  const query = useApiQueries();
  const pages = useApiPages();
  const invalidate = useInvalidate();
  // Back from a log finds the list where it was left (spec part 2, section 9).
  const place = useScrollMemory();

  const list = useInfiniteQuery(pages('/logs/list'));
  const plan = useQuery(query('/billing/current-plan'));
  const syncing = useQuery(query('/account/is-syncing'));

  const [machine] = useState(() =>
    rollbackMachine.provide({
      actors: {
        checkSync: fromPromise(async ({ signal }) => {
          const answer = await api.call('/sync/check', {}, { signal });
          return { status: (answer as unknown as { status: Schemas['SyncCheckStatus'] }).status };
        }),
        revert: fromPromise<unknown, { logId: number }>(({ input, signal }) =>
          api.call('/logs/revert', { logId: input.logId }, { signal }),
        ),
        startManualSync: fromPromise(({ signal }) => api.call('/sync/manual', {}, { signal })),
      },
      actions: {
        reload: () =>
          void invalidate(['/logs/list', '/account/is-syncing'], { afterChange: false }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  const dialog = selectRollbackDialog(snapshot);

  const logs = useMemo(() => list.data?.pages.flatMap((page) => page.list) ?? [], [list.data]);
  const rows = useMemo(
    () =>
      logRowsOf(logs, {
        allowed: user?.numberOfAllowedRestore,
        planAllows: plan.data?.currentPlan.rollbackRestore === 1,
        syncing: syncing.data?.isSyncing === 1,
      }),
    [logs, user?.numberOfAllowedRestore, plan.data, syncing.data],
  );
  const [filtering, setFiltering] = useState<number | null>(null);
  const filtered = logs.find((log) => log.id === filtering);
  const dialogDate = rows.find((row) => row.id === snapshot.context.logId)?.date ?? '';

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const search = useCallback(
    (searchTerm: string) =>
      void navigate(paths.logSearchResults.href(), {
        state: { searchTerm } satisfies LogSearchState,
      }),
    [navigate],
  );

  return (
    // No title of its own: the shell's header bar is the page's h1 ('Logs'), named once.
    <PageLayout>
      <LogSearchField onSearch={search} />
      <LogTable
        rows={rows}
        // Asked again after a failure (Try again): loading, not 'No Logs found'.
        loading={list.isPending || (list.isFetching && !list.data)}
        loadingMore={isFetchingNextPage}
        hasMore={hasNextPage}
        onLoadMore={loadMore}
        error={list.isError && !list.isFetching ? logsTexts.genericError : undefined}
        onRetry={() => void list.refetch()}
        total={list.data?.pages[0]?.total}
        rollingBack={dialog.kind === 'none' ? null : snapshot.context.logId}
        onRollback={(row) => send({ type: 'rollback.start', logId: row.id })}
        onFiltering={(row) => setFiltering(row.id)}
        detailsHref={(row) => paths.logDetails.href(row.id)}
        linkAs={RouterLink}
        initialScrollOffset={place.initialScrollOffset}
        onScrollOffsetChange={place.onScrollOffsetChange}
      />
      <RollbackDialog
        view={dialog}
        date={dialogDate}
        onConfirm={() => send({ type: 'rollback.confirm' })}
        onCancel={() => send({ type: 'rollback.cancel' })}
        onReload={() => send({ type: 'rollback.reload' })}
        onClose={() => send({ type: 'rollback.close' })}
      />
      {filtered ? (
        <LogFilterDialog
          open
          types={membershipTypesOf(filtered)}
          manageHref={paths.tools.href()}
          linkAs={RouterLink}
          onClose={() => setFiltering(null)}
        />
      ) : null}
    </PageLayout>
  );
}
