export {
  AppShell,
  type AppShellLayout,
  type AppShellMobileHeaderProps,
  type AppShellProps,
} from './AppShell';
