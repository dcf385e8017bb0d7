import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { fromPromise } from 'xstate';
import {
  purchaseMachine,
  selectCoupon,
  selectPlanButton,
  type CouponCheck,
} from '@flocksync/flows';
import {
  CloseIcon,
  IconButton,
  PageLayout,
  PeriodSwitch,
  PlanOffer,
  plansTexts as t,
  invoiceTexts,
  LoadFailure,
  Skeleton,
} from '@flocksync/ui';
import { paths } from '@/app/paths';
import { currentSubscriptionOf, planOfferView, planRef, type ChangePlanState } from '@/lib/billing';
import { useApi } from '@/lib/providers';
import { failedReads, useApiQueries } from '@/lib/query';

/**
 * /subscription-plans (spec part 2): Monthly / Yearly ('save 15%', yearly first), three plan
 * cards per row on a desktop and one on a phone, a coupon per plan checked 200 ms after typing
 * stops, 'My plan' or 'Choose this plan' (to /change-plan), and a close icon that goes back.
 */
export function SubscriptionPlansPage() {
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const query = useApiQueries();
  const plans = useQuery(query('/billing/all-plans'));
  const current = useQuery(query('/billing/current-plan'));
  const warnings = useQuery(query('/account/warnings'));

  const [machine] = useState(() =>
    purchaseMachine.provide({
      actors: {
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
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: {} });

  const subscription = useMemo(() => currentSubscriptionOf(current.data), [current.data]);
  const hasBillingIssue = (warnings.data?.hasBillingIssue ?? 0) > 0;
  const isCancelled = warnings.data?.isCancelled === 1;
  useEffect(() => {
    send({ type: 'facts.update', current: subscription, hasBillingIssue, isCancelled });
  }, [send, subscription, hasBillingIssue, isCancelled]);

  const isYearly = snapshot.context.isYearly;
  const list = isYearly ? plans.data?.yearly : plans.data?.monthly;
  // The buttons ('My plan', the pay label) need the current plan and warnings as well.
  const failure = failedReads(plans, current, warnings);
  return (
    <PageLayout
      title={t.title}
      actions={
        <IconButton
          aria-label={t.close}
          icon={<CloseIcon />}
          size="large"
          onClick={() =>
            // Back where the person came from; a first visit (a link opened afresh) goes to billing.
            location.key === 'default' ? navigate(paths.billing.href()) : navigate(-1)
          }
        />
      }
    >
      <PeriodSwitch
        value={isYearly ? 'yearly' : 'monthly'}
        onChange={(period) => send({ type: 'period.change', isYearly: period === 'yearly' })}
      />
      <Grid>
        {list && !failure
          ? list.map((plan) => {
              const coupon = selectCoupon(snapshot, plan.id);
              return (
                <PlanOffer
                  key={plan.id}
                  plan={planOfferView(plan)}
                  coupon={coupon.code}
                  couponState={coupon.status}
                  onCouponChange={(code) => send({ type: 'coupon.change', planId: plan.id, code })}
                  onCouponRetry={() => send({ type: 'coupon.retry', planId: plan.id })}
                  button={selectPlanButton(snapshot, plan.id)}
                  onChoose={() => send({ type: 'plan.choose', plan: planRef(plan) })}
                />
              );
            })
          : failure
            ? null
            : [0, 1, 2].map((index) => <Skeleton key={index} height="420px" />)}
      </Grid>
      {failure ? (
        <LoadFailure onRetry={failure.retry} retryLabel={invoiceTexts.retry}>
          {invoiceTexts.failed}
        </LoadFailure>
      ) : null}
      <Note>{t.twoWay}</Note>
    </PageLayout>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: stretch;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Note = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.color.text.muted};
`;
