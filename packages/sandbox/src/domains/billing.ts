import type { Schemas } from '@flocksync/api-client';
import type { Random } from '../random';
import type { Account, Scenario, StoredUser, World } from '../model';
import type { Organization } from './directory';
import { createHeaderMappingState, fieldMapping, type FieldMapping } from './header-mappings';
import type { BillingState, InvoicePeriod, StoredCard, StoredInvoice } from './billing-types';
import {
  PLANS,
  cents,
  money,
  noCurrentPlan,
  periodName,
  periodPrice,
  planById,
  planRecord,
  type PlanSpec,
} from './plans';

export type {
  BillingState,
  InvoicePeriod,
  StoredCard,
  StoredInvoice,
  Subscription,
} from './billing-types';

type Plan = Schemas['Plan'];
type InvoiceLine = Schemas['InvoiceLine'];

export const DAY = 86_400_000;

// ---- dates --------------------------------------------------------------------------------

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export function isoDate(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

export function longDate(at: number): string {
  const date = new Date(at);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

function addPeriod(at: number, isYearly: boolean): number {
  const date = new Date(at);
  date.setUTCMonth(date.getUTCMonth() + (isYearly ? 12 : 1));
  return date.getTime();
}

// ---- building -----------------------------------------------------------------------------

function emptyBilling(random: Random, customer: BillingState['customer']): BillingState {
  return {
    anchored: false,
    customer,
    subscription: null,
    card: null,
    invoices: [],
    nextInvoiceId: random.int(1000, 8999),
    hasBillingIssue: 0,
    isCancelled: 0,
    cancelMessage: '',
    cancelReason: '',
    couponsUsed: [],
    customFields: createHeaderMappingState(),
  };
}

function periodLine(period: InvoicePeriod): InvoiceLine {
  const spec = planById(period.planId);
  const name = spec?.name ?? 'Plan';
  const range = `${longDate(period.startAt)} - ${longDate(period.endAt)}`;
  return {
    item: `${name} plan (${periodName(period.isYearly)}), ${range}`,
    amount: spec ? periodPrice(spec, period.isYearly) : 0,
  };
}

function addInvoice(
  state: BillingState,
  random: Random,
  at: number,
  period: InvoicePeriod,
  adjustments: InvoiceLine[] = [],
): StoredInvoice {
  const invoice: StoredInvoice = {
    id: state.nextInvoiceId,
    at,
    transactionNum: '',
    stripeLink: null,
    period: { ...period },
    adjustments,
    isRefunded: 0,
    refundReason: '',
  };
  const charged = invoiceTotal(invoice) > 0;
  invoice.transactionNum = charged ? `ch_${random.hex(24)}` : `in_${random.hex(24)}`;
  invoice.stripeLink = charged
    ? `https://pay.stripe.com/receipts/sandbox/${invoice.transactionNum}`
    : null;
  state.nextInvoiceId += 1;
  state.invoices.push(invoice);
  return invoice;
}

/** Seeds a paid period (times are offsets until the account is anchored). */
function seedPeriod(
  state: BillingState,
  random: Random,
  spec: PlanSpec,
  isYearly: boolean,
  startDay: number,
): StoredInvoice {
  const startAt = startDay * DAY;
  const endAt = startAt + (isYearly ? 365 : 30) * DAY;
  state.subscription = { planId: spec.id, isYearly, startAt, endAt };
  return addInvoice(state, random, startAt, state.subscription);
}

function plan(id: number): PlanSpec {
  const found = planById(id);
  if (!found) throw new Error(`No plan ${id}`);
  return found;
}

export function createBillingState(
  world: World,
  _user: StoredUser,
  scenario: Scenario,
): BillingState {
  const { random } = world;
  switch (scenario) {
    case 'ready': {
      // Starter, then Medium monthly for half a year (one duplicate charge refunded), now Pro yearly.
      const state = emptyBilling(random, {
        name: 'Riverside Community Church',
        ccbAccount: 'riversidecc',
      });
      state.card = {
        last4: '4242',
        expMonth: 8,
        expYear: 2031,
        token: 'tok_visa',
        declines: false,
      };
      seedPeriod(state, random, plan(1), false, -330);
      for (const day of [-300, -270, -240, -210, -180]) {
        const invoice = seedPeriod(state, random, plan(2), false, day);
        if (day !== -240) continue;
        const duplicate = addInvoice(state, random, (day + 1) * DAY, invoice.period);
        duplicate.isRefunded = 1;
        duplicate.refundReason = 'Refunded (duplicate charge)';
      }
      seedPeriod(state, random, plan(3), true, -150);
      state.customFields = createHeaderMappingState(true);
      return state;
    }
    case 'overdue': {
      // Medium monthly; the last renewal failed five days ago and the card on file declines.
      const state = emptyBilling(random, { name: 'Harvest Fellowship', ccbAccount: 'harvest' });
      state.card = {
        last4: '0002',
        expMonth: 11,
        expYear: 2030,
        token: 'tok_chargeDeclined',
        declines: true,
      };
      for (const day of [-95, -65, -35]) seedPeriod(state, random, plan(2), false, day);
      state.hasBillingIssue = 1;
      return state;
    }
    case 'broken': {
      const state = emptyBilling(random, { name: 'Calvary Chapel', ccbAccount: 'calvary' });
      state.card = {
        last4: '4444',
        expMonth: 3,
        expYear: 2030,
        token: 'tok_mastercard',
        declines: false,
      };
      seedPeriod(state, random, plan(2), true, -200);
      return state;
    }
    case 'paused': {
      // Medium monthly, paid and current: only the sync side has trouble.
      const state = emptyBilling(random, {
        name: "St. Mark's Lutheran Church",
        ccbAccount: 'stmarkslutheran',
      });
      state.card = {
        last4: '4242',
        expMonth: 6,
        expYear: 2031,
        token: 'tok_visa',
        declines: false,
      };
      for (const day of [-50, -20]) seedPeriod(state, random, plan(2), false, day);
      return state;
    }
    case 'renewal': {
      // Medium monthly; the period ended five days ago and the card on file declines, so the
      // renewal fails when the account is first looked at (`settle`: billing issue 2).
      const state = emptyBilling(random, { name: 'Gracepointe Church', ccbAccount: 'gracepointe' });
      state.card = {
        last4: '0002',
        expMonth: 2,
        expYear: 2031,
        token: 'tok_chargeDeclined',
        declines: true,
      };
      for (const day of [-65, -35]) seedPeriod(state, random, plan(2), false, day);
      return state;
    }
    case 'busy': {
      // Pro yearly: automatic syncs twice a day, unlimited manual syncs.
      const state = emptyBilling(random, {
        name: 'Lakeshore Church',
        ccbAccount: 'lakeshorechurch',
      });
      state.card = {
        last4: '4242',
        expMonth: 10,
        expYear: 2030,
        token: 'tok_visa',
        declines: false,
      };
      seedPeriod(state, random, plan(3), true, -90);
      return state;
    }
    case 'noplan':
      // Connected, but no plan was ever bought.
      return emptyBilling(random, { name: 'Bethel Community Church', ccbAccount: 'bethelcc' });
    case 'admin':
      return emptyBilling(random, { name: 'Flocksync', ccbAccount: '' });
    default:
      return emptyBilling(random, { name: '', ccbAccount: '' });
  }
}

/**
 * One of the platform's other customers (see `seedDirectory`): its own plan, card and first
 * invoice. The world seeds them in order, after the demo accounts.
 */
export function seedCustomer(
  random: Random,
  user: StoredUser,
  organization: Organization,
  billing: BillingState,
): void {
  billing.customer = { name: organization.name, ccbAccount: organization.ccbAccount };
  if (user.record.isPending === 1 || user.record.isActivated === 0) return;
  const isYearly = random.next() < 0.4;
  const picked = random.pick(PLANS);
  billing.card = {
    last4: String(random.int(1000, 9999)),
    expMonth: random.int(1, 12),
    expYear: random.int(2028, 2032),
    token: 'tok_visa',
    declines: false,
  };
  seedPeriod(billing, random, picked, isYearly, -random.int(1, isYearly ? 360 : 28));
}

// ---- time passing -------------------------------------------------------------------------

/**
 * Brings the account up to `now`: pins seeded offsets the first time, then renews periods that
 * ended (charging the card, or raising billing issue 2 when it declines or is missing) and ends a
 * cancelled subscription at its period end. Every billing read and write calls it first.
 */
export function settle(state: BillingState, now: number, random: Random): void {
  if (!state.anchored) {
    state.anchored = true;
    for (const invoice of state.invoices) {
      invoice.at += now;
      invoice.period.startAt += now;
      invoice.period.endAt += now;
    }
    if (state.subscription) {
      state.subscription.startAt += now;
      state.subscription.endAt += now;
    }
  }
  for (let guard = 0; guard < 240; guard += 1) {
    const subscription = state.subscription;
    if (!subscription || subscription.endAt > now) return;
    if (state.isCancelled) {
      state.cancelMessage = `Your subscription ended on ${longDate(subscription.endAt)}.`;
      state.subscription = null;
      return;
    }
    if (state.hasBillingIssue) return; // overdue: the plan stays while the invoice is unpaid
    if (!state.card || state.card.declines) {
      state.hasBillingIssue = 2;
      return;
    }
    subscription.startAt = subscription.endAt;
    subscription.endAt = addPeriod(subscription.startAt, subscription.isYearly);
    addInvoice(state, random, subscription.startAt, subscription, offerLines(state, subscription));
  }
}

/** The 25% of an accepted discount offer, on the first renewal after it (ADR 026). */
function offerLines(state: BillingState, period: InvoicePeriod): InvoiceLine[] {
  const offer = state.offer;
  const spec = planById(period.planId);
  if (!offer || offer.kind !== 'discount' || offer.applied || !spec) return [];
  offer.applied = true;
  return [
    {
      item: OFFER_DISCOUNT_ITEM,
      amount: -cents(periodPrice(spec, period.isYearly) * OFFER_DISCOUNT),
    },
  ];
}

// ---- reading ------------------------------------------------------------------------------

function currentSpec(state: BillingState): PlanSpec | undefined {
  return state.subscription ? planById(state.subscription.planId) : undefined;
}

/**
 * The plan in force (undefined without one), for the feature gates (`featureRefusal`). Pass the
 * call's `{ now, world }` so a period that ended meanwhile is applied first.
 */
export function planInForce(account: Account, clock?: BillingClock): PlanSpec | undefined {
  if (clock) settle(account.billing, clock.now, clock.world.random);
  return currentSpec(account.billing);
}

/** The rank of the plan in force, 0 without one. */
export function currentRank(account: Account): number {
  return currentSpec(account.billing)?.rank ?? 0;
}

/** The Custom Fields Mapping the church's next sync applies (within its plan, ADR 028). */
export function mappedFields(account: Account, user: { default_country?: string }): FieldMapping {
  return fieldMapping(account.billing.customFields, currentRank(account), user.default_country);
}

/** A call's time and world: given to the readers below, they first bring billing up to now. */
export interface BillingClock {
  now: number;
  world: World;
}

/**
 * What the plan allows; the pair endpoints enforce it. Pass the call's `{ now, world }` so a
 * period that ended meanwhile (renewal, cancellation running out) is applied first.
 */
export function planLimits(
  account: Account,
  clock?: BillingClock,
): {
  maxSyncPairs: number;
  maxParticipants: number;
  hasCurrentPlan: boolean;
} {
  if (clock) settle(account.billing, clock.now, clock.world.random);
  const spec = currentSpec(account.billing);
  return spec
    ? {
        maxSyncPairs: spec.maxSyncPairs,
        maxParticipants: spec.maxParticipants,
        hasCurrentPlan: true,
      }
    : { maxSyncPairs: 0, maxParticipants: 0, hasCurrentPlan: false };
}

/** The billing part of `/account/warnings` (pass `{ now, world }` as for `planLimits`). */
export function billingWarnings(
  account: Account,
  clock?: BillingClock,
): Pick<
  Schemas['Warnings'],
  'hasBillingIssue' | 'isCancelled' | 'cancelMessage' | 'hasCurrentPlan'
> {
  if (clock) settle(account.billing, clock.now, clock.world.random);
  const { billing } = account;
  return {
    hasBillingIssue: billing.hasBillingIssue,
    isCancelled: billing.isCancelled,
    cancelMessage: billing.isCancelled ? billing.cancelMessage : '',
    hasCurrentPlan: billing.subscription ? 1 : 0,
  };
}

/** `/billing/current-plan`: the plan in force, or the 'No Current Plan' default. */
export function currentPlan(state: BillingState): { currentPlan: Plan; hasCurrentPlan: 0 | 1 } {
  const subscription = state.subscription;
  const spec = currentSpec(state);
  if (!subscription || !spec) return { currentPlan: noCurrentPlan(), hasCurrentPlan: 0 };
  const price = periodPrice(spec, subscription.isYearly);
  return {
    currentPlan: {
      ...planRecord(spec, subscription.isYearly, true),
      amountDisplay: money(price),
      subAmountDisplay:
        (subscription.isYearly ? `per year ($${money(cents(price / 12))} / month)` : 'per month') +
        (state.offer?.kind === 'discount' && !state.offer.applied ? OFFER_PENDING_NOTE : ''),
      activeMembership: {
        startDate: isoDate(subscription.startAt),
        endDate: isoDate(subscription.endAt),
      },
    },
    hasCurrentPlan: 1,
  };
}

/** `/billing/all-plans`: both lists, the plan in force marked current. */
export function allPlans(state: BillingState): { monthly: Plan[]; yearly: Plan[] } {
  const subscription = state.subscription;
  const isCurrent = (spec: PlanSpec, isYearly: boolean) =>
    subscription?.planId === spec.id && subscription.isYearly === isYearly;
  return {
    monthly: PLANS.map((spec) => planRecord(spec, false, isCurrent(spec, false))),
    yearly: PLANS.map((spec) => planRecord(spec, true, isCurrent(spec, true))),
  };
}

function sum(lines: readonly InvoiceLine[]): number {
  return cents(lines.reduce((total, line) => total + line.amount, 0));
}

/** What the invoice charged: the period's price and its adjustments, never below 0. */
function invoiceTotal(invoice: StoredInvoice): number {
  return Math.max(0, sum([periodLine(invoice.period), ...invoice.adjustments]));
}

/** Newest first, as the billing page lists them. */
export function invoiceRows(state: BillingState): Schemas['Invoice'][] {
  return [...state.invoices]
    .sort((a, b) => b.at - a.at || b.id - a.id)
    .map((invoice) => ({
      id: invoice.id,
      date: isoDate(invoice.at),
      transactionNum: invoice.transactionNum,
      amount: invoiceTotal(invoice),
      stripeLink: invoice.stripeLink,
      isRefunded: invoice.isRefunded,
    }));
}

/** The detail lines; a refund shows as a negative line, and the last line is the total. */
export function invoiceLines(invoice: StoredInvoice): InvoiceLine[] {
  const charged = invoiceTotal(invoice);
  const lines = [periodLine(invoice.period), ...invoice.adjustments];
  if (invoice.isRefunded)
    lines.push({ item: invoice.refundReason || 'Refunded', amount: -charged });
  return [...lines, { item: 'Total', amount: invoice.isRefunded ? 0 : charged }];
}

export function cardRecord(card: StoredCard | null): Schemas['Card'] | null {
  return card ? { last4: card.last4, expMonth: card.expMonth, expYear: card.expYear } : null;
}

// ---- coupons ------------------------------------------------------------------------------

/** The coupons the sandbox honours: each gives free days before the first charge. */
export const COUPONS: readonly { code: string; trialDays: number; expired?: boolean }[] = [
  { code: 'WELCOME30', trialDays: 30 },
  { code: 'CHURCH14', trialDays: 14 },
  { code: 'FLOCK60', trialDays: 60 },
  { code: 'EASTER2023', trialDays: 30, expired: true },
];

export function checkCoupon(
  state: BillingState,
  rawCode: string,
): { coupon: Schemas['Coupon']; message: string } {
  const code = rawCode.trim();
  const found = COUPONS.find((coupon) => coupon.code === code.toUpperCase());
  const invalid = (message: string) => ({
    coupon: { code, isValidCoupon: 0 as const, couponTrialDays: 0 },
    message,
  });
  if (!found) return invalid('Invalid Coupon');
  if (found.expired) return invalid('Invalid Coupon: this coupon has expired.');
  if (state.couponsUsed.includes(found.code)) {
    return invalid('Invalid Coupon: this coupon has already been used on your account.');
  }
  return {
    coupon: { code: found.code, isValidCoupon: 1, couponTrialDays: found.trialDays },
    message: 'Valid Coupon',
  };
}

// ---- changing -----------------------------------------------------------------------------

export type Outcome = { ok: true; message: string } | { ok: false; message: string };

const fail = (message: string): Outcome => ({ ok: false, message });

export const CARD_DECLINED_MESSAGE =
  'Your card was declined. Please update your details and try again.';

/** `/billing/new-card` and `/billing/update-card`: validates and stores the card. */
export function storeCard(
  state: BillingState,
  input: { ccYear: number; ccMonth: number; stripeToken: string; cardLast4: string },
  now: number,
): Outcome {
  const { ccYear, ccMonth, stripeToken, cardLast4 } = input;
  if (!/^tok_[A-Za-z0-9_]+$/.test(stripeToken)) return fail('Invalid card token.');
  if (!/^[0-9]{4}$/.test(cardLast4)) return fail('Card Number is invalid!');
  if (!(ccMonth >= 1 && ccMonth <= 12)) return fail("Your card's expiration month is invalid.");
  if (!(ccYear >= 2000 && ccYear <= 2099)) return fail("Your card's expiration year is invalid.");
  const expiresAt = Date.UTC(ccYear, ccMonth, 1); // first day after the expiry month
  if (expiresAt <= now) return fail('Your card has expired.');
  state.card = {
    last4: cardLast4,
    expMonth: ccMonth,
    expYear: ccYear,
    token: stripeToken,
    declines: stripeToken === 'tok_chargeDeclined',
  };
  return { ok: true, message: 'Card saved successfully.' };
}

/**
 * `/billing/purchase-plan`: charges the card on file for a new period of the plan (a coupon makes
 * the first period a free trial of its days). Unused time of the plan being replaced is credited;
 * a credit larger than the charge goes to the user's account credit. Success clears the billing
 * issue and the cancellation.
 */
export function purchase(
  state: BillingState,
  user: StoredUser,
  input: { packageId: number; isYearly: boolean; couponCode: string },
  now: number,
  random: Random,
): Outcome {
  const spec = planById(input.packageId);
  if (!spec) return fail('Please choose a plan.');
  const { isYearly } = input;
  const current = state.subscription;
  const same = current?.planId === spec.id && current.isYearly === isYearly;
  if (same && !state.hasBillingIssue && !state.isCancelled) {
    return fail(`You are already subscribed to the ${spec.name} (${periodName(isYearly)}) plan.`);
  }
  let trialDays = 0;
  let couponCode = '';
  if (input.couponCode.trim() !== '') {
    const checked = checkCoupon(state, input.couponCode);
    if (!checked.coupon.isValidCoupon) return fail(checked.message);
    trialDays = checked.coupon.couponTrialDays;
    couponCode = checked.coupon.code;
  }
  if (!state.card) return fail('Please add a payment method before purchasing a plan.');
  if (state.card.declines) return fail(CARD_DECLINED_MESSAGE);

  const endAt = trialDays ? now + trialDays * DAY : addPeriod(now, isYearly);
  const period: InvoicePeriod = { planId: spec.id, isYearly, startAt: now, endAt };
  const price = periodPrice(spec, isYearly);
  const adjustments: InvoiceLine[] = [];
  if (trialDays) {
    adjustments.push({ item: `Coupon ${couponCode}: ${trialDays} days free`, amount: -price });
  }
  const replaced = current ? planById(current.planId) : undefined;
  if (current && replaced && !state.hasBillingIssue && current.endAt > now) {
    const unused = (current.endAt - now) / (current.endAt - current.startAt);
    const credit = cents(periodPrice(replaced, current.isYearly) * Math.min(1, unused));
    if (credit > 0) {
      adjustments.push({
        item: `Unused time on ${replaced.name} (${periodName(current.isYearly)})`,
        amount: -credit,
      });
    }
  }
  const subtotal = sum([{ item: '', amount: price }, ...adjustments]);
  const credits = user.record.credits;
  if (subtotal < 0) {
    adjustments.push({ item: 'Added to your account credit', amount: -subtotal });
    user.record.credits = cents(credits - subtotal);
  } else if (subtotal > 0 && credits > 0) {
    const used = Math.min(credits, subtotal);
    adjustments.push({ item: 'Account credit applied', amount: -used });
    user.record.credits = cents(credits - used);
  }
  addInvoice(state, random, now, period, adjustments);
  if (couponCode) state.couponsUsed.push(couponCode);
  state.subscription = { planId: spec.id, isYearly, startAt: now, endAt };
  state.hasBillingIssue = 0;
  state.isCancelled = 0;
  state.cancelMessage = '';
  state.cancelReason = '';
  const trial = trialDays ? ` Your first ${trialDays} days are free.` : '';
  return {
    ok: true,
    message: `Thank you! You are now subscribed to the <b>${spec.name}</b> plan (${periodName(isYearly)}).${trial}`,
  };
}

const REASONS: readonly string[] = [
  "don't understand how to use",
  'too expensive',
  'found another option',
  "don't use it enough",
  'some features missing',
  'bugs or support problems',
  'other reasons',
];
const PLATFORMS: readonly string[] = ['Planning Center', 'Realm', 'Pushpay', 'Other'];

/**
 * `/billing/cancel-plan`: the reason is one of the fixed list, with ': ' and the platform for
 * 'found another option' or a comment for 'other reasons'. The plan stays until its period ends.
 */
export function cancel(
  state: BillingState,
  user: StoredUser,
  cancelReason: string,
  stopSync: boolean,
): Outcome {
  const subscription = state.subscription;
  const spec = currentSpec(state);
  if (!subscription || !spec) return fail('You have no subscription to cancel.');
  if (state.isCancelled) return fail('Your subscription is already cancelled.');
  const separator = cancelReason.indexOf(': ');
  const reason = (separator < 0 ? cancelReason : cancelReason.slice(0, separator)).trim();
  const detail = separator < 0 ? '' : cancelReason.slice(separator + 2).trim();
  if (!REASONS.includes(reason.toLowerCase()))
    return fail('Please choose a reason for cancelling.');
  if (reason.toLowerCase() === 'found another option' && !PLATFORMS.includes(detail)) {
    return fail('Please choose the platform you are moving to.');
  }
  if (reason.toLowerCase() === 'other reasons' && detail === '') {
    return fail('Please tell us why you are cancelling.');
  }
  state.isCancelled = 1;
  state.cancelReason = cancelReason;
  state.cancelMessage = `Your ${spec.name} plan has been cancelled and stays active until ${longDate(subscription.endAt)}.`;
  if (stopSync) user.record.isDisableSync = 1;
  return { ok: true, message: 'Your subscription has been cancelled.' };
}

/** The cancellation offer (spec part 2 section 9: 25% or a 1 to 3 month pause; ADR 026). */
export const OFFER_DISCOUNT = 0.25;
export const OFFER_DISCOUNT_ITEM = 'Cancellation offer: 25% off';
/** Appended to the plan's sub amount until the discounted payment is made (ours). */
export const OFFER_PENDING_NOTE = ', 25% off your next payment';

function addMonths(at: number, months: number): number {
  const date = new Date(at);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}

/**
 * `/billing/accept-offer` (ADR 026): instead of cancelling, once per account, while a subscription
 * runs that is not cancelled and has no billing issue. `discount`: 25% off the next payment.
 * `pause`: the next payment moves `months` later without a charge; the plan stays in force.
 */
export function acceptOffer(state: BillingState, offer: string, monthsText: string): Outcome {
  const subscription = state.subscription;
  if (!subscription || !currentSpec(state)) return fail('You have no subscription to keep.');
  if (state.isCancelled) return fail('Your subscription is already cancelled.');
  if (state.hasBillingIssue) return fail('Please pay your overdue invoice first.');
  if (state.offer) return fail('You have already accepted this offer.');
  if (offer === 'discount') {
    state.offer = { kind: 'discount', months: 0, applied: false };
    return {
      ok: true,
      message: `Thank you for staying! Your next payment, on ${longDate(subscription.endAt)}, is 25% off.`,
    };
  }
  if (offer !== 'pause') return fail('Please choose an offer.');
  const months = Number(monthsText);
  if (!Number.isInteger(months) || months < 1 || months > 3) {
    return fail('Please choose a pause of 1 to 3 months.');
  }
  subscription.endAt = addMonths(subscription.endAt, months);
  state.offer = { kind: 'pause', months, applied: true };
  return {
    ok: true,
    message: `Your subscription is paused for ${months} month${months === 1 ? '' : 's'}: your next payment is on ${longDate(subscription.endAt)}.`,
  };
}

/** Admin Create User: the chosen package starts now, granted without a charge. */
export function grantPlan(
  state: BillingState,
  spec: PlanSpec,
  isYearly: boolean,
  now: number,
  random: Random,
): void {
  settle(state, now, random);
  state.subscription = { planId: spec.id, isYearly, startAt: now, endAt: addPeriod(now, isYearly) };
  addInvoice(state, random, now, state.subscription, [
    { item: 'Granted by an administrator', amount: -periodPrice(spec, isYearly) },
  ]);
}
