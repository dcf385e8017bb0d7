import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { SyncSplitButton, type SyncSplitButtonProps } from './SyncSplitButton';

/** Starts a sync like the page does: sending (loading), then running (syncing). */
function StartingSync({ onSync, onSyncNew, ...rest }: SyncSplitButtonProps) {
  const [state, setState] = useState<'idle' | 'loading' | 'syncing'>('idle');
  const start = (callback: () => void) => () => {
    callback();
    setState('loading');
    setTimeout(() => setState('syncing'), 50);
  };
  return (
    <SyncSplitButton
      {...rest}
      loading={state === 'loading'}
      syncing={state === 'syncing'}
      onSync={start(onSync)}
      onSyncNew={start(onSyncNew)}
    />
  );
}

const meta = {
  title: 'Sync/SyncSplitButton',
  component: SyncSplitButton,
  tags: ['autodocs'],
  parameters: { a11y: floatingA11y },
  args: { newCount: 3, onSync: fn(), onSyncNew: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 160 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SyncSplitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Sync', and the split menu's 'Sync New (3)' reached by keyboard. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Sync' }));
    await expect(args.onSync).toHaveBeenCalledTimes(1);
    const more = canvas.getByRole('button', { name: 'More sync options' });
    more.focus();
    await userEvent.keyboard('{ArrowDown}');
    const item = await body.findByRole('menuitem', { name: 'Sync New (3)' });
    await waitFor(() => expect(item).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onSyncNew).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(more).toHaveFocus());
  },
};

/** No new pairs: 'Sync New (0)' is shown but unavailable. */
export const NoNewPairs: Story = {
  args: { newCount: 0 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'More sync options' }));
    const item = await body.findByRole('menuitem', { name: 'Sync New (0)' });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(item);
    await expect(args.onSyncNew).not.toHaveBeenCalled();
  },
};

/** A sync is running: 'Syncing', and neither half does anything. */
export const Syncing: Story = {
  args: { syncing: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const syncing = canvas.getByRole('button', { name: 'Syncing' });
    await expect(syncing).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(syncing);
    await userEvent.click(canvas.getByRole('button', { name: 'More sync options' }));
    await expect(args.onSync).not.toHaveBeenCalled();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('menu')).toBeNull();
  },
};

/** The sync request is on its way: no second request. */
export const Starting: Story = {
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const sync = within(canvasElement).getByRole('button', { name: 'Sync' });
    await expect(sync).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(sync);
    await expect(args.onSync).not.toHaveBeenCalled();
  },
};

/** Not allowed to sync: focusable, and the reason in a tooltip. */
export const DisabledWithReason: Story = {
  args: { disabledReason: 'Please setup CCB and MC Credentials first.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const sync = canvas.getByRole('button', { name: 'Sync' });
    await expect(sync).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(sync).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent(
      'Please setup CCB and MC Credentials first.',
    );
    await expect(sync).toHaveAccessibleDescription('Please setup CCB and MC Credentials first.');
    await userEvent.click(sync);
    await expect(args.onSync).not.toHaveBeenCalled();
  },
};

/**
 * 'Sync New' chosen by keyboard: the menu closes and focus stays on 'More sync options', the same
 * button, now unavailable while the sync starts and runs (never dropped to the page).
 */
export const SyncNewKeepsFocus: Story = {
  render: (args) => <StartingSync {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const more = canvas.getByRole('button', { name: 'More sync options' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    const item = await body.findByRole('menuitem', { name: 'Sync New (3)' });
    await waitFor(() => expect(item).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onSyncNew).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'More sync options' })).toBe(more);
    await expect(more).toHaveFocus();
    await expect(more).toHaveAttribute('aria-disabled', 'true');
    await expect(await canvas.findByRole('button', { name: 'Syncing' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'More sync options' })).toBe(more);
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(body.queryByRole('menu')).toBeNull();
    await expect(more).toHaveAttribute('aria-disabled', 'true');
  },
};
