import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import type { Order } from '@flocksync/flows';
import {
  formatMoney,
  invoiceTexts,
  Link,
  LoadFailure,
  OrderDetails,
  PageLayout,
  PurchaseConfirmDialog,
  Skeleton,
  orderTexts as t,
} from '@flocksync/ui';
import { paths } from '@/app/paths';
import { periodPrice, planFeatures, readChangePlanState, useOrder } from '@/lib/billing';

/**
 * /change-plan (spec part 2): the order the plans page chose (location state), the pay button
 * (Pay, Pay now, Downgrade now, Upgrade now), the confirmation and the purchase; success goes to
 * /billing with the server's message for 20 s, a declined card to /billing's 'Card declined!'.
 * Without an order it returns to the plans. The flow is `useOrder` (`lib/billing`).
 */
export function ChangePlanPage() {
  const location = useLocation();
  const state = readChangePlanState(location.state);
  if (!state) return <Navigate to={paths.subscriptionPlans.href()} replace />;
  return <Order order={state.order} />;
}

function Order({ order }: { order: Order }) {
  const purchase = useOrder(order);
  const plan = purchase.plan;
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
      {purchase.failure ? (
        <LoadFailure onRetry={purchase.failure.retry} retryLabel={invoiceTexts.retry}>
          {invoiceTexts.failed}
        </LoadFailure>
      ) : purchase.ready && plan ? (
        <OrderDetails
          order={{
            planName: plan.name,
            isYearly: order.isYearly,
            price: `${formatMoney(periodPrice(plan))} / ${order.isYearly ? 'yr' : 'mo'}`,
            features: planFeatures(plan),
            couponCode: order.couponCode,
            willBeCharged: formatMoney(order.couponCode ? 0 : periodPrice(plan)),
          }}
          cardLast4={purchase.cardLast4}
          payLabel={purchase.payLabel}
          paying={purchase.step === 'purchasing' || purchase.step === 'left'}
          error={purchase.error}
          onChangeCard={() => purchase.send({ type: 'order.changeCard' })}
          onPay={() => purchase.send({ type: 'order.pay' })}
        />
      ) : (
        <Skeleton height="480px" />
      )}
      <PurchaseConfirmDialog
        open={purchase.step === 'confirming' || purchase.step === 'purchasing'}
        planName={order.plan.name}
        isYearly={order.isYearly}
        loading={purchase.step === 'purchasing'}
        onConfirm={() => purchase.send({ type: 'confirm.yes' })}
        onCancel={() => purchase.send({ type: 'confirm.no' })}
      />
    </PageLayout>
  );
}
