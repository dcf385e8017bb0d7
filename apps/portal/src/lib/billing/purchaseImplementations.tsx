import type { QueryClient, QueryObserverOptions } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { ApiError, messageOf, type ApiData } from '@flocksync/api-client';
import {
  PURCHASE_SNACKBAR_MS,
  type CouponCheck,
  type Order,
  type purchaseMachine,
  type PurchaseEvent,
  type PurchaseResult,
} from '@flocksync/flows';
import { SafeHtml, type useSnackbar } from '@flocksync/ui';
import { paths } from '@/app/paths';
import type { useRefreshAccount } from '@/lib/account';
import type { useApi } from '@/lib/providers';
import {
  staleAfterPlanChange,
  watchQueries,
  type useApiQueries,
  type useInvalidate,
} from '@/lib/query';
import { currentSubscriptionOf } from './plans';
import type { ChangePlanState, SetupPaymentState } from './routeState';

/**
 * The one place the purchase pages get their effects (spec part 2 "Subscription plans" and
 * "Change plan"): `purchaseMachine` watches the plan in force, the warnings and (on the order)
 * the card through the query cache, checks coupons and purchases through the client, reloads
 * what a purchase changes, says so in a snackbar and navigates. `usePlanChoice` and `useOrder`
 * beside it build it once per page.
 */

export type PurchaseImplementations = Parameters<typeof purchaseMachine.provide>[0];

/** What the implementations are made of: the client, the query cache, navigation, snackbars. */
export interface PurchaseDependencies {
  api: ReturnType<typeof useApi>;
  queryClient: QueryClient;
  /** The page's query options (`useApiQueries`), so the machine watches what the page reads. */
  query: ReturnType<typeof useApiQueries>;
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => void;
  snackbar: ReturnType<typeof useSnackbar>;
  invalidate: ReturnType<typeof useInvalidate>;
  refreshAccount: ReturnType<typeof useRefreshAccount>;
}

/**
 * How a declined card is told apart from other refusals: the payment provider's decline
 * (Stripe's `card_declined`) reaches the client as a status-0 message about a declined card
 * (ADR 018).
 */
const isDecline = (message: string) => /declined/i.test(message);

type CurrentPlan = ApiData<'/billing/current-plan'> | undefined;
type Warnings = ApiData<'/account/warnings'> | undefined;
type Card = ApiData<'/billing/current-card-details'> | undefined;

/** The plan in force, the same object while its answer is the same (so it is sent once). */
function subscriptionReader() {
  let data: CurrentPlan;
  let subscription = currentSubscriptionOf(undefined);
  return (next: CurrentPlan) => {
    if (next !== data) {
      data = next;
      subscription = currentSubscriptionOf(next);
    }
    return subscription;
  };
}

/** /subscription-plans: a coupon checked per plan; choosing opens the order. */
export function planChoiceImplementations({
  api,
  queryClient,
  query,
  navigate,
}: PurchaseDependencies): PurchaseImplementations {
  const subscriptionOf = subscriptionReader();
  return {
    actors: {
      // The buttons ('My plan', whether it can be chosen again) follow the plan and warnings.
      watchFacts: watchQueries<PurchaseEvent>(
        queryClient,
        [query('/billing/current-plan'), query('/account/warnings')] as QueryObserverOptions[],
        ([current, warnings]) => {
          const data = warnings?.data as Warnings;
          return {
            type: 'facts.update',
            current: subscriptionOf(current?.data as CurrentPlan),
            hasBillingIssue: (data?.hasBillingIssue ?? 0) > 0,
            isCancelled: data?.isCancelled === 1,
          };
        },
      ),
      checkCoupon: fromPromise<CouponCheck, { code: string }>(async ({ input, signal }) => {
        const { data, message } = await api.call(
          '/billing/check-coupon',
          { code: input.code },
          { signal },
        );
        return { valid: data.isValidCoupon === 1, message };
      }),
    },
    actions: {
      goToOrder: (_, order) =>
        navigate(paths.changePlan.href(), { state: { order } satisfies ChangePlanState }),
    },
  };
}

/** /change-plan: the pay button, the purchase and where it ends. */
export function orderImplementations(
  order: Order,
  { api, queryClient, query, navigate, snackbar, invalidate, refreshAccount }: PurchaseDependencies,
): PurchaseImplementations {
  const subscriptionOf = subscriptionReader();
  return {
    actors: {
      // The pay button's label and whether paying asks for a card follow these reads.
      watchFacts: watchQueries<PurchaseEvent>(
        queryClient,
        [
          query('/billing/current-plan'),
          query('/account/warnings'),
          query('/billing/current-card-details'),
        ] as QueryObserverOptions[],
        ([current, warnings, card]) => ({
          type: 'facts.update',
          current: subscriptionOf(current?.data as CurrentPlan),
          hasBillingIssue: ((warnings?.data as Warnings)?.hasBillingIssue ?? 0) > 0,
          hasCard: Boolean(card?.data as Card),
        }),
      ),
      purchase: fromPromise<PurchaseResult, Order>(async ({ input }) => {
        try {
          const { message } = await api.call('/billing/purchase-plan', {
            packageId: input.plan.id,
            isYearly: input.isYearly ? 1 : 0,
            cardType: 'current',
            ...(input.couponCode ? { couponCode: input.couponCode } : {}),
          });
          return { ok: true, message };
        } catch (error) {
          if (!(error instanceof ApiError) || error.kind !== 'status') throw error;
          const message = messageOf(error, '');
          return { ok: false, declined: isDecline(message), message };
        }
      }),
    },
    actions: {
      goToSetupPayment: () =>
        navigate(paths.setupPayment.href(), {
          state: { from: 'order', order } satisfies SetupPaymentState,
        }),
      notifyPurchased: (_, message) =>
        snackbar.show({
          message: <SafeHtml html={message} />,
          severity: message ? 'success' : 'error',
          durationMs: PURCHASE_SNACKBAR_MS,
        }),
      // The client already marked stale what a purchase changes; this joins those requests
      // (warnings, restrictions, plan) and refreshes the account (credits) in the session.
      reloadAfterPurchase: () => {
        void invalidate(staleAfterPlanChange, { afterChange: false });
        void refreshAccount().catch(() => {});
      },
      goToBilling: (_, declined) =>
        navigate(paths.billing.href(), {
          replace: true,
          state: declined ? { declined: true, order: declined } : null,
        }),
    },
  };
}
