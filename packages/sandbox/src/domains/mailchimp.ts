import type { Random } from '../random';

/**
 * A church's Mailchimp account: audiences with members (subscribed, unsubscribed, cleaned), tags,
 * interest categories and interests (at most 60 per audience), and merge fields, some required.
 */

export type MemberStatus = 'subscribed' | 'unsubscribed' | 'cleaned';

export interface McMember {
  /** Lower case. */
  email: string;
  firstName: string;
  lastName: string;
  status: MemberStatus;
  /** Tag names. */
  tags: string[];
  /** Interest ids. */
  interests: string[];
  /** The CCB person the sync wrote this member from (merge field CCBID); 0 when none. */
  ccbId: number;
  /** Mapped merge fields the sync wrote (Custom Fields Mapping): merge tag → value. */
  merges?: Record<string, string>;
}

export interface McTag {
  id: number;
  name: string;
}

export interface McInterest {
  id: string;
  name: string;
}

export interface McCategory {
  id: string;
  title: string;
  interests: McInterest[];
}

export interface McMergeField {
  tag: string;
  name: string;
  required: 0 | 1;
}

export interface McAudience {
  id: string;
  name: string;
  /** Deleted in Mailchimp: pairs that use it are broken. */
  removed: 0 | 1;
  tags: McTag[];
  categories: McCategory[];
  mergeFields: McMergeField[];
  members: McMember[];
}

export interface McData {
  accountName: string;
  audiences: McAudience[];
  nextTagId: number;
}

/** Mailchimp allows at most 60 interests (groups) per audience; the spec caps pairs the same. */
export const MAX_PER_LIST = 60;
export const MAX_PER_LIST_MESSAGE =
  'A MailChimp audience can hold at most 60 groups or saved searches. Please choose another audience.';

/** The interest-group separator of `uniqueId` (category id, then interest id). */
export const INTEREST_SEPARATOR = ':::::';

/** Merge fields the sync fills from CCB; any other required field blocks adding a member. */
export const FILLED_MERGE_FIELDS: ReadonlySet<string> = new Set(['FNAME', 'LNAME', 'CCBID']);

export function defaultMergeFields(): McMergeField[] {
  return [
    { tag: 'FNAME', name: 'First Name', required: 0 },
    { tag: 'LNAME', name: 'Last Name', required: 0 },
    { tag: 'PHONE', name: 'Phone Number', required: 0 },
    { tag: 'CCBID', name: 'CCB ID', required: 0 },
  ];
}

export function liveAudience(mc: McData, id: string): McAudience | undefined {
  const audience = mc.audiences.find((item) => item.id === id);
  return audience && audience.removed === 0 ? audience : undefined;
}

export function findInterest(
  audience: McAudience,
  interestId: string,
): { category: McCategory; interest: McInterest } | undefined {
  for (const category of audience.categories) {
    const interest = category.interests.find((item) => item.id === interestId);
    if (interest) return { category, interest };
  }
  return undefined;
}

export function interestCount(audience: McAudience): number {
  let count = 0;
  for (const category of audience.categories) count += category.interests.length;
  return count;
}

export function findTag(audience: McAudience, name: string): McTag | undefined {
  const wanted = name.trim().toLowerCase();
  return audience.tags.find((tag) => tag.name.toLowerCase() === wanted);
}

/** The tag called `name`, created when the audience has none. */
export function ensureTag(mc: McData, audience: McAudience, name: string): McTag {
  const existing = findTag(audience, name);
  if (existing) return existing;
  const tag = { id: mc.nextTagId, name: name.trim() };
  mc.nextTagId += 1;
  audience.tags.push(tag);
  return tag;
}

/** Creates an interest (group) in `category`; a taken name gets the suffix ' - Copy'. */
export function createInterest(
  random: Random,
  category: McCategory,
  name: string,
): McInterest | undefined {
  let wanted = name.trim();
  if (!wanted) return undefined;
  while (category.interests.some((item) => item.name.toLowerCase() === wanted.toLowerCase())) {
    wanted = `${wanted} - Copy`;
  }
  const interest = { id: random.hex(10), name: wanted };
  category.interests.push(interest);
  return interest;
}

/** The category new groups go to ('CCB Groups'), created when missing. */
export function groupsCategory(random: Random, audience: McAudience): McCategory {
  let category = audience.categories.find((item) => item.title === 'CCB Groups');
  if (!category) {
    category = { id: random.hex(10), title: 'CCB Groups', interests: [] };
    audience.categories.push(category);
  }
  return category;
}

/** Required merge fields the sync cannot fill (a reason new members cannot be added). */
export function unfilledRequiredFields(audience: McAudience): McMergeField[] {
  return audience.mergeFields.filter(
    (field) => field.required === 1 && !FILLED_MERGE_FIELDS.has(field.tag),
  );
}

export function mergeFieldError(audience: McAudience): string {
  const fields = unfilledRequiredFields(audience);
  return fields.length === 0
    ? ''
    : `Some contacts could not be added: the audience ${audience.name} has required merge fields ` +
        `that CCB does not fill (${fields.map((field) => field.name).join(', ')}).`;
}

export function memberIndex(audience: McAudience): Map<string, McMember> {
  const map = new Map<string, McMember>();
  for (const member of audience.members) map.set(member.email, member);
  return map;
}

export function copyMember(member: McMember): McMember {
  return {
    ...member,
    tags: [...member.tags],
    interests: [...member.interests],
    ...(member.merges ? { merges: { ...member.merges } } : {}),
  };
}

/**
 * Whether a member carries a pair target: an interest id, or a tag by its audience's spelling
 * (tag names are stored as the audience spells them, see `ensureTag`, so compares are exact).
 */
export function hasTarget(member: McMember, target: Target): boolean {
  return target.kind === 'interest'
    ? member.interests.includes(target.id)
    : member.tags.includes(target.id);
}

export function addTarget(member: McMember, target: Target): void {
  if (hasTarget(member, target)) return;
  if (target.kind === 'interest') member.interests.push(target.id);
  else member.tags.push(target.id);
}

export function dropTarget(member: McMember, target: Target): void {
  if (target.kind === 'interest')
    member.interests = member.interests.filter((id) => id !== target.id);
  else member.tags = member.tags.filter((tag) => tag !== target.id);
}

/** Where a pair lands in an audience: one interest, or one tag (by name). */
export interface Target {
  kind: 'interest' | 'tag';
  id: string;
}

/** Values by audience and target, looked up without building string keys. */
export class TargetIndex<T> {
  private readonly lists = new Map<string, { interest: Map<string, T>; tag: Map<string, T> }>();

  list(listId: string): { interest: Map<string, T>; tag: Map<string, T> } {
    let entry = this.lists.get(listId);
    if (!entry) {
      entry = { interest: new Map(), tag: new Map() };
      this.lists.set(listId, entry);
    }
    return entry;
  }

  get(listId: string, target: Target): T | undefined {
    return this.lists.get(listId)?.[target.kind].get(target.id);
  }

  set(listId: string, target: Target, value: T): void {
    this.list(listId)[target.kind].set(target.id, value);
  }

  has(listId: string, target: Target): boolean {
    return this.lists.get(listId)?.[target.kind].has(target.id) ?? false;
  }

  listIds(): IterableIterator<string> {
    return this.lists.keys();
  }
}

/** A Mailchimp API key looks like 32 hex digits, a dash and the data centre, e.g. `…-us21`. */
export const MAILCHIMP_KEY = /^[0-9a-f]{32}-us\d{1,2}$/;
