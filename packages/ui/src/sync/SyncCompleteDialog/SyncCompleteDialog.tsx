import { useId, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../core/Button';
import { Dialog } from '../../core/Dialog';
import { SuccessIcon } from '../../core/Icon';
import { syncCompleteTexts } from './texts';

export interface SyncCompleteDialogProps {
  open: boolean;
  /** 'Done', the close button and Escape. */
  onClose: () => void;
}

const Message = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};

  svg {
    flex-shrink: 0;
    margin-top: 0.2em;
    font-size: 20px;
    color: ${({ theme }) => theme.color.text.success};
  }
`;

/** The completion notice after a manual or automatic sync. */
export function SyncCompleteDialog({ open, onClose }: SyncCompleteDialogProps) {
  const messageId = useId();
  const doneRef = useRef<HTMLButtonElement | null>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={syncCompleteTexts.title}
      size="small"
      aria-describedby={messageId}
      initialFocus={doneRef}
    >
      <Dialog.Body>
        <Message id={messageId}>
          <SuccessIcon />
          {syncCompleteTexts.message}
        </Message>
      </Dialog.Body>
      <Dialog.Footer>
        <Button ref={doneRef} onClick={onClose}>
          {syncCompleteTexts.done}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
