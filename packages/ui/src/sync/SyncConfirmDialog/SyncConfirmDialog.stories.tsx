import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { syncConfirmTexts } from '../texts';
import { SyncConfirmDialog } from './SyncConfirmDialog';
import { framedDocs } from '../../testing/docs';

const meta = {
  title: 'Sync/SyncConfirmDialog',
  component: SyncConfirmDialog,
  tags: ['autodocs'],
  parameters: { a11y: floatingA11y, docs: framedDocs(320) },
  args: { open: true, kind: 'stopSync', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof SyncConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stop sync: the spec's question (sic); focus starts on 'Keep Syncing'. */
export const StopSync: Story = {
  args: { kind: 'stopSync' },
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

export const StopSyncStopping: Story = {
  args: { kind: 'stopSync', loading: true },
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

/** Leaving /sync with unsynced pairs: staying is the safe default; leaving goes on. */
export const LeaveWithUnsyncedPairs: Story = {
  args: { kind: 'leaveWithUnsyncedPairs', newCount: 2 },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', {
      name: 'Leave without syncing new pairs?',
    });
    await expect(dialog).toHaveAccessibleDescription(
      syncConfirmTexts.leaveWithUnsyncedPairs.message(2),
    );
    const stay = within(dialog).getByRole('button', { name: 'Stay on Page' });
    await waitFor(() => expect(stay).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave Page' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Leaving is under way: no second navigation. */
export const LeaveWithUnsyncedPairsLeaving: Story = {
  args: { kind: 'leaveWithUnsyncedPairs', newCount: 2, loading: true },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const leave = within(await body.findByRole('alertdialog')).getByRole('button', {
      name: 'Leave Page',
    });
    await userEvent.click(leave);
    await expect(leave).toHaveAttribute('aria-busy', 'true');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Removing a pair: destructive, so focus starts on Cancel. */
export const RemovePair: Story = {
  args: { kind: 'removePair', pairName: 'Weekly News / Members' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Remove Sync Pair?' });
    await expect(dialog).toHaveAccessibleDescription(
      syncConfirmTexts.removePair.message('Weekly News / Members'),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const RemovePairRemoving: Story = {
  args: { kind: 'removePair', pairName: 'Weekly News / Members', loading: true },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const remove = within(await body.findByRole('alertdialog')).getByRole('button', {
      name: 'Remove',
    });
    await userEvent.click(remove);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** 'All members of': the message names the group and its participant count. */
export const AllMembers: Story = {
  args: { kind: 'allMembers', groupName: 'All Members of Grace Church', participantCount: 1284 },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Confirm!' });
    await expect(dialog).toHaveAccessibleDescription(
      "'All Members of Grace Church' has 1284 participants. Are you sure you want to sync this group?",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nevermind' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** One participant: singular. */
export const AllMembersOneParticipant: Story = {
  args: { kind: 'allMembers', groupName: 'all members of the board', participantCount: 1 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alertdialog')).toHaveTextContent('has 1 participant.');
  },
};

export const AllMembersProceeding: Story = {
  args: {
    kind: 'allMembers',
    groupName: 'All Members of Grace Church',
    participantCount: 1284,
    loading: true,
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const proceed = within(await body.findByRole('alertdialog')).getByRole('button', {
      name: 'Proceed',
    });
    await userEvent.click(proceed);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** No plan: 'Purchase a Plan to Sync' with 'Go to Pricing'. */
export const PurchasePlan: Story = {
  args: { kind: 'purchasePlan' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Purchase a Plan to Sync' });
    await expect(dialog).toHaveAccessibleDescription(
      'You need to purchase a plan for this feature',
    );
    const go = within(dialog).getByRole('button', { name: 'Go to Pricing' });
    await waitFor(() => expect(go).toHaveFocus());
    await userEvent.click(go);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const PurchasePlanLoading: Story = {
  args: { kind: 'purchasePlan', loading: true },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const go = within(await body.findByRole('alertdialog')).getByRole('button', {
      name: 'Go to Pricing',
    });
    await userEvent.click(go);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
