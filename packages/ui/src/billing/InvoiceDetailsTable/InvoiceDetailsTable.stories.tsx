import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { invoiceTexts as t } from '../texts';
import { InvoiceDetailsTable } from './InvoiceDetailsTable';

const meta = {
  title: 'Billing/InvoiceDetailsTable',
  component: InvoiceDetailsTable,
  tags: ['autodocs'],
  args: {
    lines: [
      { item: 'Pro plan (Yearly), Jun 24, 2026 - Jun 24, 2027', amount: '$275.40' },
      { item: 'Unused time on Medium (Yearly)', amount: '-$96.12' },
      { item: 'Total', amount: '$179.28' },
    ],
    onRetry: fn(),
  },
} satisfies Meta<typeof InvoiceDetailsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Item and Amount; the total is the last row, in bold. */
export const Lines: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: t.details });
    const body = within(table).getAllByRole('row').slice(1);
    await expect(body).toHaveLength(3);
    const total = body.at(-1) as HTMLElement;
    await expect(total).toHaveTextContent('Total$179.28');
    await expect(total).toHaveAttribute('data-total');
    await expect(
      Number(getComputedStyle(within(total).getByText('Total')).fontWeight),
    ).toBeGreaterThanOrEqual(600);
  },
};

/** Loading: a skeleton. */
export const Loading: Story = {
  args: { lines: null },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: t.details });
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** The read failed: the message and Try again. */
export const Failed: Story = {
  args: { lines: null, failed: true },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
