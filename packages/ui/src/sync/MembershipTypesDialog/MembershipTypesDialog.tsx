import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../core/Button';
import { Checkbox } from '../../core/Checkbox';
import { Dialog } from '../../core/Dialog';
import { DangerIcon, WarningIcon } from '../../core/Icon';
import { ErrorMessage } from '../../core/TextField/TextField.styles';
import { MEMBERSHIP_TYPE_KEYS, hasMembershipType, type MembershipTypes } from './membershipTypes';
import { membershipTypesTexts } from './texts';

export interface MembershipTypesDialogProps {
  open: boolean;
  /** The statuses chosen (controlled). */
  value: MembershipTypes;
  onChange: (value: MembershipTypes) => void;
  /** Called by Save when at least one status is chosen. */
  onSave: () => void;
  onClose: () => void;
  /** Saving: Save spins and ignores presses. */
  saving?: boolean;
  /**
   * A failed save (the server's message), said inside the dialog. The Toolkit leaves it out and
   * opens its Error dialog instead (spec part 2 section 8).
   */
  error?: string;
}

/** The spec's 'shown in orange' warning (none chosen): the theme's warning role. */
const Warning = styled(ErrorMessage)`
  color: ${({ theme }) => theme.color.text.warning};
`;

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => `${theme.space[3]} 0 0`};
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

/**
 * The group-membership-status dialog: leaders, members, invited, join requests. With none chosen
 * it says 'At least one membership status type must be selected!' in orange (spec part 2
 * section 5) and Save does nothing.
 */
export function MembershipTypesDialog({
  open,
  value,
  onChange,
  onSave,
  onClose,
  saving = false,
  error,
}: MembershipTypesDialogProps) {
  const errorId = useId();
  const valid = hasMembershipType(value);
  const message = valid ? error : membershipTypesTexts.error;
  return (
    <Dialog open={open} onClose={onClose} title={membershipTypesTexts.title} size="small">
      <Dialog.Body>
        <p>{membershipTypesTexts.intro}</p>
        <Fieldset aria-describedby={message ? errorId : undefined}>
          <legend>{membershipTypesTexts.legend}</legend>
          {MEMBERSHIP_TYPE_KEYS.map((key) => (
            <Checkbox
              key={key}
              label={membershipTypesTexts.types[key]}
              checked={value[key]}
              onChange={(checked) => onChange({ ...value, [key]: checked })}
            />
          ))}
        </Fieldset>
        <div role="alert">
          {!valid ? (
            <Warning id={errorId}>
              <WarningIcon />
              {message}
            </Warning>
          ) : message ? (
            <ErrorMessage id={errorId}>
              <DangerIcon />
              {message}
            </ErrorMessage>
          ) : null}
        </div>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="secondary" onClick={onClose}>
          {membershipTypesTexts.cancel}
        </Button>
        <Button
          loading={saving}
          aria-disabled={!valid || undefined}
          onClick={() => {
            if (valid) onSave();
          }}
        >
          {membershipTypesTexts.save}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
