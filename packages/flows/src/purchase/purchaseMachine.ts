import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { watchNothing } from '../watch';

/**
 * Subscription purchase (spec part 2 sections 2 and 4): choose a plan on /subscription-plans
 * (period, per-plan coupon checked 200 ms after typing stops), then the order on /change-plan
 * (the pay button, the confirmation, purchasing), ending at /billing with the server's message,
 * or with 'Card declined!', or at /setup-payment when there is no card.
 *
 * One machine for both pages: without an `order` in its input it starts at `choosing`, with one
 * (the state /change-plan was opened with) at `order`.
 */

/** Spec section 9. */
export const COUPON_DEBOUNCE_MS = 200;
export const PURCHASE_SNACKBAR_MS = 20_000;

export type PlanRank = 1 | 2 | 3;

/** What the order needs of a plan. */
export interface PlanRef {
  id: number;
  name: string;
  rank: PlanRank;
}

/** The plan in force (id 0 'No Current Plan' is `null`). */
export interface CurrentSubscription {
  planId: number;
  rank: PlanRank;
  isYearly: boolean;
}

/** What /change-plan is opened with: the plan, its period and the coupon that reaches the purchase. */
export interface Order {
  plan: PlanRef;
  isYearly: boolean;
  couponCode: string;
}

/** What the page knows from its reads; sent again whenever they change. */
export interface PurchaseFacts {
  current: CurrentSubscription | null;
  /** warnings.hasBillingIssue is 1 or 2. */
  hasBillingIssue: boolean;
  /** A card is on file (`/billing/current-card-details`). */
  hasCard: boolean;
  /** warnings.isCancelled: the plan in force may be bought again. */
  isCancelled: boolean;
}

/** 'failed': the check itself failed (no answer, an error): not an invalid coupon. */
export type CouponStatus = 'checking' | 'valid' | 'invalid' | 'failed';

export interface CouponEntry {
  code: string;
  status: CouponStatus | null;
  /** The server's words for an invalid coupon, when it gave any. */
  message: string;
}

export interface CouponCheck {
  valid: boolean;
  message: string;
}

/** What `/billing/purchase-plan` answered. */
export type PurchaseResult =
  { ok: true; message: string } | { ok: false; declined: boolean; message: string };

export interface PurchaseContext extends PurchaseFacts {
  isYearly: boolean;
  /** One entry per plan typed into, by plan id. */
  coupons: Record<number, CouponEntry>;
  /** The plan whose coupon is being typed or checked. */
  couponPlanId: number | null;
  order: Order | null;
  /** A failed purchase's message (not a decline), shown on the order page. */
  error: string | null;
}

export interface PurchaseInput extends Partial<PurchaseFacts> {
  order?: Order | null;
  /** Default yearly (spec: the toggle defaults to yearly). */
  isYearly?: boolean;
}

export type PurchaseEvent =
  | ({ type: 'facts.update' } & Partial<PurchaseFacts>)
  | { type: 'period.change'; isYearly: boolean }
  | { type: 'coupon.change'; planId: number; code: string }
  /** Try again after a failed check: the same code is checked at once. */
  | { type: 'coupon.retry'; planId: number }
  | { type: 'plan.choose'; plan: PlanRef }
  | { type: 'order.pay' }
  | { type: 'order.changeCard' }
  | { type: 'confirm.yes' }
  | { type: 'confirm.no' };

const emptyEntry: CouponEntry = { code: '', status: null, message: '' };

function entryOf(context: PurchaseContext, planId: number): CouponEntry {
  return context.coupons[planId] ?? emptyEntry;
}

function withEntry(context: PurchaseContext, planId: number, entry: Partial<CouponEntry>) {
  return { ...context.coupons, [planId]: { ...entryOf(context, planId), ...entry } };
}

export const purchaseMachine = setup({
  types: {
    context: {} as PurchaseContext,
    events: {} as PurchaseEvent,
    input: {} as PurchaseInput,
  },
  actors: {
    /** Sends `facts.update` (the plan in force, warnings, a card) at start and on every change. */
    watchFacts: watchNothing,
    /** /billing/check-coupon with the code. */
    checkCoupon: fromPromise<CouponCheck, { code: string }>(async () => ({
      valid: false,
      message: '',
    })),
    /** /billing/purchase-plan: packageId, isYearly, cardType 'current', optional couponCode. */
    purchase: fromPromise<PurchaseResult, Order>(async () => ({
      ok: false,
      declined: false,
      message: '',
    })),
  },
  actions: {
    /** Open /change-plan with the order. */
    goToOrder: (_, _order: Order) => {},
    /** Open /setup-payment (no card, or Change card), to come back to the order. */
    goToSetupPayment: () => {},
    /** The 20 s snackbar with the server's message (HTML allowed). */
    notifyPurchased: (_, _message: string) => {},
    /** Warnings, account restrictions, plan, card and invoices reload. */
    reloadAfterPurchase: () => {},
    /** To /billing; with the order when the card was declined (the 'Card declined!' dialog). */
    goToBilling: (_, _declined: Order | null) => {},
  },
  guards: {
    hasCard: ({ context }) => context.hasCard,
  },
  delays: {
    couponDebounce: COUPON_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'purchase',
  context: ({ input }) => ({
    current: input.current ?? null,
    hasBillingIssue: input.hasBillingIssue ?? false,
    hasCard: input.hasCard ?? false,
    isCancelled: input.isCancelled ?? false,
    isYearly: input.order?.isYearly ?? input.isYearly ?? true,
    coupons: {},
    couponPlanId: null,
    order: input.order ?? null,
    error: null,
  }),
  initial: 'start',
  invoke: { src: 'watchFacts' },
  on: {
    'facts.update': {
      actions: assign(({ event }) => {
        const { type: _type, ...facts } = event;
        return facts;
      }),
    },
  },
  states: {
    start: {
      always: [{ guard: ({ context }) => context.order !== null, target: 'order' }, 'choosing'],
    },
    choosing: {
      initial: 'idle',
      on: {
        'period.change': { actions: assign({ isYearly: ({ event }) => event.isYearly }) },
        'coupon.change': [
          {
            guard: ({ event }) => event.code.trim() === '',
            target: '.idle',
            actions: assign({
              coupons: ({ context, event }) =>
                withEntry(context, event.planId, { code: event.code, status: null, message: '' }),
              couponPlanId: null,
            }),
          },
          {
            target: '.waiting',
            reenter: true,
            actions: assign({
              coupons: ({ context, event }) =>
                withEntry(context, event.planId, { code: event.code, status: null, message: '' }),
              couponPlanId: ({ event }) => event.planId,
            }),
          },
        ],
        'coupon.retry': {
          guard: ({ context, event }) => entryOf(context, event.planId).status === 'failed',
          target: '.checking',
          reenter: true,
          actions: assign({ couponPlanId: ({ event }) => event.planId }),
        },
        'plan.choose': {
          target: 'chosen',
          actions: [
            assign({
              order: ({ context, event }) => {
                const entry = entryOf(context, event.plan.id);
                return {
                  plan: event.plan,
                  isYearly: context.isYearly,
                  couponCode: entry.status === 'valid' ? entry.code.trim() : '',
                };
              },
            }),
            {
              type: 'goToOrder',
              params: ({ context }) => context.order as Order,
            },
          ],
        },
      },
      states: {
        idle: {},
        waiting: {
          after: { couponDebounce: 'checking' },
        },
        checking: {
          entry: assign({
            coupons: ({ context }) =>
              withEntry(context, context.couponPlanId ?? 0, { status: 'checking' }),
          }),
          invoke: {
            src: 'checkCoupon',
            input: ({ context }) => ({
              code: entryOf(context, context.couponPlanId ?? 0).code.trim(),
            }),
            onDone: {
              target: 'idle',
              actions: assign({
                coupons: ({ context, event }) =>
                  withEntry(context, context.couponPlanId ?? 0, {
                    status: event.output.valid ? 'valid' : 'invalid',
                    message: event.output.message,
                  }),
              }),
            },
            onError: {
              target: 'idle',
              actions: assign({
                coupons: ({ context }) =>
                  withEntry(context, context.couponPlanId ?? 0, { status: 'failed', message: '' }),
              }),
            },
          },
        },
      },
    },
    chosen: { type: 'final' },
    order: {
      on: {
        'order.pay': [
          { guard: 'hasCard', target: 'confirming', actions: assign({ error: null }) },
          { actions: 'goToSetupPayment' },
        ],
        'order.changeCard': { actions: 'goToSetupPayment' },
      },
    },
    confirming: {
      on: {
        'confirm.yes': 'purchasing',
        'confirm.no': 'order',
      },
    },
    purchasing: {
      invoke: {
        src: 'purchase',
        input: ({ context }) => context.order as Order,
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'purchased',
            actions: [
              { type: 'notifyPurchased', params: ({ event }) => event.output.message },
              'reloadAfterPurchase',
              { type: 'goToBilling', params: null },
            ],
          },
          {
            guard: ({ event }) => !event.output.ok && event.output.declined,
            target: 'declined',
            actions: [
              'reloadAfterPurchase',
              { type: 'goToBilling', params: ({ context }) => context.order },
            ],
          },
          {
            target: 'order',
            actions: assign({ error: ({ event }) => event.output.message }),
          },
        ],
        onError: {
          target: 'order',
          actions: assign({ error: '' }),
        },
      },
    },
    purchased: { type: 'final' },
    declined: { type: 'final' },
  },
});

export type PurchaseSnapshot = SnapshotFrom<typeof purchaseMachine>;

/** The pay button (spec section 4): Pay, Pay now, Downgrade now or Upgrade now. */
export type PayLabel = 'pay' | 'payNow' | 'downgradeNow' | 'upgradeNow';

export function payLabelOf(
  facts: Pick<PurchaseFacts, 'current' | 'hasBillingIssue'>,
  order: Pick<Order, 'plan' | 'isYearly'>,
): PayLabel {
  const { current } = facts;
  if (!current) return 'pay';
  if (facts.hasBillingIssue) return 'payNow';
  // "Downgrade now (moving to a lower plan, or from yearly to monthly)": any plan, higher too.
  if (order.plan.rank < current.rank) return 'downgradeNow';
  if (current.isYearly && !order.isYearly) return 'downgradeNow';
  return 'upgradeNow';
}

export function selectPayLabel(snapshot: PurchaseSnapshot): PayLabel | null {
  const { order } = snapshot.context;
  return order ? payLabelOf(snapshot.context, order) : null;
}

/** The coupon of one plan card: what was typed and the check's result on that plan only. */
export function selectCoupon(snapshot: PurchaseSnapshot, planId: number): CouponEntry {
  return entryOf(snapshot.context, planId);
}

export type OrderStep = 'order' | 'confirming' | 'purchasing' | 'left';

export function selectOrderStep(snapshot: PurchaseSnapshot): OrderStep {
  if (snapshot.matches('confirming')) return 'confirming';
  if (snapshot.matches('purchasing')) return 'purchasing';
  if (snapshot.matches('order')) return 'order';
  return 'left';
}

/**
 * Whether a plan card's button is 'My plan' and whether it can be chosen: the plan in force in
 * the shown period is 'My plan', chosen again only to repurchase it (billing issue).
 */
export function selectPlanButton(
  snapshot: PurchaseSnapshot,
  planId: number,
): { kind: 'myPlan' | 'choose'; disabled: boolean } {
  const { current, isYearly, hasBillingIssue, isCancelled } = snapshot.context;
  const mine = current !== null && current.planId === planId && current.isYearly === isYearly;
  const leaving = !snapshot.matches('choosing');
  if (mine) return { kind: 'myPlan', disabled: leaving || !(hasBillingIssue || isCancelled) };
  return { kind: 'choose', disabled: leaving };
}
