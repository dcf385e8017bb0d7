import { useId, useRef } from 'react';
import { Button } from '../../core/Button';
import { Dialog } from '../../core/Dialog';
import type { SyncDirection } from '../PairTable/pairs';
import { twoWayTexts } from './texts';

export interface TwoWayDialogProps {
  open: boolean;
  /** The one direction that is on: CCB to MC asks 'Sync MailChimp as well?'. */
  direction: SyncDirection;
  /** The choice being carried out: its button spins and both ignore presses. */
  loading?: 'enable' | 'proceed';
  onEnable: () => void;
  onProceed: () => void;
  onClose: () => void;
}

/** 'Sync MailChimp as well?' / 'Sync CCB as well?': enable 2-way or sync one way. */
export function TwoWayDialog({
  open,
  direction,
  loading,
  onEnable,
  onProceed,
  onClose,
}: TwoWayDialogProps) {
  const messageId = useId();
  const enableRef = useRef<HTMLButtonElement | null>(null);
  const busy = loading !== undefined;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={direction === 'ccbToMc' ? twoWayTexts.titleMailchimp : twoWayTexts.titleCcb}
      size="small"
      role="alertdialog"
      aria-describedby={messageId}
      initialFocus={enableRef}
    >
      <Dialog.Body id={messageId}>
        <p>{twoWayTexts.message[direction]}</p>
      </Dialog.Body>
      <Dialog.Footer>
        <Button
          variant="secondary"
          loading={loading === 'proceed'}
          aria-disabled={(busy && loading !== 'proceed') || undefined}
          onClick={onProceed}
        >
          {twoWayTexts.proceed}
        </Button>
        <Button
          ref={enableRef}
          loading={loading === 'enable'}
          aria-disabled={(busy && loading !== 'enable') || undefined}
          onClick={onEnable}
        >
          {twoWayTexts.enable}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
