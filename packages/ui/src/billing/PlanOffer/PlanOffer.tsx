import { useId } from 'react';
import styled from 'styled-components';
import { Chip } from '../../core/Chip';
import { Button } from '../../core/Button';
import { LoadFailure } from '../../core/LoadFailure';
import { TextField } from '../../core/TextField';
import { TEXT_LIMITS } from '../../core/limits';
import { plansTexts as t } from '../texts';
import { PlanFeatures, type PlanFeaturesView } from './PlanFeatures';

/** 'failed': the check itself failed (not an invalid coupon); Try again checks it again. */
export type CouponState = 'checking' | 'valid' | 'invalid' | 'failed' | null;

export interface PlanOfferView {
  id: number;
  name: string;
  mostPopular: boolean;
  /** Formatted, without '$'. */
  pricePerMonth: string;
  /** The yearly total when the yearly list is shown, formatted without '$'; else null. */
  paidAnnually: string | null;
  features: PlanFeaturesView;
}

export interface PlanOfferProps {
  plan: PlanOfferView;
  coupon: string;
  /** The coupon check's result, on this plan only. */
  couponState: CouponState;
  onCouponChange: (code: string) => void;
  /** Checks the coupon again after a failed check. */
  onCouponRetry?: () => void;
  /** 'My plan' for the plan in force, else 'Choose this plan'. */
  button: { kind: 'myPlan' | 'choose'; disabled: boolean };
  onChoose: () => void;
}

/** One plan card of /subscription-plans (spec part 2 "/subscription-plans"). */
export function PlanOffer({
  plan,
  coupon,
  couponState,
  onCouponChange,
  onCouponRetry,
  button,
  onChoose,
}: PlanOfferProps) {
  const titleId = useId();
  const hint =
    couponState === 'valid'
      ? t.validCoupon
      : couponState === 'checking'
        ? t.checkingCoupon
        : undefined;
  return (
    <Card aria-labelledby={titleId} data-recommended={plan.mostPopular || undefined}>
      <Head>
        <h2 id={titleId}>{plan.name}</h2>
        {plan.mostPopular ? <Chip variant="info">{t.mostPopular}</Chip> : null}
      </Head>
      <p>
        <Price>${plan.pricePerMonth}</Price> <Muted>{t.perMonth}</Muted>
      </p>
      {plan.paidAnnually !== null ? (
        <Muted as="p">{t.paidAnnually(plan.paidAnnually)}</Muted>
      ) : null}
      <PlanFeatures features={plan.features} />
      <Foot>
        <TextField
          label={t.coupon}
          value={coupon}
          maxLength={TEXT_LIMITS.couponCode}
          onChange={(event) => onCouponChange(event.target.value)}
          hint={hint}
          error={couponState === 'invalid' ? t.invalidCoupon : undefined}
          autoComplete="off"
          data-state={couponState ?? undefined}
          block
        />
        {couponState === 'failed' ? (
          <LoadFailure onRetry={onCouponRetry} retryLabel={t.couponRetry}>
            {t.couponCheckFailed}
          </LoadFailure>
        ) : null}
        <Button
          block
          variant={button.kind === 'myPlan' ? 'secondary' : 'primary'}
          disabled={button.disabled}
          onClick={onChoose}
          aria-describedby={titleId}
        >
          {button.kind === 'myPlan' ? t.myPlan : t.choose}
        </Button>
      </Foot>
    </Card>
  );
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.color.border.muted};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.background.default};
  min-width: 0;

  &[data-recommended] {
    border: 2px solid ${({ theme }) => theme.color.border.focus};
  }
  & p {
    margin: 0;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  justify-content: space-between;

  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

const Price = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xxxl};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Foot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: auto;
`;
