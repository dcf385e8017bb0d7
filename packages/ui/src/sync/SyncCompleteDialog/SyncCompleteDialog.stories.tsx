import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { SyncCompleteDialog } from './SyncCompleteDialog';
import { framedDocs } from '../../testing/docs';

const meta = {
  title: 'Sync/SyncCompleteDialog',
  component: SyncCompleteDialog,
  tags: ['autodocs'],
  parameters: { a11y: floatingA11y, docs: framedDocs(300) },
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof SyncCompleteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Sync Complete' });
    await expect(dialog).toHaveAccessibleDescription(
      'Syncing has completed successfully. It may take up to 30 minutes to appear on Mailchimp.',
    );
    const done = within(dialog).getByRole('button', { name: 'Done' });
    await waitFor(() => expect(done).toHaveFocus());
    await userEvent.click(done);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
