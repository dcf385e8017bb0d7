import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { DangerIcon } from '../Icon';
import {
  Control,
  ErrorMessage,
  Field,
  Hint,
  Input,
  Label,
  RequiredMark,
  Trailing,
} from './TextField.styles';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  /** Required: the visible label, which also names the input. */
  label: string;
  /** Shown below the input; marks it invalid and describes it. */
  error?: string;
  /** Help text below the input, also read as its description. */
  hint?: string;
  /** Fills the width of its container. */
  block?: boolean;
}

/** Internal: TextField plus a slot for a button inside the input (PasswordField's toggle). */
export function InputField({
  label,
  error,
  hint,
  block = false,
  id,
  trailingAction,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps & { trailingAction?: ReactNode }) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  // FieldNotes' rule written out: TextField is in the login entry, which is at its 120 KiB budget
  // and the shared helper costs it 0.1 KiB (Select, Combobox and TagPicker use FieldNotes).
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const descriptions = [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined;

  return (
    <Field data-block={block || undefined}>
      <Label htmlFor={inputId}>
        {label}
        {rest.required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </Label>
      <Control>
        <Input
          {...rest}
          id={inputId}
          aria-invalid={error ? true : rest['aria-invalid']}
          aria-describedby={descriptions}
          data-trailing={trailingAction ? true : undefined}
        />
        {trailingAction ? <Trailing>{trailingAction}</Trailing> : null}
      </Control>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? (
        <ErrorMessage id={errorId}>
          <DangerIcon />
          {error}
        </ErrorMessage>
      ) : null}
    </Field>
  );
}

/** A labelled text input with optional hint and error message. Controlled or uncontrolled. */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  return <InputField type={type} {...props} />;
}
