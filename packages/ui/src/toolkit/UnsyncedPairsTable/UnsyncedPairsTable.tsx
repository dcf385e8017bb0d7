import styled from 'styled-components';
import { Button } from '../../core/Button';
import { DataTable, type DataColumn } from '../../core/DataTable';
import { toolkitTexts } from '../texts';

export interface UnsyncedPairRow {
  id: number;
  /** The pair's type ('group', 'search', …), sent back with Delete and Dismiss. */
  type: string;
  /** Empty for a saved search. */
  campusName: string;
  /** Group, saved search or queue name. */
  ccbGroupName: string;
  mcListName: string;
  mcGroupTagDisplay: string;
}

export type UnsyncedPairAction = 'delete' | 'dismiss';

export interface UnsyncedPairsTableProps {
  /** 'loading' before the list, 'error' when it failed. */
  status: 'loading' | 'error' | 'ready';
  rows: readonly UnsyncedPairRow[];
  onRetry: () => void;
  onDelete: (row: UnsyncedPairRow) => void;
  onDismiss: (row: UnsyncedPairRow) => void;
  /** The row being changed and how: that button spins, the row's other button waits. */
  working?: { id: number; action: UnsyncedPairAction } | null;
}

const t = toolkitTexts.unsyncedPairs;

const Actions = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]};
`;

/**
 * The CCB-to-MC pairs removed without un-syncing (spec part 2 section 2 /tools/confirm-delete):
 * CCB Campus Name, CCB Group(s)/Saved Searches, MailChimp List Name, MC Group(s)/Tag(s)/Audiences
 * and Delete or Dismiss per row; 'No CCB to MC Settings' when none. On phones the campus and the
 * list fold under the group.
 */
export function UnsyncedPairsTable({
  status,
  rows,
  onRetry,
  onDelete,
  onDismiss,
  working = null,
}: UnsyncedPairsTableProps) {
  const button = (row: UnsyncedPairRow, action: UnsyncedPairAction) => (
    <Button
      size="small"
      variant={action === 'delete' ? 'danger' : 'secondary'}
      loading={working?.id === row.id && working.action === action}
      aria-label={t.rowLabel(t[action], row.ccbGroupName)}
      onClick={() => {
        if (working !== null) return;
        if (action === 'delete') onDelete(row);
        else onDismiss(row);
      }}
    >
      {t[action]}
    </Button>
  );
  const columns: DataColumn<UnsyncedPairRow>[] = [
    {
      key: 'campus',
      header: t.columns.campus,
      cell: (row) => row.campusName || t.noCampus,
      hideOnPhone: true,
    },
    {
      key: 'groups',
      header: t.columns.groups,
      cell: (row) => row.ccbGroupName,
      phone: (row) => [row.campusName, row.mcListName].filter(Boolean).join(' · '),
    },
    { key: 'list', header: t.columns.list, cell: (row) => row.mcListName, hideOnPhone: true },
    { key: 'targets', header: t.columns.targets, cell: (row) => row.mcGroupTagDisplay },
    {
      key: 'action',
      header: t.columns.action,
      width: '176px',
      align: 'end',
      cell: (row) => (
        <Actions>
          {button(row, 'delete')}
          {button(row, 'dismiss')}
        </Actions>
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
    />
  );
}
