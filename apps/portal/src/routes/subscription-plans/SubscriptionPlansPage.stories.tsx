import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUser } from '@flocksync/sandbox';
import { invoiceTexts, plansTexts } from '@flocksync/ui';
import { notAState, storyApi } from '@/testing';
import { SubscriptionPlansPage } from './SubscriptionPlansPage';

const daniel = demoUser('ready@demo.church');
const samuel = demoUser('setup@demo.church');
const grace = demoUser('overdue@demo.church');

const meta = {
  title: 'Pages/Billing/Subscription plans',
  component: SubscriptionPlansPage,
  parameters: {
    layout: 'fullscreen',
    route: '/subscription-plans',
    session: { user: samuel },
  },
} satisfies Meta<typeof SubscriptionPlansPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

/** Yearly by default: the monthly share, 'Paid Annually $X / yr', 'Most popular' on Medium. */
export const Yearly: Story = {
  parameters: { msw: storyApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Medium' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: plansTexts.yearly })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByText(plansTexts.save)).toBeVisible();
    const medium = card(canvasElement, 'Medium');
    await expect(medium.getByText(plansTexts.mostPopular)).toBeVisible();
    await expect(medium.getByText(plansTexts.paidAnnually('183.60'))).toBeVisible();
    await expect(medium.getByRole('button', { name: plansTexts.choose })).toBeEnabled();
    await expect(canvas.getByText(plansTexts.twoWay)).toBeVisible();
  },
};

/** Monthly: the monthly prices, no yearly total. */
export const Monthly: Story = {
  parameters: { msw: storyApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: plansTexts.monthly }));
    await expect(await canvas.findByText('$18.00')).toBeVisible();
    await expect(canvas.queryByText(/Paid Annually/)).toBeNull();
  },
};

/** A valid coupon on the plan typed into only. */
export const CouponValid: Story = {
  parameters: { msw: storyApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Pro' });
    await userEvent.type(card(canvasElement, 'Pro').getByLabelText(plansTexts.coupon), 'WELCOME30');
    await expect(await card(canvasElement, 'Pro').findByText(plansTexts.validCoupon)).toBeVisible();
    await expect(card(canvasElement, 'Medium').queryByText(plansTexts.validCoupon)).toBeNull();
  },
};

/** An unknown coupon: 'Invalid Coupon' on that plan. */
export const CouponInvalid: Story = {
  parameters: { msw: storyApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Starter' });
    await userEvent.type(card(canvasElement, 'Starter').getByLabelText(plansTexts.coupon), 'NOPE');
    await expect(
      await card(canvasElement, 'Starter').findByText(plansTexts.invalidCoupon),
    ).toBeVisible();
  },
};

/** The plan in force is 'My plan' (not chosen again without a billing issue). */
export const MyPlan: Story = {
  parameters: { msw: storyApi(), session: { user: daniel } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Pro' });
    await waitFor(() =>
      expect(
        card(canvasElement, 'Pro').getByRole('button', { name: plansTexts.myPlan }),
      ).toBeDisabled(),
    );
  },
};

/** With a billing issue, 'My plan' can be bought again. */
export const MyPlanOverdue: Story = {
  parameters: { msw: storyApi(), session: { user: grace } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: plansTexts.monthly }),
    );
    await waitFor(() =>
      expect(
        card(canvasElement, 'Medium').getByRole('button', { name: plansTexts.myPlan }),
      ).toBeEnabled(),
    );
  },
};

/** The plans are loading. */
export const Loading: Story = {
  parameters: { msw: storyApi({ faults: '*:hang' }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: plansTexts.title }),
    ).toBeVisible();
  },
};

/** Choosing opens the order. */
export const ChooseOpensTheOrder: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState, msw: storyApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Medium' });
    await userEvent.click(
      card(canvasElement, 'Medium').getByRole('button', { name: plansTexts.choose }),
    );
    await expect(await canvas.findByTestId('location')).toHaveTextContent(
      'Navigated to /change-plan',
    );
  },
};

/** The current plan could not be read: no plan cards with buttons that may be wrong, Try again. */
export const LoadFailed: Story = {
  parameters: { msw: storyApi({ faults: '/billing/current-plan:http500' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent(invoiceTexts.failed);
    await expect(within(alert).getByRole('button', { name: invoiceTexts.retry })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: plansTexts.choose })).toBeNull();
  },
};
