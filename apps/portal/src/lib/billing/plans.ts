import type { ApiData, Schemas } from '@flocksync/api-client';
import type { CurrentSubscription, Order, PlanRef } from '@flocksync/flows';
import { formatAmount, type PlanFeaturesView, type PlanOfferView } from '@flocksync/ui';

type Plan = Schemas['Plan'];

const count = new Intl.NumberFormat('en-US');

export function planFeatures(plan: Plan): PlanFeaturesView {
  return {
    manualSyncing: plan.manualSyncing === 1,
    automaticSyncing: plan.automaticSyncing === 1,
    syncFrequency: plan.syncFrequency,
    mappedCustomFields: plan.mappedCustomFields === 1,
    rollbackRestore: plan.rollbackRestore === 1,
    maxSyncPairs: count.format(plan.maxSyncPairs),
    maxParticipants: count.format(plan.maxParticipants),
  };
}

/** A card of /subscription-plans: a yearly plan shows its monthly share and the yearly total. */
export function planOfferView(plan: Plan): PlanOfferView {
  const yearly = plan.annualAmount > 0;
  return {
    id: plan.id,
    name: plan.name,
    mostPopular: plan.isRecommended === 1,
    pricePerMonth: formatAmount(plan.monthlyAmount),
    paidAnnually: yearly ? formatAmount(plan.annualAmount) : null,
    features: planFeatures(plan),
  };
}

export const planRef = (plan: Plan): PlanRef => ({ id: plan.id, name: plan.name, rank: plan.rank });

/** The plan in force as the purchase machine needs it; null for 'No Current Plan'. */
export function currentSubscriptionOf(
  data: ApiData<'/billing/current-plan'> | undefined,
): CurrentSubscription | null {
  if (!data || data.hasCurrentPlan !== 1) return null;
  const plan = data.currentPlan;
  return { planId: plan.id, rank: plan.rank, isYearly: plan.annualAmount > 0 };
}

/** The plan of an order in the list of its period (the plans may have changed meanwhile). */
export function planOfOrder(
  plans: ApiData<'/billing/all-plans'> | undefined,
  order: Order,
): Plan | undefined {
  const list = order.isYearly ? plans?.yearly : plans?.monthly;
  return list?.find((plan) => plan.id === order.plan.id);
}

/** What a period of the plan costs. */
export const periodPrice = (plan: Plan) =>
  plan.annualAmount > 0 ? plan.annualAmount : plan.monthlyAmount;
