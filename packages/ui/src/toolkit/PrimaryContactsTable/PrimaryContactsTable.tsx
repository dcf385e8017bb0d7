import styled from 'styled-components';
import { Button } from '../../core/Button';
import { DataTable, type DataColumn } from '../../core/DataTable';
import { Link } from '../../core/Link';
import { toolkitTexts } from '../texts';

export interface PrimaryContactRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  familyPosition: string;
  /** 1 on the profile that is already the primary one of its email. */
  isPrimary: number;
  /** The CCB profile's address. */
  ccbProfile: string;
}

export interface PrimaryContactsTableProps {
  /** 'loading' before the first page, 'error' when it failed. */
  status: 'loading' | 'error' | 'ready';
  rows: readonly PrimaryContactRow[];
  /** Every profile matching the filters (the pages not loaded yet included). */
  total: number;
  hasMore: boolean;
  loadingMore?: boolean;
  /** Loads the next page: 'Load more', or the end of the list scrolled within 100 px. */
  onLoadMore: () => void;
  onRetry: () => void;
  /** 'Make primary' on a row (the page asks first). */
  onMakePrimary: (row: PrimaryContactRow) => void;
  /** The row being made primary: its button spins. */
  switchingId?: number | null;
}

const t = toolkitTexts.primaryContacts;

const PrimaryMark = styled.span`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radius.full};
  background-color: ${({ theme }) => theme.color.background.info};
  color: ${({ theme }) => theme.color.text.default};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const fullName = (row: PrimaryContactRow) => `${row.firstName} ${row.lastName}`.trim() || row.email;

function ProfileLink({ row }: { row: PrimaryContactRow }) {
  if (!row.ccbProfile) return null;
  return (
    <Link href={row.ccbProfile} external aria-label={t.profileLinkLabel(fullName(row))}>
      {t.profileLink}
    </Link>
  );
}

/**
 * The profiles by email (spec part 2 section 2 /tools/primary-contacts): first name, last name,
 * email, family position, the CCB profile link and 'Make primary', which the primary row of its
 * email does not offer (it shows 'Primary' instead). 'No data found' when none; more rows on
 * scroll. On phones the names and the family position fold under the email, the profile link
 * under the action.
 */
export function PrimaryContactsTable({
  status,
  rows,
  total,
  hasMore,
  loadingMore = false,
  onLoadMore,
  onRetry,
  onMakePrimary,
  switchingId = null,
}: PrimaryContactsTableProps) {
  const columns: DataColumn<PrimaryContactRow>[] = [
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
      phone: (row) =>
        [`${row.firstName} ${row.lastName}`.trim(), row.familyPosition].filter(Boolean).join(' · '),
    },
    {
      key: 'familyPosition',
      header: t.columns.familyPosition,
      cell: (row) => row.familyPosition,
      hideOnPhone: true,
    },
    {
      key: 'profile',
      header: t.columns.profile,
      width: '112px',
      cell: (row) => <ProfileLink row={row} />,
      hideOnPhone: true,
    },
    {
      key: 'action',
      header: t.columns.action,
      width: '152px',
      align: 'end',
      cell: (row) =>
        row.isPrimary === 1 ? (
          <PrimaryMark>{t.primary}</PrimaryMark>
        ) : (
          <Button
            size="small"
            variant="secondary"
            loading={switchingId === row.id}
            aria-label={`${t.makePrimary}: ${fullName(row)}`}
            onClick={() => {
              if (switchingId === null) onMakePrimary(row);
            }}
          >
            {t.makePrimary}
          </Button>
        ),
      phone: (row) => <ProfileLink row={row} />,
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
      // Spec part 2 section 2: "Clicking a row opens a confirmation to switch the primary contact"
      // ('Make primary' is the same for the keyboard); the primary row has nothing to switch.
      onRowClick={(row) => {
        if (switchingId === null) onMakePrimary(row);
      }}
      rowClickable={(row) => row.isPrimary !== 1}
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
