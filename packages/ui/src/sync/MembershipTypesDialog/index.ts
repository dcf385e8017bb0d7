export { MembershipTypesDialog, type MembershipTypesDialogProps } from './MembershipTypesDialog';
export {
  DEFAULT_MEMBERSHIP_TYPES,
  MEMBERSHIP_TYPE_KEYS,
  allMembershipTypes,
  hasMembershipType,
  type MembershipTypes,
} from './membershipTypes';
export { membershipTypesTexts } from './texts';
