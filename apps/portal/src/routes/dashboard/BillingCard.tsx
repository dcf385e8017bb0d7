import type { UseQueryResult } from '@tanstack/react-query';
import styled from 'styled-components';
import type { ApiData } from '@flocksync/api-client';
import { paths } from '@/app/paths';
import type { CancelArrivalState } from '@/lib/billing';
import { ButtonLink } from '@/lib/ButtonLink';
import { formatDay } from '@/lib/format';
import { CardError, CardLoading, DashboardCard, Facts } from './parts';
import { dashboardTexts as t } from './texts';

export interface BillingCardProps {
  plan: UseQueryResult<ApiData<'/billing/current-plan'>>;
  /** From the warnings: a cancelled subscription offers no Cancel. */
  isCancelled: boolean;
}

/**
 * The plan in force (spec part 2 "Billing" plan card): name, amount and sub amount, the billing
 * dates, Subscribe (no plan) or Change (a plan), and Cancel while a subscription runs (straight
 * to the Cancel subscription dialog on /billing).
 */
export function BillingCard({ plan, isCancelled }: BillingCardProps) {
  const { data } = plan;
  const current = data?.currentPlan;
  const hasPlan = data?.hasCurrentPlan === 1;
  const membership = current?.activeMembership ?? null;
  const footer = data ? (
    <>
      {membership && !isCancelled ? (
        // Opens /billing with the Cancel subscription dialog open (ADR 026).
        <ButtonLink to={paths.billing.href()} state={{ cancel: true } satisfies CancelArrivalState}>
          {t.cancel}
        </ButtonLink>
      ) : null}
      <ButtonLink to={paths.subscriptionPlans.href()} variant="primary">
        {hasPlan ? t.change : t.subscribe}
      </ButtonLink>
    </>
  ) : undefined;

  return (
    <DashboardCard title={t.billingTitle} busy={plan.isFetching} footer={footer}>
      {current ? (
        <Plan>
          <PlanName>{current.name}</PlanName>
          <p>
            <Amount>${current.amountDisplay ?? String(current.monthlyAmount)}</Amount>
            {current.subAmountDisplay ? <Sub> {current.subAmountDisplay}</Sub> : null}
          </p>
          {membership ? (
            <Facts>
              <dt>{t.billingStart}</dt>
              <dd>{formatDay(membership.startDate)}</dd>
              <dt>{t.billingNext}</dt>
              <dd>{formatDay(membership.endDate)}</dd>
            </Facts>
          ) : null}
        </Plan>
      ) : plan.error ? (
        <CardError onRetry={() => void plan.refetch()} />
      ) : (
        <CardLoading lines={3} />
      )}
    </DashboardCard>
  );
}

const Plan = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  p {
    margin: 0;
  }
`;

const PlanName = styled.p`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Amount = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xxl};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const Sub = styled.span`
  color: ${({ theme }) => theme.color.text.muted};
`;
