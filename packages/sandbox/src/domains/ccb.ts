import type { FamilyPosition } from './people';

/**
 * A church's CCB (church-management) data: campuses, groups with participants and membership
 * types, saved searches, process queues and people. Plain data (arrays sorted by id, no Maps),
 * so lookups are binary searches and the state stays cheap to build and to copy.
 */

/** How a person belongs to a group. */
export const LEADER = 0;
export const MEMBER = 1;
export const INVITED = 2;
export const JOIN_REQUEST = 3;
export type MembershipType = typeof LEADER | typeof MEMBER | typeof INVITED | typeof JOIN_REQUEST;

export interface CcbPerson {
  id: number;
  firstName: string;
  lastName: string;
  /** Lower case; '' when the person has none. Family members often share one. */
  email: string;
  familyId: number;
  familyPosition: FamilyPosition;
  /** The primary profile of a shared address (the one whose name Mailchimp gets). */
  isPrimary: 0 | 1;
  /** 1: chose in CCB not to receive email (honoured when the Toolkit's email check is on). */
  emailOptOut?: 0 | 1;
}

export interface CcbCampus {
  id: number;
  name: string;
}

export interface CcbGroup {
  id: number;
  campusId: number;
  name: string;
  /** Deleted in CCB: pairs that use it are broken. */
  removed: 0 | 1;
  /** Participants, with their membership type at the same index. */
  memberIds: number[];
  memberTypes: MembershipType[];
}

export interface CcbSavedSearch {
  id: number;
  name: string;
  /** 1 new advanced search, 0 classic (obsolete). */
  isAdvance: 0 | 1;
  removed: 0 | 1;
  personIds: number[];
}

export interface CcbProcess {
  id: number;
  campusId: number;
  name: string;
}

export interface CcbQueue {
  id: number;
  processId: number;
  name: string;
  removed: 0 | 1;
  personIds: number[];
}

export interface CcbData {
  /** The CCB account (subdomain) the data lives in, e.g. `riversidecc`. */
  subdomain: string;
  /** Whether the API user may use saved searches. */
  searchPermission: 0 | 1;
  campuses: CcbCampus[];
  groups: CcbGroup[];
  searches: CcbSavedSearch[];
  processes: CcbProcess[];
  queues: CcbQueue[];
  people: CcbPerson[];
  nextPersonId: number;
  nextFamilyId: number;
}

/** The record with `id` in a list sorted by id (binary search). */
export function byId<T extends { id: number }>(items: readonly T[], id: number): T | undefined {
  let low = 0;
  let high = items.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const item = items[mid] as T;
    if (item.id === id) return item;
    if (item.id < id) low = mid + 1;
    else high = mid - 1;
  }
  return undefined;
}

/** Where `id` is, or would be inserted, in a list sorted by id. */
export function indexById<T extends { id: number }>(items: readonly T[], id: number): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((items[mid] as T).id < id) low = mid + 1;
    else high = mid;
  }
  return low;
}

export function liveGroup(ccb: CcbData, id: number): CcbGroup | undefined {
  const group = byId(ccb.groups, id);
  return group && group.removed === 0 ? group : undefined;
}

export function liveSearch(ccb: CcbData, id: number): CcbSavedSearch | undefined {
  const search = byId(ccb.searches, id);
  return search && search.removed === 0 ? search : undefined;
}

export function liveQueue(ccb: CcbData, id: number): CcbQueue | undefined {
  const queue = byId(ccb.queues, id);
  return queue && queue.removed === 0 ? queue : undefined;
}

/** The membership types a sync includes (the user's isInclude* flags). */
export interface MembershipFilter {
  isIncludeLeads: 0 | 1;
  isIncludeMember: 0 | 1;
  isIncludeInvitedToGroup: 0 | 1;
  isIncludeJoinGroup: 0 | 1;
}

export function includesType(filter: MembershipFilter, type: MembershipType): boolean {
  switch (type) {
    case LEADER:
      return filter.isIncludeLeads === 1;
    case MEMBER:
      return filter.isIncludeMember === 1;
    case INVITED:
      return filter.isIncludeInvitedToGroup === 1;
    default:
      return filter.isIncludeJoinGroup === 1;
  }
}

/** The people of a group the filter includes. */
export function groupPeople(group: CcbGroup, filter: MembershipFilter): number[] {
  const out: number[] = [];
  for (let i = 0; i < group.memberIds.length; i += 1) {
    if (includesType(filter, group.memberTypes[i] as MembershipType))
      out.push(group.memberIds[i] as number);
  }
  return out;
}

export function membershipOf(group: CcbGroup, personId: number): MembershipType | -1 {
  const index = group.memberIds.indexOf(personId);
  return index < 0 ? -1 : (group.memberTypes[index] as MembershipType);
}

export function setMembership(group: CcbGroup, personId: number, type: MembershipType | -1): void {
  const index = group.memberIds.indexOf(personId);
  if (type === -1) {
    if (index >= 0) {
      group.memberIds.splice(index, 1);
      group.memberTypes.splice(index, 1);
    }
  } else if (index >= 0) {
    group.memberTypes[index] = type;
  } else {
    group.memberIds.push(personId);
    group.memberTypes.push(type);
  }
}

/** People by address (lower case), for matching and shared-address checks. */
export function peopleByEmail(ccb: CcbData): Map<string, CcbPerson[]> {
  const map = new Map<string, CcbPerson[]>();
  for (const person of ccb.people) {
    if (!person.email) continue;
    const list = map.get(person.email);
    if (list) list.push(person);
    else map.set(person.email, [person]);
  }
  return map;
}

export function profileUrl(ccb: CcbData, personId: number): string {
  return `https://${ccb.subdomain}.ccbchurch.com/goto/individuals/${personId}`;
}

export function fullName(person: { firstName: string; lastName: string; email?: string }): string {
  const name = `${person.firstName} ${person.lastName}`.trim();
  return name || person.email || 'Unknown';
}
