import type { ElementType } from 'react';
import styled from 'styled-components';
import { Button } from '../../core/Button';
import { Chip } from '../../core/Chip';
import { Link } from '../../core/Link';
import { LoadFailure } from '../../core/LoadFailure';
import { Tooltip } from '../../core/Tooltip';
import { logsTexts as t } from '../texts';
import { VirtualTable, type VirtualColumn } from '../VirtualTable';

/** A row's rollback (as `rollbackRows` in flows decides it). */
export type LogRollbackView =
  | { kind: 'none' }
  | { kind: 'reverted' }
  | { kind: 'allowed' }
  | { kind: 'blocked'; reason: 'syncing' | 'noPlan' };

export interface LogRowView {
  id: number;
  /** The date as the person reads it. */
  date: string;
  type: string;
  summary: string;
  /** The run left some membership types out: the Filtering link. */
  filtered: boolean;
  rollback: LogRollbackView;
}

export interface LogTableProps {
  rows: readonly LogRowView[];
  loading?: boolean;
  loadingMore?: boolean;
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** A failed load (the catalogue's message), with a retry. */
  error?: string;
  onRetry?: () => void;
  /** The total number of logs, when known. */
  total?: number;
  /** The log whose rollback is being asked or sent (its button spins). */
  rollingBack?: number | null;
  onRollback: (row: LogRowView) => void;
  onFiltering: (row: LogRowView) => void;
  /** Where a row's 'View details' goes. */
  detailsHref: (row: LogRowView) => string;
  /** A router link component for `detailsHref`. */
  linkAs?: ElementType;
  /** Default 560: the scroller's largest height. */
  height?: number;
  /** Where the list starts, in px (the list come back to from a log: spec part 2, section 9). */
  initialScrollOffset?: number;
  /** The list was scrolled to this offset, in px (to be kept). */
  onScrollOffsetChange?: (offset: number) => void;
}

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const Summary = styled.span`
  color: ${({ theme }) => theme.color.text.muted};
`;

const Links = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const LinkButton = styled.button`
  all: unset;
  cursor: pointer;
  color: ${({ theme }) => theme.color.text.link};
  text-decoration: underline;
  min-height: 24px;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

function RollbackCell({
  row,
  busy,
  onRollback,
}: {
  row: LogRowView;
  busy: boolean;
  onRollback: (row: LogRowView) => void;
}) {
  const { rollback } = row;
  if (rollback.kind === 'reverted') return <Chip variant="warning">{t.rollback.reverted}</Chip>;
  if (rollback.kind === 'none') return null;
  if (rollback.kind === 'blocked') {
    return (
      <Tooltip content={t.rollback.blocked[rollback.reason]}>
        <Button size="small" variant="secondary" aria-disabled="true" data-reason={rollback.reason}>
          {t.rollback.action}
        </Button>
      </Tooltip>
    );
  }
  return (
    <Button
      size="small"
      variant="secondary"
      loading={busy}
      aria-label={t.rollback.actionLabel(row.date)}
      onClick={() => onRollback(row)}
    >
      {t.rollback.action}
    </Button>
  );
}

/**
 * The sync logs (spec part 2 "/logs"): Date, Type, Action and Details, newest first, with the
 * Rollback action on the rows the rules allow (a disabled one says why), the reverted mark, the
 * Filtering link and 'View details'. Virtualised and paged on scroll (`VirtualTable`).
 */
export function LogTable({
  rows,
  loading = false,
  loadingMore = false,
  hasMore = false,
  onLoadMore,
  error,
  onRetry,
  total,
  rollingBack = null,
  onRollback,
  onFiltering,
  detailsHref,
  linkAs,
  height,
  initialScrollOffset,
  onScrollOffsetChange,
}: LogTableProps) {
  const columns: VirtualColumn<LogRowView>[] = [
    {
      key: 'date',
      header: t.columns.date,
      width: 'minmax(8rem, 1.2fr)',
      render: (row) => row.date,
    },
    {
      key: 'type',
      header: t.columns.type,
      width: 'minmax(8rem, 1.2fr)',
      render: (row) => row.type,
    },
    {
      key: 'action',
      header: t.columns.action,
      width: '8rem',
      render: (row) => (
        <RollbackCell row={row} busy={rollingBack === row.id} onRollback={onRollback} />
      ),
    },
    {
      key: 'details',
      header: t.columns.details,
      width: 'minmax(0, 3fr)',
      render: (row) => (
        <Details>
          <Summary>{row.summary}</Summary>
          <Links>
            <Link as={linkAs} to={detailsHref(row)} href={linkAs ? undefined : detailsHref(row)}>
              {t.viewDetails}
            </Link>
            {row.filtered ? (
              <LinkButton type="button" onClick={() => onFiltering(row)}>
                {t.filtering}
              </LinkButton>
            ) : null}
          </Links>
        </Details>
      ),
    },
  ];
  return (
    <div>
      {error ? (
        <LoadFailure onRetry={onRetry} retryLabel={t.retry}>
          {error}
        </LoadFailure>
      ) : null}
      {/* Failed with nothing to show: only the failure, never 'No Logs found' (no sync ran). */}
      {error && rows.length === 0 ? null : (
        <VirtualTable
          label={t.tableLabel}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          loading={loading}
          loadingMore={loadingMore}
          hasMore={hasMore && !error}
          onLoadMore={onLoadMore}
          loadMoreLabel={loadingMore ? t.loadingMore : t.loadMore}
          emptyTitle={t.empty}
          emptyHeadingLevel={2}
          total={total}
          sizeText={
            rows.length === 0
              ? undefined
              : hasMore
                ? t.shown(rows.length)
                : t.allLoaded(rows.length)
          }
          height={height}
          rowHeight={88}
          initialScrollOffset={initialScrollOffset}
          onScrollOffsetChange={onScrollOffsetChange}
        />
      )}
    </div>
  );
}
