import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Banner } from '../../core/Banner';
import { BottomBar } from '../BottomBar';
import { HeaderBar } from '../HeaderBar';
import {
  DashboardIcon,
  IntegrationIcon,
  LogOutIcon,
  LogsIcon,
  MoreIcon,
  SearchIcon,
  SyncIcon,
  ToolsIcon,
} from '../../core/Icon';
import { IconButton } from '../../core/IconButton';
import { Link } from '../../core/Link';
import { Menu } from '../../core/Menu';
import { ProfileMenu } from '../ProfileMenu';
import { Sidebar } from '../Sidebar';
import { SubMenu } from '../SubMenu';
import { floatingA11y } from '../../testing/a11y';
import { AppShell } from './AppShell';
import { desktopOnly } from '../../testing/visual';

const profile = (variant: 'sidebar' | 'mobile') => (
  <ProfileMenu name="Daniel Okafor" email="ready@demo.church" variant={variant}>
    <ProfileMenu.LinkItem href="#settings">My Profile</ProfileMenu.LinkItem>
    <ProfileMenu.Item leadingVisual={<LogOutIcon />}>Log out</ProfileMenu.Item>
  </ProfileMenu>
);

const sidebar = (
  <Sidebar aria-label="Main" brand="Flocksync" footer={profile('sidebar')}>
    <Sidebar.Action icon={<SearchIcon />} label="Search Logs" />
    <Sidebar.Item icon={<DashboardIcon />} label="Dashboard" href="#dashboard" />
    <Sidebar.Item icon={<SyncIcon />} label="Sync" href="#sync" />
    <Sidebar.Item icon={<IntegrationIcon />} label="Integration" href="#integrations" current />
    <Sidebar.Item icon={<ToolsIcon />} label="Tools / Settings" href="#tools" />
    <Sidebar.Item icon={<LogsIcon />} label="Logs" href="#logs" />
  </Sidebar>
);

const mobileHeader = (
  <AppShell.MobileHeader brand="Flocksync">
    <IconButton aria-label="Search Logs" icon={<SearchIcon />} />
    {profile('mobile')}
  </AppShell.MobileHeader>
);

const bottomBar = (
  <BottomBar aria-label="Quick navigation">
    <BottomBar.Item icon={<DashboardIcon />} label="Dashboard" href="#dashboard" current />
    <BottomBar.Item icon={<SyncIcon />} label="Sync" href="#sync" />
    <BottomBar.Menu icon={<MoreIcon />} label="More">
      <Menu.LinkItem href="#settings">My Profile</Menu.LinkItem>
    </BottomBar.Menu>
    <BottomBar.Action icon={<LogOutIcon />} label="Logout" />
  </BottomBar>
);

function Page() {
  return (
    <main style={{ padding: 24 }}>
      <h2>Connected accounts</h2>
      <p>Church Community Builder and Mailchimp are both connected.</p>
    </main>
  );
}

const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    a11y: floatingA11y,
    viewport: {
      options: {
        phone375: {
          name: 'Phone 375',
          styles: { width: '375px', height: '740px' },
          type: 'mobile',
        },
        desktop1280: {
          name: 'Desktop 1280',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
  args: {
    sidebar,
    mobileHeader,
    bottomBar,
    headerBar: <HeaderBar title="Integrations" backLabel="Dashboard" backHref="#dashboard" />,
    children: <Page />,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the sidebar on the left; no mobile header or bottom bar. */
export const Desktop: Story = {
  parameters: { chromatic: desktopOnly },
  args: { layout: 'desktop' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('navigation', { name: 'Quick navigation' }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
  },
};

/** Mobile: the mobile header in place of the sidebar, the bottom bar at the bottom edge. */
export const Mobile: Story = {
  args: { layout: 'mobile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('banner')).toBeVisible();
    const bar = canvas.getByRole('navigation', { name: 'Quick navigation' });
    await expect(bar).toBeVisible();
    await expect(Math.round(bar.getBoundingClientRect().bottom)).toBe(
      canvasElement.ownerDocument.documentElement.clientHeight,
    );
  },
};

/** `auto` at a 375 px viewport: the mobile layout. */
export const AutoAtPhoneWidth: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('navigation', { name: 'Quick navigation' })).toBeVisible(),
    );
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Daniel Okafor/ })).toHaveTextContent(
      'Daniel Okafor',
    );
  },
};

/** `auto` at a desktop viewport: the sidebar. */
export const AutoAtDesktopWidth: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(
      canvas.queryByRole('navigation', { name: 'Quick navigation' }),
    ).not.toBeInTheDocument();
  },
};

/** A notice, the top banner, the header bar and the sub-menu stack above the page. */
export const WithBannerAndSubMenu: Story = {
  parameters: { chromatic: desktopOnly },
  args: {
    layout: 'desktop',
    notice: (
      <Banner variant="info" action={<Link href="#admin">Return to Admin</Link>}>
        You are acting as ready@demo.church.
      </Banner>
    ),
    banner: (
      <Banner variant="warning" action={<Link href="#billing">Pay Now</Link>}>
        You have an overdue invoice. Your plan will expire soon.
      </Banner>
    ),
    headerBar: <HeaderBar title="Billing" backLabel="Dashboard" backHref="#dashboard" />,
    subMenu: (
      <SubMenu aria-label="Account">
        <SubMenu.Item href="#settings">My Profile</SubMenu.Item>
        <SubMenu.Item href="#billing" current>
          Billing
        </SubMenu.Item>
      </SubMenu>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [notice, banner] = canvas.getAllByRole('status');
    const title = canvas.getByRole('heading', { level: 1, name: 'Billing' });
    const sub = canvas.getByRole('navigation', { name: 'Account' });
    const top = (element: Element | undefined) => element?.getBoundingClientRect().top ?? 0;
    await expect(top(notice)).toBeLessThan(top(banner));
    await expect(top(banner)).toBeLessThan(top(title));
    await expect(top(title)).toBeLessThan(top(sub));
  },
};

/** The first Tab reaches "Skip to content", which moves focus to the page. */
export const SkipLink: Story = {
  parameters: { chromatic: desktopOnly },
  args: { layout: 'desktop' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvasElement.ownerDocument.activeElement).toContainElement(
      canvas.getByRole('heading', { name: 'Connected accounts' }),
    );
  },
};
