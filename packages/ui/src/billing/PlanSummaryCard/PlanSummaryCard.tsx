import styled from 'styled-components';
import { Button } from '../../core/Button';
import { Skeleton } from '../../core/Skeleton';
import { Actions, Section } from '../BillingTable';
import { invoiceTexts, planCardTexts as t } from '../texts';

export interface PlanSummary {
  name: string;
  /** Shown after '$'. */
  amount: string;
  subAmount: string;
  /** Formatted dates; null without a running period. */
  startDate: string | null;
  endDate: string | null;
}

export interface PlanSummaryCardProps {
  /** The plan in force ('No Current Plan' without one); null while loading. */
  plan: PlanSummary | null;
  /** Subscribe without a plan, Change with one. */
  hasPlan: boolean;
  /** A subscription exists and is not already cancelled. */
  cancellable: boolean;
  /** The read failed. */
  failed?: boolean;
  onRetry?: () => void;
  onSubscribe: () => void;
  onCancel: () => void;
}

/** The billing page's plan card (spec part 2 "Billing"). */
export function PlanSummaryCard({
  plan,
  hasPlan,
  cancellable,
  failed = false,
  onRetry,
  onSubscribe,
  onCancel,
}: PlanSummaryCardProps) {
  return (
    <Section aria-labelledby="billing-plan-title">
      <h2 id="billing-plan-title">{t.title}</h2>
      {plan ? (
        <>
          <Name>{plan.name}</Name>
          <p>
            <Amount>${plan.amount}</Amount>
            {plan.subAmount ? <Sub> {plan.subAmount}</Sub> : null}
          </p>
          {plan.startDate && plan.endDate ? (
            <Dates>
              <dt>{t.startDate}</dt>
              <dd>{plan.startDate}</dd>
              <dt>{t.nextDate}</dt>
              <dd>{plan.endDate}</dd>
            </Dates>
          ) : null}
          <Actions>
            <Button onClick={onSubscribe}>{hasPlan ? t.change : t.subscribe}</Button>
            {cancellable ? (
              <Button variant="secondary" onClick={onCancel}>
                {t.cancel}
              </Button>
            ) : null}
          </Actions>
        </>
      ) : failed ? (
        <Actions role="alert">
          <span>{invoiceTexts.failed}</span>
          <Button variant="secondary" size="small" onClick={onRetry}>
            {invoiceTexts.retry}
          </Button>
        </Actions>
      ) : (
        <Skeleton.Text lines={3} />
      )}
    </Section>
  );
}

const Name = styled.p`
  margin: 0;
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

const Dates = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  & dt {
    color: ${({ theme }) => theme.color.text.muted};
  }
  & dd {
    margin: 0;
  }
`;
