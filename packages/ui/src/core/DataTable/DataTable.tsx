import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { LoadFailure } from '../LoadFailure';
import { Skeleton } from '../Skeleton';

/** One column of a DataTable: its header and how a row fills its cell. */
export interface DataColumn<Row> {
  /** Names the column (`data-column`), unique in the table. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** A fixed width (the other columns share the rest), e.g. '112px'. */
  width?: string;
  /** 'end' for actions. Default 'start'. */
  align?: 'start' | 'end';
  /** Hidden on phones: another column's `phone` shows what matters of it. */
  hideOnPhone?: boolean;
  /** Shown under the cell on phones only (what the hidden columns held). */
  phone?: (row: Row) => ReactNode;
}

/** Lists loaded page by page: the count, 'Load more', and the next page on scroll. */
export interface DataTablePaging {
  /** Every row matching (the pages not loaded yet included). */
  total: number;
  hasMore: boolean;
  /** The next page is loading. */
  loadingMore?: boolean;
  /** Loads the next page: the button, or the end of the list scrolled within 100 px. */
  onLoadMore: () => void;
  countText: (shown: number, total: number) => string;
  loadMoreText: string;
}

export interface DataTableProps<Row> {
  /** The table's name (its caption, and the loading state's label). */
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** 'loading' before the first answer, 'error' when it failed. */
  status: 'loading' | 'error' | 'ready';
  /** Shown in the table when there is no row. */
  emptyText: string;
  /** The failure and its way on. */
  failedText: string;
  retryText: string;
  onRetry: () => void;
  paging?: DataTablePaging;
  /**
   * A click on a row (outside its links and buttons), when the row itself does something. A
   * pointer shortcut only: the row must also hold a button that does the same, for the keyboard.
   * Return false from `rowClickable` for rows that do nothing.
   */
  onRowClick?: (row: Row) => void;
  rowClickable?: (row: Row) => boolean;
}

/** Spec part 2 section 9: "Scroll load threshold 100 px". */
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
    overflow-wrap: break-word;
  }

  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.muted};
    vertical-align: middle;
    overflow-wrap: anywhere;
  }

  [data-align='end'] {
    text-align: right;
  }

  tr[data-clickable] {
    cursor: pointer;
  }

  [data-phone] {
    display: none;
  }
  ${({ theme }) => theme.media.mobile} {
    [data-phone-hidden] {
      display: none;
    }
    [data-phone] {
      display: block;
      color: ${({ theme }) => theme.color.text.muted};
    }
  }
`;

const Th = styled.th<{ $width?: string }>`
  width: ${({ $width }) => $width ?? 'auto'};
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

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[2]}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.muted};
  color: ${({ theme }) => theme.color.text.muted};
`;

/**
 * A list as a table from column definitions: skeleton rows while loading, the failure with its
 * retry, the empty text under the headers, and (paged lists) the count with 'Load more', the next page
 * also loading when the end scrolls into view. On phones, columns marked `hideOnPhone` fold into
 * another column's `phone` line, so nothing scrolls sideways at 375 px.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  status,
  emptyText,
  failedText,
  retryText,
  onRetry,
  paging,
  onRowClick,
  rowClickable = () => true,
}: DataTableProps<Row>) {
  const countId = useId();
  const end = useRef<HTMLDivElement | null>(null);
  const canLoad = status === 'ready' && paging?.hasMore === true && !paging.loadingMore;
  const load = useRef(paging?.onLoadMore);
  useEffect(() => {
    load.current = paging?.onLoadMore;
  });

  useEffect(() => {
    const target = end.current;
    if (!canLoad || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current?.();
      },
      { rootMargin: `0px 0px ${SCROLL_THRESHOLD_PX}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoad]);

  if (status === 'loading') {
    return (
      <div role="status" aria-busy="true" aria-label={caption}>
        <Skeleton height={32} />
        <Skeleton height={32} />
        <Skeleton height={32} />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <LoadFailure onRetry={onRetry} retryLabel={retryText}>
        {failedText}
      </LoadFailure>
    );
  }
  return (
    <div>
      <Table aria-describedby={paging ? countId : undefined}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <Th
                key={column.key}
                scope="col"
                data-column={column.key}
                data-align={column.align}
                data-phone-hidden={column.hideOnPhone || undefined}
                $width={column.width}
              >
                {column.header}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const clickable = onRowClick !== undefined && rowClickable(row);
            return (
              <tr
                key={rowKey(row)}
                data-clickable={clickable || undefined}
                onClick={
                  clickable
                    ? (event) => {
                        // Its own links and buttons do what they say, not the row's action.
                        if ((event.target as Element).closest('a, button, input, label')) return;
                        onRowClick(row);
                      }
                    : undefined
                }
              >
                {columns.map((column) => (
                  <td
                    key={column.key}
                    data-column={column.key}
                    data-align={column.align}
                    data-phone-hidden={column.hideOnPhone || undefined}
                  >
                    {column.cell(row)}
                    {column.phone ? <span data-phone>{column.phone(row)}</span> : null}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </Table>
      {/* Under the table, not in a spanning cell: phones hide columns, which a span would keep. */}
      {rows.length === 0 ? <Empty>{emptyText}</Empty> : null}
      {paging ? (
        <>
          <Footer>
            <span id={countId} role="status">
              {rows.length > 0 ? paging.countText(rows.length, paging.total) : ''}
            </span>
            {paging.hasMore ? (
              <Button
                variant="secondary"
                size="small"
                loading={paging.loadingMore}
                onClick={paging.onLoadMore}
              >
                {paging.loadMoreText}
              </Button>
            ) : null}
          </Footer>
          <div ref={end} />
        </>
      ) : null}
    </div>
  );
}
