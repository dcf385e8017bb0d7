import type { ElementType } from 'react';
import { LoadFailure } from '../../core/LoadFailure';
import { Link } from '../../core/Link';
import { Tabs } from '../../core/Tabs';
import { searchResultsTexts as t } from '../texts';
import { VirtualTable, type VirtualColumn } from '../VirtualTable';

export type SearchDirection = 'ccbToMc' | 'mcToCcb';

export interface SearchRowView {
  email: string;
  fullName: string;
  ccbId: number;
  ccbUrl: string;
}

export interface SearchResultsProps {
  direction: SearchDirection;
  onDirectionChange: (direction: SearchDirection) => void;
  ccbToMc: readonly SearchRowView[];
  mcToCcb: readonly SearchRowView[];
  loading?: boolean;
  error?: string;
  /** Reads again after a failure (offered beside the error). */
  onRetry?: () => void;
  /** Where a person's logs are (step two). */
  logsHref: (direction: SearchDirection, row: SearchRowView) => string;
  linkAs?: ElementType;
  /** Default 480. */
  height?: number;
}

const DIRECTIONS: readonly SearchDirection[] = ['ccbToMc', 'mcToCcb'];

function CcbNumber({ row }: { row: SearchRowView }) {
  if (row.ccbId <= 0) return <>—</>;
  return row.ccbUrl ? (
    <Link href={row.ccbUrl} external>
      {row.ccbId}
    </Link>
  ) : (
    <>{row.ccbId}</>
  );
}

/**
 * The people in the logs who match a search (spec part 2 "/logs/search-results"): CCB TO MC
 * (Email, Full name, CCB #, Logs) and MC TO CCB (Email, CCB #, Logs), each with the way to the
 * person's logs. Long lists are virtualised.
 */
export function SearchResults({
  direction,
  onDirectionChange,
  ccbToMc,
  mcToCcb,
  loading = false,
  error,
  onRetry,
  logsHref,
  linkAs,
  height = 480,
}: SearchResultsProps) {
  const c = t.columns;
  const logsColumn = (dir: SearchDirection): VirtualColumn<SearchRowView> => ({
    key: 'logs',
    header: c.logs,
    width: '9rem',
    render: (row) => {
      const href = logsHref(dir, row);
      return (
        <Link
          as={linkAs}
          to={href}
          href={linkAs ? undefined : href}
          aria-label={t.viewLogsOf(row.fullName || row.email)}
        >
          {t.viewLogs}
        </Link>
      );
    },
  });
  const columns: Record<SearchDirection, VirtualColumn<SearchRowView>[]> = {
    ccbToMc: [
      { key: 'email', header: c.email, width: 'minmax(0, 2fr)', render: (row) => row.email || '—' },
      { key: 'name', header: c.fullName, width: 'minmax(0, 1.5fr)', render: (row) => row.fullName },
      { key: 'ccb', header: c.ccbId, width: '6rem', render: (row) => <CcbNumber row={row} /> },
      logsColumn('ccbToMc'),
    ],
    mcToCcb: [
      { key: 'email', header: c.email, width: 'minmax(0, 2fr)', render: (row) => row.email || '—' },
      { key: 'ccb', header: c.ccbId, width: '6rem', render: (row) => <CcbNumber row={row} /> },
      logsColumn('mcToCcb'),
    ],
  };
  const rows = { ccbToMc, mcToCcb };
  // A failed search shows only the failure: no tabs counting 0, no 'no match'.
  if (error) return <LoadFailure onRetry={onRetry}>{error}</LoadFailure>;
  return (
    <>
      <Tabs
        label={t.tabsLabel}
        value={direction}
        onChange={(value) => onDirectionChange(value as SearchDirection)}
      >
        {DIRECTIONS.map((dir) => (
          <Tabs.Tab key={dir} value={dir}>
            {`${t.tabs[dir]} (${loading ? '…' : rows[dir].length})`}
          </Tabs.Tab>
        ))}
        {DIRECTIONS.map((dir) => (
          <Tabs.Panel key={dir} value={dir}>
            <VirtualTable
              label={t.tabs[dir]}
              columns={columns[dir]}
              rows={rows[dir]}
              rowKey={(row, index) => `${row.email}|${row.ccbId}|${index}`}
              loading={loading}
              emptyTitle={t.empty}
              emptyHeadingLevel={2}
              sizeText={loading ? undefined : t.count(rows[dir].length)}
              height={height}
              rowHeight={52}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
