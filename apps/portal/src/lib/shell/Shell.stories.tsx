import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSyncExternalStore } from 'react';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUser } from '@flocksync/sandbox';
import { Button, ChatIcon } from '@flocksync/ui';
import { ShellLayout } from '@/app/ShellLayout';
import { apiUrl, floatingA11y, notAState, ShellHarness, spyOn, storyApi } from '@/testing';
import type { ChatPerson, ChatWidget } from './chat/ChatWidget';
import { ChatWidgetContext } from './chat/useChatSupport';
import { bannerTexts } from './banners/texts';
import { shellTexts as t } from './texts';
import { SIDEBAR_COLLAPSED_KEY } from './useSidebarPreference';

const ready = demoUser('ready@demo.church');
const setup = demoUser('setup@demo.church');
const fresh = demoUser('new@demo.church');
const admin = demoUser('admin@demo.church');

const phone = {
  viewport: {
    options: {
      phone375: { name: 'Phone 375', styles: { width: '375px', height: '740px' }, type: 'mobile' },
    },
  },
};
const atPhoneWidth = { viewport: { value: 'phone375', isRotated: false } };

const meta = {
  title: 'Pages/Shell/Layout',
  component: ShellLayout,
  render: () => <ShellHarness />,
  parameters: {
    layout: 'fullscreen',
    route: '/dashboard',
    routePattern: '/*',
    session: { user: ready },
    msw: storyApi(),
    a11y: floatingA11y,
    ...phone,
  },
  beforeEach: () => {
    window.localStorage.removeItem(SIDEBAR_COLLAPSED_KEY);
  },
} satisfies Meta<typeof ShellLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => ({
  canvas: within(canvasElement),
  body: within(canvasElement.ownerDocument.body),
});
const sidebarOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: t.navLabel }));
const syncLink = (canvasElement: HTMLElement) =>
  sidebarOf(canvasElement).queryByRole('link', { name: t.sync });

/** The sidebar in the spec's order; no header bar or sub-menu on the dashboard. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = screen(canvasElement);
    const sidebar = sidebarOf(canvasElement);
    await expect(sidebar.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      t.searchLogs,
      t.dashboard,
      t.sync,
      t.integration,
      t.tools,
      t.logs,
    ]);
    await expect(sidebar.getByRole('link', { name: t.dashboard })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await sidebar.findByRole('button', { name: /Daniel Okafor/ })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('navigation', { name: t.subMenuLabel }),
    ).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('navigation', { name: t.bottomBarLabel }),
    ).not.toBeInTheDocument();
  },
};

/** Without a signed-in user the layout renders only the page, whose guard redirects. */
export const SignedOut: Story = {
  parameters: { session: null },
  play: async ({ canvasElement }) => {
    const { canvas } = screen(canvasElement);
    await expect(await canvas.findByTestId('page')).toHaveTextContent('Page at /dashboard');
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** An account that is not activated has no Sync entry. */
export const NotActivated: Story = {
  parameters: { session: { user: fresh }, route: '/dashboard?non-activate-account' },
  play: async ({ canvasElement }) => {
    await expect(
      await sidebarOf(canvasElement).findByRole('link', { name: t.dashboard }),
    ).toBeVisible();
    await expect(syncLink(canvasElement)).not.toBeInTheDocument();
  },
};

/** With a credential missing, Sync explains itself in a tooltip. */
export const SyncNeedsCredentials: Story = {
  parameters: { session: { user: setup } },
  play: async ({ canvasElement }) => {
    const { canvas, body } = screen(canvasElement);
    // The credentials have arrived once the missing-settings banner shows.
    await canvas.findByText(/We are missing your CCB and Mailchimp API settings/);
    const sync = syncLink(canvasElement) as HTMLElement;
    await userEvent.hover(sync);
    await expect(await body.findByRole('tooltip')).toHaveTextContent(t.syncNeedsCredentials);
    await expect(sync).toHaveAccessibleDescription(t.syncNeedsCredentials);
  },
};

const apiDetailsCalls = spyOn('/account/api-details');

/** Both credentials stored: no tooltip on Sync. */
export const SyncReady: Story = {
  parameters: { msw: storyApi({ before: [apiDetailsCalls.handler] }) },
  beforeEach: () => {
    apiDetailsCalls.calls.length = 0;
  },
  play: async ({ canvasElement }) => {
    const { body } = screen(canvasElement);
    const sync = syncLink(canvasElement) as HTMLElement;
    // The credentials were asked for (a positive sign, not a sleep); the Sync tooltip would show
    // their absence as the link's description.
    await waitFor(() => expect(apiDetailsCalls.calls).toHaveLength(1));
    await userEvent.hover(sync);
    await expect(sync).not.toHaveAccessibleDescription(t.syncNeedsCredentials);
    await expect(body.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

/** Collapsing stores 'true' in local storage; expanding stores 'false'. */
export const CollapsePersisted: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = screen(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.collapseSidebar }));
    await expect(window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true');
    const expand = canvas.getByRole('button', { name: t.expandSidebar });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(expand);
    await expect(window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('false');
  },
};

/** A stored 'true' starts the sidebar collapsed, icons with tooltips. */
export const StartsCollapsed: Story = {
  beforeEach: () => {
    window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'true');
  },
  play: async ({ canvasElement }) => {
    const { canvas, body } = screen(canvasElement);
    await expect(canvas.getByRole('button', { name: t.expandSidebar })).toBeVisible();
    const logs = sidebarOf(canvasElement).getByRole('link', { name: t.logs });
    await userEvent.hover(logs);
    await expect(await body.findByRole('tooltip')).toHaveTextContent(t.logs);
  },
};

/** On /sync the sidebar is collapsed whatever the preference, with no toggle. */
export const ForcedCollapsedOnSync: Story = {
  parameters: { route: '/sync' },
  play: async ({ canvasElement }) => {
    const { canvas } = screen(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: t.navLabel });
    await expect(canvas.queryByRole('button', { name: /sidebar/ })).not.toBeInTheDocument();
    await waitFor(() => expect(nav.getBoundingClientRect().width).toBe(64));
    await expect(syncLink(canvasElement)).toHaveAttribute('aria-current', 'page');
    await expect(window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBeNull();
  },
};

/** /settings: the header bar (back link, title) and the sub-menu. */
export const SettingsHeaderAndSubMenu: Story = {
  parameters: { route: '/settings' },
  play: async ({ canvasElement }) => {
    const { canvas } = screen(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.backToDashboard })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    const sub = within(canvas.getByRole('navigation', { name: t.subMenuLabel }));
    await expect(sub.getAllByRole('link').map((link) => link.textContent)).toEqual([
      t.myProfile,
      t.billing,
      t.notifications,
    ]);
    await expect(sub.getByRole('link', { name: t.myProfile })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(sub.getByRole('link', { name: t.billing }));
    await expect(canvas.getByTestId('page')).toHaveTextContent('Page at /billing');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  },
};

/** /integrations: the header bar without a sub-menu. */
export const IntegrationsHeaderOnly: Story = {
  parameters: { route: '/integrations' },
  play: async ({ canvasElement }) => {
    const { canvas } = screen(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Integrations' }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('navigation', { name: t.subMenuLabel }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t.backToDashboard })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

/** /subscription-plans: neither header bar nor sub-menu. */
export const SubscriptionPlansBare: Story = {
  parameters: { route: '/subscription-plans' },
  play: async ({ canvasElement }) => {
    const { canvas } = screen(canvasElement);
    await expect(await canvas.findByTestId('page')).toHaveTextContent('/subscription-plans');
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('navigation', { name: t.subMenuLabel }),
    ).not.toBeInTheDocument();
    // No sidebar either (spec part 2 "/subscription-plans").
    await expect(canvas.queryByRole('navigation', { name: t.navLabel })).not.toBeInTheDocument();
  },
};

/** A user's profile menu: My Profile, Billing, Notifications, Helpdesk and Facebook Group. */
export const UserMenu: Story = {
  play: async ({ canvasElement }) => {
    const { body } = screen(canvasElement);
    await userEvent.click(
      sidebarOf(canvasElement).getByRole('button', { name: /^Account menu: Daniel Okafor/ }),
    );
    const menu = await body.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      t.myProfile,
      t.billing,
      t.notifications,
      `${t.helpdesk} (opens in a new tab)`,
      `${t.facebookGroup} (opens in a new tab)`,
      t.logOut,
    ]);
    for (const name of [t.helpdesk, t.facebookGroup]) {
      const link = within(menu).getByRole('menuitem', { name: new RegExp(name) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // The helpdesk opens signed in: the single sign-on redirect carries the id and key.
    const helpdesk = new URL(
      within(menu)
        .getByRole('menuitem', { name: new RegExp(t.helpdesk) })
        .getAttribute('href') ?? '',
    );
    await expect(helpdesk.searchParams.get('id')).toBe(String(ready.id));
    await expect(helpdesk.searchParams.get('key')).toBe(ready.apiKey);
    await expect(body.getByText(ready.email)).toBeVisible();
  },
};

/** Choosing a page in the profile menu goes there (Billing). */
export const UserMenuNavigates: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  play: async ({ canvasElement }) => {
    const { body } = screen(canvasElement);
    await userEvent.click(
      sidebarOf(canvasElement).getByRole('button', { name: /^Account menu: Daniel Okafor/ }),
    );
    await userEvent.click(await body.findByRole('menuitem', { name: t.billing }));
    await expect(within(canvasElement).getByTestId('page')).toHaveTextContent('Page at /billing');
  },
};

/** An admin's profile menu: My Profile, Users, Pending Users. */
export const AdminMenu: Story = {
  parameters: { session: { user: admin } },
  play: async ({ canvasElement }) => {
    const { body } = screen(canvasElement);
    await userEvent.click(
      sidebarOf(canvasElement).getByRole('button', { name: /Grace Whitfield/ }),
    );
    const menu = await body.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([t.myProfile, t.users, t.pendingUsers, t.logOut]);
  },
};

/** The admin's sub-menu on /users: My Profile, Users, Pending Users. */
export const AdminSubMenu: Story = {
  parameters: { session: { user: admin }, route: '/users' },
  play: async ({ canvasElement }) => {
    const sub = within(within(canvasElement).getByRole('navigation', { name: t.subMenuLabel }));
    await expect(sub.getAllByRole('link').map((link) => link.textContent)).toEqual([
      t.myProfile,
      t.users,
      t.pendingUsers,
    ]);
    await expect(sub.getByRole('link', { name: t.users })).toHaveAttribute('aria-current', 'page');
  },
};

/** Not activated: the profile menu offers only Log out. */
export const NotActivatedMenu: Story = {
  parameters: { session: { user: fresh } },
  play: async ({ canvasElement }) => {
    const { body } = screen(canvasElement);
    await userEvent.click(sidebarOf(canvasElement).getByRole('button', { name: /Hannah/ }));
    const menu = await body.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([t.logOut]);
  },
};

/**
 * An admin acting as a user: the notice with Return to Admin stays at the top of every page,
 * the profile button carries a badge and its menu also offers Return to Admin.
 */
export const Impersonating: Story = {
  parameters: { session: { user: ready, admin }, route: '/integrations' },
  play: async ({ canvasElement }) => {
    const { canvas, body } = screen(canvasElement);
    const notice = canvas.getByText(t.actingAs('Daniel Okafor', ready.email));
    await expect(notice).toBeVisible();
    const profile = sidebarOf(canvasElement).getByRole('button', { name: /Daniel Okafor/ });
    await expect(profile).toHaveTextContent(t.actingAsBadge);
    await userEvent.click(profile);
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: t.returnToAdmin })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: t.returnToAdmin })).toBeVisible();
  },
};

/** Return to Admin ends the acting: the admin's own shell on the dashboard, no notice. */
export const ReturnsToAdmin: Story = {
  parameters: { session: { user: ready, admin }, route: '/integrations' },
  play: async ({ canvasElement }) => {
    const { canvas } = screen(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.returnToAdmin }));
    await expect(canvas.getByTestId('page')).toHaveTextContent('Page at /dashboard');
    await expect(
      canvas.queryByText(t.actingAs('Daniel Okafor', ready.email)),
    ).not.toBeInTheDocument();
    await expect(
      sidebarOf(canvasElement).getByRole('button', { name: /Grace Whitfield/ }),
    ).toBeVisible();
  },
};

/** Log out leaves the shell for the login page. */
export const LogsOut: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  play: async ({ canvasElement }) => {
    const { canvas, body } = screen(canvasElement);
    await userEvent.click(sidebarOf(canvasElement).getByRole('button', { name: /Daniel Okafor/ }));
    await userEvent.click(await body.findByRole('menuitem', { name: t.logOut }));
    await expect(canvas.getByTestId('page')).toHaveTextContent('Page at /');
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** The search modal: an empty (or blank) term does nothing. */
export const SearchEmptyTerm: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, body } = screen(canvasElement);
    await userEvent.click(sidebarOf(canvasElement).getByRole('button', { name: t.searchLogs }));
    const dialog = await body.findByRole('dialog', { name: t.searchTitle });
    const field = within(dialog).getByPlaceholderText(t.searchPlaceholder);
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: t.searchSubmit }));
    await userEvent.type(field, '   {Enter}');
    await expect(dialog).toBeVisible();
    await expect(canvas.getByTestId('page')).toHaveTextContent('Page at /dashboard');
  },
};

/** The search modal: a term goes to /logs/search-results with `searchTerm` in route state. */
export const SearchNavigates: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  play: async ({ canvasElement }) => {
    const { canvas, body } = screen(canvasElement);
    await userEvent.click(sidebarOf(canvasElement).getByRole('button', { name: t.searchLogs }));
    const dialog = await body.findByRole('dialog', { name: t.searchTitle });
    await userEvent.type(within(dialog).getByLabelText(t.searchLabel), ' ann@church.org {Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByTestId('page')).toHaveTextContent('Page at /logs/search-results');
    await expect(canvas.getByTestId('search-term')).toHaveTextContent('ann@church.org');
  },
};

/** 375 px: the mobile header and, on the dashboard, the bottom bar with its More menu. */
export const MobileMoreMenu: Story = {
  globals: atPhoneWidth,
  play: async ({ canvasElement }) => {
    const { canvas, body } = screen(canvasElement);
    const bar = within(await canvas.findByRole('navigation', { name: t.bottomBarLabel }));
    await expect(canvas.queryByRole('navigation', { name: t.navLabel })).not.toBeInTheDocument();
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(bar.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      t.dashboard,
      t.sync,
      t.more,
      t.logout,
    ]);
    await userEvent.click(bar.getByRole('button', { name: t.more }));
    const menu = await body.findByRole('menu', { name: t.more });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      t.myProfile,
      t.billing,
      t.integrations,
      t.logs,
      t.toolsShort,
      t.notifications,
      `${t.helpdesk} (opens in a new tab)`,
      `${t.facebookGroup} (opens in a new tab)`,
    ]);
  },
};

/** 375 px: a page chosen in More goes there; off the dashboard and /sync, no bottom bar. */
export const MobileMoreMenuNavigates: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  globals: atPhoneWidth,
  play: async ({ canvasElement }) => {
    const { canvas, body } = screen(canvasElement);
    const bar = within(await canvas.findByRole('navigation', { name: t.bottomBarLabel }));
    await userEvent.click(bar.getByRole('button', { name: t.more }));
    const menu = await body.findByRole('menu', { name: t.more });
    await userEvent.click(within(menu).getByRole('menuitem', { name: t.logs }));
    await expect(canvas.getByTestId('page')).toHaveTextContent('Page at /logs');
    await expect(
      canvas.queryByRole('navigation', { name: t.bottomBarLabel }),
    ).not.toBeInTheDocument();
  },
};

/** 375 px on /sync: the bottom bar marks Sync. */
export const MobileSync: Story = {
  globals: atPhoneWidth,
  parameters: { route: '/sync' },
  play: async ({ canvasElement }) => {
    const { canvas } = screen(canvasElement);
    const bar = within(await canvas.findByRole('navigation', { name: t.bottomBarLabel }));
    await expect(bar.getByRole('link', { name: t.sync })).toHaveAttribute('aria-current', 'page');
  },
};

/** 375 px: the bottom bar's Logout leaves the shell. */
export const MobileLogout: Story = {
  tags: ['!visual'],
  globals: atPhoneWidth,
  parameters: { chromatic: notAState, route: '/sync' },
  play: async ({ canvasElement }) => {
    const { canvas } = screen(canvasElement);
    const bar = within(await canvas.findByRole('navigation', { name: t.bottomBarLabel }));
    await userEvent.click(bar.getByRole('button', { name: t.logout }));
    await expect(canvas.getByTestId('page')).toHaveTextContent('Page at /');
  },
};

/** 375 px: the mobile header's menu shows 17 characters of the name and the More pages. */
export const MobileProfileMenu: Story = {
  globals: atPhoneWidth,
  parameters: {
    session: { user: { ...ready, firstName: 'Bartholomew', lastName: 'Montgomery-Fitzwilliam' } },
    route: '/logs',
  },
  play: async ({ canvasElement }) => {
    const { canvas, body } = screen(canvasElement);
    const header = within(await canvas.findByRole('banner'));
    const profile = header.getByRole('button', { name: /Bartholomew Montgomery-Fitzwilliam/ });
    await expect(profile).toHaveTextContent('Bartholomew Montg...');
    await userEvent.click(profile);
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: t.integrations })).toBeVisible();
    await expect(body.getByText('Bartholomew Montgomery-...')).toBeVisible();
  },
};

const intercomConfig = spyOn('/config/intercom-app-id');
const shellWarnings = spyOn('/account/warnings');

/** Demo mode never loads the chat widget, even for a user with a hash. */
export const NoChatInDemoMode: Story = {
  parameters: { msw: storyApi({ before: [intercomConfig.handler, shellWarnings.handler] }) },
  beforeEach: () => {
    intercomConfig.calls.length = 0;
    shellWarnings.calls.length = 0;
  },
  play: async ({ canvasElement }) => {
    await expect(
      await sidebarOf(canvasElement).findByRole('link', { name: t.dashboard }),
    ).toBeVisible();
    // The shell has asked for its data (a positive sign it settled), not a sleep.
    await waitFor(() => expect(shellWarnings.calls).toHaveLength(1));
    await expect(intercomConfig.calls).toHaveLength(0);
    await expect(document.querySelector('script[src*="intercom"]')).toBeNull();
  },
};

/** The stand-in launcher's label (story-only: Intercom draws its own). */
const chatLauncherLabel = 'Chat with support';

/**
 * Stands in for Intercom, whose script never loads in stories: booting shows a launcher in the
 * corner, as Intercom's does, and shutting down removes it.
 */
const storyChat = (() => {
  let booted: { appId: string; person: ChatPerson } | null = null;
  const listeners = new Set<() => void>();
  const set = (next: typeof booted) => {
    booted = next;
    listeners.forEach((listener) => listener());
  };
  const widget: ChatWidget = {
    boot: (appId, person) => set({ appId, person }),
    shutdown: () => set(null),
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return { widget, subscribe, booted: () => booted, reset: () => set(null) };
})();

function StoryChatLauncher() {
  const booted = useSyncExternalStore(storyChat.subscribe, storyChat.booted);
  if (!booted) return null;
  return (
    // Where Intercom puts its launcher by default, above everything (its own z-index).
    <div style={{ position: 'fixed', right: 20, bottom: 20, zIndex: 2147483000 }}>
      <Button leadingVisual={<ChatIcon />}>{chatLauncherLabel}</Button>
    </div>
  );
}

const intercomAppId = spyOn('/config/intercom-app-id');

/**
 * The chat-support widget shown: a signed-in user who is not an admin (nor acting as one), with
 * a hash from the warnings call, gets it, booted with the app id from /config/intercom-app-id. A
 * stand-in takes Intercom's place (a widget put in place is booted in demo mode too).
 */
export const ChatWidgetShown: Story = {
  parameters: { msw: storyApi({ before: [intercomAppId.handler] }) },
  render: () => (
    <ChatWidgetContext.Provider value={storyChat.widget}>
      <ShellHarness />
      <StoryChatLauncher />
    </ChatWidgetContext.Provider>
  ),
  beforeEach: () => {
    intercomAppId.calls.length = 0;
    storyChat.reset();
  },
  play: async ({ canvasElement }) => {
    const launcher = await within(canvasElement).findByRole(
      'button',
      { name: chatLauncherLabel },
      { timeout: 5000 },
    );
    await expect(launcher).toBeVisible();
    await expect(intercomAppId.calls).toHaveLength(1);
    await expect(storyChat.booted()?.person).toMatchObject({
      id: ready.id,
      email: ready.email,
      name: `${ready.firstName} ${ready.lastName}`,
    });
  },
};

const warningsCalls = spyOn('/account/warnings');

/**
 * The warnings are asked for on arrival and again on each navigation. (Here they hold a notice,
 * so the first answer shows: a navigation joins a request still under way instead of asking.)
 */
export const RefetchesOnNavigation: Story = {
  tags: ['!visual'],
  parameters: {
    chromatic: notAState,
    msw: storyApi({
      before: [warningsCalls.handler],
      patch: {
        '/account/warnings': (data: object) => ({
          ...data,
          isTemporarySyncDisabled: 1,
          syncDisabledMessage: '',
        }),
      },
    }),
  },
  beforeEach: () => {
    warningsCalls.calls.length = 0;
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(bannerTexts.temporarilyDisabled, {}, { timeout: 5000 });
    await expect(warningsCalls.calls).toHaveLength(1);
    await userEvent.click(sidebarOf(canvasElement).getByRole('link', { name: t.logs }));
    await waitFor(() => expect(warningsCalls.calls).toHaveLength(2), { timeout: 5000 });
  },
};

const failedWarnings = { count: 0 };

/** A failed warnings call leaves the shell working (no banner, no error on screen). */
export const WarningsFail: Story = {
  parameters: {
    msw: storyApi({
      before: [
        http.post(apiUrl('/account/warnings'), () => {
          failedWarnings.count += 1;
          return HttpResponse.error();
        }),
      ],
    }),
  },
  beforeEach: () => {
    failedWarnings.count = 0;
  },
  play: async ({ canvasElement }) => {
    const { canvas } = screen(canvasElement);
    await expect(
      await sidebarOf(canvasElement).findByRole('link', { name: t.dashboard }),
    ).toBeVisible();
    // The warnings call has failed (a positive sign), not a sleep.
    await waitFor(() => expect(failedWarnings.count).toBe(1));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
