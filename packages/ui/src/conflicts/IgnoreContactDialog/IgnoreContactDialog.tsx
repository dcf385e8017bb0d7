import { useId, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../core/Button';
import { Checkbox } from '../../core/Checkbox';
import { Dialog } from '../../core/Dialog';
import { conflictTexts } from '../texts';

export interface IgnoreContactDialogProps {
  open: boolean;
  /** The held contact's display name. */
  name: string;
  /** 'do not show again': ignoring later asks nothing. */
  dontShowAgain: boolean;
  onDontShowAgainChange: (checked: boolean) => void;
  /** Ignoring: Ignore spins and ignores presses. */
  loading?: boolean;
  onConfirm: () => void;
  /** Cancel, the close button and Escape. */
  onCancel: () => void;
}

const Message = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  overflow-wrap: anywhere;
`;

const t = conflictTexts.ignoreOne;

/** Asked before ignoring one held contact (spec section 5), unless 'do not show again' was ticked. */
export function IgnoreContactDialog({
  open,
  name,
  dontShowAgain,
  onDontShowAgainChange,
  loading = false,
  onConfirm,
  onCancel,
}: IgnoreContactDialogProps) {
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
      // Destructive: focus starts on the safe choice.
      initialFocus={cancelRef}
    >
      <Dialog.Body>
        <Message id={messageId}>{t.message(name)}</Message>
        <Checkbox
          label={t.dontShowAgain}
          checked={dontShowAgain}
          onChange={(checked) => onDontShowAgainChange(checked)}
        />
      </Dialog.Body>
      <Dialog.Footer>
        <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button variant="danger" loading={loading} onClick={onConfirm}>
          {t.confirm}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
