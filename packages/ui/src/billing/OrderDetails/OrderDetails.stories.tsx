import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { orderTexts as t } from '../texts';
import { OrderDetails, type OrderView } from './OrderDetails';

const medium: OrderView = {
  planName: 'Medium',
  isYearly: true,
  price: '$183.60 / yr',
  features: {
    manualSyncing: true,
    automaticSyncing: true,
    syncFrequency: 'Daily, in the mornings',
    mappedCustomFields: true,
    rollbackRestore: true,
    maxSyncPairs: '50',
    maxParticipants: '5,000',
  },
  couponCode: '',
  willBeCharged: '$183.60',
};

const meta = {
  title: 'Billing/OrderDetails',
  component: OrderDetails,
  tags: ['autodocs'],
  args: {
    order: medium,
    cardLast4: '4242',
    payLabel: 'upgradeNow',
    paying: false,
    error: null,
    onChangeCard: fn(),
    onPay: fn(),
  },
} satisfies Meta<typeof OrderDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The plan, period, price, features, the charge, 'Card Ending 4242' with Change, Upgrade now. */
export const Upgrade: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Medium (Yearly)' })).toBeVisible();
    await expect(canvas.getByText(t.cardEnding('4242'))).toBeVisible();
    await expect(canvas.getByText(t.willBeCharged).nextElementSibling).toHaveTextContent('$183.60');
    await userEvent.click(canvas.getByRole('button', { name: t.pay.upgradeNow }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: `${t.change} card` }));
    await expect(args.onChangeCard).toHaveBeenCalledTimes(1);
  },
};

/** A coupon reaches the purchase; a new church pays with 'Pay'. */
export const FirstPlanWithCoupon: Story = {
  args: { order: { ...medium, couponCode: 'WELCOME30' }, payLabel: 'pay' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.coupon).nextElementSibling).toHaveTextContent('WELCOME30');
    await expect(canvas.getByRole('button', { name: /^Pay$/ })).toBeEnabled();
  },
};

/** A lower plan, monthly: 'Downgrade now', the features the plan lacks struck through. */
export const Downgrade: Story = {
  args: {
    order: {
      ...medium,
      planName: 'Starter',
      isYearly: false,
      price: '$9.00 / mo',
      willBeCharged: '$9.00',
      features: {
        ...medium.features,
        mappedCustomFields: false,
        rollbackRestore: false,
        syncFrequency: 'Weekly, on Monday mornings',
      },
    },
    payLabel: 'downgradeNow',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Starter (Monthly)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.pay.downgradeNow })).toBeVisible();
  },
};

/** No card on file: Add, and Pay leads to the card form. */
export const NoCard: Story = {
  args: { cardLast4: null, payLabel: 'pay' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.noCard)).toBeVisible();
    await expect(canvas.getByRole('button', { name: `${t.add} card` })).toBeEnabled();
  },
};

/** The card still loading: Pay waits. */
export const CardLoading: Story = {
  args: { cardLast4: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: t.pay.upgradeNow }),
    ).toBeDisabled();
  },
};

/** Paying a billing issue: 'Pay now' spins and ignores presses. */
export const Paying: Story = {
  args: { payLabel: 'payNow', paying: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t.pay.payNow })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A failed purchase: the server's message above the button. */
export const Failed: Story = {
  args: { error: 'Your card has expired.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Your card has expired.',
    );
  },
};
