import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { ApiError, createApiClient, type ApiClient } from '@flocksync/api-client';
import { CARD_DECLINED_MESSAGE, OFFER_DISCOUNT_ITEM, OFFER_PENDING_NOTE } from './domains/billing';
import { PLANS } from './domains/plans';
import { sandboxHandlers } from './msw';
import { accountOf, findUserByEmail } from './world';
import { createSandbox, DEMO_PASSWORD, type Sandbox } from './index';

const BASE = 'http://sandbox.test/v1/api';
const START = Date.UTC(2026, 0, 15, 14, 30);
const DAY = 86_400_000;

const clock = { now: START };
let sandbox: Sandbox;
const server = setupServer();
const anonymous = createApiClient({ baseUrl: BASE, getApiKey: () => null });

async function as(email: string): Promise<ApiClient> {
  const { data } = await anonymous.call('/user/login', { email, password: DEMO_PASSWORD });
  return createApiClient({ baseUrl: BASE, getApiKey: () => data.apiKey });
}

function accountNamed(email: string) {
  const user = findUserByEmail(sandbox.world, email);
  if (!user) throw new Error(email);
  return accountOf(sandbox.world, user);
}
const billingOf = (email: string) => accountNamed(email).billing;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  clock.now = START;
  sandbox = createSandbox({ clock: { now: () => clock.now, sleep: async () => {} } });
  server.resetHandlers(...sandboxHandlers(sandbox, BASE));
});
afterAll(() => server.close());

describe('plans', () => {
  it('lists Starter, Medium and Pro monthly and yearly, yearly saving 15%', async () => {
    const api = await as('setup@demo.church');
    const { data } = await api.call('/billing/all-plans');
    expect(data.monthly.map((plan) => [plan.name, plan.rank])).toEqual([
      ['Starter', 1],
      ['Medium', 2],
      ['Pro', 3],
    ]);
    for (const [index, monthly] of data.monthly.entries()) {
      const yearly = data.yearly[index];
      expect(monthly.annualAmount).toBe(0);
      expect(yearly?.annualAmount).toBeCloseTo(monthly.monthlyAmount * 12 * 0.85, 2);
    }
    expect(data.monthly.filter((plan) => plan.isCurrent)).toEqual([]);
    const current = await api.call('/billing/current-plan');
    expect(current.data).toMatchObject({
      hasCurrentPlan: 0,
      currentPlan: { id: 0, name: 'No Current Plan', monthlyAmount: 0, activeMembership: null },
    });
  });

  it('reports plan limits in /account/restriction, and a package planned with packageId', async () => {
    const ready = await as('ready@demo.church');
    const pro = PLANS.find((plan) => plan.name === 'Pro');
    const { data } = await ready.call('/account/restriction', {});
    expect(data).toMatchObject({
      maxSyncPairs: pro?.maxSyncPairs,
      maxParticipants: pro?.maxParticipants,
    });
    expect(data.currentTotalSyncPair).toBeGreaterThanOrEqual(0);

    const setup = await as('setup@demo.church');
    expect((await setup.call('/account/restriction', {})).data).toMatchObject({
      maxSyncPairs: 0,
      maxParticipants: 0,
    });
    const starter = PLANS.find((plan) => plan.name === 'Starter');
    expect((await setup.call('/account/restriction', { packageId: 1 })).data).toMatchObject({
      maxSyncPairs: starter?.maxSyncPairs,
      maxParticipants: starter?.maxParticipants,
    });
  });
});

describe('purchase', () => {
  it('adds a card, buys a plan: the plan changes, an invoice is added, limits follow', async () => {
    const api = await as('setup@demo.church');
    await expect(
      api.call('/billing/purchase-plan', { packageId: 2, isYearly: 0, cardType: 'current' }),
    ).rejects.toMatchObject({ kind: 'status' });

    const card = await api.call('/billing/new-card', {
      ccYear: 2030,
      ccMonth: 4,
      stripeToken: 'tok_visa',
      cardLast4: '4242',
    });
    expect(card.data).toEqual({ last4: '4242', expMonth: 4, expYear: 2030 });
    expect((await api.call('/billing/current-card-details')).data).toEqual(card.data);

    const bought = await api.call('/billing/purchase-plan', {
      packageId: 2,
      isYearly: 1,
      cardType: 'current',
    });
    expect(bought.message).toContain('Medium');

    const { data } = await api.call('/billing/current-plan');
    expect(data.hasCurrentPlan).toBe(1);
    expect(data.currentPlan).toMatchObject({ id: 2, name: 'Medium', annualAmount: 183.6 });
    expect(data.currentPlan.activeMembership).toEqual({
      startDate: '2026-01-15',
      endDate: '2027-01-15',
    });

    const invoices = await api.call('/billing/invoices', { page: 1 });
    expect(invoices.data.total).toBe(1);
    expect(invoices.data.list[0]).toMatchObject({
      date: '2026-01-15',
      amount: 183.6,
      isRefunded: 0,
    });
    const lines = await api.call('/billing/invoice-details', {
      id: invoices.data.list[0]?.id ?? 0,
    });
    expect(lines.data.at(-1)).toEqual({ item: 'Total', amount: 183.6 });

    const limits = await api.call('/account/restriction', {});
    expect(limits.data.maxSyncPairs).toBe(PLANS[1]?.maxSyncPairs);
  });

  it('upgrades an existing plan, crediting the unused time', async () => {
    const api = await as('broken@demo.church');
    const before = (await api.call('/billing/invoices', { page: 1 })).data.total;
    await api.call('/billing/purchase-plan', { packageId: 3, isYearly: 1, cardType: 'current' });
    const invoices = (await api.call('/billing/invoices', { page: 1 })).data;
    expect(invoices.total).toBe(before + 1);
    const lines = (await api.call('/billing/invoice-details', { id: invoices.list[0]?.id ?? 0 }))
      .data;
    expect(lines.map((line) => line.item)).toContain('Unused time on Medium (Yearly)');
    expect(invoices.list[0]?.amount).toBeLessThan(275.4);
    expect((await api.call('/billing/current-plan')).data.currentPlan.name).toBe('Pro');
  });

  it("gives a coupon's trial days once, and refuses an unknown code", async () => {
    const api = await as('setup@demo.church');
    const valid = await api.call('/billing/check-coupon', { code: 'welcome30' });
    expect(valid.data).toEqual({ code: 'WELCOME30', isValidCoupon: 1, couponTrialDays: 30 });
    const invalid = await api.call('/billing/check-coupon', { code: 'FREEBIE' });
    expect(invalid.data.isValidCoupon).toBe(0);
    expect(invalid.message).toBe('Invalid Coupon');

    await api.call('/billing/new-card', {
      ccYear: 2030,
      ccMonth: 4,
      stripeToken: 'tok_visa',
      cardLast4: '4242',
    });
    await api.call('/billing/purchase-plan', {
      packageId: 1,
      isYearly: 0,
      cardType: 'current',
      couponCode: 'WELCOME30',
    });
    const plan = (await api.call('/billing/current-plan')).data.currentPlan;
    expect(plan.activeMembership).toEqual({ startDate: '2026-01-15', endDate: '2026-02-14' });
    expect((await api.call('/billing/invoices', { page: 1 })).data.list[0]?.amount).toBe(0);
    expect(
      (await api.call('/billing/check-coupon', { code: 'WELCOME30' })).data.isValidCoupon,
    ).toBe(0);
  });

  it('pages invoices, newest first, with the refunded one marked', async () => {
    const api = await as('ready@demo.church');
    const first = (await api.call('/billing/invoices', { page: 1 })).data;
    expect(first.total).toBe(8);
    expect(first.list.filter((invoice) => invoice.isRefunded)).toHaveLength(1);
    const dates = first.list.map((invoice) => invoice.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const refunded = first.list.find((invoice) => invoice.isRefunded);
    const lines = (await api.call('/billing/invoice-details', { id: refunded?.id ?? 0 })).data;
    expect(lines.at(-1)).toEqual({ item: 'Total', amount: 0 });
    expect((await api.call('/billing/invoices', { page: 2 })).data).toMatchObject({
      list: [],
      hasMore: false,
    });
  });

  it('renews when the period ends, charging the card', async () => {
    const api = await as('broken@demo.church');
    const before = (await api.call('/billing/current-plan')).data.currentPlan.activeMembership;
    clock.now += 200 * DAY;
    const after = (await api.call('/billing/current-plan')).data.currentPlan.activeMembership;
    expect(after?.startDate).toBe(before?.endDate);
    expect((await api.call('/billing/invoices', { page: 1 })).data.total).toBe(2);
  });
});

describe('a declined card (overdue)', () => {
  it('declines the purchase with the message, until the card is replaced', async () => {
    const api = await as('overdue@demo.church');
    expect((await api.call('/account/warnings')).data.hasBillingIssue).toBe(1);
    const current = (await api.call('/billing/current-plan')).data.currentPlan;
    const error = await api
      .call('/billing/purchase-plan', { packageId: current.id, isYearly: 0, cardType: 'current' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'status', serverMessage: CARD_DECLINED_MESSAGE });
    expect(billingOf('overdue@demo.church').hasBillingIssue).toBe(1);

    await api.call('/billing/update-card', {
      ccYear: 2031,
      ccMonth: 1,
      stripeToken: 'tok_mastercard',
      cardLast4: '4444',
    });
    await api.call('/billing/purchase-plan', {
      packageId: current.id,
      isYearly: 0,
      cardType: 'current',
    });
    expect(billingOf('overdue@demo.church').hasBillingIssue).toBe(0);
  });

  it('a tok_chargeDeclined card makes later purchases decline', async () => {
    const api = await as('ready@demo.church');
    await api.call('/billing/update-card', {
      ccYear: 2031,
      ccMonth: 1,
      stripeToken: 'tok_chargeDeclined',
      cardLast4: '0002',
    });
    await expect(
      api.call('/billing/purchase-plan', { packageId: 1, isYearly: 0, cardType: 'current' }),
    ).rejects.toMatchObject({ serverMessage: CARD_DECLINED_MESSAGE });
  });

  it('a failed renewal raises billing issue 2', async () => {
    const api = await as('broken@demo.church');
    await api.call('/billing/update-card', {
      ccYear: 2031,
      ccMonth: 1,
      stripeToken: 'tok_chargeDeclined',
      cardLast4: '0002',
    });
    clock.now += 200 * DAY;
    await api.call('/billing/current-plan');
    expect(billingOf('broken@demo.church').hasBillingIssue).toBe(2);
  });

  it('refuses an expired card', async () => {
    const api = await as('setup@demo.church');
    await expect(
      api.call('/billing/new-card', {
        ccYear: 2025,
        ccMonth: 12,
        stripeToken: 'tok_visa',
        cardLast4: '4242',
      }),
    ).rejects.toMatchObject({ serverMessage: 'Your card has expired.' });
  });
});

describe('cancel', () => {
  it('cancels with a reason: warnings show isCancelled and the message, the plan runs out', async () => {
    const api = await as('ready@demo.church');
    await expect(
      api.call('/billing/cancel-plan', { cancelReason: 'other reasons', stopSync: 0 }),
    ).rejects.toMatchObject({ kind: 'status' });
    await api.call('/billing/cancel-plan', { cancelReason: 'too expensive', stopSync: 1 });

    const warnings = (await api.call('/account/warnings')).data;
    expect(warnings).toMatchObject({ isCancelled: 1, hasCurrentPlan: 1 });
    expect(warnings.cancelMessage).toContain('Pro');
    expect((await api.call('/account/details')).data.isDisableSync).toBe(1);
    await expect(
      api.call('/billing/cancel-plan', { cancelReason: 'too expensive', stopSync: 0 }),
    ).rejects.toMatchObject({ serverMessage: 'Your subscription is already cancelled.' });

    clock.now += 400 * DAY;
    const { data } = await api.call('/billing/current-plan');
    expect(data.hasCurrentPlan).toBe(0);
    expect(billingOf('ready@demo.church')).toMatchObject({ isCancelled: 1, subscription: null });
    expect((await api.call('/account/restriction', {})).data.maxSyncPairs).toBe(0);
    expect((await api.call('/account/warnings')).data).toMatchObject({
      isCancelled: 1,
      hasCurrentPlan: 0,
    });
  });
});

describe('the cancellation offer (ADR 026)', () => {
  it('takes 25% off the next payment, once; the plan card says so until it is paid', async () => {
    const api = await as('broken@demo.church');
    const plan = (await api.call('/billing/current-plan')).data.currentPlan;
    const taken = await api.call('/billing/accept-offer', { offer: 'discount' });
    expect(taken.message).toContain('25% off');
    expect((await api.call('/billing/current-plan')).data.currentPlan.subAmountDisplay).toContain(
      OFFER_PENDING_NOTE,
    );
    await expect(api.call('/billing/accept-offer', { offer: 'discount' })).rejects.toMatchObject({
      serverMessage: 'You have already accepted this offer.',
    });
    clock.now += 200 * DAY; // past the renewal
    const invoices = (await api.call('/billing/invoices', { page: 1 })).data;
    const lines = (await api.call('/billing/invoice-details', { id: invoices.list[0]?.id ?? 0 }))
      .data;
    expect(lines.map((line) => line.item)).toContain(OFFER_DISCOUNT_ITEM);
    expect(invoices.list[0]?.amount).toBeCloseTo(
      (plan.annualAmount || plan.monthlyAmount) * 0.75,
      2,
    );
    const after = (await api.call('/billing/current-plan')).data.currentPlan;
    expect(after.subAmountDisplay).not.toContain(OFFER_PENDING_NOTE);
  });

  it('pauses 1 to 3 months: the next payment moves out, the plan stays', async () => {
    const api = await as('broken@demo.church');
    const before = (await api.call('/billing/current-plan')).data.currentPlan.activeMembership;
    await expect(
      api.call('/billing/accept-offer', { offer: 'pause', months: 4 }),
    ).rejects.toMatchObject({ serverMessage: 'Please choose a pause of 1 to 3 months.' });
    const paused = await api.call('/billing/accept-offer', { offer: 'pause', months: 2 });
    const after = (await api.call('/billing/current-plan')).data;
    expect(after.hasCurrentPlan).toBe(1);
    const end = new Date(`${before?.endDate ?? ''}T00:00:00Z`);
    end.setUTCMonth(end.getUTCMonth() + 2);
    expect(after.currentPlan.activeMembership?.endDate).toBe(end.toISOString().slice(0, 10));
    expect(paused.message).toContain('paused for 2 months');
    const invoicesBefore = (await api.call('/billing/invoices', { page: 1 })).data.total;
    clock.now += 200 * DAY; // the old renewal date passes: no charge
    expect((await api.call('/billing/invoices', { page: 1 })).data.total).toBe(invoicesBefore);
  });

  it('is refused when cancelled, overdue or without a plan', async () => {
    const ready = await as('ready@demo.church');
    await ready.call('/billing/cancel-plan', { cancelReason: 'too expensive', stopSync: 0 });
    await expect(ready.call('/billing/accept-offer', { offer: 'discount' })).rejects.toMatchObject({
      serverMessage: 'Your subscription is already cancelled.',
    });
    const overdue = await as('overdue@demo.church');
    await expect(
      overdue.call('/billing/accept-offer', { offer: 'pause', months: 1 }),
    ).rejects.toMatchObject({ serverMessage: 'Please pay your overdue invoice first.' });
    const setup = await as('setup@demo.church');
    await expect(setup.call('/billing/accept-offer', { offer: 'discount' })).rejects.toMatchObject({
      serverMessage: 'You have no subscription to keep.',
    });
  });
});

describe('stripe key', () => {
  it('answers a test publishable key', async () => {
    const api = await as('ready@demo.church');
    const { data } = await api.call('/billing/stripe-publishable-key');
    expect(data.publishableKey).toMatch(/^pk_test_/);
  });
});
