import type { Schemas } from '@flocksync/api-client';
import type { HeaderMappingState } from './header-mappings';

// The shapes of an account's billing state: a leaf module, so `model.ts` can name them without
// importing the billing rules (which import the model).

type InvoiceLine = Schemas['InvoiceLine'];

/** The running subscription: a plan, its period and the dates of the period being paid. */
export interface Subscription {
  planId: number;
  isYearly: boolean;
  startAt: number;
  endAt: number;
}

/** The card on file. `declines` comes from the token (Stripe's `tok_chargeDeclined`). */
export interface StoredCard {
  last4: string;
  expMonth: number;
  expYear: number;
  token: string;
  declines: boolean;
}

/** The period an invoice pays for. */
export interface InvoicePeriod {
  planId: number;
  isYearly: boolean;
  startAt: number;
  endAt: number;
}

export interface StoredInvoice {
  id: number;
  at: number;
  transactionNum: string;
  stripeLink: string | null;
  period: InvoicePeriod;
  /** Lines after the period's price: coupon, unused time, account credit. */
  adjustments: InvoiceLine[];
  isRefunded: 0 | 1;
  refundReason: string;
}

/**
 * One church's account-side state that does not live on the user record: its plan, card,
 * invoices, coupons used, billing issue and cancellation, the customer it bills, and its
 * Custom Fields Mapping (a plan feature). Owned by the account/billing side of the sandbox.
 */
export interface BillingState {
  /**
   * Seeded times are offsets from the first moment the account is looked at (the world has no
   * clock when it is built); `settle` pins them to that moment once. New times are absolute.
   */
  anchored: boolean;
  customer: { name: string; ccbAccount: string };
  subscription: Subscription | null;
  card: StoredCard | null;
  /** Oldest first. */
  invoices: StoredInvoice[];
  nextInvoiceId: number;
  hasBillingIssue: 0 | 1 | 2;
  isCancelled: 0 | 1;
  cancelMessage: string;
  cancelReason: string;
  /** Upper-case codes already redeemed (a coupon works once per account). */
  couponsUsed: string[];
  customFields: HeaderMappingState;
  /**
   * The cancellation offer taken instead of cancelling (ADR 026), once per account: 25% off the
   * next payment (`applied` once that payment is made) or a pause of 1 to 3 months.
   */
  offer?: { kind: 'discount' | 'pause'; months: number; applied: boolean } | null;
}
