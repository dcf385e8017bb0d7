/**
 * The portal shell (spec part 1 "Shell and menus", "Top banner priority", section 8 banners).
 * Pages use `useShell()` (warnings, manual-sync reporting) and `AccountWarnings`.
 */
export { Shell, displayName } from './Shell';
export { useShell, type ShellData } from './ShellData';
export { AccountWarnings, WarningBannerView } from './banners/AccountWarnings';
export { TopBanner, type BillingRouteState } from './banners/TopBanner';
export {
  pickTopBanner,
  pickWarningBanners,
  isMergeFieldWarning,
  isMailchimpMismatch,
  type Credentials,
  type TopBanner as TopBannerValue,
  type TopBannerInput,
  type WarningBanner,
  type Warnings,
} from './banners/pick';
export { bannerTexts } from './banners/texts';
export { shellTexts } from './texts';
export type { LogSearchState } from './SearchLogsDialog';
export { SIDEBAR_COLLAPSED_KEY } from './useSidebarPreference';
export { ChatWidgetContext, useChatSupport } from './chat/useChatSupport';
export {
  createIntercomWidget,
  createRecordingChatWidget,
  noopChatWidget,
  type ChatPerson,
  type ChatWidget,
} from './chat/ChatWidget';
