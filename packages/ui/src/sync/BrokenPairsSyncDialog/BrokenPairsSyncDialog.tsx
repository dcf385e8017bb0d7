import { useId, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../core/Button';
import { Chip } from '../../core/Chip';
import { Dialog } from '../../core/Dialog';
import { brokenPairsSyncTexts } from './texts';

export interface BrokenPairsSyncDialogProps {
  open: boolean;
  /** How many pairs are broken (they are skipped by the sync). */
  brokenCount: number;
  /** A sync is starting or running: 'Proceed to Sync' reads 'Syncing in progress' and waits. */
  syncing?: boolean;
  /** 'Resolve Broken Pairs' (recommended): open the resolver. */
  onResolve: () => void;
  /** 'Proceed to Sync': sync and skip the broken pairs. */
  onProceed: () => void;
  onClose: () => void;
}

const Recommended = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  /* Phones: the chip, then the button taking the rest of the full-width row. */
  ${({ theme }) => theme.media.mobile} {
    > button {
      flex: 1;
      min-width: 0;
    }
  }
`;

/** 'Sync without resolving broken pairs?': resolve them first (recommended) or sync anyway. */
export function BrokenPairsSyncDialog({
  open,
  brokenCount,
  syncing = false,
  onResolve,
  onProceed,
  onClose,
}: BrokenPairsSyncDialogProps) {
  const messageId = useId();
  const recommendedId = useId();
  const resolveRef = useRef<HTMLButtonElement | null>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={brokenPairsSyncTexts.title}
      size="small"
      role="alertdialog"
      aria-describedby={messageId}
      initialFocus={resolveRef}
    >
      <Dialog.Body id={messageId}>
        <p>{brokenPairsSyncTexts.message(brokenCount)}</p>
      </Dialog.Body>
      <Dialog.Footer>
        <Button
          variant="secondary"
          aria-disabled={syncing || undefined}
          data-state={syncing ? 'syncing' : undefined}
          onClick={onProceed}
        >
          {syncing ? brokenPairsSyncTexts.proceeding : brokenPairsSyncTexts.proceed}
        </Button>
        <Recommended>
          <Chip id={recommendedId} variant="success">
            {brokenPairsSyncTexts.recommended}
          </Chip>
          <Button ref={resolveRef} aria-describedby={recommendedId} onClick={onResolve}>
            {brokenPairsSyncTexts.resolve}
          </Button>
        </Recommended>
      </Dialog.Footer>
    </Dialog>
  );
}
