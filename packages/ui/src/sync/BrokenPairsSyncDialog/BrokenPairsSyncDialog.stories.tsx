import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { BrokenPairsSyncDialog } from './BrokenPairsSyncDialog';
import { brokenPairsSyncTexts } from './texts';

const meta = {
  title: 'Sync/BrokenPairsSyncDialog',
  component: BrokenPairsSyncDialog,
  parameters: { a11y: floatingA11y },
  args: { open: true, brokenCount: 4, onResolve: fn(), onProceed: fn(), onClose: fn() },
} satisfies Meta<typeof BrokenPairsSyncDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Resolve Broken Pairs' is the recommended choice and has focus. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', {
      name: 'Sync without resolving broken pairs?',
    });
    await expect(dialog).toHaveAccessibleDescription(brokenPairsSyncTexts.message(4));
    const resolve = within(dialog).getByRole('button', { name: 'Resolve Broken Pairs' });
    await waitFor(() => expect(resolve).toHaveFocus());
    await expect(resolve).toHaveAccessibleDescription('Recommended');
    await userEvent.click(resolve);
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Proceed to Sync' }));
    await expect(args.onProceed).toHaveBeenCalledTimes(1);
  },
};

/** Proceeding: the button reads 'Syncing in progress' and ignores presses. */
export const Syncing: Story = {
  args: { syncing: true },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    const proceeding = within(dialog).getByRole('button', { name: 'Syncing in progress' });
    await expect(proceeding).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(proceeding);
    await expect(args.onProceed).not.toHaveBeenCalled();
  },
};
