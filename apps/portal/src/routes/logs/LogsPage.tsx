import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  LogFilterDialog,
  LogSearchField,
  LogTable,
  PageLayout,
  RollbackDialog,
  logsTexts,
} from '@flocksync/ui';
import { paths } from '@/app/paths';
import { useLogs } from '@/lib/logs/useLogs';
import { logRowsOf, membershipTypesOf } from './logRows';

/**
 * /logs (spec part 2 "Logs"): the search box (to the search results, 400 ms after typing stops),
 * the logs newest first, paged on scroll, each with its details and, on the rows the rules allow,
 * Rollback (rollbackMachine: check, confirm, revert, manual sync, reload prompt), all from
 * `useLogs`.
 */
export function LogsPage() {
  const { list, rules, dialog, rollbackLogId, filtering, setFiltering, search, place, send } =
    useLogs();
  const logs = list.rows;
  const rows = useMemo(() => logRowsOf(logs, rules), [logs, rules]);
  const filtered = logs.find((log) => log.id === filtering);
  const dialogDate = rows.find((row) => row.id === rollbackLogId)?.date ?? '';

  return (
    // No title of its own: the shell's header bar is the page's h1 ('Logs'), named once.
    <PageLayout>
      <LogSearchField onSearch={search} />
      <LogTable
        rows={rows}
        // Asked again after a failure (Try again): loading, not 'No Logs found'.
        loading={list.status === 'loading' || (list.status === 'error' && list.fetching)}
        loadingMore={list.loadingMore}
        hasMore={list.hasMore}
        onLoadMore={list.loadMore}
        error={list.failed && !list.fetching ? logsTexts.genericError : undefined}
        onRetry={list.retry}
        total={list.status === 'ready' ? list.total : undefined}
        rollingBack={dialog.kind === 'none' ? null : rollbackLogId}
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
