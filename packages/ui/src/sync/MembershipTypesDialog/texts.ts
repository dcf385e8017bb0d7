/**
 * The group-membership-types dialog and link. The error and 'All Selected' / 'Filtered' are
 * verbatim from the spec (part 1, sections 2 and 5); the title and labels are ours, after the
 * user flags isIncludeLeads, isIncludeMember, isIncludeInvitedToGroup and isIncludeJoinGroup.
 */
export const membershipTypesTexts = {
  title: 'Group Membership Types',
  intro: 'Sync the people of each CCB group who have these membership statuses.',
  legend: 'Membership statuses',
  types: {
    leaders: 'Leaders',
    members: 'Members',
    invited: 'Invited',
    joinRequests: 'Join Requests',
  },
  error: 'At least one membership status type must be selected!',
  save: 'Save',
  cancel: 'Cancel',
  link: {
    label: 'Group Membership Types',
    allSelected: 'All Selected',
    filtered: 'Filtered',
  },
} as const;
