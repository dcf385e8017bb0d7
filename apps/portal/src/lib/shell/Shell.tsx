import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { User } from '@flocksync/api-client';
import {
  AppShell,
  Banner,
  BottomBar,
  Button,
  DashboardIcon,
  HeaderBar,
  IconButton,
  IntegrationIcon,
  LogOutIcon,
  LogsIcon,
  MoreIcon,
  NAME_LIMITS,
  ProfileMenu,
  ReturnIcon,
  SearchIcon,
  Sidebar,
  SubMenu,
  SyncIcon,
  ToolsIcon,
  truncate,
} from '@flocksync/ui';
import { paths } from '@/app/paths';
import { useImpersonation, useLogout } from '@/lib/account';
import { useSession } from '@/lib/providers';
import { pickTopBanner } from './banners/pick';
import { TopBanner } from './banners/TopBanner';
import { useChatSupport } from './chat/useChatSupport';
import { AdminItems, MoreItems, SessionItems, UserItems } from './menus';
import {
  bottomBarVisible,
  headerBarTitle,
  inSection,
  sidebarForcedCollapsed,
  sidebarHidden,
  subMenuVisible,
} from './rules';
import { ShellDataProvider, useShell } from './ShellData';
import { shellTexts as t } from './texts';
import { useSidebarPreference } from './useSidebarPreference';

/**
 * The search-logs modal loads when first opened: with it, the dialog primitive stays out of
 * the first signed-in page's JavaScript budget (ADR 015).
 */
const SearchLogsDialog = lazy(() =>
  import('./SearchLogsDialog').then((module) => ({ default: module.SearchLogsDialog })),
);

/** A person's display name: first and last name, else email, else Unknown (spec section 3). */
export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email || 'Unknown';
}

function avatarOf(user: User): string | undefined {
  const image = user.imageFileBase64;
  if (!image) return undefined;
  return image.startsWith('data:') ? image : `data:image/png;base64,${image}`;
}

/**
 * The portal shell around every signed-in page: sidebar (desktop) or mobile header and bottom
 * bar (below 770 px), the impersonation notice, the top banner, the header bar and the page
 * sub-menu, the search-logs modal and the chat-support widget. Its data is refetched on every
 * navigation and starts afresh for each signed-in key.
 */
export function Shell({ children }: { children: ReactNode }) {
  const { token } = useSession();
  return (
    <ShellDataProvider key={token ?? ''}>
      <ShellFrame>{children}</ShellFrame>
    </ShellDataProvider>
  );
}

function ShellFrame({ children }: { children: ReactNode }) {
  const { user, admin } = useSession();
  const { pathname } = useLocation();
  const shell = useShell();
  const logout = useLogout();
  const { returnToAdmin } = useImpersonation();
  const [preference, setPreference] = useSidebarPreference();
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchOpened, setSearchOpened] = useState(false);
  useChatSupport(shell.warnings?.intercom_user_hash);
  if (!user) return <>{children}</>;

  const isAdmin = user.role === 1;
  const activated = user.isActivated === 1;
  const userPages = activated && Boolean(user.apiKey);
  const impersonating = Boolean(admin);
  const name = displayName(user);
  const forced = sidebarForcedCollapsed(pathname);
  const collapsed = forced || preference;
  const { credentials } = shell;
  const credentialsMissing = credentials !== null && (!credentials.ccb || !credentials.mailchimp);
  const current = (path: string) => inSection(pathname, path);
  const openSearch = () => {
    setSearchOpened(true);
    setSearchOpen(true);
  };
  const onReturnToAdmin = impersonating ? returnToAdmin : undefined;

  const banner = isAdmin
    ? null
    : pickTopBanner({
        pathname,
        activated,
        warnings: shell.warnings,
        credentials,
        syncDisabled: user.isDisableSync === 1,
        autoSyncOff: user.isAutoSync === 0,
        syncRunning: shell.autoSyncRunning || shell.manualSyncRunning,
      });

  const profileItems = (items: ReactNode) => (
    <>
      {items}
      <SessionItems divider={items !== null} onReturnToAdmin={onReturnToAdmin} onLogout={logout} />
    </>
  );
  const profile = {
    name,
    email: user.email === name ? undefined : user.email,
    avatarSrc: avatarOf(user),
    label: t.accountMenu,
    badge: impersonating ? t.actingAsBadge : undefined,
  };

  // Spec order: Dashboard, Sync (only when activated), Integration, Tools / Settings, Logs.
  const sidebarEntries = [
    { icon: <DashboardIcon />, label: t.dashboard, entry: paths.dashboard },
    ...(activated
      ? [
          {
            icon: <SyncIcon />,
            label: t.sync,
            entry: paths.sync,
            description: credentialsMissing ? t.syncNeedsCredentials : undefined,
          },
        ]
      : []),
    { icon: <IntegrationIcon />, label: t.integration, entry: paths.integrations },
    { icon: <ToolsIcon />, label: t.tools, entry: paths.tools },
    { icon: <LogsIcon />, label: t.logs, entry: paths.logs },
  ];

  const sidebar = (
    <Sidebar
      aria-label={t.navLabel}
      collapsed={collapsed}
      onCollapsedChange={forced ? undefined : setPreference}
      collapseLabel={t.collapseSidebar}
      expandLabel={t.expandSidebar}
      brand={<Brand to={paths.dashboard.href()}>{t.brand}</Brand>}
      footer={
        <ProfileMenu {...profile} variant={collapsed ? 'collapsed' : 'sidebar'}>
          {profileItems(isAdmin ? <AdminItems /> : userPages ? <UserItems /> : null)}
        </ProfileMenu>
      }
    >
      <Sidebar.Action icon={<SearchIcon />} label={t.searchLogs} onClick={openSearch} />
      {sidebarEntries.map(({ icon, label, entry, description }) => (
        <Sidebar.Item
          key={entry.pattern}
          icon={icon}
          label={label}
          as={RouterLink}
          to={entry.href()}
          current={current(entry.pattern)}
          description={description}
        />
      ))}
    </Sidebar>
  );

  const mobileHeader = (
    <AppShell.MobileHeader brand={<Brand to={paths.dashboard.href()}>{t.brand}</Brand>}>
      <IconButton
        aria-label={t.searchLogs}
        icon={<SearchIcon />}
        size="large"
        onClick={openSearch}
      />
      <ProfileMenu {...profile} variant="mobile">
        {profileItems(isAdmin ? <AdminItems /> : userPages ? <MoreItems /> : null)}
      </ProfileMenu>
    </AppShell.MobileHeader>
  );

  const bottomBar = bottomBarVisible(pathname) ? (
    <BottomBar aria-label={t.bottomBarLabel}>
      <BottomBar.Item
        icon={<DashboardIcon />}
        label={t.dashboard}
        as={RouterLink}
        to={paths.dashboard.href()}
        current={current(paths.dashboard.pattern)}
      />
      {activated ? (
        <BottomBar.Item
          icon={<SyncIcon />}
          label={t.sync}
          as={RouterLink}
          to={paths.sync.href()}
          current={current(paths.sync.pattern)}
        />
      ) : null}
      <BottomBar.Menu
        icon={<MoreIcon />}
        label={t.more}
        header={<strong>{truncate(name, NAME_LIMITS.mobile)}</strong>}
      >
        <MoreItems />
      </BottomBar.Menu>
      <BottomBar.Action icon={<LogOutIcon />} label={t.logout} onClick={logout} />
    </BottomBar>
  ) : null;

  const notice = impersonating ? (
    <Banner
      variant="info"
      data-shell="impersonation"
      action={
        <Button
          size="small"
          variant="secondary"
          leadingVisual={<ReturnIcon />}
          onClick={returnToAdmin}
        >
          {t.returnToAdmin}
        </Button>
      }
    >
      {t.actingAs(name, user.email)}
    </Banner>
  ) : null;

  const title = headerBarTitle(pathname);
  const headerBar = title ? (
    <HeaderBar
      title={title}
      backLabel={t.backToDashboard}
      backAs={RouterLink}
      backTo={paths.dashboard.href()}
    />
  ) : null;

  const subMenuEntries = isAdmin
    ? ([
        [paths.settings, t.myProfile],
        [paths.users, t.users],
        [paths.pendingUsers, t.pendingUsers],
      ] as const)
    : ([
        [paths.settings, t.myProfile],
        [paths.billing, t.billing],
        [paths.notifications, t.notifications],
      ] as const);
  const subMenu = subMenuVisible(pathname) ? (
    <SubMenu aria-label={t.subMenuLabel}>
      {subMenuEntries.map(([entry, label]) => (
        <SubMenu.Item
          key={entry.pattern}
          as={RouterLink}
          to={entry.href()}
          current={current(entry.pattern)}
        >
          {label}
        </SubMenu.Item>
      ))}
    </SubMenu>
  ) : null;

  return (
    <>
      <AppShell
        sidebar={sidebarHidden(pathname) ? undefined : sidebar}
        mobileHeader={mobileHeader}
        bottomBar={bottomBar}
        notice={notice}
        banner={banner ? <TopBanner banner={banner} /> : null}
        headerBar={headerBar}
        subMenu={subMenu}
        skipLinkLabel={t.skipToContent}
      >
        {children}
      </AppShell>
      {searchOpened ? (
        <Suspense fallback={null}>
          <SearchLogsDialog open={searchOpen} onClose={() => setSearchOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

const Brand = styled(RouterLink)`
  color: ${({ theme }) => theme.color.text.default};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.small};

  &:hover {
    color: ${({ theme }) => theme.color.text.link};
  }
`;
