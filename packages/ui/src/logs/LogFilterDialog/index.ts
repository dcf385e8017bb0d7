export {
  LogFilterDialog,
  MEMBERSHIP_TYPE_ORDER,
  type LogFilterDialogProps,
  type MembershipTypeKey,
} from './LogFilterDialog';
