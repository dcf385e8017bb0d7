import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { logsTexts as t } from '../texts';
import { LogTable, type LogRowView } from './LogTable';

const row = (id: number, patch: Partial<LogRowView> = {}): LogRowView => ({
  id,
  date: `Nov ${20 - (id % 20)}, 2026, 6:00 AM`,
  type: 'Automatic Sync',
  summary: '12 CCB to MailChimp pairs: 3 added, 1 updated, 0 removed.',
  filtered: true,
  rollback: { kind: 'none' },
  ...patch,
});

const rows: LogRowView[] = [
  row(9, { type: 'Manual Rollback Sync', filtered: false }),
  row(8, { type: 'Manual Sync', rollback: { kind: 'reverted' } }),
  row(7, { rollback: { kind: 'allowed' } }),
  row(6, { type: 'Manual Sync', rollback: { kind: 'allowed' } }),
  row(5),
  row(4, { type: 'Automatic Cleanup Sync' }),
];

const meta = {
  title: 'Logs/LogTable',
  component: LogTable,
  tags: ['autodocs'],
  args: {
    rows,
    onRollback: fn(),
    onFiltering: fn(),
    onLoadMore: fn(),
    detailsHref: (item: LogRowView) => `/logs/details/${item.id}`,
  },
} satisfies Meta<typeof LogTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rollback on the allowed rows, the mark on the reverted one, nothing on the others. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: t.tableLabel }));
    const buttons = table.getAllByRole('button', { name: /^Rollback the sync of/ });
    await expect(buttons).toHaveLength(2);
    await expect(table.getByText(t.rollback.reverted)).toBeVisible();
    await userEvent.click(buttons[0] as HTMLElement);
    await expect(args.onRollback).toHaveBeenCalledWith(rows[2]);
    await userEvent.click(table.getAllByRole('button', { name: t.filtering })[0] as HTMLElement);
    await expect(args.onFiltering).toHaveBeenCalled();
  },
};

/** A sync in progress: Rollback shown but not pressable, with its reason. */
export const BlockedWhileSyncing: Story = {
  args: {
    rows: rows.map((item) =>
      item.rollback.kind === 'allowed'
        ? { ...item, rollback: { kind: 'blocked', reason: 'syncing' } }
        : item,
    ),
  },
  play: async ({ args, canvasElement }) => {
    const [blocked] = within(canvasElement).getAllByRole('button', { name: t.rollback.action });
    await expect(blocked).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(blocked as HTMLElement);
    await expect(args.onRollback).not.toHaveBeenCalled();
    await userEvent.hover(blocked as HTMLElement);
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('tooltip'),
    ).toHaveTextContent(t.rollback.blocked.syncing);
  },
};

/** More pages to come: the size, and a reachable 'load more'. */
export const MorePages: Story = {
  args: { hasMore: true, total: 120 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t.shown(rows.length));
    await userEvent.click(canvas.getByRole('button', { name: t.loadMore }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const LoadingMore: Story = {
  args: { hasMore: true, loadingMore: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.loadingMore)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: t.empty })).toBeVisible();
  },
};

/** The first page failed: only the failure and Try again, never 'No Logs found' ("no sync ran"). */
export const LoadFailed: Story = {
  args: { rows: [], error: t.genericError, onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t.genericError);
    await expect(canvas.queryByText(t.empty)).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
