import { useEffect, useRef, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../core/Button';
import { IconButton } from '../../core/IconButton';
import { PencilIcon } from '../../core/ActionIcons';
import { Select, type SelectOption } from '../../core/Select';
import { TextField } from '../../core/TextField';
import { truncate } from '../../core/truncate';
import { SaveStatus, showsSaveStatus } from '../SaveStatus';
import { accountTexts as t } from '../texts';

export type ProfileFieldMode = 'view' | 'editing' | 'saving' | 'saved' | 'failed';

export interface ProfileFieldProps {
  label: string;
  /** What view shows (already formatted, e.g. a phone number). */
  value: string;
  /** Characters shown in view before '...' (the full value is the title). */
  limit?: number;
  mode: ProfileFieldMode;
  draft: string;
  error?: string | null;
  /** Text input type; a `options` list makes it a select instead. */
  type?: 'text' | 'email' | 'tel';
  options?: readonly SelectOption[];
  placeholder?: string;
  autoComplete?: string;
  onEdit: () => void;
  onChange: (value: string) => void;
  onSave: () => void;
  onCancel: () => void;
  onDismiss: () => void;
}

const Row = styled.div`
  display: grid;
  grid-template-columns: 160px minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space[2]} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.muted};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[1]};
  }

  /* The edit button shows on hover or focus; on small screens it is always there. */
  [data-edit] {
    opacity: 0;
  }
  &:hover [data-edit],
  &:focus-within [data-edit] {
    opacity: 1;
  }
  ${({ theme }) => theme.media.mobile} {
    [data-edit] {
      opacity: 1;
    }
  }
`;

const Label = styled.span`
  color: ${({ theme }) => theme.color.text.muted};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

const Line = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Value = styled.span`
  overflow-wrap: anywhere;

  &[data-empty] {
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};

  > :first-child {
    flex: 1 1 220px;
  }
`;

/**
 * One field of My Profile: view (with Edit on hover, always on small screens) → edit (Save,
 * Cancel, Escape) → Saving → Saved, or the error, dismissible, until the field returns to view.
 */
export function ProfileField({
  label,
  value,
  limit,
  mode,
  draft,
  error = null,
  type = 'text',
  options,
  placeholder,
  autoComplete,
  onEdit,
  onChange,
  onSave,
  onCancel,
  onDismiss,
}: ProfileFieldProps) {
  const editRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const wasEditing = useRef(false);
  // Back from editing: focus returns to Edit.
  useEffect(() => {
    if (mode === 'editing') {
      // Into edit: focus goes to the input.
      wasEditing.current = true;
      formRef.current?.querySelector<HTMLElement>('input, select')?.focus();
    } else if (mode === 'view' && wasEditing.current) {
      wasEditing.current = false;
      editRef.current?.focus();
    }
  }, [mode]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  const shown = value ? (limit ? truncate(value, limit) : value) : t.empty;

  return (
    <Row data-state={mode}>
      <Label id={undefined}>{label}</Label>
      {mode === 'editing' ? (
        <Form
          ref={formRef}
          noValidate
          onSubmit={submit}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              onCancel();
            }
          }}
        >
          {options ? (
            <Select
              label={label}
              options={options}
              placeholder={placeholder}
              value={draft}
              onChange={onChange}
              block
            />
          ) : (
            <TextField
              label={label}
              type={type}
              value={draft}
              autoComplete={autoComplete}
              onChange={(event) => onChange(event.target.value)}
              block
            />
          )}
          <Button type="submit" variant="primary">
            {t.save}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t.cancel}
          </Button>
        </Form>
      ) : (
        <Line>
          <Value
            data-empty={value ? undefined : ''}
            title={limit && value.length > limit ? value : undefined}
          >
            {mode === 'saving' || mode === 'saved' ? truncateDraft(draft, value, limit) : shown}
          </Value>
          {showsSaveStatus(mode) ? (
            <SaveStatus mode={mode} error={error} onDismiss={onDismiss} />
          ) : (
            <IconButton
              ref={editRef}
              data-edit=""
              aria-label={t.edit(label)}
              icon={<PencilIcon />}
              size="small"
              onClick={onEdit}
            />
          )}
        </Line>
      )}
    </Row>
  );
}

/** While saving and just saved, the new value shows (the select's label is the caller's). */
function truncateDraft(draft: string, value: string, limit?: number) {
  const text = draft || value;
  return limit ? truncate(text, limit) : text;
}
