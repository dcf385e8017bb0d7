import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { CheckIcon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';

export interface StepperProps extends Omit<ComponentPropsWithRef<'ol'>, 'children'> {
  /** The list's name (e.g. 'Steps'). */
  'aria-label': string;
  /** Each step's name, in order. */
  steps: readonly string[];
  /** The step shown, counted from 1; those before it are done. */
  current: number;
  /** What a screen reader hears before a step's name, e.g. 'Step 2 of 4'. */
  stepLabel: (step: number, total: number) => string;
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.text.muted};

  & + &::before {
    content: '';
    width: 16px;
    height: 2px;
    background-color: ${({ theme }) => theme.color.border.muted};
  }

  &[aria-current='step'] {
    color: ${({ theme }) => theme.color.text.default};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  /* Phones: the names may not fit one line; the marks stay, only the current step is named. */
  ${({ theme }) => theme.media.mobile} {
    &:not([aria-current='step']) [data-name] {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`;

const Mark = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.full};
  font-size: ${({ theme }) => theme.fontSize.xs};

  [aria-current='step'] > & {
    border-color: ${({ theme }) => theme.color.background.emphasis};
    background-color: ${({ theme }) => theme.color.background.emphasis};
    color: ${({ theme }) => theme.color.text.onEmphasis};
  }
  [data-done] > & {
    border-color: ${({ theme }) => theme.color.border.success};
    color: ${({ theme }) => theme.color.text.success};
  }
`;

/**
 * A wizard's steps: an ordered list, each step a numbered mark and its name, the current one
 * marked (`aria-current="step"`), those before it done (a check mark instead of the number).
 */
export function Stepper({ steps, current, stepLabel, ...rest }: StepperProps) {
  return (
    <List {...rest}>
      {steps.map((name, index) => {
        const step = index + 1;
        const done = step < current;
        return (
          <Item
            key={name}
            aria-current={step === current ? 'step' : undefined}
            data-done={done ? '' : undefined}
          >
            <Mark aria-hidden="true">{done ? <CheckIcon /> : step}</Mark>
            <span data-name="">
              <VisuallyHidden>{stepLabel(step, steps.length)}: </VisuallyHidden>
              {name}
            </span>
          </Item>
        );
      })}
    </List>
  );
}
