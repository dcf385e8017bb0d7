import { useId, useRef, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

export type ConfirmDialogVariant = 'primary' | 'danger';

export interface ConfirmDialogProps {
  /** Shown or not (controlled). */
  open: boolean;
  /** Required: the question, which names the dialog ("Remove this pairing?"). */
  title: string;
  /** The message: what happens if the person confirms. */
  children: ReactNode;
  /** Required: a verb for what happens ("Remove pairing"), never just "OK". */
  confirmLabel: string;
  /** Default "Cancel". */
  cancelLabel?: string;
  /** Called by the confirm button; ignored while `loading`. */
  onConfirm: () => void;
  /** Called by the cancel button, the close button, Escape and a press outside. */
  onCancel: () => void;
  /**
   * Default primary. `danger` for destructive actions; focus then starts on Cancel, the safe
   * choice, instead of on the confirm button.
   */
  confirmVariant?: ConfirmDialogVariant;
  /**
   * The confirmed action is running: the confirm button shows a spinner and ignores further
   * presses (so nothing is sent twice). Cancel still works: the caller aborts the request.
   */
  loading?: boolean;
}

/** A short yes/no question (`role="alertdialog"`), built on Dialog. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  confirmVariant = 'primary',
  loading = false,
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement | null>(null);
  const confirmRef = useRef<HTMLButtonElement | null>(null);

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      size="small"
      role="alertdialog"
      aria-describedby={messageId}
      initialFocus={confirmVariant === 'danger' ? cancelRef : confirmRef}
    >
      <Dialog.Body id={messageId}>{children}</Dialog.Body>
      <Dialog.Footer>
        <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button ref={confirmRef} variant={confirmVariant} loading={loading} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
