import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { toolkitTexts } from '../texts';
import { UnsyncedPairsTable, type UnsyncedPairRow } from './UnsyncedPairsTable';

const t = toolkitTexts.unsyncedPairs;
const rows: UnsyncedPairRow[] = [
  {
    id: 1,
    type: 'group',
    campusName: 'Downtown Campus',
    ccbGroupName: 'Small Group - Tuesday',
    mcListName: 'Events & Announcements',
    mcGroupTagDisplay: 'Small Groups',
  },
  {
    id: 2,
    type: 'search',
    campusName: '',
    ccbGroupName: 'Old: Visitors',
    mcListName: 'Weekly Newsletter',
    mcGroupTagDisplay: 'Visitors (tag)',
  },
];

const meta = {
  title: 'Toolkit/UnsyncedPairsTable',
  component: UnsyncedPairsTable,
  tags: ['autodocs'],
  args: { status: 'ready', rows, onRetry: fn(), onDelete: fn(), onDismiss: fn() },
} satisfies Meta<typeof UnsyncedPairsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's five columns; Delete and Dismiss per row, named by the group. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: t.caption });
    for (const name of Object.values(t.columns)) {
      await expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
    }
    await userEvent.click(
      within(table).getByRole('button', { name: t.rowLabel(t.delete, 'Small Group - Tuesday') }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(rows[0]);
    await userEvent.click(
      within(table).getByRole('button', { name: t.rowLabel(t.dismiss, 'Old: Visitors') }),
    );
    await expect(args.onDismiss).toHaveBeenCalledWith(rows[1]);
  },
};

/** A row being deleted: its Delete spins, and no other press is taken. */
export const Deleting: Story = {
  args: { working: { id: 1, action: 'delete' } },
  play: async ({ args, canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: t.caption });
    await expect(
      within(table).getByRole('button', { name: t.rowLabel(t.delete, 'Small Group - Tuesday') }),
    ).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(
      within(table).getByRole('button', { name: t.rowLabel(t.dismiss, 'Old: Visitors') }),
    );
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

/** None left: 'No CCB to MC Settings'. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.empty)).toBeVisible();
  },
};

/** Before the list: skeleton rows. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: t.caption })).toBeVisible();
  },
};

/** The list failed: the generic text and Try again. */
export const LoadFailed: Story = {
  args: { status: 'error' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
