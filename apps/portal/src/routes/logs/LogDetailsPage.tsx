import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  Breadcrumbs,
  LogDetails,
  LogFilterDialog,
  PageLayout,
  RequiredMergeFieldsDialog,
  logsTexts,
  type CcbToMcRowView,
  type LogDirection,
} from '@flocksync/ui';
import { paths } from '@/app/paths';
import { formatDateTime } from '@/lib/format';
import { useApiQueries } from '@/lib/query';
import { membershipTypesOf } from './logRows';

/**
 * /logs/details/:logId (spec part 2): the log in full under its breadcrumbs, both directions,
 * the account changes, the membership-type filter it used and an audience's required merge
 * fields (asked when opened).
 */
export function LogDetailsPage() {
  const { logId = '' } = useParams();
  const id = Number(logId);
  const query = useApiQueries();
  const details = useQuery({ ...query('/logs/log-details', { id }), enabled: id > 0 });
  const [direction, setDirection] = useState<LogDirection>('ccbToMc');
  const [filterOpen, setFilterOpen] = useState(false);
  const [mergeRow, setMergeRow] = useState<CcbToMcRowView | null>(null);
  const mergeFields = useQuery({
    ...query('/logs/view-mc-required-merged-fields', {
      mailchimpListId: mergeRow?.mailchimpListId ?? '',
    }),
    enabled: mergeRow !== null,
  });

  const data = details.data;
  const log = data?.log;
  const failed = !(id > 0) || (details.isError && !details.isFetching);
  return (
    <PageLayout title={paths.logDetails.title}>
      <Breadcrumbs
        items={[
          { label: paths.logs.title, href: paths.logs.href() },
          { label: paths.logDetails.title },
        ]}
        linkAs={RouterLink}
      />
      <LogDetails
        heading={log ? `${log.type} · ${formatDateTime(log.date)}` : ''}
        summary={log?.summary}
        loading={details.isPending && !failed}
        error={failed ? logsTexts.genericError : undefined}
        onRetry={id > 0 ? () => void details.refetch() : undefined}
        reverted={log?.isRevertedAlready === 1}
        direction={direction}
        onDirectionChange={setDirection}
        enabled={{
          ccbToMc: data?.isCcbToMcEnabled !== 0,
          mcToCcb: data?.isMcToCcbEnabled !== 0,
        }}
        ccbToMc={(data?.ccbToMc ?? []).map((row) => ({
          detailId: row.detailId,
          name: row.name,
          added: row.added,
          updated: row.updated,
          duplicates: row.duplicates,
          removed: row.removed,
          skipped: row.skipped,
          errors: row.errors,
          hasError: row.hasError === 1,
          errorMessage: row.errorMessage,
          mailchimpListId: row.mailchimpListId,
        }))}
        mcToCcb={data?.mcToCcb ?? []}
        accountChanges={(data?.accountChanges ?? []).map((change) => change.description)}
        filtered={log?.hasFilteringData === 1}
        onFiltered={() => setFilterOpen(true)}
        onMergeFields={setMergeRow}
        statisticsHref={(detailId) => paths.logStatistics.href(id, detailId)}
        linkAs={RouterLink}
      />
      {log && filterOpen ? (
        <LogFilterDialog
          open
          types={membershipTypesOf(data)}
          manageHref={paths.tools.href()}
          linkAs={RouterLink}
          onClose={() => setFilterOpen(false)}
        />
      ) : null}
      <RequiredMergeFieldsDialog
        open={mergeRow !== null}
        fields={mergeFields.data ?? []}
        loading={mergeFields.isPending && mergeRow !== null}
        error={mergeFields.isError ? logsTexts.genericError : undefined}
        onClose={() => setMergeRow(null)}
      />
    </PageLayout>
  );
}
