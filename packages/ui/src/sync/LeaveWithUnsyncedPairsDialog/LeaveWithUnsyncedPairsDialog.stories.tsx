import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { LeaveWithUnsyncedPairsDialog } from './LeaveWithUnsyncedPairsDialog';
import { leaveWithUnsyncedPairsTexts } from './texts';

const meta = {
  title: 'Sync/LeaveWithUnsyncedPairsDialog',
  component: LeaveWithUnsyncedPairsDialog,
  parameters: { a11y: floatingA11y },
  args: { open: true, newCount: 2, onLeave: fn(), onStay: fn() },
} satisfies Meta<typeof LeaveWithUnsyncedPairsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Staying is the safe default; leaving goes on. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', {
      name: 'Leave without syncing new pairs?',
    });
    await expect(dialog).toHaveAccessibleDescription(leaveWithUnsyncedPairsTexts.message(2));
    const stay = within(dialog).getByRole('button', { name: 'Stay on Page' });
    await waitFor(() => expect(stay).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onStay).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave Page' }));
    await expect(args.onLeave).toHaveBeenCalledTimes(1);
  },
};

/** Leaving is under way: no second navigation. */
export const Leaving: Story = {
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const leave = within(await body.findByRole('alertdialog')).getByRole('button', {
      name: 'Leave Page',
    });
    await userEvent.click(leave);
    await expect(leave).toHaveAttribute('aria-busy', 'true');
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};
