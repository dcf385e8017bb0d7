import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { invoiceTexts, paymentMethodTexts as t } from '../texts';
import { PaymentMethodTable } from './PaymentMethodTable';

const meta = {
  title: 'Billing/PaymentMethodTable',
  component: PaymentMethodTable,
  tags: ['autodocs'],
  args: {
    card: { last4: '4242', expMonth: 8, expYear: 2031 },
    credits: 0,
    onRetry: fn(),
    changeCardHref: '/setup-payment',
    onChangeCard: fn(),
  },
} satisfies Meta<typeof PaymentMethodTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card on file with the Change Card link; no Credits column without credits. */
export const Card: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: t.title });
    await expect(within(table).getByRole('cell', { name: '4242' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '08' })).toBeVisible();
    await expect(within(table).queryByRole('columnheader', { name: t.credits })).toBeNull();
    // A link in the spec ('a Change Card link'), to the card form.
    const change = within(table).getByRole('link', { name: t.changeCard });
    await expect(change).toHaveAttribute('href', '/setup-payment');
    await userEvent.click(change);
    await expect(args.onChangeCard).toHaveBeenCalledTimes(1);
  },
};

/** Credits above 0: the Credits column. */
export const WithCredits: Story = {
  args: { credits: 12.5 },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: t.title });
    await expect(within(table).getByRole('columnheader', { name: t.credits })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '$12.50' })).toBeVisible();
  },
};

/** No card: 'Please add payment method' and the add-card button. */
export const NoCard: Story = {
  args: { card: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.noCard)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.addCard }));
    await expect(args.onChangeCard).toHaveBeenCalledTimes(1);
  },
};

/** Loading: a skeleton. */
export const Loading: Story = {
  args: { card: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** The read failed: the message and Try again. */
export const Failed: Story = {
  args: { card: undefined, failed: true },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(invoiceTexts.failed);
    await userEvent.click(within(alert).getByRole('button', { name: invoiceTexts.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
