import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { Heading, type HeadingLevel } from '../Heading';

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Required: what is missing, e.g. "No Logs found". */
  title: string;
  /** Default 2: the heading level of the title in the page outline. */
  headingLevel?: Exclude<HeadingLevel, 1>;
  /** An optional illustration or icon above the title (decorative). */
  leadingVisual?: ReactNode;
  /** The way forward, e.g. a button "Add a pair". */
  action?: ReactNode;
  /** A sentence or two explaining why it is empty and what to do. */
  children?: ReactNode;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]}`};
  text-align: center;
  color: ${({ theme }) => theme.color.text.default};
`;

const Visual = styled.div`
  display: flex;
  font-size: 40px;
  color: ${({ theme }) => theme.color.text.muted};
`;

const Description = styled.div`
  max-width: 48ch;
  color: ${({ theme }) => theme.color.text.muted};

  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space[2]};
`;

/** What a list or page shows when there is nothing in it ("No Invoices"). */
export function EmptyState({
  title,
  headingLevel = 2,
  leadingVisual,
  action,
  children,
  ...rest
}: EmptyStateProps) {
  return (
    <Root {...rest}>
      {leadingVisual ? <Visual aria-hidden="true">{leadingVisual}</Visual> : null}
      <Heading level={headingLevel} size="medium">
        {title}
      </Heading>
      {children ? <Description>{children}</Description> : null}
      {action ? <Action>{action}</Action> : null}
    </Root>
  );
}
