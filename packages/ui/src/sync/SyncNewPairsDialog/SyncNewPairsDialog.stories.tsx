import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { SyncNewPairsDialog } from './SyncNewPairsDialog';
import { syncNewPairsTexts } from './texts';
import { framedDocs } from '../../testing/docs';

const meta = {
  title: 'Sync/SyncNewPairsDialog',
  component: SyncNewPairsDialog,
  tags: ['autodocs'],
  parameters: { a11y: floatingA11y, docs: framedDocs(340) },
  args: { open: true, newCount: 3, onSyncAll: fn(), onSyncNew: fn(), onSkip: fn() },
} satisfies Meta<typeof SyncNewPairsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Sync Just New Pairs?': focus starts on 'Yes, Sync New'; each button reports its choice. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Sync Just New Pairs?' });
    await expect(dialog).toHaveAccessibleDescription(syncNewPairsTexts.message(3));
    const syncNew = within(dialog).getByRole('button', { name: 'Yes, Sync New' });
    await waitFor(() => expect(syncNew).toHaveFocus());
    await userEvent.click(syncNew);
    await expect(args.onSyncNew).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sync All Instead' }));
    await expect(args.onSyncAll).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip For Now' }));
    await expect(args.onSkip).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onSkip).toHaveBeenCalledTimes(2);
  },
};

/** Right after adding pairs the question is 'Confirm?'. */
export const AfterAdding: Story = {
  args: { afterAdding: true, newCount: 1 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Confirm?' });
    await expect(dialog).toHaveTextContent(syncNewPairsTexts.message(1));
  },
};

/** Starting a new-only sync: no second sync from either button. */
export const SyncingNew: Story = {
  args: { loading: 'syncNew' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    const syncNew = within(dialog).getByRole('button', { name: 'Yes, Sync New' });
    await expect(syncNew).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(syncNew);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sync All Instead' }));
    await expect(args.onSyncNew).not.toHaveBeenCalled();
    await expect(args.onSyncAll).not.toHaveBeenCalled();
  },
};

/** Starting a full sync. */
export const SyncingAll: Story = {
  args: { loading: 'syncAll' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    const syncAll = within(dialog).getByRole('button', { name: 'Sync All Instead' });
    await expect(syncAll).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Sync New' }));
    await expect(args.onSyncNew).not.toHaveBeenCalled();
  },
};
