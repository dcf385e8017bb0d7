import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../core/Button';
import { Checkbox } from '../../core/Checkbox';
import { Dialog } from '../../core/Dialog';
import { ChevronDownIcon } from '../../core/Icon';
import { unsyncPairTexts } from './texts';

/** The options of /sync-pair/remove-ccb-mc: `unsync` and `isDeleteGroup`. */
export interface UnsyncOptions {
  unsync: boolean;
  deleteGroup: boolean;
}

export interface UnsyncPairDialogProps {
  open: boolean;
  /** Names the pair in the message ("Main Campus / Youth Group"). */
  pairName: string;
  options: UnsyncOptions;
  onOptionsChange: (options: UnsyncOptions) => void;
  /** Offer 'Delete the Mailchimp group' (only for a pair synced to an interest group). */
  canDeleteGroup?: boolean;
  /** Open the Advanced Settings at first (default closed). */
  defaultAdvancedOpen?: boolean;
  /** Un-syncing: the confirm button spins and ignores presses. */
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const Disclosure = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 32px;
  margin: ${({ theme }) => `${theme.space[2]} 0 0`};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text.link};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  cursor: pointer;

  svg {
    transition: transform 120ms ease-out;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Options = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => `${theme.space[2]} 0 0`};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border.muted};
  border-radius: ${({ theme }) => theme.radius.medium};

  legend {
    padding: 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

/**
 * 'Un-Sync Pair?' with 'Advanced Settings', a disclosure revealing whether to un-sync the
 * contacts and delete the Mailchimp group. Focus starts on Cancel (the safe choice).
 */
export function UnsyncPairDialog({
  open,
  pairName,
  options,
  onOptionsChange,
  canDeleteGroup = true,
  defaultAdvancedOpen = false,
  loading = false,
  onConfirm,
  onCancel,
}: UnsyncPairDialogProps) {
  const messageId = useId();
  const panelId = useId();
  const cancelRef = useRef<HTMLButtonElement | null>(null);
  const [advanced, setAdvanced] = useState(defaultAdvancedOpen);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={unsyncPairTexts.title}
      size="small"
      role="alertdialog"
      aria-describedby={messageId}
      initialFocus={cancelRef}
    >
      <Dialog.Body>
        <p id={messageId}>{unsyncPairTexts.message(pairName)}</p>
        <Disclosure
          type="button"
          aria-expanded={advanced}
          aria-controls={panelId}
          onClick={() => setAdvanced(!advanced)}
        >
          {unsyncPairTexts.advanced}
          <ChevronDownIcon />
        </Disclosure>
        <Options id={panelId} hidden={!advanced}>
          <legend>{unsyncPairTexts.options}</legend>
          <Checkbox
            label={unsyncPairTexts.unsync}
            checked={options.unsync}
            onChange={(unsync) => onOptionsChange({ ...options, unsync })}
          />
          {canDeleteGroup ? (
            <Checkbox
              label={unsyncPairTexts.deleteGroup}
              checked={options.deleteGroup}
              onChange={(deleteGroup) => onOptionsChange({ ...options, deleteGroup })}
            />
          ) : null}
        </Options>
      </Dialog.Body>
      <Dialog.Footer>
        <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
          {unsyncPairTexts.cancel}
        </Button>
        <Button variant="danger" loading={loading} onClick={onConfirm}>
          {unsyncPairTexts.confirm}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
