import { Button } from '../../core/Button';
import { DataTable, type DataColumn } from '../../core/DataTable';
import { toolkitTexts } from '../texts';

export interface IgnoredEmailRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  ccbGroupName: string;
}

export interface IgnoredEmailsTableProps {
  /** 'loading' before the first page, 'error' when it failed. */
  status: 'loading' | 'error' | 'ready';
  rows: readonly IgnoredEmailRow[];
  /** Every ignored email matching the filters (the pages not loaded yet included). */
  total: number;
  /** More pages to load. */
  hasMore: boolean;
  /** The next page is loading. */
  loadingMore?: boolean;
  /** Loads the next page: 'Load more', or the end of the list scrolled within 100 px. */
  onLoadMore: () => void;
  onRetry: () => void;
  onUnignore: (row: IgnoredEmailRow) => void;
  /** The row being unignored: its button spins. */
  unignoringId?: number | null;
}

const t = toolkitTexts.ignoredEmails;

const fullName = (row: IgnoredEmailRow) => `${row.firstName} ${row.lastName}`.trim();

/**
 * The ignored emails: First Name, Last Name, Email, CCB Group and Unignore per row, 'No data
 * found' when none, and the next page on 'Load more' or when the end scrolls into view. On
 * phones the names and the group fold under the email.
 */
export function IgnoredEmailsTable({
  status,
  rows,
  total,
  hasMore,
  loadingMore = false,
  onLoadMore,
  onRetry,
  onUnignore,
  unignoringId = null,
}: IgnoredEmailsTableProps) {
  const columns: DataColumn<IgnoredEmailRow>[] = [
    {
      key: 'firstName',
      header: t.columns.firstName,
      cell: (row) => row.firstName,
      hideOnPhone: true,
    },
    { key: 'lastName', header: t.columns.lastName, cell: (row) => row.lastName, hideOnPhone: true },
    {
      key: 'email',
      header: t.columns.email,
      cell: (row) => row.email,
      phone: (row) => [fullName(row), row.ccbGroupName].filter(Boolean).join(' · '),
    },
    { key: 'group', header: t.columns.group, cell: (row) => row.ccbGroupName, hideOnPhone: true },
    {
      key: 'action',
      header: t.columns.action,
      width: '112px',
      align: 'end',
      cell: (row) => (
        <Button
          size="small"
          variant="secondary"
          loading={unignoringId === row.id}
          aria-label={`${t.unignore} ${row.email}`}
          onClick={() => {
            if (unignoringId === null) onUnignore(row);
          }}
        >
          {t.unignore}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      caption={t.caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      status={status}
      emptyText={t.empty}
      failedText={t.loadFailed}
      retryText={t.retry}
      onRetry={onRetry}
      paging={{
        total,
        hasMore,
        loadingMore,
        onLoadMore,
        countText: t.count,
        loadMoreText: t.loadMore,
      }}
    />
  );
}
