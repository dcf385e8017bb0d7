import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { toolkitTexts } from '../texts';
import { IgnoredEmailsTable, type IgnoredEmailRow } from './IgnoredEmailsTable';

const t = toolkitTexts.ignoredEmails;
const rows: IgnoredEmailRow[] = [
  {
    id: 1,
    firstName: 'Ada',
    lastName: 'Brooks',
    email: 'ada@example.org',
    ccbGroupName: 'Greeters',
  },
  { id: 2, firstName: 'Ben', lastName: 'Carter', email: 'ben@example.org', ccbGroupName: '' },
];

const meta = {
  title: 'Toolkit/IgnoredEmailsTable',
  component: IgnoredEmailsTable,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    rows,
    total: 2,
    hasMore: false,
    onLoadMore: fn(),
    onRetry: fn(),
    onUnignore: fn(),
  },
} satisfies Meta<typeof IgnoredEmailsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The five columns and Unignore per row, named by the email. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: t.caption });
    await expect(within(table).getByRole('columnheader', { name: t.columns.group })).toBeVisible();
    await userEvent.click(
      within(table).getByRole('button', { name: `${t.unignore} ben@example.org` }),
    );
    await expect(args.onUnignore).toHaveBeenCalledWith(rows[1]);
    await expect(within(canvasElement).getByText(t.count(2, 2))).toBeVisible();
  },
};

/** A row being unignored spins; the other rows wait. */
export const Unignoring: Story = {
  args: { unignoringId: 1 },
  play: async ({ args, canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: t.caption });
    await expect(
      within(table).getByRole('button', { name: `${t.unignore} ada@example.org` }),
    ).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(
      within(table).getByRole('button', { name: `${t.unignore} ben@example.org` }),
    );
    await expect(args.onUnignore).not.toHaveBeenCalled();
  },
};

/** None: 'No data found'. */
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.empty)).toBeVisible();
  },
};

/** More pages: the count of all and 'Load more'. */
export const MorePages: Story = {
  args: { total: 45, hasMore: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.count(2, 45))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.loadMore }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

/** The first page is loading. */
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
    await expect(alert).toHaveTextContent(t.loadFailed);
    await userEvent.click(within(alert).getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
