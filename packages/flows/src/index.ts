// XState v5 machines for multi-step flows (sync, broken-pair resolver, conflict wizard,
// cancellation, purchase). No React, no router, no DOM: effects are injected with `.provide()`.
export { backoffDelay, type BackoffOptions } from './backoff';
export { isValidEmail } from './email';
export { watchNothing } from './watch';

// Pairs: spec constants and the request bodies shared by the editor and the resolver.
export {
  addTag,
  buildMcToCcbSaveBody,
  buildRemoveCcbToMcBody,
  buildInactiveRemovalBody,
  buildRemoveInput,
  buildSaveBody,
  COPY_SUFFIX,
  countPairsPerList,
  groupNameExists,
  INTEREST_SEPARATOR,
  isAllMembersGroup,
  joinInterestId,
  KEEP_GROUP,
  MAX_PAIRS_PER_LIST,
  NEW_GROUP_ID_LIMIT,
  newGroupTempId,
  parseTags,
  remainingPairs,
  splitInterestId,
  tagNamesFromMap,
  uniqueGroupName,
  type CcbToMcDraft,
  type Direction,
  type McTarget,
  type McToCcbDraft,
  type RemovePairInput,
  type SavePairInput,
  type SavePairOutput,
  type UnsyncChoice,
} from './pairs';

// A sync's run (/sync and the dashboard's Sync now).
export {
  switchesOf,
  type SwitchChange,
  type SwitchFlags,
  type SwitchOutcome,
  type SyncDisabledReason,
  type SyncFacts,
  type SyncFactsUpdate,
} from './sync/syncFacts';
export {
  SYNC_POLL_INTERVAL_MS,
  SYNC_RETRY_BASE_MS,
  SYNC_RETRY_CAP_MS,
  directionSwitchMachine,
  syncRunMachine,
  type IsSyncingOutput,
  type SearchRequirementsOutput,
  type SyncCheckOutput,
  type SyncContext,
  type SyncEnd,
  type SyncEvent,
  type SyncMachineInput,
  type SyncSnapshot,
} from './sync/syncRunMachine';
export {
  selectAddPairButton,
  selectIsAutoSyncing,
  selectIsSyncing,
  selectSwitches,
  selectSyncBanner,
  selectSyncButton,
  selectSyncDialog,
  selectSyncDisabledReason,
  selectSyncError,
  selectSyncMode,
  type SwitchesView,
  type SyncButtonView,
  type SyncDialog,
  type SyncMode,
} from './sync/syncRunSelectors';
// The pair list of the sync page.
export {
  REFRESH_LISTS_RESULT_MS,
  autoSyncSwitchMachine,
  selectAutoSync,
  selectEditing,
  selectInactiveRemoval,
  selectRefreshLists,
  selectRemoval,
  syncPairsMachine,
  type EditTarget,
  type InactiveRemovalInput,
  type InactiveRemovalOutcome,
  type InactiveRemovalPair,
  type InactiveRemovalView,
  type RefreshListsView,
  type Removal,
  type RemovalTarget,
  type RemovalView,
  type SyncPairsContext,
  type SyncPairsEvent,
  type SyncPairsInput,
  type SyncPairsSnapshot,
} from './sync/syncPairsMachine';
// The stored switches (the direction switches, automatic syncing).
export {
  storedSwitchMachine,
  storedSwitchStatus,
  switchLoad,
  switchSave,
  type StoredSwitchChange,
  type StoredSwitchOutcome,
  type StoredSwitchStatus,
} from './sync/storedSwitchMachine';
export { syncTexts } from './sync/texts';

// The add / edit pair dialog.
export { pairEditorMachine } from './pair-editor/pairEditorMachine';
export {
  ccbSideChanged,
  isDuplicateGroup,
  newGroupName,
  saveInputOf,
  selectedSourceName,
  validateFields,
} from './pair-editor/rules';
export {
  selectAllMembersConfirm,
  selectCcbTabs,
  selectEditorConfirm,
  selectEditorMode,
  selectGroupSource,
  selectIsSaving,
  selectListsLoading,
  type PairEditorList,
  type PairEditorSnapshot,
} from './pair-editor/selectors';
export type {
  CcbSource,
  CcbTarget,
  EditedPair,
  FieldErrorCode,
  FieldErrors,
  GroupMode,
  PairEditorContext,
  PairEditorEvent,
  PairEditorFacts,
  PairEditorInput,
  PairEditorOptions,
  PairEditorOutput,
  PairSelection,
} from './pair-editor/types';
export { pairEditorTexts } from './pair-editor/texts';

// The broken-pair resolver.
export {
  resolverMachine,
  selectResolverView,
  selectRowView,
  selectStep,
  type ResolverContext,
  type ResolverEvent,
  type ResolverInput,
  type ResolverSnapshot,
  type ResolverView,
  type RowView,
} from './resolver/resolverMachine';
export {
  applyRowEdit,
  guessBrokenParts,
  isRowComplete,
  rowControls,
  rowGroupExists,
  saveInputForRows,
  type BrokenParts,
  type Catalog,
  type CatalogRequest,
  type CcbToMcRow,
  type CheckedPair,
  type McToCcbRow,
  type ResolverRow,
  type RowControls,
  type RowEdit,
  type ValidatedBrokenPairs,
} from './resolver/rows';
export { resolverTexts } from './resolver/texts';

// The conflict wizard (/resolve-conflicts).
export {
  CONTACT_FIELDS,
  conflictWizardMachine,
  conflictsOf,
  failureMessage,
  mergeBodyOf,
  previewFilled,
  previewOf,
  selectConflictStep,
  selectConflictWizardView,
  selectedHold,
  selectedMatch,
  type CcbToMcConflict,
  type ConflictConfirm,
  type ConflictLists,
  type ConflictOutcome,
  type ConflictStep,
  type ConflictWizardContext,
  type ConflictWizardEvent,
  type ConflictWizardInput,
  type ConflictWizardSnapshot,
  type ConflictWizardView,
  type ContactField,
  type ContactValues,
  type FieldChoice,
  type HoldContact,
  type McToCcbConflict,
  type MergeBody,
  type PossibleMatch,
} from './conflicts/conflictWizardMachine';
export { conflictWizardTexts } from './conflicts/texts';

// Rolling back a sync (/logs).
export {
  DEFAULT_ALLOWED_RESTORE,
  REVERTABLE_LOG_TYPES,
  rollbackFailure,
  rollbackMachine,
  rollbackRows,
  selectRollbackDialog,
  type RollbackBlock,
  type RollbackContext,
  type RollbackDialog,
  type RollbackEvent,
  type RollbackFacts,
  type RollbackRow,
  type RollbackSnapshot,
  type SyncStatusOutput,
} from './rollback/rollbackMachine';
export { rollbackTexts } from './rollback/texts';
// Subscription purchase (/subscription-plans, /change-plan).
export {
  COUPON_DEBOUNCE_MS,
  PURCHASE_SNACKBAR_MS,
  payLabelOf,
  purchaseMachine,
  selectCoupon,
  selectOrderStep,
  selectPayLabel,
  selectPlanButton,
  type CouponCheck,
  type CouponEntry,
  type CouponStatus,
  type CurrentSubscription,
  type Order,
  type OrderStep,
  type PayLabel,
  type PlanRank,
  type PlanRef,
  type PurchaseContext,
  type PurchaseEvent,
  type PurchaseFacts,
  type PurchaseInput,
  type PurchaseResult,
  type PurchaseSnapshot,
} from './purchase/purchaseMachine';

// Cancelling the subscription (/billing).
export {
  CANCEL_PLATFORMS,
  CANCEL_REASONS,
  cancelBlockOf,
  cancellationMachine,
  cancelRequestOf,
  PAUSE_MONTHS,
  selectCancellationView,
  type CancelBlock,
  type CancellationContext,
  type CancellationDialog,
  type CancellationEvent,
  type CancellationSnapshot,
  type CancellationView,
  type CancelPlatform,
  type CancelReason,
  type CancelRequest,
  type OfferRequest,
  type PauseMonths,
} from './cancellation/cancellationMachine';

// The card form (/setup-payment).
export {
  cardMachine,
  selectCardView,
  type CardBrandKey,
  type CardContext,
  type CardEvent,
  type CardFieldsReport,
  type CardInput,
  type CardOrigin,
  type CardSnapshot,
  type CardStep,
  type CardTokenResult,
  type CardView,
  type SaveCardInput,
} from './card/cardMachine';
// Admin (/users, /pending-users): Create User, Approve User, acting as a user.
export {
  addUserBodyOf,
  canCreate,
  createUserErrors,
  createUserMachine,
  EMPTY_CREATE_USER,
  isYearlyAmount,
  selectCreateUserView,
  YEARLY_ABOVE,
  type AddUserBody,
  type CreateUserContext,
  type CreateUserEvent,
  type CreateUserSnapshot,
  type CreateUserValues,
  type PackageChoice,
} from './admin/createUserMachine';
export {
  approveUserMachine,
  selectApprovingId,
  type ApproveContext,
  type ApproveEvent,
  type ApproveOutcome,
  type ApproveSnapshot,
} from './admin/approveUserMachine';
export {
  actAsMachine,
  selectActingKey,
  type ActAsContext,
  type ActAsEvent,
  type ActAsOutcome,
  type ActAsSnapshot,
} from './admin/actAsMachine';

// The integrations setup screens (/integrations/setup-ccb, /integrations/setup-mailchimp).
export {
  CREDENTIAL_RESULT_MS,
  credentialsMachine,
  lengthError as credentialLengthError,
  selectCredentials,
  validateCredentials,
  type AuthorizeAnswer,
  type ConnectedAccount,
  type CredentialError,
  type CredentialErrors,
  type CredentialResult,
  type CredentialsContext,
  type CredentialsEvent,
  type CredentialsInput,
  type CredentialsSnapshot,
  type CredentialsView,
  type CredentialValues,
  type SettingOutcome,
  type StoredCredentials,
} from './integrations/credentialsMachine';
// My Profile (/settings): a field's edit cycle and the change-password dialog.
export {
  PROFILE_ERROR_MS,
  PROFILE_SAVED_MS,
  profileFieldMachine,
  selectProfileField,
  type ProfileFieldContext,
  type ProfileFieldEvent,
  type ProfileFieldInput,
  type ProfileFieldMode,
  type ProfileFieldSnapshot,
} from './account/profileFieldMachine';
export {
  changePasswordMachine,
  selectChangePassword,
  validatePasswords,
  type ChangePasswordContext,
  type ChangePasswordEvent,
  type ChangePasswordSnapshot,
  type PasswordErrorCode,
  type PasswordErrors,
  type PasswordField,
  type PasswordValues,
} from './account/changePasswordMachine';
// Sign-up (/signup).
export {
  selectSignup,
  signupMachine,
  type SignupContext,
  type SignupEvent,
  type SignupRequest,
  type SignupSnapshot,
  type SignupStage,
} from './signup/signupMachine';
// Reset password (/reset-password/:key).
export {
  resetPasswordMachine,
  selectResetPassword,
  type ResetAccount,
  type ResetLinkStatus,
  type ResetPasswordContext,
  type ResetPasswordEvent,
  type ResetPasswordInput,
  type ResetPasswordRequest,
  type ResetPasswordSnapshot,
  type ResetResult,
} from './reset-password/resetPasswordMachine';
// The Toolkit's switches (/tools, /notifications).
export {
  selectToolkitView,
  toolkitFailure,
  toolkitMachine,
  TOOLKIT_SETTINGS,
  type SettingChange,
  type ToolkitContext,
  type ToolkitEvent,
  type ToolkitFlags,
  type ToolkitInput,
  type ToolkitOutcome,
  type ToolkitSetting,
  type ToolkitSnapshot,
  type ToolkitView,
} from './toolkit/toolkitMachine';
export { toolkitMachineTexts } from './toolkit/texts';
// The Toolkit's MC-to-CCB exceptions dialog ('Select MailChimp Groups', spec part 2 section 5 "Exceptions dialog").
export {
  exceptionsMachine,
  exceptionsMachineTexts,
  groupBlock,
  rowErrors as exceptionRowErrors,
  saveBody as exceptionsSaveBody,
  selectExceptionsView,
  syncedGroupKey,
  type AudienceOptions,
  type ExceptionAudience,
  type ExceptionGroupView,
  type ExceptionPair,
  type ExceptionRow,
  type ExceptionRowErrors,
  type ExceptionRowView,
  type ExceptionsLoad,
  type ExceptionsOutcome,
  type ExceptionsSnapshot,
  type ExceptionsView,
  type GroupBlock,
  type SaveExceptionsInput,
} from './toolkit/exceptionsMachine';
// One confirmed action per row (/tools/primary-contacts, /tools/confirm-delete).
export {
  rowActionMachine,
  selectRowActionView,
  type RowActionContext,
  type RowActionEvent,
  type RowActionInput,
  type RowActionSnapshot,
  type RowActionView,
  type RowDone,
  type RowRequest,
} from './toolkit/rowActionMachine';
// Custom Fields Mapping (/header-mapping, spec part 2 section 4 "Header mapping").
export {
  ADDRESS_CODE,
  countryChanged,
  headerMappingMachine,
  headerMappingMachineTexts,
  mappingErrors,
  mappingSaveBody,
  NO_COUNTRY,
  PHONE_CODE,
  PHONE_FIELD,
  planBlocksMapping,
  REQUIRED_MAPPING_CODES,
  selectHeaderMappingView,
  type HeaderMappingContext,
  type HeaderMappingEvent,
  type HeaderMappingOutcome,
  type HeaderMappings,
  type HeaderMappingSnapshot,
  type HeaderMappingView,
  type MappingOptionView,
  type MappingRow,
  type MappingRowError,
  type MappingRowView,
  type SaveMappingsInput,
} from './toolkit/headerMappingMachine';
