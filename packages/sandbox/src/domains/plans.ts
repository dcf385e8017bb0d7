import type { Schemas } from '@flocksync/api-client';

type Plan = Schemas['Plan'];
type Rank = Schemas['PlanRank'];

/** One package the service sells, in both periods (the id is sent as `packageId`). */
export interface PlanSpec {
  id: number;
  name: string;
  rank: Rank;
  /** Price per month when paid monthly. */
  monthlyAmount: number;
  isRecommended: 0 | 1;
  manualSyncing: 0 | 1;
  automaticSyncing: 0 | 1;
  mappedCustomFields: 0 | 1;
  rollbackRestore: 0 | 1;
  maxSyncPairs: number;
  maxParticipants: number;
  syncFrequency: string;
  /** When automatic syncs run: hours (UTC) of the day, on one weekday (0 Sunday) or every day. */
  schedule: { hoursUtc: readonly number[]; weekday: number | null };
}

/** Paying yearly saves 15% ("save 15%" on the plans page). */
export const YEARLY_DISCOUNT = 0.15;

/**
 * The three plans (ranks 1 to 3). Monthly prices stay at or below $27, so the admin Create User
 * package list, which treats an amount above 27 as yearly, splits them correctly.
 */
export const PLANS: readonly PlanSpec[] = [
  {
    id: 1,
    name: 'Starter',
    rank: 1,
    monthlyAmount: 9,
    isRecommended: 0,
    manualSyncing: 1,
    automaticSyncing: 1,
    mappedCustomFields: 0,
    rollbackRestore: 0,
    maxSyncPairs: 10,
    maxParticipants: 1000,
    syncFrequency: 'Weekly, on Monday mornings',
    schedule: { hoursUtc: [6], weekday: 1 },
  },
  {
    id: 2,
    name: 'Medium',
    rank: 2,
    monthlyAmount: 18,
    isRecommended: 1,
    manualSyncing: 1,
    automaticSyncing: 1,
    mappedCustomFields: 1,
    rollbackRestore: 1,
    maxSyncPairs: 50,
    maxParticipants: 5000,
    syncFrequency: 'Daily, in the mornings',
    schedule: { hoursUtc: [6], weekday: null },
  },
  {
    id: 3,
    name: 'Pro',
    rank: 3,
    monthlyAmount: 27,
    isRecommended: 0,
    manualSyncing: 1,
    automaticSyncing: 1,
    mappedCustomFields: 1,
    rollbackRestore: 1,
    maxSyncPairs: 250,
    maxParticipants: 25000,
    syncFrequency: 'Twice a day, morning and evening',
    schedule: { hoursUtc: [6, 18], weekday: null },
  },
];

export function planById(id: number): PlanSpec | undefined {
  return PLANS.find((plan) => plan.id === id);
}

const HOUR = 3_600_000;
const DAY_MS = 24 * HOUR;

/**
 * The first automatic-sync slot of the plan strictly after `after` (spec part 1 section 6:
 * Starter weekly on Monday mornings, Medium daily in the mornings, Pro morning and evening).
 */
export function nextAutomaticSync(plan: PlanSpec, after: number): number {
  const startOfDay = Math.floor(after / DAY_MS) * DAY_MS;
  for (let day = 0; day <= 7; day += 1) {
    const midnight = startOfDay + day * DAY_MS;
    const weekday = new Date(midnight).getUTCDay();
    if (plan.schedule.weekday !== null && weekday !== plan.schedule.weekday) continue;
    for (const hour of plan.schedule.hoursUtc) {
      const slot = midnight + hour * HOUR;
      if (slot > after) return slot;
    }
  }
  throw new Error(`No automatic slot for ${plan.name}`);
}

/** The plan features the sandbox gates (spec part 2 sections 1 and 6). */
export type PlanFeature =
  'manualSyncing' | 'automaticSyncing' | 'mappedCustomFields' | 'rollbackRestore';

/** Without a plan, every feature answers this (spec part 1 section 5). */
export const NEEDS_PLAN_MESSAGE = 'You need to purchase a plan for this feature';

/** A plan without the feature (wording ours: the spec shows none). */
export const FEATURE_UPGRADE_MESSAGES: Record<PlanFeature, string> = {
  manualSyncing: 'Your plan does not include manual syncing. Please upgrade your plan.',
  automaticSyncing: 'Your plan does not include automatic syncing. Please upgrade your plan.',
  mappedCustomFields: 'Your plan does not include mapped custom fields. Please upgrade your plan.',
  rollbackRestore:
    'Your plan does not include rollback. Upgrade to Medium or Pro to roll back a sync.',
};

/** Why the plan in force (undefined: none) refuses the feature, or undefined when it allows it. */
export function featureRefusal(
  plan: PlanSpec | undefined,
  feature: PlanFeature,
): string | undefined {
  if (!plan) return NEEDS_PLAN_MESSAGE;
  return plan[feature] === 1 ? undefined : FEATURE_UPGRADE_MESSAGES[feature];
}

/** Rounds to cents. */
export function cents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** What a period of the plan costs: one month, or twelve months less 15%. */
export function periodPrice(plan: PlanSpec, isYearly: boolean): number {
  return isYearly ? cents(plan.monthlyAmount * 12 * (1 - YEARLY_DISCOUNT)) : plan.monthlyAmount;
}

/** The plan as the contract shows it in the monthly or the yearly list. */
export function planRecord(plan: PlanSpec, isYearly: boolean, isCurrent: boolean): Plan {
  const annualAmount = isYearly ? periodPrice(plan, true) : 0;
  return {
    id: plan.id,
    name: plan.name,
    rank: plan.rank,
    monthlyAmount: isYearly ? cents(annualAmount / 12) : plan.monthlyAmount,
    annualAmount,
    isRecommended: plan.isRecommended,
    isCurrent: isCurrent ? 1 : 0,
    manualSyncing: plan.manualSyncing,
    automaticSyncing: plan.automaticSyncing,
    mappedCustomFields: plan.mappedCustomFields,
    rollbackRestore: plan.rollbackRestore,
    maxSyncPairs: plan.maxSyncPairs,
    maxParticipants: plan.maxParticipants,
    syncFrequency: plan.syncFrequency,
  };
}

/** The 'No Current Plan' default: id 0, amounts 0, no feature. */
export function noCurrentPlan(): Plan {
  return {
    id: 0,
    name: 'No Current Plan',
    rank: 1,
    monthlyAmount: 0,
    annualAmount: 0,
    isRecommended: 0,
    isCurrent: 1,
    amountDisplay: '0',
    subAmountDisplay: '',
    activeMembership: null,
    manualSyncing: 0,
    automaticSyncing: 0,
    mappedCustomFields: 0,
    rollbackRestore: 0,
    maxSyncPairs: 0,
    maxParticipants: 0,
    syncFrequency: '',
  };
}

export function money(amount: number): string {
  return amount.toFixed(2);
}

export function periodName(isYearly: boolean): string {
  return isYearly ? 'Yearly' : 'Monthly';
}
