import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { invoiceTexts, planCardTexts as t } from '../texts';
import { PlanSummaryCard } from './PlanSummaryCard';

const pro = {
  name: 'Pro',
  amount: '275.40',
  subAmount: 'per year ($22.95 / month)',
  startDate: 'Jun 24, 2026',
  endDate: 'Jun 24, 2027',
};

const meta = {
  title: 'Billing/PlanSummaryCard',
  component: PlanSummaryCard,
  tags: ['autodocs'],
  args: {
    plan: pro,
    hasPlan: true,
    cancellable: true,
    onRetry: fn(),
    onSubscribe: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof PlanSummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A running subscription: the amount, its dates, Change and Cancel. */
export const Subscribed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$275.40')).toBeVisible();
    await expect(canvas.getByText(t.nextDate).nextElementSibling).toHaveTextContent('Jun 24, 2027');
    await userEvent.click(canvas.getByRole('button', { name: t.change }));
    await expect(args.onSubscribe).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t.cancel }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** The cancellation offer taken (ADR 026): the sub amount says so until the payment is made. */
export const DiscountPending: Story = {
  args: { plan: { ...pro, subAmount: `${pro.subAmount}, 25% off your next payment` } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/25% off your next payment/)).toBeVisible();
  },
};

/** Cancelled: the plan runs to its end, no Cancel. */
export const Cancelled: Story = {
  args: { cancellable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: t.cancel })).toBeNull();
    await expect(canvas.getByRole('button', { name: t.change })).toBeVisible();
  },
};

/** No plan: 'No Current Plan', $0 and Subscribe. */
export const NoPlan: Story = {
  args: {
    plan: { name: 'No Current Plan', amount: '0', subAmount: '', startDate: null, endDate: null },
    hasPlan: false,
    cancellable: false,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(t.startDate)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t.subscribe }));
    await expect(args.onSubscribe).toHaveBeenCalledTimes(1);
  },
};

/** Loading: a skeleton, no buttons. */
export const Loading: Story = {
  args: { plan: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** The read failed: the message and Try again. */
export const Failed: Story = {
  args: { plan: null, failed: true },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(invoiceTexts.failed);
    await userEvent.click(within(alert).getByRole('button', { name: invoiceTexts.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
