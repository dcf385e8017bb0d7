import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import styled from 'styled-components';
import { Menu } from '../../core/Menu';

export interface BottomBarProps extends Omit<ComponentPropsWithRef<'nav'>, 'aria-label'> {
  /** Required: names the navigation landmark ("Quick navigation"). */
  'aria-label': string;
  /** `BottomBar.Item`, `BottomBar.Action` and `BottomBar.Menu` elements. */
  children: ReactNode;
}

interface PartBaseProps {
  /** The icon above the label (decorative). */
  icon: ReactNode;
  /** Required: the visible text, which names the item. */
  label: string;
}

export interface BottomBarItemProps
  extends PartBaseProps, Omit<ComponentPropsWithRef<'a'>, 'children'> {
  /** The page the link leads to is the one shown (`aria-current="page"`). */
  current?: boolean;
  /** Renders another link component, e.g. a router link: `as={RouterLink}` with `to`. */
  as?: ElementType;
  /** Destination for a router link given through `as`; a plain anchor uses it as `href`. */
  to?: string;
}

export interface BottomBarActionProps
  extends PartBaseProps, Omit<ComponentPropsWithRef<'button'>, 'children' | 'type'> {}

export interface BottomBarMenuProps extends PartBaseProps {
  /** Non-interactive content above the items (e.g. who is signed in). */
  header?: ReactNode;
  /** `Menu.Item`, `Menu.LinkItem` and `Menu.Divider` elements. */
  children: ReactNode;
}

const Nav = styled.nav`
  border-top: 1px solid ${({ theme }) => theme.color.border.muted};
  background-color: ${({ theme }) => theme.color.background.default};
  box-shadow: ${({ theme }) => theme.shadow.medium};
  padding-bottom: env(safe-area-inset-bottom);
`;

const List = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    flex: 1;
    min-width: 0;
  }
`;

const itemStyles = `
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-height: 56px;
  margin: 0;
  padding: 4px 2px;
  border: 0;
  border-radius: 0;
  background: transparent;
  font-family: inherit;
  text-decoration: none;
  cursor: pointer;
`;

const Part = styled.a`
  ${itemStyles}
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.medium};

  &:hover {
    background-color: ${({ theme }) => theme.color.background.subtle};
    color: ${({ theme }) => theme.color.text.default};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.text.link};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;

/* The Menu's trigger is a Button: this gives it the bar's look. */
const MenuSlot = styled.div`
  display: flex;
  flex: 1;

  && > button[data-variant] {
    ${itemStyles}
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }

  && > button[data-variant] > span {
    flex-direction: column;
    gap: 2px;
  }

  && > button[data-state='open'] {
    color: ${({ theme }) => theme.color.text.link};
  }
`;

const Icon = styled.span`
  display: inline-flex;
  font-size: 22px;
`;

/** The mobile layout's bottom navigation: a few large targets with an icon over a label. */
function BottomBarRoot({ children, ...rest }: BottomBarProps) {
  return (
    <Nav {...rest}>
      <List>{children}</List>
    </Nav>
  );
}

function BottomBarItem({ icon, label, current = false, as, to, ...rest }: BottomBarItemProps) {
  const destination = as ? { as, to } : { href: rest.href ?? to };
  return (
    <li>
      <Part {...rest} {...destination} aria-current={current ? 'page' : undefined}>
        <Icon>{icon}</Icon>
        {label}
      </Part>
    </li>
  );
}

function BottomBarAction({ icon, label, ...rest }: BottomBarActionProps) {
  return (
    <li>
      <Part {...rest} as="button" type="button">
        <Icon>{icon}</Icon>
        {label}
      </Part>
    </li>
  );
}

/** An item that opens a menu above the bar ("More"). */
function BottomBarMenu({ icon, label, header, children }: BottomBarMenuProps) {
  return (
    <li>
      <MenuSlot>
        <Menu
          label={label}
          triggerVariant="invisible"
          placement="top-end"
          header={header}
          trigger={
            <>
              <Icon>{icon}</Icon>
              {label}
            </>
          }
        >
          {children}
        </Menu>
      </MenuSlot>
    </li>
  );
}

export const BottomBar = Object.assign(BottomBarRoot, {
  Item: BottomBarItem,
  Action: BottomBarAction,
  Menu: BottomBarMenu,
});
