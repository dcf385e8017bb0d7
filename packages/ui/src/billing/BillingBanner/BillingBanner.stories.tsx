import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { billingPageTexts as t } from '../texts';
import { BillingBanner } from './BillingBanner';

const meta = {
  title: 'Billing/BillingBanner',
  component: BillingBanner,
  tags: ['autodocs'],
  args: {
    kind: 'cancelled',
    cancelMessage: 'Your Pro plan has been cancelled and stays active until Apr 23, 2027.',
  },
} satisfies Meta<typeof BillingBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The warnings' cancelMessage, then 'Please purchase a plan'. */
export const Cancelled: Story = {
  args: {
    kind: 'cancelled',
    cancelMessage: 'Your Pro plan has been cancelled and stays active until Apr 23, 2027.',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(
      `Your Pro plan has been cancelled and stays active until Apr 23, 2027. ${t.purchasePlan}`,
    );
  },
};

/** A cancellation without a message: only 'Please purchase a plan'. */
export const CancelledWithoutMessage: Story = {
  args: { kind: 'cancelled', cancelMessage: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.purchasePlan)).toBeVisible();
  },
};

/** A failed payment, with 'Pay Now'. */
export const PaymentFailed: Story = {
  args: { kind: 'paymentFailed', onPayNow: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.paymentFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.payNow }));
    if (args.kind === 'paymentFailed') await expect(args.onPayNow).toHaveBeenCalledTimes(1);
  },
};
