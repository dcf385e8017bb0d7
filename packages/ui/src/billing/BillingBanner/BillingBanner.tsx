import { Banner } from '../../core/Banner';
import { Button } from '../../core/Button';
import { billingPageTexts as t } from '../texts';

export type BillingBannerProps =
  { kind: 'cancelled'; cancelMessage: string } | { kind: 'paymentFailed'; onPayNow: () => void };

/**
 * The billing page's banners (spec "Billing"): the cancelled subscription (the warnings'
 * cancelMessage plus 'Please purchase a plan') and the failed payment with 'Pay Now'.
 */
export function BillingBanner(props: BillingBannerProps) {
  if (props.kind === 'cancelled') {
    return (
      <Banner variant="info">
        {props.cancelMessage ? `${props.cancelMessage} ` : ''}
        {t.purchasePlan}
      </Banner>
    );
  }
  return (
    <Banner
      variant="danger"
      action={
        <Button size="small" variant="danger" onClick={props.onPayNow}>
          {t.payNow}
        </Button>
      }
    >
      {t.paymentFailed}
    </Banner>
  );
}
