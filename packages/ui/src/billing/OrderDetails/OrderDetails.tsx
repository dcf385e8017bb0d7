import styled from 'styled-components';
import { Alert } from '../../core/Alert';
import { Button } from '../../core/Button';
import { PlanFeatures, type PlanFeaturesView } from '../PlanOffer';
import { orderTexts as t } from '../texts';

export type PayButtonLabel = keyof typeof t.pay;

export interface OrderView {
  planName: string;
  isYearly: boolean;
  /** Formatted with '$' and the period ("$183.60 / yr"). */
  price: string;
  features: PlanFeaturesView;
  /** The coupon that reaches the purchase, '' for none. */
  couponCode: string;
  /** Formatted with '$'. */
  willBeCharged: string;
}

export interface OrderDetailsProps {
  order: OrderView;
  /** The card on file's last 4 digits; null without a card; undefined while loading. */
  cardLast4: string | null | undefined;
  payLabel: PayButtonLabel;
  /** Purchasing: the pay button shows a spinner and ignores presses. */
  paying: boolean;
  /** A failed purchase: the server's message, or '' for the generic one. */
  error: string | null;
  /** Change or Add: the card form. */
  onChangeCard: () => void;
  onPay: () => void;
}

/** /change-plan's order details (spec part 2 "/change-plan"). */
export function OrderDetails({
  order,
  cardLast4,
  payLabel,
  paying,
  error,
  onChangeCard,
  onPay,
}: OrderDetailsProps) {
  const period = order.isYearly ? t.yearly : t.monthly;
  return (
    <Panel aria-labelledby="order-plan">
      <h2 id="order-plan">
        {order.planName} <Period>({period})</Period>
      </h2>
      <Facts>
        <dt>{t.price}</dt>
        <dd>{order.price}</dd>
        {order.couponCode ? (
          <>
            <dt>{t.coupon}</dt>
            <dd>{order.couponCode}</dd>
          </>
        ) : null}
      </Facts>
      <h3>{t.features}</h3>
      <PlanFeatures features={order.features} />
      <Charged>
        <span>{t.willBeCharged}</span>
        <strong>{order.willBeCharged}</strong>
      </Charged>
      <h3>{t.paymentMethod}</h3>
      <Card>
        <span>{cardLast4 ? t.cardEnding(cardLast4) : cardLast4 === null ? t.noCard : '…'}</span>
        <Button
          variant="secondary"
          size="small"
          onClick={onChangeCard}
          disabled={cardLast4 === undefined}
          aria-label={cardLast4 ? `${t.change} card` : `${t.add} card`}
        >
          {cardLast4 ? t.change : t.add}
        </Button>
      </Card>
      {error !== null ? <Alert variant="danger">{error || t.failed}</Alert> : null}
      <Button
        size="large"
        block
        loading={paying}
        disabled={cardLast4 === undefined}
        onClick={onPay}
      >
        {t.pay[payLabel]}
      </Button>
    </Panel>
  );
}

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.color.border.muted};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.background.default};

  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  & h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

const Period = styled.span`
  color: ${({ theme }) => theme.color.text.muted};
  font-weight: ${({ theme }) => theme.fontWeight.regular};
`;

const Facts = styled.dl`
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

const Charged = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} 0;
  border-top: 1px solid ${({ theme }) => theme.color.border.muted};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.muted};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const Card = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;
