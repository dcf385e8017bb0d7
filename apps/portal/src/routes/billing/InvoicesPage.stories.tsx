import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { demoUser } from '@flocksync/sandbox';
import { invoiceTexts } from '@flocksync/ui';
import { storyApi } from '@/testing';
import { InvoicesPage } from './InvoicesPage';

const daniel = demoUser('ready@demo.church');
const samuel = demoUser('setup@demo.church');

const meta = {
  title: 'Pages/Billing/Invoices',
  component: InvoicesPage,
  parameters: { layout: 'fullscreen', route: '/billing/invoices', session: { user: daniel } },
} satisfies Meta<typeof InvoicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every invoice, the refunded one marked, the breadcrumb from Billing. */
export const List: Story = {
  parameters: { msw: storyApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: invoiceTexts.invoices });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(9));
    await expect(within(table).getByText(invoiceTexts.refunded)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/billing');
    await expect(canvas.getByRole('status')).toHaveTextContent(invoiceTexts.shown(8, 8));
  },
};

/** No invoices yet. */
export const Empty: Story = {
  parameters: { msw: storyApi(), session: { user: samuel } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(invoiceTexts.empty)).toBeVisible();
  },
};

/** The list could not be read. */
export const Failed: Story = {
  parameters: { msw: storyApi({ faults: '/billing/invoices:http500' }) },
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
