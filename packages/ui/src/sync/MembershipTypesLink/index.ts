export { MembershipTypesLink, type MembershipTypesLinkProps } from './MembershipTypesLink';
