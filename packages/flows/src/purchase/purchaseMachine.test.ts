/**
 * purchaseMachine on bare actors with a simulated clock: every transition, the coupon debounce,
 * the pay-button label and the order's three endings.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, SimulatedClock, type EventObject } from 'xstate';
import { fail, flush, ok, scripted } from '../test/fakes';
import {
  COUPON_DEBOUNCE_MS,
  payLabelOf,
  purchaseMachine,
  selectCoupon,
  selectOrderStep,
  selectPayLabel,
  selectPlanButton,
  type CouponCheck,
  type Order,
  type PurchaseEvent,
  type PurchaseInput,
  type PurchaseResult,
} from './purchaseMachine';

const starter = { id: 1, name: 'Starter', rank: 1 as const };
const medium = { id: 2, name: 'Medium', rank: 2 as const };
const pro = { id: 3, name: 'Pro', rank: 3 as const };

function start(
  input: PurchaseInput = {},
  answers: { coupon?: CouponCheck[]; purchase?: PurchaseResult[] } = {},
) {
  const clock = new SimulatedClock();
  const checkCoupon = scripted<CouponCheck, { code: string }>(
    ...(answers.coupon ?? [{ valid: true, message: 'Valid Coupon' }]).map(ok),
  );
  const purchase = scripted<PurchaseResult, Order>(
    ...(answers.purchase ?? [{ ok: true, message: 'Thank you!' }]).map(ok),
  );
  const calls = {
    goToOrder: vi.fn(),
    goToSetupPayment: vi.fn(),
    notifyPurchased: vi.fn(),
    reloadAfterPurchase: vi.fn(),
    goToBilling: vi.fn(),
  };
  const machine = purchaseMachine.provide({
    actors: { checkCoupon: checkCoupon.logic, purchase: purchase.logic },
    actions: {
      goToOrder: (_, order) => calls.goToOrder(order),
      goToSetupPayment: () => calls.goToSetupPayment(),
      notifyPurchased: (_, message) => calls.notifyPurchased(message),
      reloadAfterPurchase: () => calls.reloadAfterPurchase(),
      goToBilling: (_, declined) => calls.goToBilling(declined),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  return { actor, clock, checkCoupon, purchase, calls };
}

describe('choosing a plan', () => {
  it('starts yearly and switches period', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toEqual({ choosing: 'idle' });
    expect(actor.getSnapshot().context.isYearly).toBe(true);
    actor.send({ type: 'period.change', isYearly: false });
    expect(actor.getSnapshot().context.isYearly).toBe(false);
  });

  it('checks a coupon 200 ms after typing stops, on the plan typed into only', async () => {
    const { actor, clock, checkCoupon } = start();
    actor.send({ type: 'coupon.change', planId: 2, code: 'WEL' });
    clock.increment(COUPON_DEBOUNCE_MS - 1);
    actor.send({ type: 'coupon.change', planId: 2, code: 'WELCOME30' });
    clock.increment(COUPON_DEBOUNCE_MS - 1);
    expect(checkCoupon.calls).toEqual([]);
    clock.increment(1);
    expect(selectCoupon(actor.getSnapshot(), 2).status).toBe('checking');
    await flush();
    expect(checkCoupon.calls).toEqual([{ code: 'WELCOME30' }]);
    expect(selectCoupon(actor.getSnapshot(), 2)).toEqual({
      code: 'WELCOME30',
      status: 'valid',
      message: 'Valid Coupon',
    });
    expect(selectCoupon(actor.getSnapshot(), 1).status).toBeNull();
    expect(selectCoupon(actor.getSnapshot(), 3).status).toBeNull();
  });

  it('marks an invalid coupon, and a failed check as failed, not invalid', async () => {
    const { actor, clock, checkCoupon } = start(
      {},
      { coupon: [{ valid: false, message: 'Invalid Coupon' }] },
    );
    actor.send({ type: 'coupon.change', planId: 1, code: 'NOPE' });
    clock.increment(COUPON_DEBOUNCE_MS);
    await flush();
    expect(selectCoupon(actor.getSnapshot(), 1).status).toBe('invalid');
    checkCoupon.then(fail());
    actor.send({ type: 'coupon.change', planId: 3, code: 'X' });
    clock.increment(COUPON_DEBOUNCE_MS);
    await flush();
    expect(selectCoupon(actor.getSnapshot(), 3)).toEqual({
      code: 'X',
      status: 'failed',
      message: '',
    });
  });

  it('checks a failed coupon again at once on coupon.retry, and only a failed one', async () => {
    const { actor, clock, checkCoupon } = start();
    checkCoupon.then(fail());
    actor.send({ type: 'coupon.change', planId: 2, code: 'WELCOME30' });
    clock.increment(COUPON_DEBOUNCE_MS);
    await flush();
    expect(selectCoupon(actor.getSnapshot(), 2).status).toBe('failed');
    checkCoupon.then(ok({ valid: true, message: 'Valid Coupon' }));
    actor.send({ type: 'coupon.retry', planId: 2 });
    expect(selectCoupon(actor.getSnapshot(), 2).status).toBe('checking');
    await flush();
    expect(checkCoupon.calls).toEqual([{ code: 'WELCOME30' }, { code: 'WELCOME30' }]);
    expect(selectCoupon(actor.getSnapshot(), 2).status).toBe('valid');
    // A coupon that did not fail is not checked again.
    actor.send({ type: 'coupon.retry', planId: 2 });
    actor.send({ type: 'coupon.retry', planId: 1 });
    await flush();
    expect(checkCoupon.calls).toHaveLength(2);
  });

  it('clearing the coupon checks nothing', () => {
    const { actor, clock, checkCoupon } = start();
    actor.send({ type: 'coupon.change', planId: 1, code: 'A' });
    actor.send({ type: 'coupon.change', planId: 1, code: ' ' });
    clock.increment(COUPON_DEBOUNCE_MS * 2);
    expect(checkCoupon.calls).toEqual([]);
    expect(actor.getSnapshot().value).toEqual({ choosing: 'idle' });
  });

  it('choosing passes plan, period and a valid coupon to the order', async () => {
    const { actor, clock, calls } = start();
    actor.send({ type: 'coupon.change', planId: 2, code: 'welcome30 ' });
    clock.increment(COUPON_DEBOUNCE_MS);
    await flush();
    actor.send({ type: 'plan.choose', plan: medium });
    expect(calls.goToOrder).toHaveBeenCalledWith({
      plan: medium,
      isYearly: true,
      couponCode: 'welcome30',
    });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('an invalid coupon does not reach the order', async () => {
    const { actor, clock, calls } = start({}, { coupon: [{ valid: false, message: '' }] });
    actor.send({ type: 'period.change', isYearly: false });
    actor.send({ type: 'coupon.change', planId: 1, code: 'BAD' });
    clock.increment(COUPON_DEBOUNCE_MS);
    await flush();
    actor.send({ type: 'plan.choose', plan: starter });
    expect(calls.goToOrder).toHaveBeenCalledWith({
      plan: starter,
      isYearly: false,
      couponCode: '',
    });
  });

  it("'My plan' is chosen again only with a billing issue or a cancellation", () => {
    const current = { planId: 2, rank: 2 as const, isYearly: true };
    const { actor } = start({ current });
    expect(selectPlanButton(actor.getSnapshot(), 2)).toEqual({ kind: 'myPlan', disabled: true });
    expect(selectPlanButton(actor.getSnapshot(), 3)).toEqual({ kind: 'choose', disabled: false });
    actor.send({ type: 'period.change', isYearly: false });
    expect(selectPlanButton(actor.getSnapshot(), 2).kind).toBe('choose');
    actor.send({ type: 'period.change', isYearly: true });
    actor.send({ type: 'facts.update', hasBillingIssue: true });
    expect(selectPlanButton(actor.getSnapshot(), 2)).toEqual({ kind: 'myPlan', disabled: false });
    actor.send({ type: 'facts.update', hasBillingIssue: false, isCancelled: true });
    expect(selectPlanButton(actor.getSnapshot(), 2).disabled).toBe(false);
  });
});

const order: Order = { plan: pro, isYearly: true, couponCode: 'WELCOME30' };

describe('the order', () => {
  it('pay with a card asks, and confirming purchases once', async () => {
    const { actor, purchase, calls } = start({ order, hasCard: true });
    expect(selectOrderStep(actor.getSnapshot())).toBe('order');
    actor.send({ type: 'order.pay' });
    actor.send({ type: 'order.pay' });
    expect(selectOrderStep(actor.getSnapshot())).toBe('confirming');
    actor.send({ type: 'confirm.yes' });
    actor.send({ type: 'confirm.yes' });
    expect(selectOrderStep(actor.getSnapshot())).toBe('purchasing');
    await flush();
    expect(purchase.calls).toEqual([order]);
    expect(calls.notifyPurchased).toHaveBeenCalledWith('Thank you!');
    expect(calls.reloadAfterPurchase).toHaveBeenCalledTimes(1);
    expect(calls.goToBilling).toHaveBeenCalledWith(null);
    expect(actor.getSnapshot().value).toBe('purchased');
  });

  it('confirm.no goes back to the order', () => {
    const { actor } = start({ order, hasCard: true });
    actor.send({ type: 'order.pay' });
    actor.send({ type: 'confirm.no' });
    expect(actor.getSnapshot().value).toBe('order');
  });

  it('without a card, pay and change card go to /setup-payment', () => {
    const { actor, calls } = start({ order });
    actor.send({ type: 'order.pay' });
    actor.send({ type: 'order.changeCard' });
    expect(calls.goToSetupPayment).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('order');
    actor.send({ type: 'facts.update', hasCard: true });
    actor.send({ type: 'order.pay' });
    expect(actor.getSnapshot().value).toBe('confirming');
  });

  it('a declined card goes to /billing with the order (Card declined!)', async () => {
    const { actor, calls } = start(
      { order, hasCard: true },
      { purchase: [{ ok: false, declined: true, message: 'Your card was declined.' }] },
    );
    actor.send({ type: 'order.pay' });
    actor.send({ type: 'confirm.yes' });
    await flush();
    expect(actor.getSnapshot().value).toBe('declined');
    expect(calls.goToBilling).toHaveBeenCalledWith(order);
    expect(calls.notifyPurchased).not.toHaveBeenCalled();
  });

  it('another refusal stays on the order with its message; a failed call with none', async () => {
    const { actor, purchase } = start(
      { order, hasCard: true },
      { purchase: [{ ok: false, declined: false, message: 'Invalid Coupon' }] },
    );
    actor.send({ type: 'order.pay' });
    actor.send({ type: 'confirm.yes' });
    await flush();
    expect(actor.getSnapshot().value).toBe('order');
    expect(actor.getSnapshot().context.error).toBe('Invalid Coupon');
    purchase.then(fail());
    actor.send({ type: 'order.pay' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'confirm.yes' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('');
  });

  it('facts update at any time', () => {
    const { actor } = start({ order });
    actor.send({ type: 'facts.update', current: { planId: 3, rank: 3, isYearly: true } });
    expect(selectPayLabel(actor.getSnapshot())).toBe('upgradeNow');
  });
});

describe('the pay button label', () => {
  const yearlyMedium = { planId: 2, rank: 2 as const, isYearly: true };
  const monthlyMedium = { ...yearlyMedium, isYearly: false };
  it.each([
    ['no current plan', null, false, medium, true, 'pay'],
    ['a billing issue', yearlyMedium, true, pro, true, 'payNow'],
    ['a lower plan', yearlyMedium, false, starter, true, 'downgradeNow'],
    ['yearly to monthly', yearlyMedium, false, medium, false, 'downgradeNow'],
    ['a higher plan', yearlyMedium, false, pro, true, 'upgradeNow'],
    ['a higher plan, yearly to monthly', yearlyMedium, false, pro, false, 'downgradeNow'],
    ['monthly to yearly', monthlyMedium, false, medium, true, 'upgradeNow'],
  ] as const)('%s', (_name, current, hasBillingIssue, plan, isYearly, label) => {
    expect(payLabelOf({ current, hasBillingIssue }, { plan, isYearly })).toBe(label);
  });

  // Spec part 2, section 4: 'Downgrade now (moving to a lower plan, or from yearly to monthly)
  // or Upgrade now'. Rows: the plan in force; columns: the plan ordered (m monthly, y yearly).
  // The plan in force in its own period is 'My plan' and cannot be ordered: '-'.
  const plans = { Starter: starter, Medium: medium, Pro: pro };
  const columns = ['Starter m', 'Starter y', 'Medium m', 'Medium y', 'Pro m', 'Pro y'] as const;
  // prettier-ignore
  const matrix: Record<(typeof columns)[number], string> = {
    //           Starter m       Starter y       Medium m        Medium y        Pro m           Pro y
    'Starter m': '-            | upgradeNow    | upgradeNow    | upgradeNow    | upgradeNow    | upgradeNow',
    'Starter y': 'downgradeNow | -             | downgradeNow  | upgradeNow    | downgradeNow  | upgradeNow',
    'Medium m':  'downgradeNow | downgradeNow  | -             | upgradeNow    | upgradeNow    | upgradeNow',
    'Medium y':  'downgradeNow | downgradeNow  | downgradeNow  | -             | downgradeNow  | upgradeNow',
    'Pro m':     'downgradeNow | downgradeNow  | downgradeNow  | downgradeNow  | -             | upgradeNow',
    'Pro y':     'downgradeNow | downgradeNow  | downgradeNow  | downgradeNow  | downgradeNow  | -',
  };
  const parse = (cell: (typeof columns)[number]) => {
    const [name, period] = cell.split(' ') as [keyof typeof plans, 'm' | 'y'];
    return { plan: plans[name], isYearly: period === 'y' };
  };
  const cells = columns.flatMap((from) =>
    (matrix[from].split('|').map((label) => label.trim()) as string[]).flatMap((label, index) =>
      label === '-' ? [] : [[from, columns[index] as (typeof columns)[number], label] as const],
    ),
  );

  it('covers every move between two plans and periods', () => {
    expect(cells).toHaveLength(30);
  });

  it.each(cells)('%s to %s: %s', (from, to, label) => {
    const { plan, isYearly } = parse(from);
    const current = { planId: plan.id, rank: plan.rank, isYearly };
    expect(payLabelOf({ current, hasBillingIssue: false }, parse(to))).toBe(label);
    // A billing issue always says 'Pay now'.
    expect(payLabelOf({ current, hasBillingIssue: true }, parse(to))).toBe('payNow');
  });

  it('is null while choosing', () => {
    expect(selectPayLabel(start().actor.getSnapshot())).toBeNull();
  });
});

describe('the facts it watches', () => {
  it('takes the plan in force, warnings and the card from the invoked watcher, at start and later', () => {
    const watched: { send?: (event: PurchaseEvent) => void; stopped: boolean } = { stopped: false };
    const goToSetupPayment = vi.fn();
    const order: Order = { plan: pro, isYearly: true, couponCode: '' };
    const actor = createActor(
      purchaseMachine.provide({
        actors: {
          watchFacts: fromCallback<EventObject>(({ sendBack }) => {
            watched.send = sendBack;
            sendBack({
              type: 'facts.update',
              current: { planId: medium.id, rank: medium.rank, isYearly: true },
              hasBillingIssue: false,
              hasCard: false,
            });
            return () => {
              watched.stopped = true;
            };
          }),
        },
        actions: { goToSetupPayment },
      }),
      { input: { order } },
    ).start();
    expect(selectPayLabel(actor.getSnapshot())).toBe('upgradeNow');
    actor.send({ type: 'order.pay' });
    expect(goToSetupPayment).toHaveBeenCalledTimes(1);
    watched.send?.({ type: 'facts.update', hasBillingIssue: true, hasCard: true });
    expect(selectPayLabel(actor.getSnapshot())).toBe('payNow');
    actor.send({ type: 'order.pay' });
    expect(selectOrderStep(actor.getSnapshot())).toBe('confirming');
    actor.stop();
    expect(watched.stopped).toBe(true);
  });
});
