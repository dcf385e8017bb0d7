import { type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert } from '../../core/Alert';
import { Button } from '../../core/Button';
import { Dialog } from '../../core/Dialog';
import { PasswordField } from '../../core/PasswordField';
import { Select, type SelectOption } from '../../core/Select';
import { TextField } from '../../core/TextField';
import { formatMoney } from '../../core/money';
import { adminTexts } from '../texts';

export interface CreateUserFormValues {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  packageId: string;
}

export type CreateUserFormField = keyof CreateUserFormValues;

/** A package of the list: monthly or yearly as its amount says (spec: above 27 is yearly). */
export interface PackageOption {
  value: string;
  name: string;
  amount: number;
  period: 'monthly' | 'yearly';
}

export interface CreateUserDialogProps {
  open: boolean;
  values: CreateUserFormValues;
  packages: readonly PackageOption[];
  /** Create is enabled only when every field is valid. */
  canSubmit: boolean;
  submitting?: boolean;
  /** The server's errorMessage, in red. */
  error?: string | null;
  /** Fields longer than the server takes, each with its message (said as the person types). */
  fieldErrors?: Partial<Record<CreateUserFormField, string>>;
  onChange: (field: CreateUserFormField, value: string) => void;
  onSubmit: () => void;
  onClose: () => void;
}

const t = adminTexts.createUser;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The package list's options: monthly ones first, then yearly, each saying which it is. */
export function packageOptions(packages: readonly PackageOption[]): SelectOption[] {
  return [...packages]
    .sort((a, b) => (a.period === b.period ? a.amount - b.amount : a.period === 'monthly' ? -1 : 1))
    .map((option) => ({
      value: option.value,
      label: `${option.name} – ${formatMoney(option.amount)} (${option.period === 'yearly' ? t.yearly : t.monthly})`,
    }));
}

/**
 * Create User (spec part 2 sections 2 and 5): email, password, first and last name and a
 * package, all required; Create stays disabled until they are valid. A failure shows the
 * server's errorMessage in red and keeps what was typed.
 */
export function CreateUserDialog({
  open,
  values,
  packages,
  canSubmit,
  submitting = false,
  error = null,
  fieldErrors = {},
  onChange,
  onSubmit,
  onClose,
}: CreateUserDialogProps) {
  const tooLong = Object.values(fieldErrors).some(Boolean);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) onSubmit();
  };
  return (
    <Dialog open={open} onClose={onClose} title={t.title}>
      <form onSubmit={submit} noValidate>
        <Dialog.Body>
          <Fields>
            {error ? <Alert variant="danger">{error}</Alert> : null}
            <TextField
              label={t.email}
              type="email"
              autoComplete="off"
              required
              value={values.email}
              error={fieldErrors.email}
              onChange={(event) => onChange('email', event.target.value)}
              block
            />
            <PasswordField
              label={t.password}
              autoComplete="new-password"
              required
              value={values.password}
              error={fieldErrors.password}
              onChange={(event) => onChange('password', event.target.value)}
              block
            />
            <Row>
              <TextField
                label={t.firstName}
                required
                value={values.firstName}
                error={fieldErrors.firstName}
                onChange={(event) => onChange('firstName', event.target.value)}
                block
              />
              <TextField
                label={t.lastName}
                required
                value={values.lastName}
                error={fieldErrors.lastName}
                onChange={(event) => onChange('lastName', event.target.value)}
                block
              />
            </Row>
            <Select
              label={t.package}
              placeholder={t.choosePackage}
              required
              options={packageOptions(packages)}
              value={values.packageId}
              onChange={(value) => onChange('packageId', value)}
              block
            />
            {canSubmit || tooLong ? null : <Hint>{t.hint}</Hint>}
          </Fields>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="primary" disabled={!canSubmit} loading={submitting}>
            {t.create}
          </Button>
        </Dialog.Footer>
      </form>
    </Dialog>
  );
}
