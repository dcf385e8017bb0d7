export {
  AppShell,
  type AppShellLayout,
  type AppShellMobileHeaderProps,
  type AppShellProps,
} from './AppShell';
export { MOBILE_QUERY, useIsMobile, useMediaQuery } from './useMediaQuery';
