import { ConfirmDialog, type ConfirmDialogVariant } from '../../core/ConfirmDialog';
import { syncConfirmTexts, type SyncConfirmKind } from '../texts';

interface SyncConfirmBaseProps {
  open: boolean;
  /** The confirmed action is running: the confirm button spins and ignores presses. */
  loading?: boolean;
  /** The confirm button ('Stop Sync', 'Leave Page', 'Remove', 'Proceed', 'Go to Pricing'). */
  onConfirm: () => void;
  /** The cancel button, the close button and Escape. */
  onCancel: () => void;
}

/** What each kind's message is built from. */
export type SyncConfirmDialogProps = SyncConfirmBaseProps &
  (
    | { kind: 'stopSync' }
    | { kind: 'purchasePlan' }
    /** How many new pairs have not been synced. */
    | { kind: 'leaveWithUnsyncedPairs'; newCount: number }
    /** Names the pair in the message. */
    | { kind: 'removePair'; pairName: string }
    /** The group whose name contains 'all members of', and its size. */
    | { kind: 'allMembers'; groupName: string; participantCount: number }
  );

/** Destructive kinds start focus on the safe choice (Cancel). */
const variants: Record<SyncConfirmKind, ConfirmDialogVariant> = {
  stopSync: 'danger',
  leaveWithUnsyncedPairs: 'danger',
  removePair: 'danger',
  allMembers: 'primary',
  purchasePlan: 'primary',
};

function messageOf(props: SyncConfirmDialogProps): string {
  switch (props.kind) {
    case 'leaveWithUnsyncedPairs':
      return syncConfirmTexts.leaveWithUnsyncedPairs.message(props.newCount);
    case 'removePair':
      return syncConfirmTexts.removePair.message(props.pairName);
    case 'allMembers':
      return syncConfirmTexts.allMembers.message(props.groupName, props.participantCount);
    default:
      return syncConfirmTexts[props.kind].message;
  }
}

/**
 * The sync feature's yes/no questions (stop a sync, leave with unsynced pairs, remove a pair,
 * pick an 'all members of' group, purchase a plan): `ConfirmDialog` with the kind's texts.
 */
export function SyncConfirmDialog(props: SyncConfirmDialogProps) {
  const { kind, open, loading, onConfirm, onCancel } = props;
  const texts = syncConfirmTexts[kind];
  return (
    <ConfirmDialog
      open={open}
      title={texts.title}
      confirmLabel={texts.confirm}
      cancelLabel={texts.cancel}
      confirmVariant={variants[kind]}
      loading={loading}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{messageOf(props)}</p>
    </ConfirmDialog>
  );
}
