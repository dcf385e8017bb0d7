/** The membership statuses a group sync includes (the user's four isInclude flags). */
export interface MembershipTypes {
  leaders: boolean;
  members: boolean;
  invited: boolean;
  joinRequests: boolean;
}

export const MEMBERSHIP_TYPE_KEYS = ['leaders', 'members', 'invited', 'joinRequests'] as const;

/** The spec's default: leaders and members. */
export const DEFAULT_MEMBERSHIP_TYPES: MembershipTypes = {
  leaders: true,
  members: true,
  invited: false,
  joinRequests: false,
};

/** At least one must be chosen. */
export function hasMembershipType(types: MembershipTypes): boolean {
  return MEMBERSHIP_TYPE_KEYS.some((key) => types[key]);
}

/** The link reads 'All Selected' when every status is included, otherwise 'Filtered'. */
export function allMembershipTypes(types: MembershipTypes): boolean {
  return MEMBERSHIP_TYPE_KEYS.every((key) => types[key]);
}
