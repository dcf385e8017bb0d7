import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { demoUser } from '@flocksync/sandbox';
import { invoiceTexts } from '@flocksync/ui';
import { apiUrl, notAState, storyApi } from '@/testing';
import { InvoiceDetailsPage } from './InvoiceDetailsPage';

const daniel = demoUser('ready@demo.church');

const meta = {
  title: 'Pages/Billing/Invoice details',
  component: InvoiceDetailsPage,
  parameters: {
    layout: 'fullscreen',
    routePattern: '/billing/invoices/details/:invoiceId',
    session: { user: daniel },
  },
} satisfies Meta<typeof InvoiceDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A refunded invoice as a server would answer it (fixed, so the story does not hang on seeds). */
const refundedLines = http.post(apiUrl('/billing/invoice-details'), () =>
  HttpResponse.json({
    status: 1,
    message: '',
    data: [
      { item: 'Medium plan (Monthly), Jun 27, 2026 - Jul 27, 2026', amount: 18 },
      { item: 'Refunded (duplicate charge)', amount: -18 },
      { item: 'Total', amount: 0 },
    ],
  }),
);

/** A refunded invoice: its lines, the refund, and the total last in bold. */
export const Refunded: Story = {
  parameters: {
    msw: storyApi({ before: [refundedLines] }),
    route: '/billing/invoices/details/4242',
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: invoiceTexts.details });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const rows = within(table).getAllByRole('row');
    await expect(rows.at(-1)).toHaveTextContent('Total$0.00');
    await expect(within(table).getByText('-$18.00')).toBeVisible();
  },
};

/** An id the sandbox does not know: the read fails and offers a retry. */
export const UnknownInvoice: Story = {
  parameters: { msw: storyApi(), route: '/billing/invoices/details/0' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'button',
        { name: invoiceTexts.retry },
        { timeout: 8000 },
      ),
    ).toBeVisible();
  },
};

/** Without an invoice id the page returns to the list. */
export const WithoutId: Story = {
  tags: ['!visual'],
  parameters: {
    chromatic: notAState,
    msw: storyApi(),
    route: '/billing/invoices/details',
    routePattern: '/billing/invoices/details',
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent(
      'Navigated to /billing/invoices',
    );
  },
};
