import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentPropsWithRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { Menu } from './Menu';

const onEdit = fn();
const onSync = fn();
const onRemove = fn();

const meta = {
  title: 'Core/Menu',
  component: Menu,
  tags: ['autodocs'],
  parameters: { layout: 'padded', a11y: floatingA11y },
  args: {
    label: 'Pair actions',
    children: (
      <>
        <Menu.Item onSelect={onEdit}>Edit pairing</Menu.Item>
        <Menu.Item onSelect={onSync}>Sync now</Menu.Item>
        <Menu.Divider />
        <Menu.Item onSelect={onRemove}>Remove pairing</Menu.Item>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    onEdit.mockClear();
    onSync.mockClear();
    onRemove.mockClear();
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Enter opens on the first item, Escape closes and returns focus, arrows wrap. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Pair actions' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await step('Enter opens the menu on its first item', async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      const menu = await body.findByRole('menu', { name: 'Pair actions' });
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(trigger).toHaveAttribute('aria-controls', menu.id);
      await waitFor(() =>
        expect(body.getByRole('menuitem', { name: 'Edit pairing' })).toHaveFocus(),
      );
    });

    await step('Escape closes and returns focus to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
      await expect(canvasElement.ownerDocument.activeElement).toBe(trigger);
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });

    await step('Enter opens it again', async () => {
      await userEvent.keyboard('{Enter}');
      await body.findByRole('menu', { name: 'Pair actions' });
      await waitFor(() =>
        expect(body.getByRole('menuitem', { name: 'Edit pairing' })).toHaveFocus(),
      );
    });

    await step('Arrows move, wrapping at the ends; Home and End jump', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(body.getByRole('menuitem', { name: 'Sync now' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(body.getByRole('menuitem', { name: 'Remove pairing' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(body.getByRole('menuitem', { name: 'Edit pairing' })).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(body.getByRole('menuitem', { name: 'Remove pairing' })).toHaveFocus();
      await userEvent.keyboard('{Home}');
      await expect(body.getByRole('menuitem', { name: 'Edit pairing' })).toHaveFocus();
      await userEvent.keyboard('{End}');
      await expect(body.getByRole('menuitem', { name: 'Remove pairing' })).toHaveFocus();
    });

    await step('Typing a letter moves to the matching item', async () => {
      await userEvent.keyboard('s');
      await expect(body.getByRole('menuitem', { name: 'Sync now' })).toHaveFocus();
      await expect(onSync).not.toHaveBeenCalled();
    });
  },
};

/** Arrow Down opens on the first item; Enter chooses, closes and returns focus. */
export const SelectWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Pair actions' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Edit pairing' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(onSync).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    // Space chooses too.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Edit pairing' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(onEdit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const SelectWithPointer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Pair actions' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Remove pairing' }));
    await expect(onRemove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    // A press outside closes it without choosing.
    await userEvent.click(canvas.getByRole('button', { name: 'Pair actions' }));
    await body.findByRole('menu');
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Stand-in for a router link (ui never imports a router): `to` reaches the `as` component. */
function FakeRouterLink({ to, children, ...rest }: ComponentPropsWithRef<'a'> & { to: string }) {
  return (
    <a {...rest} href={`#${to}`} data-router-link="">
      {children}
    </a>
  );
}

export const WithLinks: Story = {
  args: {
    label: 'Account',
    children: (
      <>
        <Menu.LinkItem as={FakeRouterLink} to="/settings">
          Settings
        </Menu.LinkItem>
        <Menu.LinkItem href="#billing">Billing</Menu.LinkItem>
        <Menu.Divider />
        <Menu.LinkItem href="https://help.flocksync.com" external>
          Help center
        </Menu.LinkItem>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }));
    const settings = await body.findByRole('menuitem', { name: 'Settings' });
    await expect(settings).toHaveAttribute('href', '#/settings');
    await expect(settings).toHaveAttribute('data-router-link');
    await expect(settings).not.toHaveAttribute('to');
    await expect(body.getByRole('menuitem', { name: 'Billing' })).toHaveAttribute(
      'href',
      '#billing',
    );
    const help = body.getByRole('menuitem', { name: 'Help center (opens in a new tab)' });
    await expect(help).toHaveAttribute('target', '_blank');
    await expect(help).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(body.getAllByRole('separator')).toHaveLength(1);
  },
};

/** A disabled item is shown and announced, skipped by the arrows, and ignores presses. */
export const WithDisabledItem: Story = {
  args: {
    children: (
      <>
        <Menu.Item onSelect={onEdit}>Edit pairing</Menu.Item>
        <Menu.Item onSelect={onSync} disabled>
          Sync now
        </Menu.Item>
        <Menu.Item onSelect={onRemove}>Remove pairing</Menu.Item>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Pair actions' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Edit pairing' })).toHaveFocus());
    const disabled = body.getByRole('menuitem', { name: 'Sync now' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: 'Remove pairing' })).toHaveFocus();
    await userEvent.click(disabled);
    await expect(onSync).not.toHaveBeenCalled();
    await expect(body.getByRole('menu')).toBeInTheDocument();
  },
};

/** A custom trigger (here a "⋯" glyph): `label` still names the button and the menu. */
export const CustomTrigger: Story = {
  args: { label: 'More actions for Weekly news', trigger: <span aria-hidden="true">⋯</span> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'More actions for Weekly news' });
    const { width, height } = trigger.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    await userEvent.click(trigger);
    await expect(
      await body.findByRole('menu', { name: 'More actions for Weekly news' }),
    ).toBeVisible();
  },
};

/**
 * Disabled: the trigger is announced as unavailable but stays focusable; Enter, Space, Arrow Down
 * and a click do not open it.
 */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Pair actions' });
    await expect(trigger).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    for (const key of ['{Enter}', ' ', '{ArrowDown}']) {
      await userEvent.keyboard(key);
      await expect(body.queryByRole('menu')).toBeNull();
      await expect(trigger).toHaveFocus();
    }
    await userEvent.click(trigger);
    await expect(body.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};
