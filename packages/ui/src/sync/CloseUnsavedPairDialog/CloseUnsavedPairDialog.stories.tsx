import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { CloseUnsavedPairDialog } from './CloseUnsavedPairDialog';
import { framedDocs } from '../../testing/docs';

const meta = {
  title: 'Sync/CloseUnsavedPairDialog',
  component: CloseUnsavedPairDialog,
  tags: ['autodocs'],
  parameters: { a11y: floatingA11y, docs: framedDocs(320) },
  args: { open: true, onAdd: fn(), onDiscard: fn(), onCancel: fn() },
} satisfies Meta<typeof CloseUnsavedPairDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', {
      name: 'Close without adding to Sync List?',
    });
    const add = within(dialog).getByRole('button', { name: 'Add to Sync List' });
    await waitFor(() => expect(add).toHaveFocus());
    await userEvent.click(add);
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close Without Adding' }));
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Adding: neither button sends anything more. */
export const Adding: Story = {
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Add to Sync List' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Close Without Adding' }));
    await expect(args.onAdd).not.toHaveBeenCalled();
    await expect(args.onDiscard).not.toHaveBeenCalled();
  },
};
