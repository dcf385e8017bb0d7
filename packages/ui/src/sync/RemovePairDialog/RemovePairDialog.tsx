import { ConfirmDialog } from '../../core/ConfirmDialog';
import { removePairTexts } from './texts';

export interface RemovePairDialogProps {
  open: boolean;
  /** Names the pair in the message. */
  pairName: string;
  /** Removing: Remove spins and ignores presses. */
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The remove-pair confirmation: destructive, so focus starts on Cancel. */
export function RemovePairDialog({
  open,
  pairName,
  loading,
  onConfirm,
  onCancel,
}: RemovePairDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={removePairTexts.title}
      confirmLabel={removePairTexts.confirm}
      cancelLabel={removePairTexts.cancel}
      confirmVariant="danger"
      loading={loading}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{removePairTexts.message(pairName)}</p>
    </ConfirmDialog>
  );
}
