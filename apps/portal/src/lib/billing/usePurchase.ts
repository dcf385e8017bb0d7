import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  purchaseMachine,
  selectCoupon,
  selectOrderStep,
  selectPayLabel,
  selectPlanButton,
  type Order,
  type PurchaseEvent,
} from '@flocksync/flows';
import { useSnackbar } from '@flocksync/ui';
import { paths } from '@/app/paths';
import { useRefreshAccount } from '@/lib/account';
import { useApi } from '@/lib/providers';
import { failedReads, useApiQueries, useInvalidate } from '@/lib/query';
import { planOfOrder } from './plans';
import {
  orderImplementations,
  planChoiceImplementations,
  type PurchaseDependencies,
} from './purchaseImplementations';

/** What both purchase pages give their implementations. */
function usePurchaseDependencies(): PurchaseDependencies {
  const navigate = useNavigate();
  return {
    api: useApi(),
    queryClient: useQueryClient(),
    query: useApiQueries(),
    navigate: (to, options) => void navigate(to, options),
    snackbar: useSnackbar(),
    invalidate: useInvalidate(),
    refreshAccount: useRefreshAccount(),
  };
}

/**
 * /subscription-plans: `purchaseMachine` given its effects once, and what the page shows: the
 * period, the plans of that period, each plan's coupon and button, a failed read to retry,
 * `close` and `send`.
 */
export function usePlanChoice() {
  const deps = usePurchaseDependencies();
  const navigate = useNavigate();
  const location = useLocation();
  const { query } = deps;
  const plans = useQuery(query('/billing/all-plans'));
  const current = useQuery(query('/billing/current-plan'));
  const warnings = useQuery(query('/account/warnings'));
  const [machine] = useState(() => purchaseMachine.provide(planChoiceImplementations(deps)));
  const [snapshot, send] = useMachine(machine, { input: {} });
  const isYearly = snapshot.context.isYearly;
  return {
    isYearly,
    plans: isYearly ? plans.data?.yearly : plans.data?.monthly,
    // The buttons ('My plan', the pay label) need the current plan and warnings as well.
    failure: failedReads(plans, current, warnings),
    coupon: (planId: number) => selectCoupon(snapshot, planId),
    button: (planId: number) => selectPlanButton(snapshot, planId),
    // Back where the person came from; a first visit (a link opened afresh) goes to billing.
    close: () =>
      location.key === 'default' ? void navigate(paths.billing.href()) : void navigate(-1),
    send: send as (event: PurchaseEvent) => void,
  };
}

/**
 * /change-plan: `purchaseMachine` given the order and its effects once, and what the page shows:
 * the plan as listed now, the card on file, the pay button's label, the step, the error, a failed
 * read to retry and `send`.
 */
export function useOrder(order: Order) {
  const deps = usePurchaseDependencies();
  const { query } = deps;
  const plans = useQuery(query('/billing/all-plans'));
  const current = useQuery(query('/billing/current-plan'));
  const warnings = useQuery(query('/account/warnings'));
  const card = useQuery(query('/billing/current-card-details'));
  const [machine] = useState(() => purchaseMachine.provide(orderImplementations(order, deps)));
  const [snapshot, send] = useMachine(machine, { input: { order } });
  const plan = planOfOrder(plans.data, order);
  return {
    plan,
    ready: Boolean(plan && current.data && warnings.data),
    failure: failedReads(plans, current, warnings, card),
    /** undefined while the card is read, null without one. */
    cardLast4: card.data === undefined ? undefined : (card.data?.last4 ?? null),
    step: selectOrderStep(snapshot),
    payLabel: selectPayLabel(snapshot) ?? 'pay',
    error: snapshot.context.error,
    send: send as (event: PurchaseEvent) => void,
  };
}
