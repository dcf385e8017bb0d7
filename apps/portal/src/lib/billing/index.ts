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
