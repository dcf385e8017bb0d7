import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DashboardIcon, LogOutIcon, MoreIcon, SyncIcon } from '../../core/Icon';
import { Menu } from '../../core/Menu';
import { floatingA11y } from '../../testing/a11y';
import { BottomBar } from './BottomBar';

const onLogout = fn();

const meta = {
  title: 'Shell/BottomBar',
  component: BottomBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', a11y: floatingA11y },
  args: {
    'aria-label': 'Quick navigation',
    children: (
      <>
        <BottomBar.Item icon={<DashboardIcon />} label="Dashboard" href="#dashboard" current />
        <BottomBar.Item icon={<SyncIcon />} label="Sync" href="#sync" />
        <BottomBar.Menu icon={<MoreIcon />} label="More">
          <Menu.LinkItem href="#settings">My Profile</Menu.LinkItem>
          <Menu.LinkItem href="#billing">Billing</Menu.LinkItem>
          <Menu.LinkItem href="#integrations">Integrations</Menu.LinkItem>
        </BottomBar.Menu>
        <BottomBar.Action icon={<LogOutIcon />} label="Logout" onClick={onLogout} />
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 375, minHeight: 320, display: 'flex', alignItems: 'flex-end' }}>
        <div style={{ flex: 1 }}>
          <Story />
        </div>
      </div>
    ),
  ],
  beforeEach: () => {
    onLogout.mockClear();
  },
} satisfies Meta<typeof BottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four equal targets, icon over label; the page shown is current. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Quick navigation' });
    const items = within(nav).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Dashboard',
      'Sync',
      'More',
      'Logout',
    ]);
    const widths = items.map((item) => Math.round(item.getBoundingClientRect().width));
    await expect(new Set(widths).size).toBe(1);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Sync' }).getBoundingClientRect().height).toBe(
      56,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
  },
};

/** More opens a menu above the bar (Escape closes it, back on More). */
export const MoreMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const more = canvas.getByRole('button', { name: 'More' });
    await userEvent.click(more);
    await body.findByRole('menu', { name: 'More' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(more).toHaveFocus();

    await userEvent.click(more);
    const menu = await body.findByRole('menu', { name: 'More' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await expect(menu.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      more.getBoundingClientRect().top,
    );
  },
};
