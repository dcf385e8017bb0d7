import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataTable, type DataColumn, type DataTableProps } from './DataTable';

interface Person {
  id: number;
  name: string;
  email: string;
  team: string;
}

const people: Person[] = [
  { id: 1, name: 'Ada Brooks', email: 'ada.brooks@example.org', team: 'Greeters' },
  { id: 2, name: 'Ben Carter', email: 'ben.carter@example.org', team: 'Worship Team' },
  { id: 3, name: 'Cleo Diaz', email: 'cleo.diaz@example.org', team: 'Youth Leaders' },
];

const columns: DataColumn<Person>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name, hideOnPhone: true },
  {
    key: 'email',
    header: 'Email',
    cell: (row) => row.email,
    phone: (row) => `${row.name} · ${row.team}`,
  },
  { key: 'team', header: 'Team', cell: (row) => row.team, hideOnPhone: true },
];

const meta = {
  title: 'Core/DataTable',
  component: DataTable<Person>,
  tags: ['autodocs'],
  args: {
    caption: 'Team members',
    columns,
    rows: people,
    rowKey: (row: Person) => row.id,
    status: 'ready',
    emptyText: 'No data found',
    failedText: 'Something went wrong, please try again later',
    retryText: 'Try again',
    onRetry: fn(),
  } satisfies DataTableProps<Person>,
} satisfies Meta<typeof DataTable<Person>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row per item, a cell per column; on phones the hidden columns fold under the email. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Team members' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('columnheader', { name: 'Email' })).toBeVisible();
    await expect(within(table).getByText('ben.carter@example.org')).toBeVisible();
  },
};

/** No row: the headers, then the empty text. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Team members' });
    await expect(within(table).getAllByRole('row')).toHaveLength(1);
    await expect(within(canvasElement).getByText('No data found')).toBeVisible();
  },
};

/** Before the first answer: skeleton rows named by the caption. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const busy = within(canvasElement).getByRole('status', { name: 'Team members' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

/** The list failed: the text and its way on. */
export const LoadFailed: Story = {
  args: { status: 'error' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(args.failedText);
    await userEvent.click(within(alert).getByRole('button', { name: args.retryText }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A paged list: the count and 'Load more', which asks for the next page. */
export const Paged: Story = {
  args: {
    paging: {
      total: 12,
      hasMore: true,
      onLoadMore: fn(),
      countText: (shown, total) => `Showing ${shown} of ${total}`,
      loadMoreText: 'Load more',
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 3 of 12')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.paging?.onLoadMore).toHaveBeenCalled();
  },
};
