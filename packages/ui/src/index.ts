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

// core: primitives every feature builds on.
export { FilterIcon, PlusIcon, PencilIcon, TrashIcon, RefreshIcon } from './core/ActionIcons';
export { Alert, type AlertProps, type AlertVariant } from './core/Alert';
export { LoadFailure, loadFailureTexts, type LoadFailureProps } from './core/LoadFailure';
export { formatAmount, formatMoney } from './core/money';
export { PageFailure, pageFailureTexts, type PageFailureProps } from './core/PageFailure';
export { CANCEL_COMMENT_LIMIT, TEXT_LIMITS } from './core/limits';
export { Badge, type BadgeProps, type BadgeVariant } from './core/Badge';
export { Banner, type BannerProps, type BannerVariant } from './core/Banner';
export {
  Breadcrumbs,
  breadcrumbsTexts,
  type BreadcrumbSeparator,
  type BreadcrumbsProps,
  type Crumb,
} from './core/Breadcrumbs';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './core/Button';
export { Card, type CardPadding, type CardPartProps, type CardProps } from './core/Card';
export { Checkbox, type CheckboxProps } from './core/Checkbox';
export { Chip, type ChipProps, type ChipVariant } from './core/Chip';
export {
  Combobox,
  COMBOBOX_VISIBLE_ROWS,
  comboboxTexts,
  type ComboboxProps,
} from './core/Combobox';
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmDialogVariant,
} from './core/ConfirmDialog';
export {
  DataTable,
  type DataColumn,
  type DataTablePaging,
  type DataTableProps,
} from './core/DataTable';
export { Dialog, type DialogPartProps, type DialogProps, type DialogSize } from './core/Dialog';
export { EmptyState, type EmptyStateProps } from './core/EmptyState';
export { FilterMenu, type FilterMenuProps } from './core/FilterMenu';
export { Heading, type HeadingLevel, type HeadingProps, type HeadingSize } from './core/Heading';
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
} from './core/Icon';
export { ChevronDownIcon, CheckIcon, MinusIcon } from './core/Icon';
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
} from './core/Icon';
export {
  IconButton,
  type IconButtonProps,
  type IconButtonSize,
  type IconButtonVariant,
} from './core/IconButton';
export { Link, type LinkProps, type LinkVariant } from './core/Link';
export { LongName, type LongNameProps } from './core/LongName';
export { Menu, type MenuItemProps, type MenuLinkItemProps, type MenuProps } from './core/Menu';
export { PasswordField, type PasswordFieldProps } from './core/PasswordField';
export { ProgressBar, type ProgressBarProps } from './core/ProgressBar';
export {
  RadioGroup,
  type RadioGroupOrientation,
  type RadioGroupProps,
  type RadioOption,
} from './core/RadioGroup';
export { SafeHtml, loadSanitizer, type SafeHtmlProps } from './core/SafeHtml';
export {
  SegmentedControl,
  type SegmentedControlProps,
  type SegmentedOption,
} from './core/SegmentedControl';
export { Select, type SelectOption, type SelectProps } from './core/Select';
export { Skeleton, type SkeletonProps, type SkeletonTextProps } from './core/Skeleton';
export {
  SnackbarProvider,
  useSnackbar,
  SNACKBAR_AUTO_HIDE_MS,
  SNACKBAR_LONG_MS,
  type SnackbarApi,
  type SnackbarOptions,
  type SnackbarSeverity,
} from './core/Snackbar';
export { Spinner, type SpinnerProps, type SpinnerSize } from './core/Spinner';
export { Stepper, type StepperProps } from './core/Stepper';
export { Switch, type SwitchProps } from './core/Switch';
export { Tabs, type TabPanelProps, type TabProps, type TabsProps } from './core/Tabs';
export { TextField, type TextFieldProps } from './core/TextField';
export {
  Tooltip,
  TOOLTIP_OPEN_DELAY_MS,
  TOOLTIP_CLOSE_DELAY_MS,
  type TooltipMode,
  type TooltipPlacement,
  type TooltipProps,
} from './core/Tooltip';
export {
  NEW_TAG_LIMIT,
  TagPicker,
  TAG_PICKER_VISIBLE_ROWS,
  tagPickerTexts,
  type TagPickerProps,
} from './core/TagPicker';
export { truncate } from './core/truncate';
export { MOBILE_QUERY, useIsMobile, useMediaQuery } from './core/useMediaQuery';
export { VisuallyHidden, type VisuallyHiddenProps } from './core/VisuallyHidden';

// shell: the signed-in page frame (app shell, sidebar, bottom bar, header, menus).
export {
  AppShell,
  type AppShellLayout,
  type AppShellMobileHeaderProps,
  type AppShellProps,
} from './shell/AppShell';
export {
  BottomBar,
  type BottomBarActionProps,
  type BottomBarItemProps,
  type BottomBarMenuProps,
  type BottomBarProps,
} from './shell/BottomBar';
export { HeaderBar, type HeaderBarProps } from './shell/HeaderBar';
export {
  ProfileMenu,
  LONG_NAME_TOOLTIP_LENGTH,
  NAME_LIMITS,
  type ProfileMenuProps,
  type ProfileMenuVariant,
} from './shell/ProfileMenu';
export {
  Sidebar,
  type SidebarActionProps,
  type SidebarItemProps,
  type SidebarProps,
} from './shell/Sidebar';
export { PageLayout, type PageLayoutProps, type PageWidth } from './shell/PageLayout';
export { SubMenu, type SubMenuItemProps, type SubMenuProps } from './shell/SubMenu';

// sync: the sync page (spec part 1 "Sync page (/sync)"): pair tables, the pair editor, the resolver, the sync dialogs
// and banners.
export {
  autoSyncTexts,
  ccbSourceTexts,
  directionTexts,
  groupSavedSearches,
  groupSourceTexts,
  savedSearchGroupTexts,
  syncBlockedHint,
  syncBlockedTexts,
  syncConfirmTexts,
  type SavedSearchOption,
  type SyncBlockedReason,
  type SyncConfirmKind,
} from './sync/texts';
export {
  AddPairButton,
  addPairButtonTexts,
  addPairDisabledReason,
  type AddPairButtonProps,
  type AddPairState,
} from './sync/AddPairButton';
export {
  AddPairDialog,
  addPairTexts,
  pairFormErrorTexts,
  type AddPairDialogProps,
  type PairFormErrorCode,
  type PairFormErrors,
  type PairFormField,
  type PairFormLoading,
  type PairFormOptions,
  type PairFormValues,
} from './sync/AddPairDialog';
export {
  BrokenPairsSyncDialog,
  brokenPairsSyncTexts,
  type BrokenPairsSyncDialogProps,
} from './sync/BrokenPairsSyncDialog';
export { BrokenPartTip, brokenPartTexts, type BrokenPartTipProps } from './sync/BrokenPartTip';
export {
  CloseUnsavedPairDialog,
  closeUnsavedPairTexts,
  type CloseUnsavedPairDialogProps,
} from './sync/CloseUnsavedPairDialog';
export {
  DirectionTabs,
  directionTabsTexts,
  syncModeText,
  type DirectionTabsProps,
  type SyncModeState,
} from './sync/DirectionTabs';
export {
  MembershipTypesDialog,
  DEFAULT_MEMBERSHIP_TYPES,
  MEMBERSHIP_TYPE_KEYS,
  allMembershipTypes,
  hasMembershipType,
  membershipTypesTexts,
  type MembershipTypes,
  type MembershipTypesDialogProps,
} from './sync/MembershipTypesDialog';
export { MembershipTypesLink, type MembershipTypesLinkProps } from './sync/MembershipTypesLink';
export {
  NewPairsBanner,
  newPairsBannerTexts,
  type NewPairsBannerProps,
} from './sync/NewPairsBanner';
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
} from './sync/PairTable';
export {
  RefreshListsButton,
  REFRESH_STATUS_RESET_MS,
  refreshListsTexts,
  type RefreshListsButtonProps,
  type RefreshListsStatus,
} from './sync/RefreshListsButton';
export {
  RequiredMergeFieldsDialog,
  requiredMergeFieldsTexts,
  type MergeFieldView,
  type RequiredMergeFieldsDialogProps,
} from './sync/RequiredMergeFieldsDialog';
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
} from './sync/ResolverDialog';
export {
  SearchRequirementsDialog,
  REQUIRED_CCB_SERVICES,
  searchRequirementsTexts,
  type SearchRequirementsDialogProps,
} from './sync/SearchRequirementsDialog';
export { SyncConfirmDialog, type SyncConfirmDialogProps } from './sync/SyncConfirmDialog';
export {
  SyncCompleteDialog,
  syncCompleteTexts,
  type SyncCompleteDialogProps,
} from './sync/SyncCompleteDialog';
export {
  SyncNewPairsDialog,
  syncNewPairsTexts,
  type SyncNewPairsDialogProps,
} from './sync/SyncNewPairsDialog';
export {
  SyncProgressBanner,
  syncProgressTexts,
  type SyncProgressBannerProps,
} from './sync/SyncProgressBanner';
export {
  SyncSplitButton,
  syncButtonTexts,
  type SyncSplitButtonProps,
} from './sync/SyncSplitButton';
export { TwoWayDialog, twoWayTexts, type TwoWayDialogProps } from './sync/TwoWayDialog';
export {
  UnsubscribedEmailsDialog,
  unsubscribedEmailsTexts,
  type UnsubscribedEmailsChoice,
  type UnsubscribedEmailsDialogProps,
} from './sync/UnsubscribedEmailsDialog';
export {
  UnsyncPairDialog,
  unsyncPairTexts,
  type UnsyncOptions,
  type UnsyncPairDialogProps,
} from './sync/UnsyncPairDialog';

// conflicts: the conflict wizard (spec part 1 "Conflicts (/resolve-conflicts)"): its dialog and step indicator, the conflict list,
// the held-contact table, the match cards, the field choices and the two confirmations.
export { conflictTexts, displayName } from './conflicts/texts';
export type {
  ConflictDirection,
  ConflictView,
  ContactField,
  ContactValues,
  ContactView,
  FieldChoice,
  MatchView,
} from './conflicts/types';
export {
  ConflictWizardDialog,
  ConflictSteps,
  type ConflictStep,
  type ConflictStepsProps,
  type ConflictStepStatus,
  type ConflictWizardDialogProps,
} from './conflicts/ConflictWizardDialog';
export { ConflictList, conflictSummary, type ConflictListProps } from './conflicts/ConflictList';
export {
  HeldContactTable,
  HELD_CONTACTS_PAGE,
  type HeldContactTableProps,
} from './conflicts/HeldContactTable';
export { MatchCards, type MatchCardsProps } from './conflicts/MatchCards';
export { CONTACT_FIELD_KEYS, FieldChoices, type FieldChoicesProps } from './conflicts/FieldChoices';
export {
  IgnoreContactDialog,
  type IgnoreContactDialogProps,
} from './conflicts/IgnoreContactDialog';
export { IgnoreAllDialog, type IgnoreAllDialogProps } from './conflicts/IgnoreAllDialog';

// logs: the sync logs (spec part 2 "Logs"): the list with rollback, details, statistics, the search.
export * from './logs';
// billing: the billing page, plans, order, card form, and the purchase and cancel dialogs.
export {
  billingPageTexts,
  cancelTexts,
  cardDeclinedTexts,
  cardFormTexts,
  clearOverdueTexts,
  featureTexts,
  invoiceTexts,
  oneMoreThingTexts,
  orderTexts,
  paymentMethodTexts,
  planCardTexts,
  plansTexts,
  purchaseConfirmTexts,
} from './billing/texts';
export { BillingBanner, type BillingBannerProps } from './billing/BillingBanner';
export { BillingTable, Section as BillingSection } from './billing/BillingTable';
export {
  CardDeclinedDialog,
  ClearOverdueDialog,
  PurchaseConfirmDialog,
  type CardDeclinedDialogProps,
  type ClearOverdueDialogProps,
  type PurchaseConfirmDialogProps,
} from './billing/BillingDialogs';
export {
  CANCEL_PLATFORM_OPTIONS,
  CancelSubscriptionDialog,
  OneMoreThingDialog,
  type CancelPlatformKey,
  type CancelReasonKey,
  type CancelSubscriptionDialogProps,
  type OneMoreThingDialogProps,
} from './billing/CancelDialogs';
export {
  CARD_HOLDER_MAX,
  CardForm,
  CardPreview,
  cardBrands,
  toCardBrand,
  type CardBrand,
  type CardFormProps,
  type CardPreviewProps,
} from './billing/CardForm';
export {
  InvoiceDetailsTable,
  type InvoiceDetailsTableProps,
  type InvoiceLineRow,
} from './billing/InvoiceDetailsTable';
export { InvoiceTable, type InvoiceRow, type InvoiceTableProps } from './billing/InvoiceTable';
export {
  OrderDetails,
  type OrderDetailsProps,
  type OrderView,
  type PayButtonLabel,
} from './billing/OrderDetails';
export {
  PaymentMethodTable,
  type CardOnFile,
  type PaymentMethodTableProps,
} from './billing/PaymentMethodTable';
export { PeriodSwitch, type BillingPeriod, type PeriodSwitchProps } from './billing/PeriodSwitch';
export {
  PlanFeatures,
  PlanOffer,
  type CouponState,
  type PlanFeaturesView,
  type PlanOfferProps,
  type PlanOfferView,
} from './billing/PlanOffer';
export {
  PlanSummaryCard,
  type PlanSummary,
  type PlanSummaryCardProps,
} from './billing/PlanSummaryCard';
// admin: /users and /pending-users (spec part 2 "Admin"): the lists, their filters, Create User, View.
export * from './admin';

// account: My Profile (/settings, spec part 1 "Profile editing"): a profile field's edit cycle, the avatar, the
// change-password dialog.
export * from './account';
// toolkit: /tools and /notifications (spec part 2 "Toolkit")
export { toolkitTexts } from './toolkit/texts';
export { SettingCard, SettingCardGrid, type SettingCardProps } from './toolkit/SettingCard';
export { ToolkitErrorDialog, type ToolkitErrorDialogProps } from './toolkit/ToolkitErrorDialog';
export {
  ExceptionsDialog,
  type ExceptionDialogRow,
  type ExceptionGroupBlock,
  type ExceptionGroupOption,
  type ExceptionsDialogProps,
} from './toolkit/ExceptionsDialog';
export { ToolkitBreadcrumb, type ToolkitBreadcrumbProps } from './toolkit/ToolkitBreadcrumb';
export {
  ContactFilters,
  type ContactFilterValues,
  type ContactFiltersProps,
} from './toolkit/ContactFilters';
export {
  IgnoredEmailsTable,
  type IgnoredEmailRow,
  type IgnoredEmailsTableProps,
} from './toolkit/IgnoredEmailsTable';
export {
  PrimaryContactsTable,
  type PrimaryContactRow,
  type PrimaryContactsTableProps,
} from './toolkit/PrimaryContactsTable';
export {
  UnsyncedPairsTable,
  type UnsyncedPairAction,
  type UnsyncedPairRow,
  type UnsyncedPairsTableProps,
} from './toolkit/UnsyncedPairsTable';
export {
  HeaderMappingForm,
  type HeaderMappingFormProps,
  type HeaderMappingFormRow,
  type HeaderMappingOption,
} from './toolkit/HeaderMappingForm';
