import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { CheckIcon } from '../../core/Icon';
import { VisuallyHidden } from '../../core/VisuallyHidden';
import { conflictTexts } from '../texts';

export type ConflictStep = 1 | 2 | 3 | 4;

export interface ConflictStepsProps extends Omit<ComponentPropsWithRef<'ol'>, 'children'> {
  /** The step shown (1 conflicts, 2 held contacts, 3 matches, 4 merge). */
  current: ConflictStep;
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

  /* Phones: four names do not fit one line; the marks stay, only the current step is named. */
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

/** The wizard's four steps, the current one marked (`aria-current="step"`), those before it done. */
export function ConflictSteps({ current, ...rest }: ConflictStepsProps) {
  const names = conflictTexts.steps.names;
  return (
    <List aria-label={conflictTexts.steps.label} {...rest}>
      {names.map((name, index) => {
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
              <VisuallyHidden>{conflictTexts.steps.step(step, names.length)}: </VisuallyHidden>
              {name}
            </span>
          </Item>
        );
      })}
    </List>
  );
}
