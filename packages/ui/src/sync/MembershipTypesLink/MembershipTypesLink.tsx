import styled from 'styled-components';
import { allMembershipTypes, type MembershipTypes } from '../MembershipTypesDialog/membershipTypes';
import { membershipTypesTexts } from './texts';

export interface MembershipTypesLinkProps {
  /** The statuses the group syncs include. */
  value: MembershipTypes;
  /** Opens the membership-types dialog. */
  onClick: () => void;
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const LinkButton = styled.button`
  min-height: 24px;
  margin: 0;
  padding: 0 2px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text.link};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  cursor: pointer;
`;

/** 'Group Membership Types: All Selected' (or 'Filtered'), opening the dialog. */
export function MembershipTypesLink({ value, onClick }: MembershipTypesLinkProps) {
  const state = allMembershipTypes(value)
    ? membershipTypesTexts.link.allSelected
    : membershipTypesTexts.link.filtered;
  return (
    <Root>
      <span aria-hidden="true">{membershipTypesTexts.link.label}:</span>
      <LinkButton
        type="button"
        aria-label={`${membershipTypesTexts.link.label}: ${state}`}
        aria-haspopup="dialog"
        onClick={onClick}
      >
        {state}
      </LinkButton>
    </Root>
  );
}
