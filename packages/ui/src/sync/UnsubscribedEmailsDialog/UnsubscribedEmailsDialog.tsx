import { Button } from '../../core/Button';
import { Dialog } from '../../core/Dialog';
import { RadioGroup } from '../../core/RadioGroup';
import { unsubscribedEmailsTexts } from './texts';

export type UnsubscribedEmailsChoice = 'retain' | 'remove';

export interface UnsubscribedEmailsDialogProps {
  open: boolean;
  /** Retain (isMcToCcbDisableInactiveRemove 1) or remove (0). */
  value: UnsubscribedEmailsChoice;
  onChange: (value: UnsubscribedEmailsChoice) => void;
  onConfirm: () => void;
  onClose: () => void;
  /** Saving: Confirm spins and ignores presses. */
  loading?: boolean;
}

/** Retain or remove unsubscribed Mailchimp emails of an MC-to-CCB pair, with Confirm. */
export function UnsubscribedEmailsDialog({
  open,
  value,
  onChange,
  onConfirm,
  onClose,
  loading = false,
}: UnsubscribedEmailsDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={unsubscribedEmailsTexts.title} size="small">
      <Dialog.Body>
        <RadioGroup
          label={unsubscribedEmailsTexts.question}
          value={value}
          onChange={(next) => onChange(next as UnsubscribedEmailsChoice)}
          options={[
            { value: 'retain', label: unsubscribedEmailsTexts.retain },
            { value: 'remove', label: unsubscribedEmailsTexts.remove },
          ]}
        />
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="secondary" onClick={onClose}>
          {unsubscribedEmailsTexts.cancel}
        </Button>
        <Button loading={loading} onClick={onConfirm}>
          {unsubscribedEmailsTexts.confirm}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
