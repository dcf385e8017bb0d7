import { useId, useRef } from 'react';
import { Button } from '../../core/Button';
import { Dialog } from '../../core/Dialog';
import { closeUnsavedPairTexts } from './texts';

export interface CloseUnsavedPairDialogProps {
  open: boolean;
  /** Saving the pair: 'Add to Sync List' spins and ignores presses. */
  loading?: boolean;
  /** 'Add to Sync List': save the pair, then close. */
  onAdd: () => void;
  /** 'Close Without Adding': discard and close the editor. */
  onDiscard: () => void;
  /** The close button and Escape: back to the editor. */
  onCancel: () => void;
}

/** Asked when the add-pair dialog closes with unsaved content. */
export function CloseUnsavedPairDialog({
  open,
  loading = false,
  onAdd,
  onDiscard,
  onCancel,
}: CloseUnsavedPairDialogProps) {
  const messageId = useId();
  const addRef = useRef<HTMLButtonElement | null>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={closeUnsavedPairTexts.title}
      size="small"
      role="alertdialog"
      aria-describedby={messageId}
      initialFocus={addRef}
    >
      <Dialog.Body id={messageId}>
        <p>{closeUnsavedPairTexts.message}</p>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="secondary" aria-disabled={loading || undefined} onClick={onDiscard}>
          {closeUnsavedPairTexts.discard}
        </Button>
        <Button ref={addRef} loading={loading} onClick={onAdd}>
          {closeUnsavedPairTexts.add}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
