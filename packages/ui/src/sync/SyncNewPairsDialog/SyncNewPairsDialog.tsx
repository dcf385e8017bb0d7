import { useId, useRef } from 'react';
import { Button } from '../../core/Button';
import { Dialog } from '../../core/Dialog';
import { syncNewPairsTexts } from './texts';

export interface SyncNewPairsDialogProps {
  open: boolean;
  /** Just after adding pairs the question is 'Confirm?'. */
  afterAdding?: boolean;
  /** How many pairs are new (not synced yet). */
  newCount: number;
  /** The action that is starting: its button spins and both sync buttons ignore presses. */
  loading?: 'syncAll' | 'syncNew';
  onSyncAll: () => void;
  onSyncNew: () => void;
  /** 'Skip For Now', the close button and Escape. */
  onSkip: () => void;
}

/** 'Sync Just New Pairs?': sync the new pairs, all pairs, or neither for now. */
export function SyncNewPairsDialog({
  open,
  afterAdding = false,
  newCount,
  loading,
  onSyncAll,
  onSyncNew,
  onSkip,
}: SyncNewPairsDialogProps) {
  const messageId = useId();
  const syncNewRef = useRef<HTMLButtonElement | null>(null);
  const busy = loading !== undefined;
  return (
    <Dialog
      open={open}
      onClose={onSkip}
      title={afterAdding ? syncNewPairsTexts.titleAfterAdding : syncNewPairsTexts.title}
      size="small"
      role="alertdialog"
      aria-describedby={messageId}
      initialFocus={syncNewRef}
    >
      <Dialog.Body id={messageId}>
        <p>{syncNewPairsTexts.message(newCount)}</p>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="invisible" onClick={onSkip}>
          {syncNewPairsTexts.skip}
        </Button>
        <Button
          variant="secondary"
          loading={loading === 'syncAll'}
          aria-disabled={(busy && loading !== 'syncAll') || undefined}
          onClick={onSyncAll}
        >
          {syncNewPairsTexts.syncAll}
        </Button>
        <Button
          ref={syncNewRef}
          loading={loading === 'syncNew'}
          aria-disabled={(busy && loading !== 'syncNew') || undefined}
          onClick={onSyncNew}
        >
          {syncNewPairsTexts.syncNew}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
