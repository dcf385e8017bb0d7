import { useId, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../Icon';
import { Field, Input, Label, RequiredMark } from '../TextField/TextField.styles';
import { FieldNotes, fieldNoteIds } from '../TextField/FieldNotes';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
  /** The heading of the option group (`<optgroup>`) it sits under; runs of one group share it. */
  group?: string;
}

/** The options as runs: each run of one group under its heading, ungrouped ones on their own. */
function runsOf(options: readonly SelectOption[]) {
  const runs: { group: string | undefined; options: SelectOption[] }[] = [];
  for (const option of options) {
    const last = runs[runs.length - 1];
    if (last && last.group === option.group) last.options.push(option);
    else runs.push({ group: option.group, options: [option] });
  }
  return runs;
}

function Options({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value} disabled={option.disabled}>
      {option.label}
    </option>
  ));
}

/** What every single-choice field takes: Select and Combobox. */
export interface ChoiceFieldProps {
  /** Required: the visible label, which also names the field (and a combobox's list). */
  label: string;
  /** The choices; `group` puts runs of options under a heading, `disabled` ones cannot be chosen. */
  options: readonly SelectOption[];
  /** Shown while nothing is chosen (`value` is `''`): a select's first, disabled option. */
  placeholder?: string;
  /** The chosen option's value (controlled); `''` for none. */
  value: string;
  /** Called with the value of the option chosen. */
  onChange: (value: string) => void;
  /** Shown below the field; marks it invalid and describes it. */
  error?: string;
  /** Help text below the field, also read as its description. */
  hint?: string;
  /** Fills the width of its container. */
  block?: boolean;
}

export interface SelectProps
  extends
    Omit<
      ComponentPropsWithRef<'select'>,
      'onChange' | 'children' | 'value' | 'defaultValue' | 'multiple'
    >,
    ChoiceFieldProps {}

const Control = styled.div`
  position: relative;
  display: flex;
`;

/* The TextField input's look, on a native select with its arrow redrawn. */
const StyledSelect = styled(Input).attrs({ as: 'select' })`
  appearance: none;
  min-width: 0;
  padding-right: 40px;
  /* A choice longer than the box ends in '...' instead of being cut mid-word. */
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;

  /* The placeholder reads as a hint, not as a chosen value. */
  &[data-placeholder] {
    color: ${({ theme }) => theme.color.text.muted};
  }
  option {
    color: ${({ theme }) => theme.color.text.default};
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

const Arrow = styled.span`
  position: absolute;
  top: 0;
  right: ${({ theme }) => theme.space[3]};
  bottom: 0;
  display: flex;
  align-items: center;
  font-size: 18px;
  color: ${({ theme }) => theme.color.text.muted};
  pointer-events: none;
`;

/**
 * A native `<select>` styled like TextField: the platform's own picker, so keyboard, touch and
 * screen readers all work as people expect. For long, searchable lists use a combobox instead.
 */
export function Select({
  label,
  options,
  placeholder,
  value,
  onChange,
  error,
  hint,
  block = false,
  id,
  'aria-describedby': describedBy,
  ...rest
}: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const { hintId, errorId, descriptions } = fieldNoteIds(selectId, { hint, error, describedBy });

  return (
    <Field data-block={block || undefined}>
      <Label htmlFor={selectId}>
        {label}
        {rest.required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </Label>
      <Control>
        <StyledSelect
          {...rest}
          id={selectId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : rest['aria-invalid']}
          aria-describedby={descriptions}
          data-placeholder={value === '' || undefined}
        >
          {placeholder !== undefined ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {runsOf(options).map((run, index) =>
            run.group === undefined ? (
              <Options key={index} options={run.options} />
            ) : (
              <optgroup key={index} label={run.group}>
                <Options options={run.options} />
              </optgroup>
            ),
          )}
        </StyledSelect>
        <Arrow>
          <ChevronDownIcon />
        </Arrow>
      </Control>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </Field>
  );
}
