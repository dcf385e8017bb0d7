import {
  FloatingFocusManager,
  FloatingList,
  FloatingPortal,
  autoUpdate,
  flip,
  offset,
  shift,
  size,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListItem,
  useListNavigation,
  useMergeRefs,
  useRole,
  useTypeahead,
  type Placement,
} from '@floating-ui/react';
import {
  createContext,
  useContext,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type ElementType,
  type HTMLProps,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { menuItemStyles, popupSurface } from './Menu.styles';
import { Button, type ButtonVariant } from '../Button';
import { ChevronDownIcon, ExternalLinkIcon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';

export interface MenuProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'aria-label' | 'onSelect' | 'type'
> {
  /** Required: the trigger's accessible name, which also names the menu ("Actions for Weekly news"). */
  label: string;
  /** What the trigger shows (an icon, a short word). Defaults to `label` with a chevron. */
  trigger?: ReactNode;
  /**
   * The `trigger` content names the button itself (visible or visually hidden text), so no
   * `aria-label` is set: a visible text that differs from the label would contradict it.
   */
  namedByTrigger?: boolean;
  /** Default secondary: the trigger button's look. */
  triggerVariant?: ButtonVariant;
  /**
   * The menu cannot open: the trigger is `aria-disabled` (announced as unavailable) but stays
   * mounted and focusable, so focus on it is kept when an item's action disables it.
   */
  disabled?: boolean;
  /** Default bottom-start; flips when there is no room. */
  placement?: Placement;
  /**
   * Non-interactive content above the items (e.g. who is signed in). It sits outside the
   * `menu` element, so the menu itself holds only items.
   */
  header?: ReactNode;
  /** `Menu.Item`, `Menu.LinkItem` and `Menu.Divider` elements. */
  children: ReactNode;
}

export interface MenuItemProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'onSelect' | 'role' | 'type'
> {
  /** Called when the item is chosen by click, Enter or Space; the menu then closes. */
  onSelect?: () => void;
  /** Shown and announced as unavailable; skipped by the arrow keys and ignores presses. */
  disabled?: boolean;
  /** An icon before the text (decorative). */
  leadingVisual?: ReactNode;
}

export interface MenuLinkItemProps extends Omit<ComponentPropsWithRef<'a'>, 'role'> {
  /** Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`) and says so. */
  external?: boolean;
  /** Renders another link component, e.g. a router link: `as={RouterLink}` with `to`. */
  as?: ElementType;
  /** Destination for a router link given through `as`; a plain anchor uses it as `href`. */
  to?: string;
  /** An icon before the text (decorative). */
  leadingVisual?: ReactNode;
}

interface MenuContextValue {
  activeIndex: number | null;
  getItemProps: (props?: HTMLProps<HTMLElement>) => Record<string, unknown>;
  close: () => void;
}

const MenuContext = createContext<MenuContextValue | null>(null);

function useMenuContext(part: string) {
  const context = useContext(MenuContext);
  if (!context) throw new Error(`${part} is used outside Menu`);
  return context;
}

const Popup = styled.div`
  ${popupSurface}
  min-width: 180px;
`;

const ItemBase = styled.button`
  ${menuItemStyles}
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
`;

const Visual = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  font-size: 16px;
  color: ${({ theme }) => theme.color.text.muted};
`;

const Items = styled.div`
  display: flex;
  flex-direction: column;

  &:focus {
    outline: none;
  }
`;

const PopupHeader = styled.div`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  margin-bottom: ${({ theme }) => theme.space[1]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Divider = styled.div`
  height: 1px;
  margin: ${({ theme }) => `${theme.space[1]} 0`};
  background-color: ${({ theme }) => theme.color.border.muted};
`;

/**
 * A button that opens a list of actions and links (WAI-ARIA menu button pattern). Enter, Space
 * or Arrow Down open it on the first item, Arrow Up on the last; arrows, Home, End and typing
 * move; Enter or Space choose; Escape or Tab close it, and focus goes back to the trigger.
 */
function MenuRoot({
  label,
  trigger,
  namedByTrigger = false,
  triggerVariant = 'secondary',
  disabled = false,
  placement = 'bottom-start',
  header,
  children,
  ref: forwardedRef,
  ...triggerProps
}: MenuProps) {
  const [open, setOpen] = useState(false);
  // Disabled while open (a chosen item started something): the menu closes, and does not
  // reopen by itself when it is enabled again.
  if (disabled && open) setOpen(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const elementsRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>([]);

  // Destructured: the react-hooks lint takes `refs.x` for a ref read during render.
  const {
    refs: { setReference, setFloating },
    floatingStyles,
    context,
  } = useFloating({
    open,
    onOpenChange: (next) => setOpen(next && !disabled),
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ availableHeight, elements }) {
          elements.floating.style.maxHeight = `${Math.max(120, availableHeight)}px`;
        },
      }),
    ],
  });

  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useRole(context, { role: 'menu' }),
    useDismiss(context),
    useListNavigation(context, {
      listRef: elementsRef,
      activeIndex,
      onNavigate: setActiveIndex,
      loop: true,
    }),
    useTypeahead(context, {
      listRef: labelsRef,
      activeIndex,
      onMatch: open ? setActiveIndex : undefined,
    }),
  ]);

  const menu: MenuContextValue = { activeIndex, getItemProps, close: () => setOpen(false) };
  // Other props go to the trigger, so a Tooltip can wrap a Menu like any button.
  const triggerRef = useMergeRefs([setReference, forwardedRef]);
  const items = (
    <MenuContext.Provider value={menu}>
      <FloatingList elementsRef={elementsRef} labelsRef={labelsRef}>
        {children}
      </FloatingList>
    </MenuContext.Provider>
  );

  return (
    <>
      <Button
        ref={triggerRef}
        variant={triggerVariant}
        aria-label={trigger === undefined || namedByTrigger ? undefined : label}
        aria-disabled={disabled || undefined}
        data-state={open ? 'open' : 'closed'}
        {...getReferenceProps(triggerProps as HTMLProps<Element>)}
      >
        {trigger ?? (
          <>
            {label}
            <ChevronDownIcon />
          </>
        )}
      </Button>
      {open && !disabled ? (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false}>
            {header ? (
              <Popup ref={setFloating} style={floatingStyles}>
                <PopupHeader>{header}</PopupHeader>
                <Items {...getFloatingProps()}>{items}</Items>
              </Popup>
            ) : (
              <Popup ref={setFloating} style={floatingStyles} {...getFloatingProps()}>
                {items}
              </Popup>
            )}
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </>
  );
}

function MenuItem({
  onSelect,
  disabled = false,
  leadingVisual,
  onClick,
  children,
  ...rest
}: MenuItemProps) {
  const menu = useMenuContext('Menu.Item');
  const { ref: itemRef, index } = useListItem();
  const active = index === menu.activeIndex;
  return (
    <ItemBase
      {...rest}
      ref={itemRef}
      type="button"
      role="menuitem"
      tabIndex={active ? 0 : -1}
      aria-disabled={disabled || undefined}
      data-active={active || undefined}
      {...menu.getItemProps({
        onClick(event: MouseEvent<HTMLButtonElement>) {
          onClick?.(event);
          if (disabled || event.defaultPrevented) return;
          onSelect?.();
          menu.close();
        },
      })}
    >
      {leadingVisual ? <Visual>{leadingVisual}</Visual> : null}
      {children}
    </ItemBase>
  );
}

function MenuLinkItem({
  external = false,
  as,
  to,
  target,
  rel,
  leadingVisual,
  onClick,
  onKeyDown,
  children,
  ...rest
}: MenuLinkItemProps) {
  const menu = useMenuContext('Menu.LinkItem');
  const { ref: itemRef, index } = useListItem();
  const active = index === menu.activeIndex;
  // `to` only means something to the component given through `as`; never leak it to the DOM.
  const destination = as ? { as, to } : { as: 'a' as const, href: rest.href ?? to };
  return (
    <ItemBase
      {...rest}
      {...destination}
      ref={itemRef}
      role="menuitem"
      tabIndex={active ? 0 : -1}
      target={external ? '_blank' : target}
      rel={external ? 'noopener noreferrer' : rel}
      data-active={active || undefined}
      {...menu.getItemProps({
        onClick(event: MouseEvent<HTMLAnchorElement>) {
          onClick?.(event);
          menu.close();
        },
        onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
          onKeyDown?.(event);
          // Links follow on Enter only; in a menu Space chooses an item too.
          if (event.key === ' ' && !event.defaultPrevented) {
            event.preventDefault();
            event.currentTarget.click();
          }
        },
      })}
    >
      {leadingVisual ? <Visual>{leadingVisual}</Visual> : null}
      {children}
      {external ? (
        <>
          <ExternalLinkIcon aria-hidden="true" />
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </>
      ) : null}
    </ItemBase>
  );
}

function MenuDivider() {
  return <Divider role="separator" />;
}

/** A menu button; `Menu.Item`, `Menu.LinkItem` and `Menu.Divider` fill it. */
export const Menu = Object.assign(MenuRoot, {
  Item: MenuItem,
  LinkItem: MenuLinkItem,
  Divider: MenuDivider,
});
