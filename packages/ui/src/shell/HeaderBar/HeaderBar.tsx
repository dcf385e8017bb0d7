import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import styled from 'styled-components';
import { ArrowLeftIcon } from '../../core/Icon';

export interface HeaderBarProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Required: the page's title, its `h1`. */
  title: string;
  /** Required: the back link's text ("Dashboard"). */
  backLabel: string;
  /** Where the back link leads (a plain anchor). */
  backHref?: string;
  /** Renders the back link as another link component, e.g. a router link, with `backTo`. */
  backAs?: ElementType;
  /** Destination for the link component given through `backAs`. */
  backTo?: string;
  /** Buttons at the right end. */
  actions?: ReactNode;
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.muted};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  }
`;

const Back = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space[2]};
  margin-left: -${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.small};
  color: ${({ theme }) => theme.color.text.link};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  text-decoration: underline;
  text-underline-offset: 0.15em;

  &:hover {
    background-color: ${({ theme }) => theme.color.background.subtle};
  }
`;

const Title = styled.h1`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
  line-height: ${({ theme }) => theme.lineHeight.tight};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The top of a page: a back link and the page's title (its `h1`), with optional actions. */
export function HeaderBar({
  title,
  backLabel,
  backHref,
  backAs,
  backTo,
  actions,
  ...rest
}: HeaderBarProps) {
  const destination = backAs ? { as: backAs, to: backTo } : { href: backHref ?? backTo };
  return (
    <Root {...rest}>
      <Back {...destination}>
        <ArrowLeftIcon aria-hidden="true" />
        {backLabel}
      </Back>
      <Title>{title}</Title>
      {actions ? <Actions>{actions}</Actions> : null}
    </Root>
  );
}
