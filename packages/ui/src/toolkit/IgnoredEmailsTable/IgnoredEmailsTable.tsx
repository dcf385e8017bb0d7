import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../core/Button';
import { Skeleton } from '../../core/Skeleton';
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

/** Spec section 9: "Scroll load threshold 100 px". */
const SCROLL_THRESHOLD_PX = 100;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: ${({ theme }) => theme.fontSize.sm};

  caption {
    margin-bottom: ${({ theme }) => theme.space[2]};
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  th {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    color: ${({ theme }) => theme.color.text.muted};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    text-align: left;
  }

  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.muted};
    vertical-align: middle;
    overflow-wrap: anywhere;
  }

  [data-column='action'] {
    width: 112px;
    text-align: right;
  }

  /* Phones: the group and the names fold under the email, so two columns share the width. */
  [data-phone] {
    display: none;
  }
  ${({ theme }) => theme.media.mobile} {
    [data-column='firstName'],
    [data-column='lastName'],
    [data-column='group'] {
      display: none;
    }
    [data-phone] {
      display: block;
      color: ${({ theme }) => theme.color.text.muted};
    }
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.text.muted};
`;

const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[5]} 0`};
  color: ${({ theme }) => theme.color.text.muted};
`;

const t = toolkitTexts.ignoredEmails;

/**
 * The ignored emails: First Name, Last Name, Email, CCB Group and Unignore per row, 'No data
 * found' when none, and the next page on 'Load more' or when the end scrolls into view.
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
  const countId = useId();
  const end = useRef<HTMLDivElement | null>(null);
  const canLoad = status === 'ready' && hasMore && !loadingMore;
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });

  useEffect(() => {
    const target = end.current;
    if (!canLoad || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: `0px 0px ${SCROLL_THRESHOLD_PX}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoad]);

  if (status === 'loading') {
    return (
      <div role="status" aria-busy="true" aria-label={t.caption}>
        <Skeleton height={32} />
        <Skeleton height={32} />
        <Skeleton height={32} />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div role="alert">
        <Message>{t.loadFailed}</Message>
        <Button variant="secondary" onClick={onRetry}>
          {t.retry}
        </Button>
      </div>
    );
  }
  return (
    <div>
      <Table aria-describedby={countId}>
        <caption>{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col" data-column="firstName">
              {t.columns.firstName}
            </th>
            <th scope="col" data-column="lastName">
              {t.columns.lastName}
            </th>
            <th scope="col" data-column="email">
              {t.columns.email}
            </th>
            <th scope="col" data-column="group">
              {t.columns.group}
            </th>
            <th scope="col" data-column="action">
              {t.columns.action}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={5}>
                <Message>{t.empty}</Message>
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id}>
                <td data-column="firstName">{row.firstName}</td>
                <td data-column="lastName">{row.lastName}</td>
                <td data-column="email">
                  {row.email}
                  <span data-phone>
                    {[`${row.firstName} ${row.lastName}`.trim(), row.ccbGroupName]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </td>
                <td data-column="group">{row.ccbGroupName}</td>
                <td data-column="action">
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
                </td>
              </tr>
            ))
          )}
        </tbody>
      </Table>
      <Footer>
        <span id={countId} role="status">
          {rows.length > 0 ? t.count(rows.length, total) : ''}
        </span>
        {hasMore ? (
          <Button variant="secondary" size="small" loading={loadingMore} onClick={onLoadMore}>
            {t.loadMore}
          </Button>
        ) : null}
      </Footer>
      <div ref={end} />
    </div>
  );
}
