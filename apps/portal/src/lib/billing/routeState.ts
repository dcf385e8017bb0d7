import type { Order, PlanRank } from '@flocksync/flows';

/**
 * What the billing routes hand each other through the router's location state (never the
 * address bar): the order /change-plan shows, where /setup-payment came from, and the dialog
 * /billing opens on arrival. State can be anything (an old tab, a hand-made history entry), so
 * every reader checks its shape and falls back to none.
 */

export interface ChangePlanState {
  order: Order;
}

export interface SetupPaymentState {
  from: 'billing' | 'order';
  /** From /change-plan: the order to return to. */
  order?: Order;
}

export interface BillingArrival {
  /** A purchase was declined: 'Card declined!'. */
  declined: boolean;
  /** The declined order: RETRY goes back to /change-plan with it, else to /subscription-plans. */
  order: Order | null;
  /** A card was saved from billing with a billing issue: 'Clear Overdue Invoice?'. */
  clearOverdue: boolean;
  /** The dashboard's Cancel: the Cancel subscription dialog opens at once (ADR 026). */
  cancel: boolean;
}

/** What the dashboard's Cancel hands /billing. */
export interface CancelArrivalState {
  cancel: true;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function readOrder(value: unknown): Order | null {
  if (!isRecord(value) || !isRecord(value.plan)) return null;
  const { plan, isYearly, couponCode } = value;
  const rank = plan.rank;
  if (typeof plan.id !== 'number' || typeof plan.name !== 'string') return null;
  if (rank !== 1 && rank !== 2 && rank !== 3) return null;
  if (typeof isYearly !== 'boolean') return null;
  return {
    plan: { id: plan.id, name: plan.name, rank: rank as PlanRank },
    isYearly,
    couponCode: typeof couponCode === 'string' ? couponCode : '',
  };
}

export function readChangePlanState(state: unknown): ChangePlanState | null {
  const order = isRecord(state) ? readOrder(state.order) : null;
  return order ? { order } : null;
}

export function readSetupPaymentState(state: unknown): SetupPaymentState | null {
  if (!isRecord(state) || (state.from !== 'billing' && state.from !== 'order')) return null;
  const order = readOrder(state.order);
  return order ? { from: state.from, order } : { from: state.from };
}

export function readBillingArrival(state: unknown): BillingArrival {
  if (!isRecord(state)) return { declined: false, order: null, clearOverdue: false, cancel: false };
  return {
    declined: state.declined === true,
    order: readOrder(state.order),
    clearOverdue: state.clearOverdue === true,
    cancel: state.cancel === true,
  };
}
