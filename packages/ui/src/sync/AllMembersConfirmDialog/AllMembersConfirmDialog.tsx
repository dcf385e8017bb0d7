import { ConfirmDialog } from '../../core/ConfirmDialog';
import { allMembersTexts } from './texts';

export interface AllMembersConfirmDialogProps {
  open: boolean;
  /** The group whose name contains 'all members of'. */
  groupName: string;
  participantCount: number;
  /** Carrying on: Proceed spins and ignores presses. */
  loading?: boolean;
  onProceed: () => void;
  /** 'Nevermind', the close button and Escape. */
  onNevermind: () => void;
}

/** 'Confirm!' before picking a group named 'all members of ...' (the whole congregation). */
export function AllMembersConfirmDialog({
  open,
  groupName,
  participantCount,
  loading,
  onProceed,
  onNevermind,
}: AllMembersConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={allMembersTexts.title}
      confirmLabel={allMembersTexts.proceed}
      cancelLabel={allMembersTexts.nevermind}
      loading={loading}
      onConfirm={onProceed}
      onCancel={onNevermind}
    >
      <p>{allMembersTexts.message(groupName, participantCount)}</p>
    </ConfirmDialog>
  );
}
