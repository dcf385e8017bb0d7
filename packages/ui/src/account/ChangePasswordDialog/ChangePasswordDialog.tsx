import { type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert } from '../../core/Alert';
import { Button } from '../../core/Button';
import { Dialog } from '../../core/Dialog';
import { PasswordField } from '../../core/PasswordField';
import { accountTexts } from '../texts';

export interface PasswordFormValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordFormField = keyof PasswordFormValues;
export type PasswordFormErrors = Partial<
  Record<PasswordFormField, 'empty' | 'mismatch' | 'tooLong'>
>;

export interface ChangePasswordDialogProps {
  open: boolean;
  values: PasswordFormValues;
  errors: PasswordFormErrors;
  sending?: boolean;
  /** The server's message of a failed change. */
  failure?: string | null;
  onChange: (field: PasswordFormField, value: string) => void;
  onSubmit: () => void;
  onClose: () => void;
}

const t = accountTexts.password;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const errorText = (code: PasswordFormErrors[PasswordFormField]) =>
  code === undefined ? undefined : t[code];

/**
 * Change password (spec part 1 sections 4 and 5): old, new and confirm, all required ('Field
 * cannot be empty'); new and confirm must match ('Passwords incorrect').
 */
export function ChangePasswordDialog({
  open,
  values,
  errors,
  sending = false,
  failure = null,
  onChange,
  onSubmit,
  onClose,
}: ChangePasswordDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open={open} onClose={onClose} title={t.title} size="small">
      <form onSubmit={submit} noValidate>
        <Dialog.Body>
          <Fields>
            {failure !== null ? (
              <Alert variant="danger">{failure || accountTexts.updateFailed}</Alert>
            ) : null}
            {(['oldPassword', 'newPassword', 'confirmPassword'] as const).map((field) => (
              <PasswordField
                key={field}
                label={t[field]}
                autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
                required
                value={values[field]}
                error={errorText(errors[field])}
                onChange={(event) => onChange(field, event.target.value)}
                block
              />
            ))}
          </Fields>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="primary" loading={sending}>
            {t.save}
          </Button>
        </Dialog.Footer>
      </form>
    </Dialog>
  );
}
