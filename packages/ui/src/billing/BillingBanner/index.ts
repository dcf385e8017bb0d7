export { BillingBanner, type BillingBannerProps } from './BillingBanner';
