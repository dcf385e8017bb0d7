import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentPropsWithoutRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { invoiceTexts as t } from '../texts';
import { InvoiceTable, type InvoiceRow } from './InvoiceTable';

/** Stands in for the router's link: `to` becomes the href. */
function RouteLink({ to, children, ...rest }: ComponentPropsWithoutRef<'a'> & { to: string }) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

const rows: InvoiceRow[] = [
  {
    id: 4107,
    date: 'Jun 24, 2026',
    transactionNum: 'ch_3f9a1c22b7e04d5a9c1e7b20',
    amount: '$275.40',
    isRefunded: false,
    stripeLink: 'https://pay.stripe.com/receipts/sandbox/ch_3f9a1c22b7e04d5a9c1e7b20',
    detailsHref: '/billing/invoices/details/4107',
  },
  {
    id: 4106,
    date: 'May 25, 2026',
    transactionNum: 'ch_8b2e6d10a4c94f7e8d3a5c61',
    amount: '$18.00',
    isRefunded: true,
    stripeLink: null,
    detailsHref: '/billing/invoices/details/4106',
  },
  {
    id: 4105,
    date: 'Apr 25, 2026',
    transactionNum: 'in_0c7d5e93b1f24a6c8e2d4b17',
    amount: '$0.00',
    isRefunded: false,
    stripeLink: null,
    detailsHref: '/billing/invoices/details/4105',
  },
];

const meta = {
  title: 'Billing/InvoiceTable',
  component: InvoiceTable,
  tags: ['autodocs'],
  args: { caption: t.lastInvoices, rows, onRetry: fn(), linkAs: RouteLink },
} satisfies Meta<typeof InvoiceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Invoices: a charge links to the provider's receipt, others to the details; 'Refunded'. */
export const Invoices: Story = {
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: t.lastInvoices }));
    await expect(table.getByRole('link', { name: /ch_3f9a/ })).toHaveAttribute(
      'href',
      rows[0]?.stripeLink,
    );
    await expect(table.getByRole('link', { name: /ch_8b2e/ })).toHaveAttribute(
      'href',
      '/billing/invoices/details/4106',
    );
    await expect(table.getAllByText(t.refunded)).toHaveLength(1);
  },
};

/** With the billing page's footer ('View All'). */
export const WithFooter: Story = {
  args: { footer: <RouteLink to="/billing/invoices">{t.viewAll}</RouteLink> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: t.viewAll })).toHaveAttribute(
      'href',
      '/billing/invoices',
    );
  },
};

/** No invoices yet. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: t.empty })).toBeVisible();
  },
};

/** The first page loading: a skeleton. */
export const Loading: Story = {
  args: { rows: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** The read failed: the message and Try again. */
export const Failed: Story = {
  args: { rows: null, failed: true },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t.failed);
    await userEvent.click(within(alert).getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
