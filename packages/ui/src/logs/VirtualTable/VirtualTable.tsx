import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../core/Button';
import { EmptyState } from '../../core/EmptyState';
import { Skeleton } from '../../core/Skeleton';
import { Spinner } from '../../core/Spinner';
import { VisuallyHidden } from '../../core/VisuallyHidden';
import { media } from '../../theme';

/** One column: its header, its grid track on a desktop and how a row shows in it. */
export interface VirtualColumn<T> {
  key: string;
  header: string;
  /** A CSS grid track, e.g. `12rem` or `minmax(0, 2fr)`. Default `minmax(0, 1fr)`. */
  width?: string;
  render: (row: T, index: number) => ReactNode;
}

export interface VirtualTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: readonly VirtualColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
  /** The first page is loading: skeleton rows. */
  loading?: boolean;
  /** A next page is loading: a spinner row. */
  loadingMore?: boolean;
  /** More pages may follow: scrolling near the end (100 px, spec section 9) asks for them. */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** The label of the reachable 'load more' button (for keyboards and screen readers). */
  loadMoreLabel?: string;
  /** Shown when there are no rows (and nothing loads). */
  emptyTitle: string;
  emptyHeadingLevel?: 2 | 3 | 4;
  /** A row's tone: `danger` highlights it (rows with errors). */
  rowTone?: (row: T) => 'danger' | undefined;
  /** The scroller's largest height in px (default 560): only the rows in it are mounted. */
  height?: number;
  /** A row's estimated height in px (default 56); rows are measured once mounted. */
  rowHeight?: number;
  /** The total number of rows when known (announced, and `aria-rowcount`). */
  total?: number;
  /** Announced with the size, e.g. '120 logs shown'. */
  sizeText?: string;
  /** Where the scroller starts, in px, once its rows are there (a list come back to). */
  initialScrollOffset?: number;
  /** The scroller was scrolled to this offset, in px. */
  onScrollOffsetChange?: (offset: number) => void;
}

/** Where to ask for the next page: this close to the end of the scroller, in px (spec section 9). */
export const LOAD_MORE_THRESHOLD_PX = 100;

const Root = styled.div`
  border: 1px solid ${({ theme }) => theme.color.border.muted};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.background.default};
  min-width: 0;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: var(--columns);
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[1]};
  }
`;

const HeadRow = styled(Grid)`
  background: ${({ theme }) => theme.color.background.subtle};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  border-radius: ${({ theme }) => `${theme.radius.medium} ${theme.radius.medium} 0 0`};

  ${media.mobile} {
    display: none;
  }
`;

const Scroller = styled.div`
  overflow-y: auto;
  overscroll-behavior: contain;
  position: relative;
`;

const BodyRow = styled(Grid)`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};

  &[data-tone='danger'] {
    background: ${({ theme }) => theme.color.background.danger};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.color.border.danger};
  }
`;

const Cell = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** The column's name before each value on a phone, where the header row is hidden. */
const CellLabel = styled.span`
  display: none;
  color: ${({ theme }) => theme.color.text.muted};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  margin-right: ${({ theme }) => theme.space[2]};

  ${media.mobile} {
    display: inline;
  }
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.color.border.muted};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const SKELETON_ROWS = 5;

/**
 * A long table that stays fast: an ARIA table on a CSS grid whose body is virtualised
 * (@tanstack/react-virtual, ADR 019), so only the rows in view are in the DOM however many pages
 * were loaded. Scrolling within 100 px of the end asks for the next page (`onLoadMore`), and a
 * 'load more' button keeps that reachable by keyboard. On a phone each row stacks its cells, each
 * named by its column.
 */
export function VirtualTable<T>({
  label,
  columns,
  rows,
  rowKey,
  loading = false,
  loadingMore = false,
  hasMore = false,
  onLoadMore,
  loadMoreLabel = 'Load more',
  emptyTitle,
  emptyHeadingLevel = 3,
  rowTone,
  height = 560,
  rowHeight = 56,
  total,
  sizeText,
  initialScrollOffset = 0,
  onScrollOffsetChange,
}: VirtualTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  // The virtualiser's instance is mutable by design; the React Compiler lint cannot see that.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: loading ? 0 : rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 6,
    getItemKey: (index) => rowKey(rows[index] as T, index),
    initialRect: { width: 0, height },
    // The rows around a restored offset are the first ones mounted.
    initialOffset: initialScrollOffset,
  });
  const items = virtualizer.getVirtualItems();
  const size = virtualizer.getTotalSize();
  const lastIndex = items.length > 0 ? (items[items.length - 1]?.index ?? 0) : -1;

  // Near the end of what is loaded (or the rows do not fill the scroller): ask for more once.
  const canLoad = hasMore && !loading && !loadingMore && onLoadMore !== undefined;
  const remaining = size - (virtualizer.scrollOffset ?? 0) - Math.min(height, size);
  const nearEnd =
    rows.length > 0 && lastIndex >= rows.length - 1 && remaining <= LOAD_MORE_THRESHOLD_PX;
  useEffect(() => {
    if (canLoad && nearEnd) onLoadMore?.();
  }, [canLoad, nearEnd, onLoadMore]);

  // A list come back to starts where it was left. Its rows may arrive after the mount, and they
  // are measured once mounted (taller than estimated on a phone): until the scroller can reach the
  // offset, it is tried again as the size grows, unless the person has scrolled meanwhile.
  const restored = useRef(initialScrollOffset === 0);
  const hasRows = !loading && rows.length > 0;
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (restored.current || !hasRows || !scroller) return;
    scroller.scrollTop = initialScrollOffset;
    if (Math.abs(scroller.scrollTop - initialScrollOffset) < 1) restored.current = true;
  }, [hasRows, initialScrollOffset, size]);
  const scrolledByPerson = () => {
    restored.current = true;
  };

  const style = {
    '--columns': columns.map((column) => column.width ?? 'minmax(0, 1fr)').join(' '),
  } as CSSProperties;
  const count = total ?? rows.length;

  if (!loading && rows.length === 0) {
    return <EmptyState title={emptyTitle} headingLevel={emptyHeadingLevel} />;
  }

  return (
    <Root style={style}>
      <div
        role="table"
        aria-label={label}
        aria-rowcount={count + 1}
        aria-busy={loading || undefined}
      >
        <div role="rowgroup">
          <HeadRow role="row" aria-rowindex={1}>
            {columns.map((column) => (
              <div role="columnheader" key={column.key}>
                {column.header}
              </div>
            ))}
          </HeadRow>
        </div>
        <Scroller
          ref={scrollRef}
          role="rowgroup"
          // Scrolled by keyboard too when it holds no control (axe: scrollable-region-focusable).
          tabIndex={0}
          onWheel={scrolledByPerson}
          onTouchStart={scrolledByPerson}
          onKeyDown={scrolledByPerson}
          onPointerDown={scrolledByPerson}
          onScroll={
            onScrollOffsetChange
              ? (event) => onScrollOffsetChange(event.currentTarget.scrollTop)
              : undefined
          }
          style={{ maxHeight: height, height: loading ? undefined : Math.min(height, size) }}
        >
          <div>
            {loading ? (
              Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <Grid role="row" key={index} aria-hidden="true">
                  {columns.map((column) => (
                    <div key={column.key}>
                      <Skeleton width="70%" />
                    </div>
                  ))}
                </Grid>
              ))
            ) : (
              <div style={{ height: size, position: 'relative' }}>
                {items.map((item) => {
                  const row = rows[item.index] as T;
                  return (
                    <BodyRow
                      role="row"
                      key={item.key}
                      data-index={item.index}
                      ref={virtualizer.measureElement}
                      aria-rowindex={item.index + 2}
                      data-tone={rowTone?.(row)}
                      style={{ transform: `translateY(${item.start}px)` }}
                    >
                      {columns.map((column) => (
                        <Cell role="cell" key={column.key}>
                          <CellLabel aria-hidden="true">{column.header}</CellLabel>
                          {column.render(row, item.index)}
                        </Cell>
                      ))}
                    </BodyRow>
                  );
                })}
              </div>
            )}
          </div>
        </Scroller>
      </div>
      {loading ? null : (
        <Footer>
          {loadingMore ? <Spinner size="small" label={loadMoreLabel} /> : null}
          {sizeText ? <span role="status">{sizeText}</span> : null}
          {hasMore && !loadingMore && onLoadMore ? (
            <Button size="small" variant="secondary" onClick={onLoadMore}>
              {loadMoreLabel}
            </Button>
          ) : null}
        </Footer>
      )}
      {loading ? <VisuallyHidden role="status">{loadMoreLabel}</VisuallyHidden> : null}
    </Root>
  );
}
