import type { Schemas } from '../../index';
import type { Account, Scenario, StoredUser, World } from '../world';

/** One church's plan, card, invoices and coupons used. Owned by the billing-side sandbox work. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the billing-side work
export interface BillingState {}

export function createBillingState(
  _world: World,
  _user: StoredUser,
  _scenario: Scenario,
): BillingState {
  return {};
}

/** What the plan allows; the pair endpoints enforce it. */
export function planLimits(_account: Account): {
  maxSyncPairs: number;
  maxParticipants: number;
  hasCurrentPlan: boolean;
} {
  return { maxSyncPairs: 0, maxParticipants: 0, hasCurrentPlan: false };
}

/** The billing part of `/account/warnings`. */
export function billingWarnings(
  _account: Account,
): Pick<
  Schemas['Warnings'],
  'hasBillingIssue' | 'isCancelled' | 'cancelMessage' | 'hasCurrentPlan'
> {
  return { hasBillingIssue: 0, isCancelled: 0, cancelMessage: '', hasCurrentPlan: 0 } as never;
}
