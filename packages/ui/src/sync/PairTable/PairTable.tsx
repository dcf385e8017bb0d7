import {
  elementScroll,
  useVirtualizer,
  type Rect,
  type Virtualizer,
} from '@tanstack/react-virtual';
import {
  useCallback,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ElementType,
  type ReactNode,
} from 'react';
import { EmptyState } from '../../core/EmptyState';
import { FilterMenu } from '../../core/FilterMenu';
import { Skeleton } from '../../core/Skeleton';
import { VisuallyHidden } from '../../core/VisuallyHidden';
import { ColumnHeader } from './ColumnHeader';
import { PairRow, type PairRowActions } from './PairRow';
import {
  PAIR_COLUMNS,
  filterColumnOf,
  filterKeyOf,
  filterOptionsOf,
  filterPairs,
  sortPairs,
  type PairColumnKey,
  type PairRowView,
  type SyncDirection,
} from './pairs';
import { Body, Cell, Head, HeadRow, HeaderCell, Row, Scroller, Table } from './PairTable.styles';
import { pairTableTexts } from './texts';

/** Each row's height in px: fixed, so a virtualised body knows where every row sits. */
export const PAIR_ROW_HEIGHT = 72;
/** The header row's height in px. */
export const PAIR_HEAD_HEIGHT = 52;
/** Above this many rows the body is virtualised (only the rows in view are mounted). */
export const PAIR_TABLE_VIRTUALIZE_ABOVE = 100;
/** The scrolling height of a virtualised table, in px. */
export const PAIR_TABLE_HEIGHT = 600;
const SKELETON_ROWS = 5;

export interface PairTableProps {
  /** CCB to MC or MC to CCB: sets the columns and their order. */
  direction: SyncDirection;
  /** The pairs, in any order: the table sorts conflicts first, then new pairs. */
  rows: readonly PairRowView[];
  /** The pairs are loading: skeleton rows. */
  loading?: boolean;
  /** Shows Edit on hover and focus (never on a conflicted pair). */
  onEdit?: (row: PairRowView) => void;
  /** Shows Remove on hover and focus. */
  onRemove?: (row: PairRowView) => void;
  /** 'Fix Now' on a conflicted pair: open the resolver. */
  onFixNow: (row: PairRowView) => void;
  /** The 'Merge field error' chip: open the required-merge-fields dialog. */
  onMergeFieldError: (row: PairRowView) => void;
  /** A press on a skipped-groups list: show its details. */
  onSkippedGroups?: (row: PairRowView) => void;
  /** MC-to-CCB rows: 'Unsubscribed Emails' opens the retain / remove dialog. */
  onUnsubscribedEmails?: (row: PairRowView) => void;
  /** A column's reload button: reload the list behind that column. */
  onReload: (column: PairColumnKey) => void;
  /** Columns whose list is reloading (their reload button spins). */
  reloading?: readonly PairColumnKey[];
  /** Where the broken-part tooltip's 'Learn more' leads. */
  learnMoreHref: string;
  /** A router link component for `learnMoreHref`, if it is a route. */
  linkAs?: ElementType;
  /** Below the empty state's text, e.g. the 'Add New Sync pair' button. */
  emptyAction?: ReactNode;
  /** Default 3: the empty state's heading level, one below the heading above the table. */
  emptyHeadingLevel?: 2 | 3 | 4;
  /** Default 100. */
  virtualizeAbove?: number;
  /** Default 600: the body's height in px when virtualised. */
  height?: number;
}

type Search = Partial<Record<PairColumnKey, string>>;

const noColumns: readonly PairColumnKey[] = [];

/**
 * The scroller's size for the virtualiser. Its own `observeElementRect` reads `clientHeight` as
 * soon as it starts observing, in a layout effect: a forced layout of the whole page in the
 * middle of React's commit, while the table still shows its skeleton. The size only matters
 * once the body is virtualised, and then its height is fixed and known (`initialRect`): this
 * leaves every read to a ResizeObserver (after the browser's own layout) and ignores the sizes
 * of the unvirtualised table, so the first virtualised render already mounts every row in view.
 */
function observeScrollerRect(
  instance: Virtualizer<HTMLDivElement, Element>,
  onRect: (rect: Rect) => void,
): (() => void) | undefined {
  const element = instance.scrollElement;
  const ResizeObserver = instance.targetWindow?.ResizeObserver;
  if (!element || !ResizeObserver) return undefined;
  const observer = new ResizeObserver(() => {
    if (element.hasAttribute('data-virtual')) {
      onRect({ width: element.clientWidth, height: element.clientHeight });
    }
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Scrolls the scroller for the virtualiser, unless it is already where the virtualiser last saw
 * it. The virtualiser writes its offset as soon as it starts observing (0, where a new scroller
 * already is), in a layout effect, and a scroll write forces a layout of the whole page there.
 */
function scrollScroller(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<HTMLDivElement, Element>,
) {
  if (offset + (options.adjustments ?? 0) === instance.scrollOffset) return;
  elementScroll(offset, options, instance);
}

/**
 * The sync pairs of one direction, as an ARIA table (`role="table"`, rows and cells), sorted
 * conflicts first and then new pairs. Each header searches its column in place and reloads its
 * list; the last one also filters by a checkbox menu. Searching and filtering run here on the
 * rows given (pure `filterPairs`), deferred so typing never waits for the list; rows are
 * memoised, and above 100 rows the body is virtualised with `aria-rowcount` / `aria-rowindex`.
 */
export function PairTable({
  direction,
  rows,
  loading = false,
  onEdit,
  onRemove,
  onFixNow,
  onMergeFieldError,
  onSkippedGroups,
  onUnsubscribedEmails,
  onReload,
  reloading = noColumns,
  learnMoreHref,
  linkAs,
  emptyAction,
  emptyHeadingLevel = 3,
  virtualizeAbove = PAIR_TABLE_VIRTUALIZE_ABOVE,
  height = PAIR_TABLE_HEIGHT,
}: PairTableProps) {
  const [search, setSearch] = useState<Search>({});
  const [searching, setSearching] = useState<ReadonlySet<PairColumnKey>>(() => new Set());
  const [unchecked, setUnchecked] = useState<readonly string[]>([]);

  // The callbacks may change identity on every render of the page; rows get stable wrappers.
  const handlers = useRef({
    onEdit,
    onRemove,
    onFixNow,
    onMergeFieldError,
    onSkippedGroups,
    onUnsubscribedEmails,
  });
  useLayoutEffect(() => {
    handlers.current = {
      onEdit,
      onRemove,
      onFixNow,
      onMergeFieldError,
      onSkippedGroups,
      onUnsubscribedEmails,
    };
  });
  const edit = useCallback((row: PairRowView) => handlers.current.onEdit?.(row), []);
  const remove = useCallback((row: PairRowView) => handlers.current.onRemove?.(row), []);
  const fixNow = useCallback((row: PairRowView) => handlers.current.onFixNow(row), []);
  const mergeFieldError = useCallback(
    (row: PairRowView) => handlers.current.onMergeFieldError(row),
    [],
  );
  const skippedGroups = useCallback(
    (row: PairRowView) => handlers.current.onSkippedGroups?.(row),
    [],
  );
  const unsubscribedEmails = useCallback(
    (row: PairRowView) => handlers.current.onUnsubscribedEmails?.(row),
    [],
  );
  const actions = useMemo<PairRowActions>(
    () => ({ edit, remove, fixNow, mergeFieldError, skippedGroups, unsubscribedEmails }),
    [edit, remove, fixNow, mergeFieldError, skippedGroups, unsubscribedEmails],
  );

  const reload = useRef(onReload);
  useLayoutEffect(() => {
    reload.current = onReload;
  });
  const handleReload = useCallback((column: PairColumnKey) => reload.current(column), []);

  const openSearch = useCallback((column: PairColumnKey) => {
    setSearching((current) => new Set(current).add(column));
  }, []);
  const changeQuery = useCallback((column: PairColumnKey, query: string) => {
    setSearch((current) => ({ ...current, [column]: query }));
  }, []);
  const cancelSearch = useCallback((column: PairColumnKey) => {
    setSearching((current) => {
      const next = new Set(current);
      next.delete(column);
      return next;
    });
    setSearch((current) => {
      const next = { ...current };
      delete next[column];
      return next;
    });
  }, []);

  // Typing updates the box at once (its own state, see ColumnHeader); the query arrives here in a
  // transition and the list follows at that lower priority, as it does a cancelled search.
  const deferredSearch = useDeferredValue(search);
  const deferredUnchecked = useDeferredValue(unchecked);
  const filterKey = filterKeyOf(direction);
  const sorted = useMemo(() => sortPairs(rows), [rows]);
  // The filter's options (another pass over every pair, for a closed menu) follow the pairs at a
  // lower priority, in a render of their own.
  const pairs = useMemo(() => ({ rows, direction }), [rows, direction]);
  const optionPairs = useDeferredValue(pairs);
  const filterOptions = useMemo(
    () => filterOptionsOf(optionPairs.rows, optionPairs.direction),
    [optionPairs],
  );
  const excluded = useMemo(() => new Set(deferredUnchecked), [deferredUnchecked]);
  const visible = useMemo(
    () => filterPairs(sorted, { search: deferredSearch, excluded, filterKey }),
    [sorted, deferredSearch, excluded, filterKey],
  );

  const virtual = !loading && visible.length > virtualizeAbove;
  const scrollRef = useRef<HTMLDivElement | null>(null);
  // The virtualiser's instance is mutable by design; the React Compiler lint cannot see that.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual ? visible.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => PAIR_ROW_HEIGHT,
    overscan: 4,
    scrollMargin: PAIR_HEAD_HEIGHT,
    // Keyed by index (the default): every row is the same height and none is measured, so the
    // positions depend on the count alone and stay cached while it does (a new key function on
    // every render made the virtualiser recompute every row's position on every render).
    initialRect: { width: 0, height },
    observeElementRect: observeScrollerRect,
    scrollToFn: scrollScroller,
  });

  const columns = PAIR_COLUMNS[direction];
  const lastColumn = filterColumnOf(direction);
  const titleOf = (column: PairColumnKey) => pairTableTexts.columns[column][direction];
  const filterLabel = pairTableTexts.filter.label(titleOf(lastColumn));
  // The same element while nothing it shows changes, so the last (memoised) header re-renders
  // only for its own props, not on every keystroke.
  const filter = useMemo(
    () => (
      <FilterMenu
        label={filterLabel}
        options={filterOptions}
        unchecked={unchecked}
        onChange={setUnchecked}
        countLabel={pairTableTexts.filter.unchecked}
      />
    ),
    [filterLabel, filterOptions, unchecked],
  );

  const rowProps = {
    direction,
    actions,
    canEdit: onEdit !== undefined,
    canRemove: onRemove !== undefined,
    canOpenSkipped: onSkippedGroups !== undefined,
    canChooseUnsubscribed: onUnsubscribedEmails !== undefined,
    learnMoreHref,
    linkAs,
  };

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: SKELETON_ROWS }, (_, index) => (
      <Row key={index} role="row" aria-rowindex={index + 2}>
        {[...columns, 'actions'].map((column) => (
          <Cell key={column} role="cell">
            <Skeleton width="70%" />
          </Cell>
        ))}
      </Row>
    ));
  } else if (rows.length === 0) {
    body = (
      <Row role="row" aria-rowindex={2}>
        <Cell role="cell" data-span="">
          <EmptyState
            title={pairTableTexts.empty.title}
            headingLevel={emptyHeadingLevel}
            action={emptyAction}
          >
            <p>{pairTableTexts.empty.body}</p>
          </EmptyState>
        </Cell>
      </Row>
    );
  } else if (visible.length === 0) {
    body = (
      <Row role="row" aria-rowindex={2}>
        <Cell role="cell" data-span="">
          {pairTableTexts.empty.noMatch}
        </Cell>
      </Row>
    );
  } else if (virtual) {
    body = virtualizer.getVirtualItems().map((item) => {
      const row = visible[item.index] as PairRowView;
      return (
        <PairRow
          key={row.id}
          row={row}
          rowIndex={item.index + 2}
          top={item.start - PAIR_HEAD_HEIGHT}
          {...rowProps}
        />
      );
    });
  } else {
    body = visible.map((row, index) => (
      <PairRow key={row.id} row={row} rowIndex={index + 2} {...rowProps} />
    ));
  }

  const rowCount = loading ? SKELETON_ROWS + 1 : Math.max(visible.length, 1) + 1;

  return (
    <Scroller
      ref={scrollRef}
      data-virtual={virtual || undefined}
      style={
        {
          '--pair-row-height': `${PAIR_ROW_HEIGHT}px`,
          '--pair-head-height': `${PAIR_HEAD_HEIGHT}px`,
          ...(virtual && { height: `${height}px` }),
        } as CSSProperties
      }
    >
      <Table
        role="table"
        aria-label={pairTableTexts.tableLabel[direction]}
        aria-rowcount={rowCount}
        aria-busy={loading || undefined}
      >
        <Head role="rowgroup">
          <HeadRow role="row" aria-rowindex={1}>
            {columns.map((column) => (
              <ColumnHeader
                key={column}
                column={column}
                title={titleOf(column)}
                searching={searching.has(column)}
                onOpenSearch={openSearch}
                onQueryChange={changeQuery}
                onCancelSearch={cancelSearch}
                onReload={handleReload}
                reloading={reloading.includes(column)}
                filter={column === lastColumn ? filter : undefined}
              />
            ))}
            <HeaderCell role="columnheader">
              <VisuallyHidden>{pairTableTexts.columns.actions}</VisuallyHidden>
            </HeaderCell>
          </HeadRow>
        </Head>
        <Body
          role="rowgroup"
          style={virtual ? { height: `${virtualizer.getTotalSize()}px` } : undefined}
        >
          {body}
        </Body>
      </Table>
      {loading ? <VisuallyHidden role="status">{pairTableTexts.loading}</VisuallyHidden> : null}
    </Scroller>
  );
}
