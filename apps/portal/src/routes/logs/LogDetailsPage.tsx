import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  Breadcrumbs,
  Button,
  Dialog,
  LogDetails,
  LogFilterDialog,
  RequiredMergeFieldsDialog,
  logsTexts,
  useSnackbar,
  type CcbToMcRowView,
  type LogDirection,
} from '@flocksync/ui';
import { paths } from '@/app/paths';
import { formatDateTime } from '@/lib/format';
import { useApiQueries } from '@/lib/query';
import { membershipTypesOf } from './logRows';

/**
 * /logs/details/:logId (spec part 2): full-screen Log Details (a full-screen dialog over the
 * shell), the log in full under its breadcrumbs, both directions, the account changes, the
 * membership-type filter it used and an audience's required merge fields (asked when opened).
 * Closing it goes back where it was opened from (the logs list keeps its place), or to /logs
 * when it was opened directly.
 */
export function LogDetailsPage() {
  const { logId = '' } = useParams();
  const navigate = useNavigate();
  // 'default': the first page of this tab's visit, so there is nothing of ours to go back to.
  const opened = useLocation().key !== 'default';
  const close = () => void (opened ? navigate(-1) : navigate(paths.logs.href()));
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
  // A log that cannot open is a failed log navigation: the catalogue's error snackbar (spec part 2
  // section 8), once per failure, and only Try again in the page.
  const snackbar = useSnackbar();
  const failure = failed ? (id > 0 ? details.errorUpdatedAt : -1) : 0;
  const told = useRef(0);
  useEffect(() => {
    if (failure === 0 || told.current === failure) return;
    told.current = failure;
    snackbar.show({ message: logsTexts.genericError, severity: 'error' });
  }, [failure, snackbar]);
  return (
    <Dialog open size="fullscreen" title={paths.logDetails.title} onClose={close}>
      <Screen>
        <Breadcrumbs
          items={[
            { label: paths.logs.title, href: paths.logs.href() },
            { label: paths.logDetails.title },
          ]}
          linkAs={RouterLink}
        />
        {failed ? (
          id > 0 ? (
            <div>
              <Button variant="secondary" onClick={() => void details.refetch()}>
                {logsTexts.retry}
              </Button>
            </div>
          ) : null
        ) : (
          <LogDetails
            heading={log ? `${log.type} · ${formatDateTime(log.date)}` : ''}
            summary={log?.summary}
            loading={details.isPending}
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
        )}
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
      </Screen>
    </Dialog>
  );
}

/** The page's rhythm inside the full-screen dialog (PageLayout's gap and width, without a main). */
const Screen = styled(Dialog.Body)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: ${({ theme }) => theme.space[5]};
`;
