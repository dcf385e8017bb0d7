import styled from 'styled-components';
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
import { planOfferView, planRef, usePlanChoice } from '@/lib/billing';

/**
 * /subscription-plans (spec part 2): Monthly / Yearly ('save 15%', yearly first), three plan
 * cards per row on a desktop and one on a phone, a coupon per plan checked 200 ms after typing
 * stops, 'My plan' or 'Choose this plan' (to /change-plan), and a close icon that goes back.
 * The flow is `usePlanChoice` (`lib/billing`).
 */
export function SubscriptionPlansPage() {
  const choice = usePlanChoice();
  return (
    <PageLayout
      title={t.title}
      actions={
        <IconButton aria-label={t.close} icon={<CloseIcon />} size="large" onClick={choice.close} />
      }
    >
      <PeriodSwitch
        value={choice.isYearly ? 'yearly' : 'monthly'}
        onChange={(period) => choice.send({ type: 'period.change', isYearly: period === 'yearly' })}
      />
      <Grid>
        {choice.plans && !choice.failure
          ? choice.plans.map((plan) => {
              const coupon = choice.coupon(plan.id);
              return (
                <PlanOffer
                  key={plan.id}
                  plan={planOfferView(plan)}
                  coupon={coupon.code}
                  couponState={coupon.status}
                  onCouponChange={(code) =>
                    choice.send({ type: 'coupon.change', planId: plan.id, code })
                  }
                  onCouponRetry={() => choice.send({ type: 'coupon.retry', planId: plan.id })}
                  button={choice.button(plan.id)}
                  onChoose={() => choice.send({ type: 'plan.choose', plan: planRef(plan) })}
                />
              );
            })
          : choice.failure
            ? null
            : [0, 1, 2].map((index) => <Skeleton key={index} height="420px" />)}
      </Grid>
      {choice.failure ? (
        <LoadFailure onRetry={choice.failure.retry} retryLabel={invoiceTexts.retry}>
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
