import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { notAState } from '../../testing/visual';
import { VirtualTable, type VirtualColumn } from './VirtualTable';

interface Person {
  id: number;
  name: string;
  result: string;
}

const people = (count: number, from = 0): Person[] =>
  Array.from({ length: count }, (_, index) => ({
    id: from + index + 1,
    name: `Person ${from + index + 1}`,
    result: (from + index) % 7 === 3 ? 'Error: merge fields missing' : 'Added to MailChimp',
  }));

const columns: VirtualColumn<Person>[] = [
  { key: 'name', header: 'Name', width: 'minmax(0, 1fr)', render: (row) => row.name },
  { key: 'result', header: 'Result', width: 'minmax(0, 2fr)', render: (row) => row.result },
];

const meta = {
  title: 'Logs/VirtualTable',
  component: VirtualTable<Person>,
  tags: ['autodocs'],
  args: {
    label: 'People',
    columns,
    rows: people(6),
    rowKey: (row: Person) => row.id,
    emptyTitle: 'Nobody here.',
    height: 320,
    rowHeight: 48,
    sizeText: '6 people',
    rowTone: (row: Person) => (row.result.startsWith('Error') ? 'danger' : undefined),
  },
} satisfies Meta<typeof VirtualTable<Person>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A few rows: all mounted; error rows highlighted; the size announced. */
export const FewRows: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'People' });
    await waitFor(() => expect(table.querySelectorAll('[data-index]')).toHaveLength(6));
    await expect(table).toHaveAttribute('aria-rowcount', '7');
    await expect(table.querySelectorAll('[data-tone="danger"]')).toHaveLength(1);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('6 people');
  },
};

/** 10,000 rows: only those in view (and a few more) are in the DOM, even at the end. */
/** 10,000 rows: only the few on screen are in the DOM. */
export const ManyRows: Story = {
  args: { rows: people(10_000), sizeText: '10000 people' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'People' });
    await waitFor(() => expect(table.querySelectorAll('[data-index]').length).toBeGreaterThan(0));
    await expect(table.querySelectorAll('[data-index]').length).toBeLessThan(30);
    await expect(within(table).getByText('Person 1', { exact: true })).toBeInTheDocument();
  },
};

/**
 * Scrolled to the last of 10,000: still only the rows on screen. Not a picture: where a
 * virtualised list comes to rest at its end depends on when its rows were measured.
 */
export const ScrolledToTheEnd: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  args: { rows: people(10_000), sizeText: '10000 people' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'People' });
    await waitFor(() => expect(table.querySelectorAll('[data-index]').length).toBeGreaterThan(0));
    const scroller = table.querySelectorAll<HTMLElement>(':scope > [role="rowgroup"]')[1];
    if (!scroller) throw new Error('no scroller');
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() =>
      expect(within(table).getByText('Person 10000', { exact: true })).toBeInTheDocument(),
    );
    await expect(table.querySelectorAll('[data-index]').length).toBeLessThan(30);
  },
};

/**
 * A list come back to (Back from a log): it starts where it was left, and reports where it is
 * scrolled to, so the page can keep it.
 */
export const ComeBackTo: Story = {
  // Behaviour, not a picture: where a scrolled virtualised list rests depends on its measuring.
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  args: {
    rows: people(200),
    sizeText: '200 people',
    initialScrollOffset: 48 * 40,
    onScrollOffsetChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'People' });
    const scroller = table.querySelectorAll<HTMLElement>(':scope > [role="rowgroup"]')[1];
    if (!scroller) throw new Error('no scroller');
    await waitFor(() => expect(scroller.scrollTop).toBe(48 * 40));
    await expect(within(table).getByText('Person 41', { exact: true })).toBeInTheDocument();
    await expect(within(table).queryByText('Person 1', { exact: true })).toBeNull();
    scroller.scrollTop = 48 * 60;
    await waitFor(() => expect(args.onScrollOffsetChange).toHaveBeenLastCalledWith(48 * 60));
  },
};

/** Paged: reaching the end asks for the next page once; the button does the same by keyboard. */
function Paged(props: { onLoadMore: () => void }) {
  const [rows, setRows] = useState(() => people(10));
  return (
    <VirtualTable
      label="People"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      emptyTitle="Nobody here."
      height={240}
      rowHeight={48}
      hasMore={rows.length < 30}
      loadMoreLabel="Load more people"
      onLoadMore={() => {
        props.onLoadMore();
        setRows((current) => [...current, ...people(10, current.length)]);
      }}
    />
  );
}

const loadMore = fn();

export const LoadsMoreOnScroll: Story = {
  render: () => <Paged onLoadMore={loadMore} />,
  play: async ({ canvasElement }) => {
    loadMore.mockClear();
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'People' });
    const scroller = table.querySelectorAll<HTMLElement>(':scope > [role="rowgroup"]')[1];
    if (!scroller) throw new Error('no scroller');
    await waitFor(() => expect(table.querySelectorAll('[data-index]').length).toBeGreaterThan(0));
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(loadMore).toHaveBeenCalledTimes(1));
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more people' }));
    await expect(loadMore).toHaveBeenCalledTimes(2);
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Load more people' })).toBeNull(),
    );
  },
};

/** The first page loading: skeleton rows, busy. */
export const Loading: Story = {
  args: { loading: true, rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'People' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** No rows: the empty state. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nobody here.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};
