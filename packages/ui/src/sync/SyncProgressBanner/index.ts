export { SyncProgressBanner, type SyncProgressBannerProps } from './SyncProgressBanner';
export { syncProgressTexts } from './texts';
