import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { RemovePairDialog } from './RemovePairDialog';
import { removePairTexts } from './texts';

const meta = {
  title: 'Sync/RemovePairDialog',
  component: RemovePairDialog,
  parameters: { a11y: floatingA11y },
  args: { open: true, pairName: 'Weekly News / Members', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof RemovePairDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Remove Sync Pair?' });
    await expect(dialog).toHaveAccessibleDescription(
      removePairTexts.message('Weekly News / Members'),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Removing: Story = {
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const remove = within(await body.findByRole('alertdialog')).getByRole('button', {
      name: 'Remove',
    });
    await userEvent.click(remove);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
