import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../../core/EmptyState';
import { LoadFailure } from '../../core/LoadFailure';
import { Skeleton } from '../../core/Skeleton';
import { adminTexts } from '../texts';
import { ShieldIcon } from './icons';
import type { ListStatus } from '../types';

/**
 * The admin lists' table: columns on desktop; on phones each row becomes a card whose cells
 * carry their column's name (`data-label`), so nothing scrolls sideways at 375 px.
 */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};

  th {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    color: ${({ theme }) => theme.color.text.muted};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    text-align: left;
    white-space: nowrap;
  }

  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.muted};
    vertical-align: middle;
    overflow-wrap: anywhere;
  }

  [data-column='apiKey'] {
    max-width: 180px;
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.fontSize.xs};
  }

  [data-column='actions'] {
    text-align: right;
  }

  ${({ theme }) => theme.media.mobile} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tr {
      display: grid;
      gap: ${({ theme }) => theme.space[1]};
      padding: ${({ theme }) => `${theme.space[3]} 0`};
      border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    }
    td {
      display: grid;
      grid-template-columns: 110px minmax(0, 1fr);
      gap: ${({ theme }) => theme.space[2]};
      padding: 0;
      border: 0;
      max-width: none;
    }
    td::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.color.text.muted};
      font-family: ${({ theme }) => theme.font.family};
      font-size: ${({ theme }) => theme.fontSize.sm};
    }
    [data-column='actions'] {
      text-align: left;
    }
  }
`;

export const Actions = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]};

  ${({ theme }) => theme.media.mobile} {
    justify-content: flex-start;
  }
`;

export const EmailCell = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

/** The icon marking a role 1 row. */
export function AdminMark() {
  return (
    <AdminIconWrap>
      <ShieldIcon label={adminTexts.admin} size={16} />
    </AdminIconWrap>
  );
}

const AdminIconWrap = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.text.link};
`;

const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

/** What shows instead of the rows: skeleton rows, the failure with Try again, or the empty text. */
export function ListState({
  status,
  empty,
  emptyText,
  onRetry,
  columns,
}: {
  status: ListStatus;
  empty: boolean;
  emptyText: string;
  onRetry: () => void;
  columns: number;
}): ReactNode {
  if (status === 'loading') {
    return (
      <Loading aria-busy="true" data-columns={columns}>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} height={32} />
        ))}
      </Loading>
    );
  }
  if (status === 'error') {
    return (
      <LoadFailure onRetry={onRetry} retryLabel={adminTexts.list.retry}>
        {adminTexts.messages.loadFailed}
      </LoadFailure>
    );
  }
  if (empty) return <EmptyState title={emptyText} />;
  return null;
}
