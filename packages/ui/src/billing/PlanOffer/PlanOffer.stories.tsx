import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { featureTexts, plansTexts as t } from '../texts';
import { PlanOffer, type PlanOfferView } from './PlanOffer';

const medium: PlanOfferView = {
  id: 2,
  name: 'Medium',
  mostPopular: true,
  pricePerMonth: '15.30',
  paidAnnually: '183.60',
  features: {
    manualSyncing: true,
    automaticSyncing: true,
    syncFrequency: 'Daily, in the mornings',
    mappedCustomFields: true,
    rollbackRestore: true,
    maxSyncPairs: '50',
    maxParticipants: '5,000',
  },
};

const starter: PlanOfferView = {
  ...medium,
  id: 1,
  name: 'Starter',
  mostPopular: false,
  pricePerMonth: '9.00',
  paidAnnually: null,
  features: {
    ...medium.features,
    syncFrequency: 'Weekly, on Monday mornings',
    mappedCustomFields: false,
    rollbackRestore: false,
    maxSyncPairs: '10',
    maxParticipants: '1,000',
  },
};

const meta = {
  title: 'Billing/PlanOffer',
  component: PlanOffer,
  tags: ['autodocs'],
  args: {
    plan: medium,
    coupon: '',
    couponState: null,
    onCouponChange: fn(),
    onCouponRetry: fn(),
    button: { kind: 'choose', disabled: false },
    onChoose: fn(),
  },
} satisfies Meta<typeof PlanOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Yearly: 'Most popular', the price per month, 'Paid Annually $X / yr', the features. */
export const Yearly: Story = {
  play: async ({ args, canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'Medium' }));
    await expect(card.getByText(t.mostPopular)).toBeVisible();
    await expect(card.getByText(t.paidAnnually('183.60'))).toBeVisible();
    await expect(
      card.getByText(featureTexts.automaticSyncing('Daily, in the mornings')),
    ).toBeVisible();
    await userEvent.type(card.getByRole('textbox', { name: t.coupon }), 'W');
    await expect(args.onCouponChange).toHaveBeenCalledWith('W');
    await userEvent.click(card.getByRole('button', { name: t.choose }));
    await expect(args.onChoose).toHaveBeenCalledTimes(1);
  },
};

/** Monthly Starter: no yearly line; the features it lacks are marked. */
export const MonthlyWithMissingFeatures: Story = {
  args: { plan: starter },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'Starter' }));
    await expect(card.queryByText(/Paid Annually/)).toBeNull();
    await expect(card.queryByText(t.mostPopular)).toBeNull();
    await expect(card.getAllByText(featureTexts.notIncluded)).toHaveLength(2);
  },
};

/** The plan in force: 'My plan', disabled. */
export const MyPlan: Story = {
  args: { button: { kind: 'myPlan', disabled: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t.myPlan })).toBeDisabled();
  },
};

/** The coupon being checked (200 ms after typing stops). */
export const CouponChecking: Story = {
  args: { coupon: 'WELCOME30', couponState: 'checking' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.checkingCoupon)).toBeVisible();
  },
};

/** 'Valid Coupon' on the plan typed into. */
export const CouponValid: Story = {
  args: { coupon: 'WELCOME30', couponState: 'valid' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.validCoupon)).toBeVisible();
  },
};

/** 'Invalid Coupon': the field is marked invalid. */
export const CouponInvalid: Story = {
  args: { coupon: 'NOPE', couponState: 'invalid' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: t.coupon });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText(t.invalidCoupon)).toBeVisible();
  },
};

/** The check itself failed: the catalogue's words and Try again, the code kept (not 'Invalid'). */
export const CouponCheckFailed: Story = {
  args: { coupon: 'WELCOME30', couponState: 'failed' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t.couponCheckFailed);
    await expect(canvas.getByRole('textbox', { name: t.coupon })).toHaveValue('WELCOME30');
    await expect(canvas.queryByText(t.invalidCoupon)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t.couponRetry }));
    await expect(args.onCouponRetry).toHaveBeenCalledTimes(1);
  },
};
