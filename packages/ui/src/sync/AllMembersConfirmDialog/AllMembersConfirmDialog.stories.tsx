import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { AllMembersConfirmDialog } from './AllMembersConfirmDialog';

const meta = {
  title: 'Sync/AllMembersConfirmDialog',
  component: AllMembersConfirmDialog,
  parameters: { a11y: floatingA11y },
  args: {
    open: true,
    groupName: 'All Members of Grace Church',
    participantCount: 1284,
    onProceed: fn(),
    onNevermind: fn(),
  },
} satisfies Meta<typeof AllMembersConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The message names the group and its participant count. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Confirm!' });
    await expect(dialog).toHaveAccessibleDescription(
      "'All Members of Grace Church' has 1284 participants. Are you sure you want to sync this group?",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nevermind' }));
    await expect(args.onNevermind).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    await expect(args.onProceed).toHaveBeenCalledTimes(1);
  },
};

/** One participant: singular. */
export const OneParticipant: Story = {
  args: { groupName: 'all members of the board', participantCount: 1 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alertdialog')).toHaveTextContent('has 1 participant.');
  },
};

export const Proceeding: Story = {
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const proceed = within(await body.findByRole('alertdialog')).getByRole('button', {
      name: 'Proceed',
    });
    await userEvent.click(proceed);
    await expect(args.onProceed).not.toHaveBeenCalled();
  },
};
