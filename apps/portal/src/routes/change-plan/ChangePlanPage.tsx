import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { ApiError, messageOf } from '@flocksync/api-client';
import {
  PURCHASE_SNACKBAR_MS,
  purchaseMachine,
  selectOrderStep,
  selectPayLabel,
  type Order,
  type PurchaseResult,
} from '@flocksync/flows';
import {
  formatMoney,
  invoiceTexts,
  Link,
  LoadFailure,
  OrderDetails,
  PageLayout,
  PurchaseConfirmDialog,
  SafeHtml,
  Skeleton,
  orderTexts as t,
  useSnackbar,
} from '@flocksync/ui';
import { paths } from '@/app/paths';
import { useRefreshAccount } from '@/lib/account';
import {
  currentSubscriptionOf,
  periodPrice,
  planFeatures,
  planOfOrder,
  readChangePlanState,
  type SetupPaymentState,
} from '@/lib/billing';
import { useApi } from '@/lib/providers';
import { failedReads, staleAfterPlanChange, useApiQueries, useInvalidate } from '@/lib/query';

/**
 * How a declined card is told apart from other refusals: the payment provider's decline
 * (Stripe's `card_declined`) reaches the client as a status-0 message about a declined card
 * (ADR 018).
 */
const isDecline = (message: string) => /declined/i.test(message);

/**
 * /change-plan (spec part 2): the order the plans page chose (location state), the pay button
 * (Pay, Pay now, Downgrade now, Upgrade now), the confirmation and the purchase; success goes to
 * /billing with the server's message for 20 s, a declined card to /billing's 'Card declined!'.
 * Without an order it returns to the plans.
 */
export function ChangePlanPage() {
  const location = useLocation();
  const state = readChangePlanState(location.state);
  if (!state) return <Navigate to={paths.subscriptionPlans.href()} replace />;
  return <Order order={state.order} />;
}

function Order({ order }: { order: Order }) {
  const api = useApi();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const invalidate = useInvalidate();
  const refreshAccount = useRefreshAccount();
  const query = useApiQueries();
  const plans = useQuery(query('/billing/all-plans'));
  const current = useQuery(query('/billing/current-plan'));
  const warnings = useQuery(query('/account/warnings'));
  const card = useQuery(query('/billing/current-card-details'));

  const [machine] = useState(() =>
    purchaseMachine.provide({
      actors: {
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
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { order } });

  const hasBillingIssue = (warnings.data?.hasBillingIssue ?? 0) > 0;
  const subscription = useMemo(() => currentSubscriptionOf(current.data), [current.data]);
  const hasCard = Boolean(card.data);
  useEffect(() => {
    send({ type: 'facts.update', current: subscription, hasBillingIssue, hasCard });
  }, [send, subscription, hasBillingIssue, hasCard]);

  const plan = planOfOrder(plans.data, order);
  const step = selectOrderStep(snapshot);
  const payLabel = selectPayLabel(snapshot) ?? 'pay';
  const ready = plan && current.data && warnings.data;
  const failure = failedReads(plans, current, warnings, card);
  return (
    <PageLayout
      width="narrow"
      title={t.title}
      intro={
        <Link as={RouterLink} to={paths.subscriptionPlans.href()}>
          {t.back}
        </Link>
      }
    >
      {failure ? (
        <LoadFailure onRetry={failure.retry} retryLabel={invoiceTexts.retry}>
          {invoiceTexts.failed}
        </LoadFailure>
      ) : ready ? (
        <OrderDetails
          order={{
            planName: plan.name,
            isYearly: order.isYearly,
            price: `${formatMoney(periodPrice(plan))} / ${order.isYearly ? 'yr' : 'mo'}`,
            features: planFeatures(plan),
            couponCode: order.couponCode,
            willBeCharged: formatMoney(order.couponCode ? 0 : periodPrice(plan)),
          }}
          cardLast4={card.data === undefined ? undefined : (card.data?.last4 ?? null)}
          payLabel={payLabel}
          paying={step === 'purchasing' || step === 'left'}
          error={snapshot.context.error}
          onChangeCard={() => send({ type: 'order.changeCard' })}
          onPay={() => send({ type: 'order.pay' })}
        />
      ) : (
        <Skeleton height="480px" />
      )}
      <PurchaseConfirmDialog
        open={step === 'confirming' || step === 'purchasing'}
        planName={order.plan.name}
        isYearly={order.isYearly}
        loading={step === 'purchasing'}
        onConfirm={() => send({ type: 'confirm.yes' })}
        onCancel={() => send({ type: 'confirm.no' })}
      />
    </PageLayout>
  );
}
