import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Box, Control, NativeInput } from '../../core/Checkbox/Checkbox.styles';

/**
 * A card that is one radio choice of a group (a conflict, a held contact's match): the native
 * radio keeps the keyboard and the screen reader's group semantics; the whole card is its label.
 */
export interface ChoiceCardProps {
  /** The radios' shared name: what makes them one group for the arrow keys. */
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  /** The radio's accessible name: a short summary of the card. */
  label: string;
  disabled?: boolean;
  children: ReactNode;
}

const Card = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border.muted};
  border-radius: ${({ theme }) => theme.radius.medium};
  background-color: ${({ theme }) => theme.color.background.default};
  cursor: pointer;

  &:hover {
    background-color: ${({ theme }) => theme.color.background.subtle};
  }

  /* Chosen: a thicker edge in the accent colour, not only a tint (WCAG 1.4.1). */
  &[data-checked] {
    border-color: ${({ theme }) => theme.color.background.emphasis};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.background.emphasis};
  }

  &[data-disabled] {
    cursor: not-allowed;
  }
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export function ChoiceCard({
  name,
  value,
  checked,
  onChange,
  label,
  disabled,
  children,
}: ChoiceCardProps) {
  return (
    <Card data-checked={checked || undefined} data-disabled={disabled || undefined}>
      <Control>
        <NativeInput
          type="radio"
          name={name}
          value={value}
          checked={checked}
          disabled={disabled}
          aria-label={label}
          onChange={onChange}
        />
        <Box data-shape="circle" aria-hidden="true" />
      </Control>
      <Content>{children}</Content>
    </Card>
  );
}

/**
 * The labelled values of a card: a definition list on one row that reflows to two columns on
 * phones. A `data-wide` entry (an email address) gets twice the room, and a row of its own on
 * phones, so it breaks as little as possible.
 */
export const Facts = styled.dl`
  display: grid;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;

  > [data-wide] {
    grid-column: span 2;
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    grid-auto-flow: row;

    > [data-wide] {
      grid-column: 1 / -1;
    }
  }

  dt {
    font-size: ${({ theme }) => theme.fontSize.xs};
    color: ${({ theme }) => theme.color.text.muted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
`;

/** A step's heading inside the wizard (the dialog's title is the h2). */
export const StepHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

/** A plain list of choice cards. */
export const ChoiceList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

/** A fieldset without the browser's frame, its legend shown as a quiet caption. */
export const Group = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    padding: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.text.muted};
  }
`;
