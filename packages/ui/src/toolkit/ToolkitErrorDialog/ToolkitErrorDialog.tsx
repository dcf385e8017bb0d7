import { useRef } from 'react';
import { Button } from '../../core/Button';
import { Dialog } from '../../core/Dialog';
import { SafeHtml } from '../../core/SafeHtml';
import { toolkitTexts } from '../texts';

export interface ToolkitErrorDialogProps {
  /** The server's message (may hold HTML, sanitised); the dialog is closed while null. */
  message: string | null;
  onClose: () => void;
}

/** The Toolkit's Error dialog: a refused or failed save, in the server's words. */
export function ToolkitErrorDialog({ message, onClose }: ToolkitErrorDialogProps) {
  const ok = useRef<HTMLButtonElement | null>(null);
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      title={toolkitTexts.errorDialog.title}
      size="small"
      role="alertdialog"
      initialFocus={ok}
    >
      <Dialog.Body>
        <SafeHtml as="p" html={message ?? ''} />
      </Dialog.Body>
      <Dialog.Footer>
        <Button ref={ok} onClick={onClose}>
          {toolkitTexts.errorDialog.close}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
