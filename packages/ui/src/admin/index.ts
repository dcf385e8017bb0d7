export { adminTexts } from './texts';
export { fullName, type AdminUserView, type ListStatus } from './types';
export { LoadMore, SCROLL_LOAD_THRESHOLD_PX, type LoadMoreProps } from './LoadMore';
export {
  NO_USER_FILTERS,
  UserFilters,
  type UserFilterField,
  type UserFilterValues,
  type UserFiltersProps,
} from './UserFilters';
export { UserTable, type UserTableProps } from './UserTable';
export { PendingUserTable, type PendingUserTableProps } from './PendingUserTable';
export {
  CreateUserDialog,
  packageOptions,
  type CreateUserDialogProps,
  type CreateUserFormField,
  type CreateUserFormValues,
  type PackageOption,
} from './CreateUserDialog';
export { UserProfileDialog, type UserProfileDialogProps } from './UserProfileDialog';
