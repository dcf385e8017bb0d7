import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { fromPromise } from 'xstate';
import { messageOf } from '@flocksync/api-client';
import {
  cancellationMachine,
  selectCancellationView,
  type CancelRequest,
  type OfferRequest,
  type Order,
} from '@flocksync/flows';
import {
  BillingBanner,
  BillingSection,
  CancelSubscriptionDialog,
  CardDeclinedDialog,
  ClearOverdueDialog,
  InvoiceTable,
  Link,
  OneMoreThingDialog,
  PageLayout,
  formatAmount,
  PaymentMethodTable,
  PlanSummaryCard,
  invoiceTexts,
  cancelTexts,
  oneMoreThingTexts,
  useSnackbar,
} from '@flocksync/ui';
import { paths } from '@/app/paths';
import { useRefreshAccount } from '@/lib/account';
import {
  planRef,
  readBillingArrival,
  type ChangePlanState,
  type SetupPaymentState,
} from '@/lib/billing';
import { formatDay } from '@/lib/format';
import { useApi, useSession } from '@/lib/providers';
import { useApiQueries } from '@/lib/query';
import { LAST_INVOICES, invoiceRowOf } from './invoiceRows';

/**
 * /billing (spec part 2 "Billing"): the cancelled and payment-failed banners, the plan card
 * (Subscribe, Change, Cancel), the payment method, the last 5 invoices, and the page's dialogs:
 * cancelling (cancellationMachine), 'Card declined!' after a declined purchase, and 'Clear
 * Overdue Invoice?' after a card change made from here with a billing issue.
 */
export function BillingPage() {
  const api = useApi();
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const snackbar = useSnackbar();
  const refreshAccount = useRefreshAccount();
  const query = useApiQueries();
  const warnings = useQuery(query('/account/warnings'));
  const plan = useQuery(query('/billing/current-plan'));
  const card = useQuery(query('/billing/current-card-details'));
  const invoices = useQuery(query('/billing/invoices', { page: 1 }));

  const [machine] = useState(() =>
    cancellationMachine.provide({
      actors: {
        cancelPlan: fromPromise<string, CancelRequest>(async ({ input }) => {
          try {
            const { message } = await api.call('/billing/cancel-plan', {
              cancelReason: input.cancelReason,
              stopSync: input.stopSync ? 1 : 0,
            });
            return message;
          } catch (error) {
            throw new Error(messageOf(error, ''));
          }
        }),
        acceptOffer: fromPromise<string, OfferRequest>(async ({ input }) => {
          try {
            const { message } = await api.call('/billing/accept-offer', input);
            return message;
          } catch (error) {
            throw new Error(messageOf(error, ''));
          }
        }),
      },
      actions: {
        notifyCancelled: (_, message) =>
          snackbar.show({ message: message || oneMoreThingTexts.title, severity: 'success' }),
        // The plan, the warnings and the limits follow through the client (`changes`); the
        // stop-sync box changed the account's flags, kept in the session.
        reloadAfterCancel: (_, stopSync) => {
          if (stopSync) void refreshAccount().catch(() => {});
        },
        notifyOfferAccepted: (_, message) =>
          snackbar.show({ message: message || cancelTexts.offerTitle, severity: 'success' }),
        // The plan (its next payment) follows through the client (`changes` of accept-offer).
        reloadAfterOffer: () => {},
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  const view = selectCancellationView(snapshot);

  const arrival = readBillingArrival(location.state);
  const dismissArrival = () => navigate(location.pathname, { replace: true, state: null });

  const current = plan.data?.hasCurrentPlan === 1 ? plan.data.currentPlan : null;
  const hasBillingIssue =
    warnings.data?.hasBillingIssue === 1 || warnings.data?.hasBillingIssue === 2;
  const isCancelled = warnings.data?.isCancelled === 1;
  const membership = current?.activeMembership ?? null;
  const cancellable =
    current !== null && membership !== null && warnings.data !== undefined && !isCancelled;

  // The dashboard's Cancel: the dialog opens once the plan shows a subscription to cancel, and
  // the arrival is forgotten (a reload or Back does not open it again).
  const cancelOnArrival = arrival.cancel && cancellable;
  const arrivalHandled = useRef<string | null>(null);
  useEffect(() => {
    if (!cancelOnArrival || arrivalHandled.current === location.key) return;
    arrivalHandled.current = location.key;
    send({ type: 'cancel.open' });
    navigate(location.pathname, { replace: true, state: null });
  }, [cancelOnArrival, send, navigate, location.key, location.pathname]);

  /** Paying what is overdue: the plan in force again, on /change-plan ('Pay now'). */
  const payOverdue = () => {
    if (!current) return navigate(paths.subscriptionPlans.href());
    const order: Order = {
      plan: planRef(current),
      isYearly: current.annualAmount > 0,
      couponCode: '',
    };
    navigate(paths.changePlan.href(), { state: { order } satisfies ChangePlanState });
  };
  const openCardForm = () =>
    navigate(paths.setupPayment.href(), {
      state: { from: 'billing' } satisfies SetupPaymentState,
    });

  const rows = invoices.data?.list.map(invoiceRowOf) ?? null;
  return (
    <PageLayout>
      {isCancelled ? (
        <BillingBanner kind="cancelled" cancelMessage={warnings.data?.cancelMessage ?? ''} />
      ) : null}
      {hasBillingIssue ? <BillingBanner kind="paymentFailed" onPayNow={payOverdue} /> : null}
      <Grid>
        <PlanSummaryCard
          plan={
            plan.data
              ? {
                  name: plan.data.currentPlan.name,
                  amount:
                    plan.data.currentPlan.amountDisplay ??
                    formatAmount(plan.data.currentPlan.monthlyAmount),
                  subAmount: plan.data.currentPlan.subAmountDisplay ?? '',
                  startDate: membership ? formatDay(membership.startDate) : null,
                  endDate: membership ? formatDay(membership.endDate) : null,
                }
              : null
          }
          hasPlan={current !== null}
          cancellable={cancellable}
          failed={plan.isError}
          onRetry={() => void plan.refetch()}
          onSubscribe={() => navigate(paths.subscriptionPlans.href())}
          onCancel={() => send({ type: 'cancel.open' })}
        />
        <PaymentMethodTable
          card={card.data === undefined ? undefined : card.data}
          credits={user?.credits ?? 0}
          failed={card.isError}
          onRetry={() => void card.refetch()}
          changeCardHref={paths.setupPayment.href()}
          onChangeCard={openCardForm}
        />
      </Grid>
      <BillingSection aria-label={invoiceTexts.lastInvoices}>
        <InvoiceTable
          caption={invoiceTexts.lastInvoices}
          rows={rows ? rows.slice(0, LAST_INVOICES) : null}
          failed={invoices.isError}
          onRetry={() => void invoices.refetch()}
          linkAs={RouterLink}
          footer={
            invoices.data && invoices.data.total > LAST_INVOICES ? (
              <Link as={RouterLink} to={paths.invoices.href()}>
                {invoiceTexts.viewAll}
              </Link>
            ) : null
          }
        />
      </BillingSection>

      <CancelSubscriptionDialog
        open={view.dialog === 'reasons'}
        reason={view.reason}
        platform={view.platform}
        comment={view.comment}
        cancelDisabled={view.block !== null}
        onReasonChange={(reason) => send({ type: 'reason.choose', reason })}
        onPlatformChange={(platform) => send({ type: 'platform.choose', platform })}
        onCommentChange={(comment) => send({ type: 'comment.change', comment })}
        onSubmit={() => send({ type: 'reasons.submit' })}
        onClose={() => send({ type: 'dialog.close' })}
        pauseMonths={view.pauseMonths}
        onPauseMonthsChange={(months) => send({ type: 'pauseMonths.choose', months })}
        onAcceptDiscount={() => send({ type: 'offer.accept', offer: 'discount' })}
        onAcceptPause={() => send({ type: 'offer.accept', offer: 'pause' })}
        acceptingOffer={view.acceptingOffer}
        offerError={view.offerError}
      />
      <OneMoreThingDialog
        open={view.dialog === 'oneMoreThing'}
        stopSync={view.stopSync}
        cancelling={view.cancelling}
        error={view.error}
        onStopSyncChange={(checked) => send({ type: 'stopSync.change', checked })}
        onConfirm={() => send({ type: 'final.confirm' })}
        onClose={() => send({ type: 'dialog.close' })}
      />
      <CardDeclinedDialog
        open={arrival.declined}
        retryHref={arrival.order ? paths.changePlan.href() : paths.subscriptionPlans.href()}
        onRetry={() =>
          arrival.order
            ? navigate(paths.changePlan.href(), {
                state: { order: arrival.order } satisfies ChangePlanState,
              })
            : navigate(paths.subscriptionPlans.href())
        }
        onUpdateCard={openCardForm}
        onClose={dismissArrival}
      />
      <ClearOverdueDialog
        open={arrival.clearOverdue && hasBillingIssue}
        onPay={payOverdue}
        onClose={dismissArrival}
      />
    </PageLayout>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
