import { useId, useRef, type ComponentPropsWithRef, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useIsMobile } from '../../core/useMediaQuery';

/** `auto` follows the viewport (mobile below 770 px); the others force one layout. */
export type AppShellLayout = 'auto' | 'desktop' | 'mobile';

export interface AppShellProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Default `auto`: the mobile layout below 770 px, the desktop one from 770 px. */
  layout?: AppShellLayout;
  /** The desktop navigation (a `Sidebar`), left of everything else. */
  sidebar?: ReactNode;
  /** The mobile layout's top bar (`AppShell.MobileHeader`), in place of the sidebar. */
  mobileHeader?: ReactNode;
  /** The mobile layout's bottom navigation (a `BottomBar`); it sticks to the bottom edge. */
  bottomBar?: ReactNode;
  /** A strip that stays in view on every page, even scrolled (e.g. "acting as a user"). */
  notice?: ReactNode;
  /** The top banner of the page (a `Banner`). */
  banner?: ReactNode;
  /** A `HeaderBar`: back link and page title. */
  headerBar?: ReactNode;
  /** A `SubMenu`: links between sibling pages. */
  subMenu?: ReactNode;
  /** Default "Skip to content": the first thing Tab reaches, visible only when focused. */
  skipLinkLabel?: string;
  /** The page. */
  children: ReactNode;
}

export interface AppShellMobileHeaderProps extends ComponentPropsWithRef<'header'> {
  /** The product's name or logo, usually a link home. */
  brand: ReactNode;
  /** Buttons and menus on the right (search, profile). */
  children?: ReactNode;
}

const MOBILE_HEADER_HEIGHT = 56;

const Root = styled.div`
  display: flex;
  min-height: 100vh;
  min-height: 100dvh;
  background-color: ${({ theme }) => theme.color.background.default};
`;

const SidebarSlot = styled.div`
  position: sticky;
  top: 0;
  flex-shrink: 0;
  height: 100vh;
  height: 100dvh;
  z-index: ${({ theme }) => theme.zIndex.sticky};
`;

const Column = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;

  &:focus {
    outline: none;
  }
`;

/* The notice stays in view while the page scrolls (below the mobile header on phones). */
const NoticeSlot = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};

  [data-layout='mobile'] & {
    top: ${MOBILE_HEADER_HEIGHT}px;
  }
`;

const BottomSlot = styled.div`
  position: sticky;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
`;

const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.small};
  background-color: ${({ theme }) => theme.color.background.emphasis};
  color: ${({ theme }) => theme.color.text.onEmphasis};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

const HeaderRoot = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  height: ${MOBILE_HEADER_HEIGHT}px;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.muted};
  background-color: ${({ theme }) => theme.color.background.default};
`;

const HeaderBrand = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const HeaderActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

/**
 * The frame of every signed-in page. Desktop: the sidebar on the left, then the notice, banner,
 * header bar, sub-menu and page. Mobile (below 770 px): the mobile header replaces the sidebar and
 * the bottom bar sticks to the bottom edge. A skip link leads past the navigation to the page.
 */
function AppShellRoot({
  layout = 'auto',
  sidebar,
  mobileHeader,
  bottomBar,
  notice,
  banner,
  headerBar,
  subMenu,
  skipLinkLabel = 'Skip to content',
  children,
  ...rest
}: AppShellProps) {
  const viewportMobile = useIsMobile();
  const mobile = layout === 'mobile' || (layout === 'auto' && viewportMobile);
  const contentId = useId();
  const contentRef = useRef<HTMLDivElement | null>(null);

  function skip(event: MouseEvent<HTMLAnchorElement>) {
    // Focus moves without touching the router's location.
    event.preventDefault();
    contentRef.current?.focus();
  }

  return (
    <Root {...rest} data-layout={mobile ? 'mobile' : 'desktop'}>
      <SkipLink href={`#${contentId}`} onClick={skip}>
        {skipLinkLabel}
      </SkipLink>
      {!mobile && sidebar ? <SidebarSlot>{sidebar}</SidebarSlot> : null}
      <Column>
        {mobile ? mobileHeader : null}
        {notice ? <NoticeSlot>{notice}</NoticeSlot> : null}
        {banner}
        {headerBar}
        {subMenu}
        <Content id={contentId} ref={contentRef} tabIndex={-1}>
          {children}
        </Content>
        {mobile && bottomBar ? <BottomSlot>{bottomBar}</BottomSlot> : null}
      </Column>
    </Root>
  );
}

/** The mobile layout's top bar: the brand on the left, actions on the right. */
function AppShellMobileHeader({ brand, children, ...rest }: AppShellMobileHeaderProps) {
  return (
    <HeaderRoot {...rest}>
      <HeaderBrand>{brand}</HeaderBrand>
      {children ? <HeaderActions>{children}</HeaderActions> : null}
    </HeaderRoot>
  );
}

export const AppShell = Object.assign(AppShellRoot, { MobileHeader: AppShellMobileHeader });
