import {
  useEffect,
  useId,
  useRef,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { CheckIcon, DangerIcon, MinusIcon } from '../Icon';
import { ErrorMessage, Hint } from '../TextField/TextField.styles';
import { Box, Control, Description, Field, NativeInput, Row } from './Checkbox.styles';

export interface CheckboxProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'onChange' | 'children'
> {
  /** Required: the visible label, which also names the checkbox. May hold a link. */
  label: string | ReactNode;
  /** Ticked or not (controlled). Leave out with `defaultChecked` for an uncontrolled checkbox. */
  checked?: boolean;
  /** Called with the new state. */
  onChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  /** "Some of them": shown as a dash and announced as mixed; a press then calls `onChange`. */
  indeterminate?: boolean;
  /** Help text below the label, also read as its description. */
  hint?: string;
  /** Shown below; marks the checkbox invalid and describes it. */
  error?: string;
}

/** A native checkbox with a custom look, a label and optional hint and error. */
export function Checkbox({
  label,
  checked,
  onChange,
  indeterminate = false,
  hint,
  error,
  disabled,
  id,
  ref,
  className,
  style,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const descriptions = [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined;

  // `indeterminate` exists only as a DOM property, never as an attribute. Set after every
  // render: a press clears it in the DOM even when the prop stays true.
  const inputRef = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  });

  function setRefs(node: HTMLInputElement | null) {
    inputRef.current = node;
    if (typeof ref === 'function') return ref(node);
    if (ref) ref.current = node;
  }

  return (
    <Field className={className} style={style}>
      <Row htmlFor={inputId} data-disabled={disabled || undefined}>
        <Control>
          <NativeInput
            {...rest}
            ref={setRefs}
            id={inputId}
            type="checkbox"
            checked={checked}
            disabled={disabled}
            aria-invalid={error ? true : rest['aria-invalid']}
            aria-describedby={descriptions}
            data-indeterminate={indeterminate || undefined}
            onChange={(event) => {
              onChange?.(event.target.checked, event);
              // The press cleared the dash; the prop, not the browser, decides whether it stays.
              event.target.indeterminate = indeterminate;
            }}
          />
          <Box aria-hidden="true">
            <CheckIcon data-mark="check" />
            <MinusIcon data-mark="mixed" />
          </Box>
        </Control>
        <span>{label}</span>
      </Row>
      {hint || error ? (
        <Description>
          {hint ? <Hint id={hintId}>{hint}</Hint> : null}
          {error ? (
            <ErrorMessage id={errorId}>
              <DangerIcon />
              {error}
            </ErrorMessage>
          ) : null}
        </Description>
      ) : null}
    </Field>
  );
}
