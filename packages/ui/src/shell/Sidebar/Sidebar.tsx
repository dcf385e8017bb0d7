import {
  createContext,
  useContext,
  useId,
  type ComponentPropsWithRef,
  type ElementType,
  type ReactElement,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { CollapseIcon, ExpandIcon } from '../../core/Icon';
import { IconButton } from '../../core/IconButton';
import { menuItemStyles } from '../../core/Menu';
import { Tooltip } from '../../core/Tooltip';
import { VisuallyHidden } from '../../core/VisuallyHidden';

export interface SidebarProps extends Omit<ComponentPropsWithRef<'nav'>, 'aria-label'> {
  /** Required: names the navigation landmark ("Main"). */
  'aria-label': string;
  /** Icons only, each with its label in a tooltip. Default false. */
  collapsed?: boolean;
  /** Shows the collapse toggle, which calls this. Leave it out to hide the toggle. */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Default "Collapse sidebar": the toggle's name while expanded. */
  collapseLabel?: string;
  /** Default "Expand sidebar": the toggle's name while collapsed. */
  expandLabel?: string;
  /** The product's name or logo at the top. */
  brand?: ReactNode;
  /** What the top shows while collapsed (a small mark); nothing when left out. */
  collapsedBrand?: ReactNode;
  /** Under the items, at the bottom edge (a `ProfileMenu`). */
  footer?: ReactNode;
  /** `Sidebar.Item` and `Sidebar.Action` elements. */
  children: ReactNode;
}

interface ItemBaseProps {
  /** The item's icon (decorative; the label names the item). */
  icon: ReactNode;
  /** Required: the visible text, and the tooltip while collapsed. */
  label: string;
  /** A short explanation in a tooltip (e.g. why a page is not ready yet). */
  description?: string;
}

export interface SidebarItemProps
  extends ItemBaseProps, Omit<ComponentPropsWithRef<'a'>, 'children'> {
  /** The page the link leads to is the one shown (`aria-current="page"`). */
  current?: boolean;
  /** Renders another link component, e.g. a router link: `as={RouterLink}` with `to`. */
  as?: ElementType;
  /** Destination for a router link given through `as`; a plain anchor uses it as `href`. */
  to?: string;
}

export interface SidebarActionProps
  extends ItemBaseProps, Omit<ComponentPropsWithRef<'button'>, 'children' | 'type'> {}

const SidebarContext = createContext<{ collapsed: boolean } | null>(null);

function useSidebar(part: string) {
  const context = useContext(SidebarContext);
  if (!context) throw new Error(`${part} is used outside Sidebar`);
  return context;
}

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  width: 232px;
  height: 100%;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[2]};
  border-right: 1px solid ${({ theme }) => theme.color.border.muted};
  background-color: ${({ theme }) => theme.color.background.subtle};
  transition: width 150ms ease-out;

  &[data-state='collapsed'] {
    width: 64px;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 48px;
  margin-bottom: ${({ theme }) => theme.space[2]};
  padding-left: ${({ theme }) => theme.space[2]};

  [data-state='collapsed'] > & {
    flex-direction: column;
    justify-content: center;
    padding-left: 0;
  }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const List = styled.ul`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Footer = styled.div`
  margin-top: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.color.border.muted};
`;

const ItemBase = styled.a`
  ${menuItemStyles}
  gap: ${({ theme }) => theme.space[3]};
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  font-weight: ${({ theme }) => theme.fontWeight.medium};

  &:hover {
    background-color: ${({ theme }) => theme.color.background.inset};
  }

  &[aria-current='page'] {
    background-color: ${({ theme }) => theme.color.background.emphasis};
    color: ${({ theme }) => theme.color.text.onEmphasis};
  }

  &[data-collapsed] {
    justify-content: center;
    padding: ${({ theme }) => theme.space[2]};
  }
`;

const ItemIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  font-size: 20px;
`;

const ItemLabel = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/**
 * The desktop navigation: a list of links and actions with icons, a brand at the top and a
 * footer (the profile menu). Collapsed, it shows icons only; each names itself in a tooltip
 * and keeps its label for assistive technology.
 */
function SidebarRoot({
  collapsed = false,
  onCollapsedChange,
  collapseLabel = 'Collapse sidebar',
  expandLabel = 'Expand sidebar',
  brand,
  collapsedBrand,
  footer,
  children,
  ...rest
}: SidebarProps) {
  const listId = useId();
  const toggle = onCollapsedChange ? (
    <IconButton
      aria-label={collapsed ? expandLabel : collapseLabel}
      aria-expanded={!collapsed}
      aria-controls={listId}
      icon={collapsed ? <ExpandIcon /> : <CollapseIcon />}
      onClick={() => onCollapsedChange(!collapsed)}
    />
  ) : null;
  return (
    <SidebarContext.Provider value={{ collapsed }}>
      <Nav {...rest} data-state={collapsed ? 'collapsed' : 'expanded'}>
        {brand || toggle ? (
          <Top>
            <Brand>{collapsed ? collapsedBrand : brand}</Brand>
            {toggle}
          </Top>
        ) : null}
        <List id={listId}>{children}</List>
        {footer ? <Footer>{footer}</Footer> : null}
      </Nav>
    </SidebarContext.Provider>
  );
}

/** The tooltip an item gets: its label while collapsed, its description whenever it has one. */
function withTooltip(
  collapsed: boolean,
  label: string,
  description: string | undefined,
  element: ReactElement<Record<string, unknown>>,
) {
  const content = collapsed
    ? description
      ? `${label}: ${description}`
      : label
    : (description ?? null);
  if (!content) return element;
  return (
    <Tooltip content={content} placement="right">
      {element}
    </Tooltip>
  );
}

function ItemContent({ icon, label, collapsed }: ItemBaseProps & { collapsed: boolean }) {
  return (
    <>
      <ItemIcon>{icon}</ItemIcon>
      {collapsed ? <VisuallyHidden>{label}</VisuallyHidden> : <ItemLabel>{label}</ItemLabel>}
    </>
  );
}

/** A link to a page; `current` marks the page shown. */
function SidebarItem({
  icon,
  label,
  description,
  current = false,
  as,
  to,
  ...rest
}: SidebarItemProps) {
  const { collapsed } = useSidebar('Sidebar.Item');
  // `to` only means something to the component given through `as`; never leak it to the DOM.
  const destination = as ? { as, to } : { href: rest.href ?? to };
  return (
    <li>
      {withTooltip(
        collapsed,
        label,
        description,
        <ItemBase
          {...rest}
          {...destination}
          aria-current={current ? 'page' : undefined}
          data-collapsed={collapsed || undefined}
        >
          <ItemContent icon={icon} label={label} collapsed={collapsed} />
        </ItemBase>,
      )}
    </li>
  );
}

/** A button in the list (e.g. one that opens a dialog). */
function SidebarAction({ icon, label, description, ...rest }: SidebarActionProps) {
  const { collapsed } = useSidebar('Sidebar.Action');
  return (
    <li>
      {withTooltip(
        collapsed,
        label,
        description,
        <ItemBase {...rest} as="button" type="button" data-collapsed={collapsed || undefined}>
          <ItemContent icon={icon} label={label} collapsed={collapsed} />
        </ItemBase>,
      )}
    </li>
  );
}

export const Sidebar = Object.assign(SidebarRoot, { Item: SidebarItem, Action: SidebarAction });
