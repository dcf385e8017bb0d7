export { PlanOffer, type CouponState, type PlanOfferProps, type PlanOfferView } from './PlanOffer';
export { PlanFeatures, type PlanFeaturesView } from './PlanFeatures';
