import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Schemas } from '@flocksync/api-client';
import { demoUser } from '@flocksync/sandbox';
import {
  billingPageTexts,
  cancelTexts,
  cardDeclinedTexts,
  clearOverdueTexts,
  invoiceTexts,
  oneMoreThingTexts,
  paymentMethodTexts,
  planCardTexts,
} from '@flocksync/ui';
import { floatingA11y, notAState, spyOn, storyApi, type StoryApiOptions } from '@/testing';
import { BillingPage } from './BillingPage';

const daniel = demoUser('ready@demo.church');
const samuel = demoUser('setup@demo.church');
const grace = demoUser('overdue@demo.church');

const world = (options?: StoryApiOptions) => storyApi(options);
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const medium = { plan: { id: 2, name: 'Medium', rank: 2 }, isYearly: false, couponCode: '' };

/** Every read of the page answered (the plan, the card and the invoices): the frame is stable. */
async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const invoices = canvas.getByRole('table', { name: invoiceTexts.lastInvoices });
  await waitFor(() => expect(within(invoices).getAllByRole('row').length).toBeGreaterThan(1));
  await waitFor(() =>
    expect(
      canvas
        .getByRole('heading', { name: paymentMethodTexts.title })
        .parentElement?.querySelector('table, button'),
    ).not.toBeNull(),
  );
  await waitFor(() =>
    expect(
      canvas.queryByText(planCardTexts.startDate) ?? canvas.queryByText('No Current Plan'),
    ).not.toBeNull(),
  );
}

const meta = {
  title: 'Pages/Billing/Billing',
  component: BillingPage,
  parameters: {
    layout: 'fullscreen',
    route: '/billing',
    session: { user: daniel },
    a11y: floatingA11y,
  },
} satisfies Meta<typeof BillingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A church on Pro yearly: plan, card, the last 5 invoices (one refunded) and 'View All'. */
export const Subscribed: Story = {
  parameters: { msw: world() },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Pro', { exact: true })).toBeVisible();
    await expect(canvas.getByText(planCardTexts.startDate)).toBeVisible();
    await expect(canvas.getByText(planCardTexts.nextDate)).toBeVisible();
    await expect(canvas.getByRole('button', { name: planCardTexts.change })).toBeVisible();
    await expect(canvas.getByRole('button', { name: planCardTexts.cancel })).toBeVisible();
    await expect(await canvas.findByRole('cell', { name: '4242' })).toBeVisible();
    await expect(
      canvas.queryByRole('columnheader', { name: paymentMethodTexts.credits }),
    ).toBeNull();
    const invoices = canvas.getByRole('table', { name: invoiceTexts.lastInvoices });
    await waitFor(() => expect(within(invoices).getAllByRole('row')).toHaveLength(6));
    await expect(within(invoices).getByText(invoiceTexts.refunded)).toBeVisible();
    await expect(canvas.getByRole('link', { name: invoiceTexts.viewAll })).toHaveAttribute(
      'href',
      '/billing/invoices',
    );
  },
};

/** With account credit, the Credits column shows. */
export const WithCredits: Story = {
  parameters: { msw: world(), session: { user: { ...daniel, credits: 12.5 } } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('columnheader', { name: paymentMethodTexts.credits }),
    ).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '$12.50' })).toBeVisible();
  },
};

/** No plan, no card, no invoices: Subscribe, 'Please add payment method', 'No Invoices'. */
export const NoPlan: Story = {
  parameters: { msw: world(), session: { user: samuel } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No Current Plan')).toBeVisible();
    await expect(canvas.getByRole('button', { name: planCardTexts.subscribe })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: planCardTexts.cancel })).toBeNull();
    await expect(await canvas.findByText(paymentMethodTexts.noCard)).toBeVisible();
    await expect(canvas.getByRole('button', { name: paymentMethodTexts.addCard })).toBeVisible();
    await expect(await canvas.findByText(invoiceTexts.empty)).toBeVisible();
  },
};

/** Every read under way. */
export const Loading: Story = {
  parameters: { msw: world({ faults: '*:hang' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: planCardTexts.title })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: planCardTexts.change })).toBeNull();
  },
};

/** Every billing read failed: each part says so and offers a retry. */
export const Failed: Story = {
  parameters: {
    msw: world({
      faults: [
        '/billing/current-plan:http500',
        '/billing/current-card-details:http500',
        '/billing/invoices:http500',
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () => expect(canvas.getAllByRole('button', { name: invoiceTexts.retry })).toHaveLength(3),
      { timeout: 8000 },
    );
  },
};

/** A cancelled subscription: the warnings' cancelMessage and 'Please purchase a plan'; no Cancel. */
export const Cancelled: Story = {
  parameters: {
    msw: world({
      patch: {
        '/account/warnings': (warnings: Schemas['Warnings']) => ({
          ...warnings,
          isCancelled: 1,
          cancelMessage: 'Your Pro plan has been cancelled and stays active until Apr 23, 2027.',
        }),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Please purchase a plan/)).toBeVisible();
    await expect(canvas.getByText(/stays active until Apr 23, 2027/)).toBeVisible();
    await expect(await canvas.findByText('Pro', { exact: true })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: planCardTexts.cancel })).toBeNull();
  },
};

/** An overdue invoice: the payment-failed banner with 'Pay Now'. */
export const PaymentFailed: Story = {
  parameters: { msw: world(), session: { user: grace } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(billingPageTexts.paymentFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: billingPageTexts.payNow })).toBeVisible();
  },
};

/** 'Pay Now' opens the order of the plan in force. */
export const PayNowOpensTheOrder: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState, msw: world(), session: { user: grace } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Medium', { exact: true })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: billingPageTexts.payNow }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent(
      'Navigated to /change-plan',
    );
  },
};

/** Cancel subscription: the offer, the reasons; Cancel waits for a reason and its detail. */
export const CancelReasons: Story = {
  parameters: { msw: world() },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: planCardTexts.cancel }));
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: cancelTexts.title }),
    );
    const cancel = dialog.getByRole('button', { name: cancelTexts.cancel });
    await expect(dialog.getByText(cancelTexts.offer)).toBeVisible();
    await expect(cancel).toBeDisabled();
    await userEvent.click(
      dialog.getByRole('radio', { name: cancelTexts.reasons['other reasons'] }),
    );
    await expect(cancel).toBeDisabled();
    await userEvent.type(dialog.getByLabelText(cancelTexts.comment, { exact: false }), 'Merging');
    await expect(cancel).toBeEnabled();
  },
};

/** 'found another option' needs the platform. */
export const CancelNeedsAPlatform: Story = {
  parameters: { msw: world() },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: planCardTexts.cancel }));
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: cancelTexts.title }),
    );
    await userEvent.click(
      dialog.getByRole('radio', { name: cancelTexts.reasons['found another option'] }),
    );
    await expect(dialog.getByRole('button', { name: cancelTexts.cancel })).toBeDisabled();
    await expect(dialog.getByRole('combobox', { name: cancelTexts.platform })).toBeVisible();
  },
};

/** 'Just one more thing...' with the stop-sync box ticked. */
export const JustOneMoreThing: Story = {
  parameters: { msw: world() },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: planCardTexts.cancel }));
    const reasons = within(
      await body(canvasElement).findByRole('dialog', { name: cancelTexts.title }),
    );
    await userEvent.click(
      reasons.getByRole('radio', { name: cancelTexts.reasons['too expensive'] }),
    );
    await userEvent.click(reasons.getByRole('button', { name: cancelTexts.cancel }));
    const last = within(
      await body(canvasElement).findByRole('alertdialog', { name: oneMoreThingTexts.title }),
    );
    await userEvent.click(last.getByRole('checkbox', { name: oneMoreThingTexts.stopSync }));
    await expect(last.getByRole('checkbox', { name: oneMoreThingTexts.stopSync })).toBeChecked();
  },
};

/** From the dashboard's Cancel (ADR 026): the Cancel subscription dialog is open on arrival. */
export const CancelFromDashboard: Story = {
  parameters: { msw: world(), route: { pathname: '/billing', state: { cancel: true } } },
  play: async ({ canvasElement }) => {
    // It opens once the plan and the warnings show a subscription to cancel.
    const dialog = await body(canvasElement).findByRole(
      'dialog',
      { name: cancelTexts.title },
      { timeout: 5000 },
    );
    await expect(within(dialog).getByText(cancelTexts.offer)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: cancelTexts.cancel })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: cancelTexts.keep }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await loaded(canvasElement);
    // The arrival is forgotten: the dialog does not come back.
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** A cancelled subscription arriving from a stale Cancel: nothing to cancel, no dialog. */
export const CancelFromDashboardWhenCancelled: Story = {
  tags: ['!visual'],
  parameters: {
    chromatic: notAState,
    route: { pathname: '/billing', state: { cancel: true } },
    msw: world({
      patch: {
        '/account/warnings': (data: Schemas['Warnings']) => ({
          ...data,
          isCancelled: 1,
          cancelMessage: 'Your Pro plan has been cancelled and stays active until Apr 23, 2027.',
        }),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(await within(canvasElement).findByText(/Please purchase a plan/)).toBeVisible();
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

const offerSpy = spyOn('/billing/accept-offer');

/**
 * Taking the offer instead (ADR 026): one request, the dialog closes, the sandbox's message shows
 * and the plan card's next billing date moves out by the pause; Cancel stays.
 */
export const OfferAccepted: Story = {
  parameters: { msw: world({ before: [offerSpy.handler] }) },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    offerSpy.calls.length = 0;
    const canvas = within(canvasElement);
    const next = canvas.getByText(planCardTexts.nextDate).nextElementSibling?.textContent ?? '';
    await userEvent.click(await canvas.findByRole('button', { name: planCardTexts.cancel }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: cancelTexts.title });
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: cancelTexts.pauseFor }),
      '3',
    );
    await userEvent.dblClick(within(dialog).getByRole('button', { name: cancelTexts.pause }));
    await expect(await body(canvasElement).findByText(/paused for 3 months/)).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() =>
      expect(canvas.getByText(planCardTexts.nextDate).nextElementSibling?.textContent).not.toBe(
        next,
      ),
    );
    await expect(canvas.getByRole('button', { name: planCardTexts.cancel })).toBeVisible();
    await expect(offerSpy.calls).toHaveLength(1);
    await expect(offerSpy.calls[0]?.get('offer')).toBe('pause');
    await expect(offerSpy.calls[0]?.get('months')).toBe('3');
  },
};

/** The offer refused (overdue, or taken before): the server's words in the open dialog. */
export const OfferRefused: Story = {
  parameters: {
    msw: world({ faults: '/billing/accept-offer:status=You have already accepted this offer.' }),
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: planCardTexts.cancel }));
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: cancelTexts.title }),
    );
    await userEvent.click(dialog.getByRole('button', { name: cancelTexts.takeDiscount }));
    await expect(await dialog.findByText('You have already accepted this offer.')).toBeVisible();
  },
};

const cancelSpy = spyOn('/billing/cancel-plan');

/** Confirming sends one request; the dialogs close, the banner shows and Cancel hides. */
export const CancelSucceeds: Story = {
  parameters: { msw: world({ before: [cancelSpy.handler] }) },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    cancelSpy.calls.length = 0;
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: planCardTexts.cancel }));
    const reasons = within(
      await body(canvasElement).findByRole('dialog', { name: cancelTexts.title }),
    );
    await userEvent.click(
      reasons.getByRole('radio', { name: cancelTexts.reasons["don't use it enough"] }),
    );
    await userEvent.click(reasons.getByRole('button', { name: cancelTexts.cancel }));
    const last = await body(canvasElement).findByRole('alertdialog', {
      name: oneMoreThingTexts.title,
    });
    await userEvent.dblClick(within(last).getByRole('button', { name: oneMoreThingTexts.confirm }));
    await expect(await canvas.findByText(/Please purchase a plan/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: planCardTexts.cancel })).toBeNull();
    await expect(cancelSpy.calls).toHaveLength(1);
    await expect(cancelSpy.calls[0]?.get('cancelReason')).toBe("don't use it enough");
    await expect(cancelSpy.calls[0]?.get('stopSync')).toBe('0');
  },
};

/** The server refuses: the message shows in 'Just one more thing...', which stays open. */
export const CancelFails: Story = {
  parameters: {
    msw: world({ faults: '/billing/cancel-plan:status=Your subscription is already cancelled.' }),
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: planCardTexts.cancel }));
    const reasons = within(
      await body(canvasElement).findByRole('dialog', { name: cancelTexts.title }),
    );
    await userEvent.click(
      reasons.getByRole('radio', { name: cancelTexts.reasons['too expensive'] }),
    );
    await userEvent.click(reasons.getByRole('button', { name: cancelTexts.cancel }));
    const last = within(
      await body(canvasElement).findByRole('alertdialog', { name: oneMoreThingTexts.title }),
    );
    await userEvent.click(last.getByRole('button', { name: oneMoreThingTexts.confirm }));
    await expect(await last.findByText('Your subscription is already cancelled.')).toBeVisible();
  },
};

/** After a declined purchase: 'Card declined!' with RETRY, Not now and Update Card. */
export const CardDeclined: Story = {
  parameters: {
    msw: world(),
    session: { user: grace },
    route: { pathname: '/billing', state: { declined: true, order: medium } },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: cardDeclinedTexts.title,
    });
    await expect(dialog).toHaveTextContent(
      `${cardDeclinedTexts.before}${cardDeclinedTexts.retry}${cardDeclinedTexts.after}`,
    );
    await expect(
      within(dialog).getByRole('link', { name: cardDeclinedTexts.retry }),
    ).toHaveAttribute('href', '/change-plan');
    await expect(
      within(dialog).getByRole('button', { name: cardDeclinedTexts.updateCard }),
    ).toBeVisible();
  },
};

/** Not now closes 'Card declined!' and leaves the page as it was (the state of PaymentFailed). */
export const CardDeclinedNotNow: Story = {
  tags: ['!visual'],
  parameters: {
    chromatic: notAState,
    msw: world(),
    session: { user: grace },
    route: { pathname: '/billing', state: { declined: true, order: null } },
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: cardDeclinedTexts.title,
    });
    await expect(
      within(dialog).getByRole('link', { name: cardDeclinedTexts.retry }),
    ).toHaveAttribute('href', '/subscription-plans');
    await userEvent.click(within(dialog).getByRole('button', { name: cardDeclinedTexts.notNow }));
    await waitFor(() =>
      expect(
        body(canvasElement).queryByRole('alertdialog', { name: cardDeclinedTexts.title }),
      ).toBeNull(),
    );
    await expect(
      await within(canvasElement).findByText(billingPageTexts.paymentFailed),
    ).toBeVisible();
  },
};

/** Back from a card change with a billing issue: 'Clear Overdue Invoice?'. */
export const ClearOverdueInvoice: Story = {
  parameters: {
    msw: world(),
    session: { user: grace },
    route: { pathname: '/billing', state: { clearOverdue: true } },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: clearOverdueTexts.title,
    });
    await expect(dialog).toHaveAccessibleDescription(clearOverdueTexts.message);
    await expect(within(dialog).getByRole('button', { name: clearOverdueTexts.no })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: clearOverdueTexts.yes })).toBeVisible();
  },
};
