import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../core/Alert';
import { Button } from '../../core/Button';
import { Dialog } from '../../core/Dialog';
import type { SyncDirection } from '../PairTable/pairs';
import { Spinner } from '../../core/Spinner';
import { Stepper } from '../../core/Stepper';
import { useIsMobile } from '../../core/useMediaQuery';
import { ResolverRow } from './ResolverRow';
import { resolverDialogTexts } from './texts';
import type { ResolverRowChange, ResolverRowView } from './types';

/** Spec section 9: the list is 600 px tall and each row 180 px, so at most 8 rows are mounted. */
export const RESOLVER_LIST_HEIGHT = 600;
export const RESOLVER_ROW_HEIGHT = 180;
/** On phones the row's selectors stack two by two, so each row is taller. */
export const RESOLVER_ROW_HEIGHT_MOBILE = 320;
/** Rows mounted beyond those in view, on each side. */
const OVERSCAN = 1;

/** Step 1 is CCB to MC, step 2 MC to CCB. */
const STEP_NAMES = [resolverDialogTexts.steps.ccbToMc, resolverDialogTexts.steps.mcToCcb];

export interface ResolverDialogProps {
  open: boolean;
  /** The direction being resolved: step 1 is CCB to MC, step 2 MC to CCB. */
  direction: SyncDirection;
  /** Both directions have broken pairs: the two-step indicator, 'Save And Proceed' and 'Back'. */
  bothBroken: boolean;
  /** Complete rows and all rows of this step: 'Resolved: x/y Pairs'. */
  resolved: number;
  total: number;
  rows: readonly ResolverRowView[];
  /** The broken pairs are being looked up. */
  loading?: boolean;
  /** Saving: the main button spins and ignores presses. */
  saving?: boolean;
  /** A failed save or lookup. */
  error?: string;
  /** After a failed lookup: 'Try again' beside the error. */
  onRetry?: () => void;
  /** Step 2 offers 'Back' while step 1 still has rows (default true). */
  canGoBack?: boolean;
  onRowChange: (key: string, change: ResolverRowChange) => void;
  /** The remove icon: unsync and remove the pair. */
  onRemoveRow: (key: string) => void;
  /** 'Save And Proceed' or 'Save'. */
  onSave: () => void;
  /** 'Back', on step 2. */
  onBack: () => void;
  /** The close icon and Escape. */
  onClose: () => void;
}

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const Counter = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

/** The list's scroller: fixed height; rows reflow on phones, so it never scrolls sideways. */
const Scroller = styled.div`
  position: relative;
  overflow-x: hidden;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.color.border.muted};
  border-radius: ${({ theme }) => theme.radius.medium};
`;

const List = styled.ul`
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Failure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const Checking = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.color.text.muted};
`;

/**
 * The broken-pair resolver: one row of selectors per broken pair in a virtualised list (row
 * height 180, list height 600, so at most 8 rows are mounted however many pairs there are),
 * with the two-step indicator when both directions are broken. Presentational: the resolver
 * machine owns the rows and their rules and hears every change.
 */
export function ResolverDialog({
  open,
  direction,
  bothBroken,
  resolved,
  total,
  rows,
  loading = false,
  saving = false,
  error,
  onRetry,
  canGoBack = true,
  onRowChange,
  onRemoveRow,
  onSave,
  onBack,
  onClose,
}: ResolverDialogProps) {
  const step = direction === 'ccbToMc' ? 1 : 2;
  const rowHeight = useIsMobile() ? RESOLVER_ROW_HEIGHT_MOBILE : RESOLVER_ROW_HEIGHT;

  // Rows get stable callbacks, so a change to one row re-renders that row only.
  const handlers = useRef({ onRowChange, onRemoveRow });
  useLayoutEffect(() => {
    handlers.current = { onRowChange, onRemoveRow };
  });
  const change = useCallback(
    (key: string, next: ResolverRowChange) => handlers.current.onRowChange(key, next),
    [],
  );
  const remove = useCallback((key: string) => handlers.current.onRemoveRow(key), []);

  // State, not a ref: the list mounts inside the dialog's portal after this component's own
  // layout effects, and the virtualiser must hear of it to follow its scrolling.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  // The virtualiser's instance is mutable by design; the React Compiler lint cannot see that.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    getItemKey: (index) => rows[index]?.key ?? index,
    // Before the first measurement (and in tests without layout) assume the spec's height.
    initialRect: { width: 0, height: RESOLVER_LIST_HEIGHT },
  });

  const listHeight = Math.min(RESOLVER_LIST_HEIGHT, rows.length * rowHeight);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={resolverDialogTexts.title[direction]}
      description={resolverDialogTexts.description}
      size="large"
    >
      <Dialog.Body>
        <Top>
          {bothBroken ? (
            <Stepper
              aria-label={resolverDialogTexts.steps.label}
              steps={STEP_NAMES}
              current={step}
              stepLabel={resolverDialogTexts.steps.step}
            />
          ) : (
            <span />
          )}
          <Counter aria-live="polite">{resolverDialogTexts.resolved(resolved, total)}</Counter>
        </Top>
        {error ? (
          <Failure>
            <Alert variant="danger">{error}</Alert>
            {onRetry ? (
              <Button variant="secondary" onClick={onRetry}>
                {resolverDialogTexts.retry}
              </Button>
            ) : null}
          </Failure>
        ) : null}
        {loading ? (
          <Checking role="status">
            <Spinner size="small" />
            {resolverDialogTexts.checking}
          </Checking>
        ) : (
          <Scroller
            ref={setScrollElement}
            data-row-height={rowHeight}
            style={{ height: `${listHeight}px` }}
          >
            <List
              aria-label={resolverDialogTexts.list}
              style={{ height: `${virtualizer.getTotalSize()}px` }}
            >
              {virtualizer.getVirtualItems().map((item) => {
                const row = rows[item.index] as ResolverRowView;
                return (
                  <ResolverRow
                    key={row.key}
                    row={row}
                    direction={direction}
                    index={item.index}
                    total={rows.length}
                    top={item.start}
                    height={rowHeight}
                    onChange={change}
                    onRemove={remove}
                  />
                );
              })}
            </List>
          </Scroller>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        {bothBroken && step === 2 && canGoBack ? (
          <Button variant="secondary" aria-disabled={saving || undefined} onClick={onBack}>
            {resolverDialogTexts.buttons.back}
          </Button>
        ) : null}
        <Button loading={saving} aria-disabled={loading || undefined} onClick={onSave}>
          {bothBroken && step === 1
            ? resolverDialogTexts.buttons.saveAndProceed
            : resolverDialogTexts.buttons.save}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
