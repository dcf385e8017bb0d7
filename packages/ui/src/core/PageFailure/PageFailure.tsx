import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { DangerIcon } from '../Icon';
import { pageFailureTexts } from './texts';

export interface PageFailureProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** What happened: the catalogue's generic words. */
  children: ReactNode;
  /** Loads the page afresh (the way on when a page could not be drawn). */
  onReload: () => void;
  /** The button's label. */
  reloadLabel?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]}`};
  text-align: center;
  color: ${({ theme }) => theme.color.text.default};
`;

const Visual = styled.div`
  display: flex;
  font-size: 40px;
  color: ${({ theme }) => theme.color.text.danger};
`;

const Message = styled.p`
  max-width: 48ch;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: ${({ theme }) => theme.lineHeight.normal};
`;

/**
 * What a page shows in place of itself when it could not be drawn (a render error, or its code
 * missing after a redeploy): the message, announced at once, and a Reload button.
 */
export function PageFailure({
  children,
  onReload,
  reloadLabel = pageFailureTexts.reload,
  ...rest
}: PageFailureProps) {
  return (
    <Root {...rest}>
      <Visual aria-hidden="true">
        <DangerIcon />
      </Visual>
      <Message role="alert">{children}</Message>
      <Button variant="primary" onClick={onReload}>
        {reloadLabel}
      </Button>
    </Root>
  );
}
