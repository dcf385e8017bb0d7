export { Banner, type BannerProps, type BannerVariant } from './Banner';
