import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { StopSyncDialog } from './StopSyncDialog';

const meta = {
  title: 'Sync/StopSyncDialog',
  component: StopSyncDialog,
  parameters: { a11y: floatingA11y },
  args: { open: true, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof StopSyncDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's question (sic); focus starts on 'Keep Syncing'. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Stop Sync?' });
    await expect(dialog).toHaveAccessibleDescription('Are you sure want to stop sync procress?');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Keep Syncing' })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop Sync' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Stopping: Story = {
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const stop = within(await body.findByRole('alertdialog')).getByRole('button', {
      name: 'Stop Sync',
    });
    await userEvent.click(stop);
    await expect(stop).toHaveAttribute('aria-busy', 'true');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
