import { ConfirmDialog } from '../../core/ConfirmDialog';
import { leaveWithUnsyncedPairsTexts } from './texts';

export interface LeaveWithUnsyncedPairsDialogProps {
  open: boolean;
  /** How many new pairs have not been synced. */
  newCount: number;
  /** Go on to the page asked for. */
  onLeave: () => void;
  /** Stay on /sync (also the close button and Escape). */
  onStay: () => void;
  /** Leaving is under way: Leave Page spins and ignores presses. */
  loading?: boolean;
}

/** Asked before leaving /sync while unsynced new pairs exist; staying is the default. */
export function LeaveWithUnsyncedPairsDialog({
  open,
  newCount,
  onLeave,
  onStay,
  loading,
}: LeaveWithUnsyncedPairsDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={leaveWithUnsyncedPairsTexts.title}
      confirmLabel={leaveWithUnsyncedPairsTexts.leave}
      cancelLabel={leaveWithUnsyncedPairsTexts.stay}
      confirmVariant="danger"
      loading={loading}
      onConfirm={onLeave}
      onCancel={onStay}
    >
      <p>{leaveWithUnsyncedPairsTexts.message(newCount)}</p>
    </ConfirmDialog>
  );
}
