import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import styled from 'styled-components';

export interface SubMenuProps extends Omit<ComponentPropsWithRef<'nav'>, 'aria-label'> {
  /** Required: names the navigation landmark ("Account"). */
  'aria-label': string;
  /** `SubMenu.Item` elements. */
  children: ReactNode;
}

export interface SubMenuItemProps extends ComponentPropsWithRef<'a'> {
  /** The page the link leads to is the one shown (`aria-current="page"`). */
  current?: boolean;
  /** Renders another link component, e.g. a router link: `as={RouterLink}` with `to`. */
  as?: ElementType;
  /** Destination for a router link given through `as`; a plain anchor uses it as `href`. */
  to?: string;
}

const Nav = styled.nav`
  overflow-x: auto;
  padding: 0 ${({ theme }) => theme.space[5]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.muted};

  ${({ theme }) => theme.media.mobile} {
    padding: 0 ${({ theme }) => theme.space[2]};
  }
`;

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.color.text.default};
    background-color: ${({ theme }) => theme.color.background.subtle};
  }

  &[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.color.background.emphasis};
    color: ${({ theme }) => theme.color.text.default};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

/**
 * Links between sibling pages (My Profile, Billing, Notifications), drawn like tabs. They are
 * links, not ARIA tabs: each leads to its own page, and the page shown has `aria-current`.
 */
function SubMenuRoot({ children, ...rest }: SubMenuProps) {
  return (
    <Nav {...rest}>
      <List>{children}</List>
    </Nav>
  );
}

function SubMenuItem({ current = false, as, to, ...rest }: SubMenuItemProps) {
  const destination = as ? { as, to } : { href: rest.href ?? to };
  return (
    <li>
      <Item {...rest} {...destination} aria-current={current ? 'page' : undefined} />
    </li>
  );
}

export const SubMenu = Object.assign(SubMenuRoot, { Item: SubMenuItem });
