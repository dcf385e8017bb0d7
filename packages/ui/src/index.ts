// Theme: tokens in three layers (palette -> semantic roles -> themes) and the global styles.
export {
  palette,
  lightColor,
  space,
  radius,
  font,
  fontSize,
  fontWeight,
  lineHeight,
  shadow,
  zIndex,
  breakpoints,
  media,
  foundations,
  createTheme,
  lightTheme,
  themes,
  GlobalStyle,
  type Palette,
  type Breakpoint,
  type ColorRoles,
  type Theme,
  type ThemeName,
} from './theme';

// Components
export { Alert, type AlertProps, type AlertVariant } from './Alert';
export {
  AppShell,
  MOBILE_QUERY,
  useIsMobile,
  useMediaQuery,
  type AppShellLayout,
  type AppShellMobileHeaderProps,
  type AppShellProps,
} from './AppShell';
export { Badge, type BadgeProps, type BadgeVariant } from './Badge';
export { Banner, type BannerProps, type BannerVariant } from './Banner';
export {
  BottomBar,
  type BottomBarActionProps,
  type BottomBarItemProps,
  type BottomBarMenuProps,
  type BottomBarProps,
} from './BottomBar';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { Card, type CardPadding, type CardPartProps, type CardProps } from './Card';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { Chip, type ChipProps, type ChipVariant } from './Chip';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmDialogVariant } from './ConfirmDialog';
export { Dialog, type DialogPartProps, type DialogProps, type DialogSize } from './Dialog';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { HeaderBar, type HeaderBarProps } from './HeaderBar';
export { Heading, type HeadingLevel, type HeadingProps, type HeadingSize } from './Heading';
export {
  EyeIcon,
  EyeOffIcon,
  CloseIcon,
  InfoIcon,
  SuccessIcon,
  WarningIcon,
  DangerIcon,
  ExternalLinkIcon,
  icons,
  type IconProps,
} from './Icon';
export { ChevronDownIcon, CheckIcon, MinusIcon } from './Icon';
export {
  MenuIcon,
  SearchIcon,
  DashboardIcon,
  SyncIcon,
  IntegrationIcon,
  ToolsIcon,
  LogsIcon,
  UserIcon,
  UsersIcon,
  UserPlusIcon,
  LogOutIcon,
  MoreIcon,
  ArrowLeftIcon,
  CollapseIcon,
  ExpandIcon,
  CreditCardIcon,
  BellIcon,
  HelpIcon,
  ChatIcon,
  ReturnIcon,
} from './Icon';
export {
  IconButton,
  type IconButtonProps,
  type IconButtonSize,
  type IconButtonVariant,
} from './IconButton';
export { Link, type LinkProps, type LinkVariant } from './Link';
export { Menu, type MenuItemProps, type MenuLinkItemProps, type MenuProps } from './Menu';
export {
  ProfileMenu,
  LONG_NAME_TOOLTIP_LENGTH,
  NAME_LIMITS,
  truncate,
  type ProfileMenuProps,
  type ProfileMenuVariant,
} from './ProfileMenu';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export {
  RadioGroup,
  type RadioGroupOrientation,
  type RadioGroupProps,
  type RadioOption,
} from './RadioGroup';
export { SafeHtml, sanitizeHtml, type SafeHtmlProps } from './SafeHtml';
export { Select, type SelectOption, type SelectProps } from './Select';
export {
  Sidebar,
  type SidebarActionProps,
  type SidebarItemProps,
  type SidebarProps,
} from './Sidebar';
export { Skeleton, type SkeletonProps, type SkeletonTextProps } from './Skeleton';
export {
  SnackbarProvider,
  useSnackbar,
  SNACKBAR_AUTO_HIDE_MS,
  SNACKBAR_LONG_MS,
  type SnackbarApi,
  type SnackbarOptions,
  type SnackbarSeverity,
} from './Snackbar';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { Spinner, type SpinnerProps, type SpinnerSize } from './Spinner';
export { SubMenu, type SubMenuItemProps, type SubMenuProps } from './SubMenu';
export { Switch, type SwitchProps } from './Switch';
export { Tabs, type TabPanelProps, type TabProps, type TabsProps } from './Tabs';
export { TextField, type TextFieldProps } from './TextField';
export {
  Tooltip,
  TOOLTIP_OPEN_DELAY_MS,
  TOOLTIP_CLOSE_DELAY_MS,
  type TooltipPlacement,
  type TooltipProps,
} from './Tooltip';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden';

// Sync page (issue 6): pair tables, the pair editor, the resolver and the sync dialogs.
export { FilterIcon, PlusIcon, PencilIcon, TrashIcon, RefreshIcon } from './SyncIcons';
export { LongName, type LongNameProps } from './LongName';
export { BrokenPartTip, brokenPartTexts, type BrokenPartTipProps } from './BrokenPartTip';
export {
  SegmentedControl,
  type SegmentedControlProps,
  type SegmentedOption,
} from './SegmentedControl';
export { FilterMenu, type FilterMenuProps } from './FilterMenu';
export {
  TagPicker,
  TAG_PICKER_VISIBLE_ROWS,
  tagPickerTexts,
  type TagPickerProps,
} from './TagPicker';
export {
  PairTable,
  PAIR_COLUMNS,
  PAIR_HEAD_HEIGHT,
  PAIR_ROW_HEIGHT,
  PAIR_TABLE_HEIGHT,
  PAIR_TABLE_VIRTUALIZE_ABOVE,
  TAGS_SHOWN,
  TAGS_TEXT_LIMIT,
  columnText,
  filterColumnOf,
  filterKeyOf,
  filterOptionsOf,
  filterPairs,
  filterValuesOf,
  formatTags,
  pairTableTexts,
  showsNotSynced,
  sortPairs,
  type BrokenPart,
  type PairColumnKey,
  type PairQuery,
  type PairRowView,
  type PairTableProps,
  type SyncDirection,
} from './PairTable';
export {
  AddPairDialog,
  addPairTexts,
  type AddPairDialogProps,
  type PairFormErrors,
  type PairFormField,
  type PairFormLoading,
  type PairFormOptions,
  type PairFormValues,
} from './AddPairDialog';
export {
  ResolverDialog,
  NEW_GROUP_VALUE,
  RESOLVER_LIST_HEIGHT,
  RESOLVER_ROW_HEIGHT,
  resolverDialogTexts,
  type ResolverDialogProps,
  type ResolverRowChange,
  type ResolverRowView,
  type ResolverSelectView,
} from './ResolverDialog';
export {
  SyncNewPairsDialog,
  syncNewPairsTexts,
  type SyncNewPairsDialogProps,
} from './SyncNewPairsDialog';
export {
  BrokenPairsSyncDialog,
  brokenPairsSyncTexts,
  type BrokenPairsSyncDialogProps,
} from './BrokenPairsSyncDialog';
export { TwoWayDialog, twoWayTexts, type TwoWayDialogProps } from './TwoWayDialog';
export {
  UnsyncPairDialog,
  unsyncPairTexts,
  type UnsyncOptions,
  type UnsyncPairDialogProps,
} from './UnsyncPairDialog';
export {
  MembershipTypesDialog,
  DEFAULT_MEMBERSHIP_TYPES,
  MEMBERSHIP_TYPE_KEYS,
  allMembershipTypes,
  hasMembershipType,
  membershipTypesTexts,
  type MembershipTypes,
  type MembershipTypesDialogProps,
} from './MembershipTypesDialog';
export { MembershipTypesLink, type MembershipTypesLinkProps } from './MembershipTypesLink';
export {
  PurchasePlanDialog,
  purchasePlanTexts,
  type PurchasePlanDialogProps,
} from './PurchasePlanDialog';
export {
  SearchRequirementsDialog,
  REQUIRED_CCB_SERVICES,
  searchRequirementsTexts,
  type SearchRequirementsDialogProps,
} from './SearchRequirementsDialog';
export {
  UnsubscribedEmailsDialog,
  unsubscribedEmailsTexts,
  type UnsubscribedEmailsChoice,
  type UnsubscribedEmailsDialogProps,
} from './UnsubscribedEmailsDialog';
export { RemovePairDialog, removePairTexts, type RemovePairDialogProps } from './RemovePairDialog';
export {
  AllMembersConfirmDialog,
  allMembersTexts,
  type AllMembersConfirmDialogProps,
} from './AllMembersConfirmDialog';
export {
  SyncCompleteDialog,
  syncCompleteTexts,
  type SyncCompleteDialogProps,
} from './SyncCompleteDialog';
export { StopSyncDialog, stopSyncTexts, type StopSyncDialogProps } from './StopSyncDialog';
export {
  CloseUnsavedPairDialog,
  closeUnsavedPairTexts,
  type CloseUnsavedPairDialogProps,
} from './CloseUnsavedPairDialog';
export {
  RequiredMergeFieldsDialog,
  requiredMergeFieldsTexts,
  type MergeFieldView,
  type RequiredMergeFieldsDialogProps,
} from './RequiredMergeFieldsDialog';
export {
  LeaveWithUnsyncedPairsDialog,
  leaveWithUnsyncedPairsTexts,
  type LeaveWithUnsyncedPairsDialogProps,
} from './LeaveWithUnsyncedPairsDialog';
export { SyncSplitButton, syncButtonTexts, type SyncSplitButtonProps } from './SyncSplitButton';
export {
  SyncProgressBanner,
  syncProgressTexts,
  type SyncProgressBannerProps,
} from './SyncProgressBanner';
export { NewPairsBanner, newPairsBannerTexts, type NewPairsBannerProps } from './NewPairsBanner';
export {
  RefreshListsButton,
  REFRESH_STATUS_RESET_MS,
  refreshListsTexts,
  type RefreshListsButtonProps,
  type RefreshListsStatus,
} from './RefreshListsButton';
export {
  DirectionTabs,
  directionTabsTexts,
  syncModeText,
  type DirectionTabsProps,
  type SyncModeState,
} from './DirectionTabs';
export {
  AddPairButton,
  addPairButtonTexts,
  addPairDisabledReason,
  type AddPairButtonProps,
  type AddPairState,
} from './AddPairButton';
