import { ConfirmDialog } from '../../core/ConfirmDialog';
import { stopSyncTexts } from './texts';

export interface StopSyncDialogProps {
  open: boolean;
  /** Stopping: Stop Sync spins and ignores presses. */
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The stop confirmation opened by 'Cancel Sync'. */
export function StopSyncDialog({ open, loading, onConfirm, onCancel }: StopSyncDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={stopSyncTexts.title}
      confirmLabel={stopSyncTexts.confirm}
      cancelLabel={stopSyncTexts.cancel}
      confirmVariant="danger"
      loading={loading}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{stopSyncTexts.message}</p>
    </ConfirmDialog>
  );
}
