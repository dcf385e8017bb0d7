export {
  currentSubscriptionOf,
  periodPrice,
  planFeatures,
  planOfOrder,
  planOfferView,
  planRef,
} from './plans';
export {
  readBillingArrival,
  readChangePlanState,
  readOrder,
  readSetupPaymentState,
  type BillingArrival,
  type CancelArrivalState,
  type ChangePlanState,
  type SetupPaymentState,
} from './routeState';
export {
  orderImplementations,
  planChoiceImplementations,
  type PurchaseDependencies,
  type PurchaseImplementations,
} from './purchaseImplementations';
export { useOrder, usePlanChoice } from './usePurchase';
