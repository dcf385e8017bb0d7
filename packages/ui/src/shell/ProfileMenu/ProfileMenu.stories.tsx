import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LogOutIcon, ReturnIcon } from '../../core/Icon';
import { floatingA11y } from '../../testing/a11y';
import { nextFrames } from '../../testing/frames';
import { ProfileMenu } from './ProfileMenu';
import { desktopOnly } from '../../testing/visual';

const onLogout = fn();
const onReturn = fn();

function UserItems() {
  return (
    <>
      <ProfileMenu.LinkItem href="#settings">My Profile</ProfileMenu.LinkItem>
      <ProfileMenu.LinkItem href="#billing">Billing</ProfileMenu.LinkItem>
      <ProfileMenu.LinkItem href="#notifications">Notifications</ProfileMenu.LinkItem>
      <ProfileMenu.LinkItem href="https://help.example.org" external>
        Helpdesk
      </ProfileMenu.LinkItem>
      <ProfileMenu.LinkItem href="https://facebook.example.org/groups/flocksync" external>
        Facebook Group
      </ProfileMenu.LinkItem>
      <ProfileMenu.Divider />
      <ProfileMenu.Item leadingVisual={<LogOutIcon />} onSelect={onLogout}>
        Log out
      </ProfileMenu.Item>
    </>
  );
}

function AdminItems() {
  return (
    <>
      <ProfileMenu.LinkItem href="#settings">My Profile</ProfileMenu.LinkItem>
      <ProfileMenu.LinkItem href="#users">Users</ProfileMenu.LinkItem>
      <ProfileMenu.LinkItem href="#pending-users">Pending Users</ProfileMenu.LinkItem>
      <ProfileMenu.Divider />
      <ProfileMenu.Item leadingVisual={<LogOutIcon />} onSelect={onLogout}>
        Log out
      </ProfileMenu.Item>
    </>
  );
}

const meta = {
  title: 'Shell/ProfileMenu',
  component: ProfileMenu,
  tags: ['autodocs'],
  // The sidebar variants are desktop parts; the `Mobile` story is the phone's.
  parameters: { layout: 'padded', a11y: floatingA11y, chromatic: desktopOnly },
  args: {
    name: 'Daniel Okafor',
    email: 'ready@demo.church',
    children: <UserItems />,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 232, minHeight: 360, display: 'flex', alignItems: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    onLogout.mockClear();
    onReturn.mockClear();
  },
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement, name: RegExp | string) {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(canvas.getByRole('button', { name }));
  const menu = await body.findByRole('menu');
  return { canvas, body, menu };
}

/** A user's menu: the name and email on top, then the pages, the external links and Log out. */
export const User: Story = {
  play: async ({ canvasElement }) => {
    // Log out runs and closes the menu.
    const first = await open(canvasElement, 'Account menu: Daniel Okafor');
    await userEvent.click(within(first.menu).getByRole('menuitem', { name: 'Log out' }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(first.body.queryByRole('menu')).not.toBeInTheDocument());

    const { body, menu } = await open(canvasElement, 'Account menu: Daniel Okafor');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(items).toEqual([
      'My Profile',
      'Billing',
      'Notifications',
      'Helpdesk (opens in a new tab)',
      'Facebook Group (opens in a new tab)',
      'Log out',
    ]);
    await expect(body.getByText('ready@demo.church')).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: /Helpdesk/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** An admin's menu: My Profile, Users, Pending Users. */
export const Admin: Story = {
  args: { name: 'Grace Whitfield', email: 'admin@demo.church', children: <AdminItems /> },
  play: async ({ canvasElement }) => {
    const { menu } = await open(canvasElement, /Grace Whitfield/);
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(items).toEqual(['My Profile', 'Users', 'Pending Users', 'Log out']);
  },
};

/** An admin acting as a user: a badge on the button and in the menu, and Return to Admin. */
export const Impersonating: Story = {
  args: {
    badge: 'Acting as',
    children: (
      <>
        <ProfileMenu.Item leadingVisual={<ReturnIcon />} onSelect={onReturn}>
          Return to Admin
        </ProfileMenu.Item>
        <UserItems />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Acting as')).toBeVisible();
    const { menu } = await open(canvasElement, /Daniel Okafor/);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Return to Admin' }));
    await expect(onReturn).toHaveBeenCalledTimes(1);
  },
};

/** The sidebar shows 12 characters, the open menu 23; above 25 a tooltip gives the whole name. */
export const LongName: Story = {
  args: { name: 'Bartholomew Montgomery-Fitzwilliam', email: 'bart@church.org' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: /Bartholomew Montgomery-Fitzwilliam/ });
    await expect(trigger).toHaveTextContent('Bartholomew ...');
    await userEvent.hover(trigger);
    await expect(await body.findByRole('tooltip')).toHaveTextContent(
      'Bartholomew Montgomery-Fitzwilliam',
    );
    await userEvent.unhover(trigger);
    await userEvent.click(trigger);
    await body.findByRole('menu');
    await expect(body.getByText('Bartholomew Montgomery-...')).toBeVisible();
  },
};

/** A name of 25 characters or fewer gets no tooltip, even when shortened. */
export const MediumName: Story = {
  args: { name: 'Hannah Lindqvist-Berg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: /Hannah Lindqvist-Berg/ });
    await expect(trigger).toHaveTextContent('Hannah Lindq...');
    await userEvent.hover(trigger);
    // A tooltip opens on focus at once (only hover waits): once the trigger has focus and two
    // frames have been drawn, a tooltip that were there would be showing.
    trigger.focus();
    await waitFor(() => expect(trigger).toHaveFocus());
    await nextFrames(2);
    await expect(body.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

/** The mobile menu's button shows 17 characters. */
export const Mobile: Story = {
  parameters: { chromatic: { modes: { phone: { disable: false } } } },
  args: { name: 'Bartholomew Montgomery-Fitzwilliam', variant: 'mobile' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Bartholomew/ });
    await expect(trigger).toHaveTextContent('Bartholomew Montg...');
  },
};

/** In the collapsed sidebar only the avatar shows; the name is in a tooltip. */
export const Collapsed: Story = {
  args: { variant: 'collapsed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Account menu: Daniel Okafor' });
    await expect(trigger).toHaveTextContent('DO');
    trigger.focus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Daniel Okafor');
  },
};

/** A picture replaces the initials. */
export const WithAvatar: Story = {
  args: {
    avatarSrc:
      'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="%232f6fb8"/></svg>',
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Daniel Okafor/ });
    await expect(trigger.querySelector('img')).toHaveAttribute('alt', '');
  },
};
