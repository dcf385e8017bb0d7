import { useId, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../core/Button';
import { Checkbox } from '../../core/Checkbox';
import { Dialog } from '../../core/Dialog';
import { conflictTexts } from '../texts';

export interface IgnoreAllDialogProps {
  open: boolean;
  /** Every held contact, all conflicts together: the N of 'ignore all N conflicts'. */
  count: number;
  /** 'Yes, I agree to ignore all N conflicts' is ticked: Ignore All may go. */
  agreed: boolean;
  onAgreeChange: (checked: boolean) => void;
  /** Ignoring them all: Ignore All spins and ignores presses. */
  loading?: boolean;
  onConfirm: () => void;
  /** Cancel, the close button and Escape. */
  onCancel: () => void;
}

const Message = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
`;

const t = conflictTexts.ignoreAll;

/** Asked before ignoring every held contact: needs the ticked agreement (spec section 5). */
export function IgnoreAllDialog({
  open,
  count,
  agreed,
  onAgreeChange,
  loading = false,
  onConfirm,
  onCancel,
}: IgnoreAllDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement | null>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={t.title}
      size="small"
      role="alertdialog"
      aria-describedby={messageId}
      initialFocus={cancelRef}
    >
      <Dialog.Body>
        <Message id={messageId}>{t.message}</Message>
        <Checkbox
          label={t.agree(count)}
          checked={agreed}
          onChange={(checked) => onAgreeChange(checked)}
        />
      </Dialog.Body>
      <Dialog.Footer>
        <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button
          variant="danger"
          loading={loading}
          aria-disabled={!agreed || undefined}
          onClick={onConfirm}
        >
          {t.confirm}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
