import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SubMenu } from './SubMenu';

const meta = {
  title: 'Shell/SubMenu',
  component: SubMenu,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    'aria-label': 'Account',
    children: (
      <>
        <SubMenu.Item href="#settings" current>
          My Profile
        </SubMenu.Item>
        <SubMenu.Item href="#billing">Billing</SubMenu.Item>
        <SubMenu.Item href="#notifications">Notifications</SubMenu.Item>
      </>
    ),
  },
} satisfies Meta<typeof SubMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Links between sibling pages; the page shown is current and underlined. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Account' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'My Profile',
      'Billing',
      'Notifications',
    ]);
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    await expect(links[1]).not.toHaveAttribute('aria-current');
    await expect(getComputedStyle(links[0] as HTMLElement).borderBottomWidth).toBe('3px');
  },
};

/** An admin's sub-menu. */
export const Admin: Story = {
  args: {
    children: (
      <>
        <SubMenu.Item href="#settings">My Profile</SubMenu.Item>
        <SubMenu.Item href="#users" current>
          Users
        </SubMenu.Item>
        <SubMenu.Item href="#pending-users">Pending Users</SubMenu.Item>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
