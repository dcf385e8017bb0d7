export { membershipTypesTexts } from '../MembershipTypesDialog/texts';
