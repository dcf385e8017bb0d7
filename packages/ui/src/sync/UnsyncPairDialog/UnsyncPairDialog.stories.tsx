import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { UnsyncPairDialog, type UnsyncPairDialogProps } from './UnsyncPairDialog';
import { framedDocs } from '../../testing/docs';

function Stateful({ options: initial, onOptionsChange, ...rest }: UnsyncPairDialogProps) {
  const [options, setOptions] = useState(initial);
  return (
    <UnsyncPairDialog
      {...rest}
      options={options}
      onOptionsChange={(next) => {
        setOptions(next);
        onOptionsChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Sync/UnsyncPairDialog',
  component: UnsyncPairDialog,
  tags: ['autodocs'],
  parameters: { a11y: floatingA11y, docs: framedDocs(480) },
  args: {
    open: true,
    pairName: 'Main Campus / Youth Group',
    options: { unsync: false, deleteGroup: false },
    onOptionsChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof UnsyncPairDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus starts on Cancel; 'Advanced Settings' reveals the un-sync and delete-group options. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Un-Sync Pair?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    const advanced = within(dialog).getByRole('button', { name: 'Advanced Settings' });
    await expect(advanced).toHaveAttribute('aria-expanded', 'false');
    await expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(advanced);
    await expect(advanced).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: /remove its synced contacts/ }),
    );
    await expect(args.onOptionsChange).toHaveBeenLastCalledWith({
      unsync: true,
      deleteGroup: false,
    });
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Delete the Mailchimp group' }),
    );
    await expect(args.onOptionsChange).toHaveBeenLastCalledWith({
      unsync: true,
      deleteGroup: true,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Un-Sync' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** A tags pair: no group to delete. */
export const TagsPair: Story = {
  args: { canDeleteGroup: false, defaultAdvancedOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
  },
};

/** Un-syncing: one request only. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Un-Sync' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/**
 * The 'Advanced Settings' disclosure by keyboard (APG disclosure): collapsed, its options are
 * neither shown nor reachable with Tab; Enter or Space expands and collapses them.
 */
export const AdvancedSettingsByKeyboard: Story = {
  play: async ({ args, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Un-Sync Pair?' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const advanced = within(dialog).getByRole('button', { name: 'Advanced Settings' });
    const panel = dialog.querySelector<HTMLElement>(
      `#${CSS.escape(advanced.getAttribute('aria-controls') ?? '')}`,
    );
    await waitFor(() => expect(cancel).toHaveFocus());

    await step('Collapsed: the options are hidden and Tab skips them', async () => {
      await expect(advanced).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).not.toBeVisible();
      await userEvent.tab({ shift: true });
      await expect(advanced).toHaveFocus();
    });

    await step('Enter expands; Tab reaches the options, Space ticks one', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(advanced).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();
      await userEvent.tab();
      const unsync = within(dialog).getByRole('checkbox', { name: /remove its synced contacts/ });
      await expect(unsync).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(args.onOptionsChange).toHaveBeenLastCalledWith({
        unsync: true,
        deleteGroup: false,
      });
    });

    await step('Space collapses again; the next Tab goes to Cancel', async () => {
      advanced.focus();
      await userEvent.keyboard(' ');
      await expect(advanced).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).not.toBeVisible();
      await userEvent.tab();
      await expect(cancel).toHaveFocus();
    });
  },
};
