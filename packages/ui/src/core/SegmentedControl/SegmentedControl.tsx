import type { ComponentPropsWithRef, MouseEvent } from 'react';
import styled from 'styled-components';
import { Tooltip } from '../Tooltip';

export interface SegmentedOption<V extends string = string> {
  value: V;
  label: string;
  /** Shown but not choosable. */
  disabled?: boolean;
  /** Why it is not choosable: a tooltip on the (still focusable) option. */
  disabledReason?: string;
}

export interface SegmentedControlProps<V extends string = string> extends Omit<
  ComponentPropsWithRef<'div'>,
  'onChange' | 'children' | 'role'
> {
  /** Required: names the group ("CCB source"). */
  label: string;
  options: readonly SegmentedOption<V>[];
  /** The chosen option (controlled). */
  value: V;
  /** Called with the option pressed; never for the chosen or a disabled one. */
  onChange: (value: V) => void;
  /** Every option unavailable (e.g. while a dependent list loads). */
  disabled?: boolean;
}

const Group = styled.div`
  display: inline-flex;
  max-width: 100%;
  padding: 2px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.small};
  background-color: ${({ theme }) => theme.color.background.subtle};
`;

const Segment = styled.button`
  flex: 1 1 auto;
  min-height: 32px;
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space[3]}`};
  border: 0;
  border-radius: 3px;
  background: transparent;
  color: ${({ theme }) => theme.color.text.default};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  white-space: nowrap;
  cursor: pointer;

  &:hover:not([aria-disabled='true']):not([aria-pressed='true']) {
    background-color: ${({ theme }) => theme.color.background.inset};
  }

  &[aria-pressed='true'] {
    background-color: ${({ theme }) => theme.color.background.emphasis};
    color: ${({ theme }) => theme.color.text.onEmphasis};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  &[aria-disabled='true'] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.text.muted};
    text-decoration: line-through;
  }

  /*
   * Chosen but unavailable: muted text on the blue was 1.05:1 (axe skips aria-disabled, so
   * nothing caught it). A recessed grey segment with an outline still marks the choice, reads
   * at AA, and looks as disabled as its neighbours.
   */
  &[aria-pressed='true'][aria-disabled='true'] {
    background-color: ${({ theme }) => theme.color.background.inset};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.border.default};
  }
`;

/**
 * Two or three mutually exclusive choices shown side by side ("Campuses | Saved Searches"), as a
 * group of toggle buttons (`aria-pressed`). A disabled choice stays focusable (`aria-disabled`)
 * so its reason, in a tooltip, reaches keyboard users too.
 */
export function SegmentedControl<V extends string>({
  label,
  options,
  value,
  onChange,
  disabled = false,
  ...rest
}: SegmentedControlProps<V>) {
  return (
    <Group {...rest} role="group" aria-label={label}>
      {options.map((option) => {
        const unavailable = disabled || option.disabled === true;
        const segment = (
          <Segment
            key={option.value}
            type="button"
            aria-pressed={option.value === value}
            aria-disabled={unavailable || undefined}
            data-value={option.value}
            onClick={(event: MouseEvent<HTMLButtonElement>) => {
              event.preventDefault();
              if (unavailable || option.value === value) return;
              onChange(option.value);
            }}
          >
            {option.label}
          </Segment>
        );
        return unavailable && option.disabledReason ? (
          <Tooltip key={option.value} content={option.disabledReason}>
            {segment}
          </Tooltip>
        ) : (
          segment
        );
      })}
    </Group>
  );
}
