import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoUser } from '@flocksync/sandbox';
import { invoiceTexts, orderTexts, purchaseConfirmTexts } from '@flocksync/ui';
import { floatingA11y, notAState, spyOn, storyApi } from '@/testing';
import { ChangePlanPage } from './ChangePlanPage';

const daniel = demoUser('ready@demo.church');
const samuel = demoUser('setup@demo.church');
const grace = demoUser('overdue@demo.church');

const order = (id: number, name: string, rank: 1 | 2 | 3, isYearly: boolean, couponCode = '') => ({
  pathname: '/change-plan',
  state: { order: { plan: { id, name, rank }, isYearly, couponCode } },
});

const meta = {
  title: 'Pages/Billing/Change plan',
  component: ChangePlanPage,
  parameters: {
    layout: 'fullscreen',
    route: order(3, 'Pro', 3, true),
    session: { user: daniel },
    a11y: floatingA11y,
  },
} satisfies Meta<typeof ChangePlanPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** No plan yet, no card: 'Pay', the coupon, and Add for the card. */
export const FirstPlanNoCard: Story = {
  parameters: {
    msw: storyApi(),
    session: { user: samuel },
    route: order(2, 'Medium', 2, true, 'WELCOME30'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: orderTexts.title })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Medium (Yearly)' })).toBeVisible();
    await expect(await canvas.findByText(orderTexts.noCard)).toBeVisible();
    await expect(canvas.getByText('WELCOME30')).toBeVisible();
    await expect(canvas.getByText(orderTexts.willBeCharged)).toBeVisible();
    await expect(canvas.getByRole('button', { name: orderTexts.pay.pay })).toBeVisible();
  },
};

/** Pay without a card goes to the card form. */
export const PayWithoutCardOpensTheCardForm: Story = {
  tags: ['!visual'],
  parameters: {
    chromatic: notAState,
    msw: storyApi(),
    session: { user: samuel },
    route: order(2, 'Medium', 2, true),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(orderTexts.noCard);
    await userEvent.click(canvas.getByRole('button', { name: orderTexts.pay.pay }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent(
      'Navigated to /setup-payment',
    );
  },
};

/** From Pro yearly to Starter: 'Downgrade now', with the card on file. */
export const Downgrade: Story = {
  parameters: { msw: storyApi(), route: order(1, 'Starter', 1, true) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(orderTexts.cardEnding('4242'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: orderTexts.pay.downgradeNow })).toBeVisible();
  },
};

/** From Pro yearly to Pro monthly is a downgrade too. */
export const YearlyToMonthly: Story = {
  parameters: { msw: storyApi(), route: order(3, 'Pro', 3, false) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: orderTexts.pay.downgradeNow }),
    ).toBeVisible();
  },
};

/** An overdue church paying again: 'Pay now'. */
export const PayNow: Story = {
  parameters: { msw: storyApi(), session: { user: grace }, route: order(2, 'Medium', 2, false) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: orderTexts.pay.payNow }),
    ).toBeVisible();
  },
};

/** The confirmation names the plan and its period. */
export const Confirm: Story = {
  parameters: { msw: storyApi(), route: order(1, 'Starter', 1, false) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: orderTexts.pay.downgradeNow }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: purchaseConfirmTexts.title,
    });
    await expect(dialog).toHaveAccessibleDescription(
      purchaseConfirmTexts.question('Starter', 'Monthly'),
    );
  },
};

/** Purchasing: the confirmation's button spins and ignores presses. */
export const Purchasing: Story = {
  parameters: {
    msw: storyApi({ faults: '/billing/purchase-plan:hang' }),
    route: order(1, 'Starter', 1, false),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: orderTexts.pay.downgradeNow }));
    const dialog = within(
      await body(canvasElement).findByRole('alertdialog', { name: purchaseConfirmTexts.title }),
    );
    const confirm = dialog.getByRole('button', { name: purchaseConfirmTexts.confirm });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
  },
};

const purchaseSpy = spyOn('/billing/purchase-plan');

/** A double-clicked confirm buys once, then /billing. */
export const PurchaseSucceeds: Story = {
  tags: ['!visual'],
  parameters: {
    chromatic: notAState,
    msw: storyApi({ before: [purchaseSpy.handler] }),
    route: order(1, 'Starter', 1, false),
  },
  play: async ({ canvasElement }) => {
    purchaseSpy.calls.length = 0;
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: orderTexts.pay.downgradeNow }));
    const dialog = within(
      await body(canvasElement).findByRole('alertdialog', { name: purchaseConfirmTexts.title }),
    );
    await userEvent.dblClick(dialog.getByRole('button', { name: purchaseConfirmTexts.confirm }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('Navigated to /billing');
    await expect(purchaseSpy.calls).toHaveLength(1);
    await expect(purchaseSpy.calls[0]?.get('packageId')).toBe('1');
    await expect(purchaseSpy.calls[0]?.get('isYearly')).toBe('0');
    await expect(purchaseSpy.calls[0]?.get('cardType')).toBe('current');
  },
};

/** A refusal that is not a decline stays on the order with the server's message. */
export const PurchaseRefused: Story = {
  parameters: {
    msw: storyApi({ faults: '/billing/purchase-plan:status=Invalid Coupon' }),
    route: order(1, 'Starter', 1, false),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: orderTexts.pay.downgradeNow }));
    const dialog = within(
      await body(canvasElement).findByRole('alertdialog', { name: purchaseConfirmTexts.title }),
    );
    await userEvent.click(dialog.getByRole('button', { name: purchaseConfirmTexts.confirm }));
    await expect(await canvas.findByText('Invalid Coupon')).toBeVisible();
  },
};

/** Without an order the page returns to the plans. */
export const NoOrder: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState, msw: storyApi(), route: '/change-plan' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent(
      'Navigated to /subscription-plans',
    );
  },
};

/** The card could not be read: the order says so (never a skeleton for good) and offers Try again. */
export const LoadFailed: Story = {
  parameters: { msw: storyApi({ faults: '/billing/current-card-details:http500' }) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: orderTexts.title }),
    ).toBeVisible();
    await expect(alert).toHaveTextContent(invoiceTexts.failed);
    await expect(within(alert).getByRole('button', { name: invoiceTexts.retry })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: /pay|grade/i })).toBeNull();
  },
};
