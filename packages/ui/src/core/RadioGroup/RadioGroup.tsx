import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Box, Control, NativeInput, Row } from '../Checkbox/Checkbox.styles';
import { DangerIcon } from '../Icon';
import { ErrorMessage, Hint } from '../TextField/TextField.styles';

export type RadioGroupOrientation = 'vertical' | 'horizontal';

export interface RadioOption {
  value: string;
  /** The visible label of this choice. */
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<
  ComponentPropsWithRef<'fieldset'>,
  'onChange' | 'children'
> {
  /** Required: the question, shown as the fieldset's legend and naming the group. */
  label: string;
  /** The chosen option's value (controlled); `''` or undefined for none yet. */
  value: string | undefined;
  /** Called with the value of the option chosen. */
  onChange: (value: string) => void;
  options: readonly RadioOption[];
  /** The radios' form name; generated when left out (it is what groups them for the arrows). */
  name?: string;
  /** Default vertical. */
  orientation?: RadioGroupOrientation;
  /** Help text below the legend, read as the group's description. */
  hint?: string;
  /** Shown below the options; marks the group invalid and describes it. */
  error?: string;
  /** At least one option must be chosen before the form submits. */
  required?: boolean;
}

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color.text.default};
`;

const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  &[data-orientation='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${({ theme }) => theme.space[5]};
  }
`;

/** A fieldset of native radio buttons: arrows move between them, as everywhere. */
export function RadioGroup({
  label,
  value,
  onChange,
  options,
  name,
  orientation = 'vertical',
  hint,
  error,
  required,
  disabled,
  id,
  'aria-describedby': describedBy,
  ...rest
}: RadioGroupProps) {
  const generatedId = useId();
  const groupId = id ?? generatedId;
  const groupName = name ?? groupId;
  const hintId = hint ? `${groupId}-hint` : undefined;
  const errorId = error ? `${groupId}-error` : undefined;
  const descriptions = [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined;

  return (
    <Fieldset
      {...rest}
      id={groupId}
      disabled={disabled}
      aria-describedby={descriptions}
      data-orientation={orientation}
    >
      <Legend>{label}</Legend>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      <Options data-orientation={orientation}>
        {options.map((option, index) => {
          const optionId = `${groupId}-option-${index}`;
          const optionDisabled = disabled || option.disabled;
          return (
            <Row key={option.value} htmlFor={optionId} data-disabled={optionDisabled || undefined}>
              <Control>
                <NativeInput
                  id={optionId}
                  type="radio"
                  name={groupName}
                  value={option.value}
                  checked={value === option.value}
                  disabled={option.disabled}
                  required={required}
                  aria-invalid={error ? true : undefined}
                  onChange={() => onChange(option.value)}
                />
                <Box data-shape="circle" aria-hidden="true" />
              </Control>
              <span>{option.label}</span>
            </Row>
          );
        })}
      </Options>
      {error ? (
        <ErrorMessage id={errorId}>
          <DangerIcon />
          {error}
        </ErrorMessage>
      ) : null}
    </Fieldset>
  );
}
