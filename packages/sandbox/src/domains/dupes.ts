import type { Schemas } from '@flocksync/api-client';
import {
  byId,
  fullName,
  MEMBER,
  membershipOf,
  profileUrl,
  setMembership,
  type CcbData,
  type CcbPerson,
} from './ccb';
import { audienceName, campusName, mcToCcbName, sourceName, targetDisplay } from './pairs';
import {
  nextId,
  type ChurchState,
  type ConflictRecord,
  type HoldRecord,
  type IgnoredRecord,
} from './state';

/**
 * Conflicts and held contacts: what a sync could not decide on its own (a Mailchimp member that
 * matches no or several CCB people; a shared CCB address with no primary profile), and how a
 * person resolves them (merge with a match, create a new contact, or ignore the address).
 * Also the Toolkit lists built on CCB people: ignored emails and primary contacts.
 */

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function openConflicts(church: ChurchState): ConflictRecord[] {
  const held = new Set(church.holds.map((hold) => hold.conflictId));
  return church.conflicts.filter((conflict) => held.has(conflict.id));
}

function conflictEntry(church: ChurchState, conflict: ConflictRecord): Schemas['ConflictEntry'] {
  if (conflict.dir === 'ccbToMc') {
    const pair = byId(church.ccbToMc, conflict.pairId);
    return {
      campusName: pair && pair.type !== 'search' ? campusName(church.ccb, pair.campusId) : '',
      groupName: pair ? sourceName(church.ccb, pair.type, pair.sourceId) : '',
      mcAudienceName: pair ? audienceName(church.mc, pair.listId) : '',
      mcGroupOrTagDisplay: pair ? targetDisplay(church.mc, pair) : '',
    };
  }
  const pair = byId(church.mcToCcb, conflict.pairId);
  return {
    campusName: pair ? campusName(church.ccb, pair.campusId) : '',
    groupName: pair && church.ccb ? (byId(church.ccb.groups, pair.groupId)?.name ?? '') : '',
    mcAudienceName: pair ? audienceName(church.mc, pair.listId) : '',
    mcGroupOrTagDisplay: pair ? targetDisplay(church.mc, pair) : '',
  };
}

/** `/sync-pair/simple-view`: the conflicts that still hold contacts, per direction. */
export function conflictLists(church: ChurchState) {
  const ccbToMc: Schemas['CcbToMcConflict'][] = [];
  const mcToCcb: Schemas['McToCcbConflict'][] = [];
  for (const conflict of openConflicts(church)) {
    const entry = conflictEntry(church, conflict);
    if (conflict.dir === 'ccbToMc') ccbToMc.push({ ...entry, ccbToMcId: conflict.id });
    else mcToCcb.push({ ...entry, mcToCcbId: conflict.id });
  }
  return { ccb_to_mc: ccbToMc, mc_to_ccb: mcToCcb };
}

export function holdView(hold: HoldRecord): Schemas['HoldContact'] {
  return {
    id: hold.id,
    participantId: hold.personId,
    firstName: hold.firstName,
    lastName: hold.lastName,
    email: hold.email,
  };
}

/** CCB people the held contact may be: same address, else same name, else same last name. */
export function possibleMatches(church: ChurchState, hold: HoldRecord): CcbPerson[] {
  const ccb = church.ccb;
  if (!ccb) return [];
  const email = hold.email.toLowerCase();
  const sameEmail = ccb.people.filter((p) => p.email === email && p.id !== hold.personId);
  if (sameEmail.length > 0) return sameEmail;
  const last = hold.lastName.toLowerCase();
  const first = hold.firstName.toLowerCase();
  const sameLast = ccb.people.filter(
    (p) => p.id !== hold.personId && last !== '' && p.lastName.toLowerCase() === last,
  );
  const sameName = sameLast.filter((p) => p.firstName.toLowerCase() === first);
  return (sameName.length > 0 ? sameName : sameLast).slice(0, 10);
}

export function matchView(ccb: CcbData, person: CcbPerson): Schemas['PossibleMatch'] {
  return {
    id: person.id,
    participantId: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    ccbUrl: profileUrl(ccb, person.id),
  };
}

function dropHold(church: ChurchState, hold: HoldRecord): void {
  church.holds = church.holds.filter((item) => item.id !== hold.id);
  if (!church.holds.some((item) => item.conflictId === hold.conflictId)) {
    church.conflicts = church.conflicts.filter((item) => item.id !== hold.conflictId);
  }
}

/** Makes `person` the primary profile of its address (the others sharing it are not). */
export function makePrimary(ccb: CcbData, person: CcbPerson): void {
  if (!person.email) return;
  for (const other of ccb.people) {
    if (other.email === person.email) other.isPrimary = other.id === person.id ? 1 : 0;
  }
}

export interface MatchInput {
  holdId: number;
  matchContactId: number;
  firstName: string;
  lastName: string;
  email: string;
  leftFirstName: string;
  leftLastName: string;
  leftEmail: string;
}

/**
 * Resolves a held contact. With a match (`matchContactId` > 0) the fields are radio flags
 * (0 the held contact's value, 1 the match's) and the match is kept with the chosen values;
 * with 0 the fields are values and a new contact is made. A CCB-to-MC hold (shared address
 * without a primary) ends with a primary profile for the address; an MC-to-CCB hold ends with
 * the person in the pair's CCB group. Returns an error message, or '' on success.
 */
export function matchContact(church: ChurchState, input: MatchInput): string {
  const ccb = church.ccb;
  const hold = church.holds.find((item) => item.id === input.holdId);
  if (!ccb || !hold) return 'This held contact was not found.';
  const conflict = church.conflicts.find((item) => item.id === hold.conflictId);
  if (!conflict) return 'This held contact was not found.';
  const match = input.matchContactId > 0 ? byId(ccb.people, input.matchContactId) : undefined;
  if (input.matchContactId > 0 && !match) return 'The chosen match was not found.';
  const left = {
    firstName: input.leftFirstName || hold.firstName,
    lastName: input.leftLastName || hold.lastName,
    email: input.leftEmail || hold.email,
  };
  const choose = (value: string, own: string, theirs: string | undefined) =>
    match && (value === '0' || value === '1')
      ? value === '1'
        ? (theirs ?? '')
        : own
      : value || own;
  const values = {
    firstName: choose(input.firstName, left.firstName, match?.firstName).trim(),
    lastName: choose(input.lastName, left.lastName, match?.lastName).trim(),
    email: choose(input.email, left.email, match?.email).trim().toLowerCase(),
  };
  if (!values.firstName || !values.lastName || !values.email) return 'Fields cannot be empty!';
  if (!EMAIL.test(values.email)) return 'Please enter a valid email address.';

  let person: CcbPerson;
  if (match) {
    person = match;
  } else if (conflict.dir === 'ccbToMc' && byId(ccb.people, hold.personId)) {
    person = byId(ccb.people, hold.personId) as CcbPerson;
  } else {
    person = {
      id: ccb.nextPersonId,
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      familyId: ccb.nextFamilyId,
      familyPosition: 'Primary Contact',
      isPrimary: 1,
    };
    ccb.nextPersonId += 1;
    ccb.nextFamilyId += 1;
    ccb.people.push(person);
  }
  person.firstName = values.firstName;
  person.lastName = values.lastName;
  person.email = values.email;
  makePrimary(ccb, person);

  if (conflict.dir === 'mcToCcb') {
    const pair = byId(church.mcToCcb, conflict.pairId);
    const group = pair ? byId(ccb.groups, pair.groupId) : undefined;
    if (pair && group && group.removed === 0 && membershipOf(group, person.id) === -1) {
      setMembership(group, person.id, MEMBER);
      pair.addedPersonIds.push(person.id);
    }
    // The Mailchimp member follows the merged profile's address, so the next sync finds it.
    const audience = pair
      ? church.mc?.audiences.find((item) => item.id === pair.listId)
      : undefined;
    const member = audience?.members.find((item) => item.email === hold.email.toLowerCase());
    if (audience && member && member.email !== values.email) {
      if (!audience.members.some((item) => item.email === values.email)) {
        member.email = values.email;
      }
    }
    if (member) member.ccbId = person.id;
    church.changes.push(
      `Held contact ${fullName(hold)} merged into CCB profile ${fullName(person)} (${
        pair ? mcToCcbName(church, pair) : 'removed pair'
      }).`,
    );
  } else {
    church.changes.push(
      `Held contact ${fullName(hold)} resolved: ${fullName(person)} is the primary profile of ${person.email}.`,
    );
  }
  dropHold(church, hold);
  return '';
}

function groupNameOf(church: ChurchState, conflict: ConflictRecord | undefined): string {
  if (!conflict) return '';
  if (conflict.dir === 'ccbToMc') {
    const pair = byId(church.ccbToMc, conflict.pairId);
    return pair ? sourceName(church.ccb, pair.type, pair.sourceId) : '';
  }
  const pair = byId(church.mcToCcb, conflict.pairId);
  return pair && church.ccb ? (byId(church.ccb.groups, pair.groupId)?.name ?? '') : '';
}

/** Moves a held contact to the ignored emails; syncs skip the address from now on. */
export function ignoreHold(church: ChurchState, hold: HoldRecord): void {
  const email = hold.email.toLowerCase();
  if (!church.ignored.some((item) => item.email === email)) {
    const conflict = church.conflicts.find((item) => item.id === hold.conflictId);
    church.ignored.push({
      id: nextId(church),
      personId: hold.personId,
      firstName: hold.firstName,
      lastName: hold.lastName,
      email,
      groupName: groupNameOf(church, conflict),
    });
  }
  dropHold(church, hold);
}

// ---- Toolkit lists ----------------------------------------------------------------------

export interface ContactFilter {
  firstName: string;
  lastName: string;
  email: string;
}

function matchesFilter(
  contact: { firstName: string; lastName: string; email: string },
  filter: ContactFilter,
) {
  const has = (value: string, wanted: string) =>
    wanted.trim() === '' || value.toLowerCase().includes(wanted.trim().toLowerCase());
  return (
    has(contact.firstName, filter.firstName) &&
    has(contact.lastName, filter.lastName) &&
    has(contact.email, filter.email)
  );
}

/** The first live group of each of `ids` (one pass over the groups). */
function groupNames(ccb: CcbData, ids: readonly number[]): Map<number, string> {
  const wanted = new Set(ids);
  const names = new Map<number, string>();
  for (const group of ccb.groups) {
    if (group.removed) continue;
    for (const id of group.memberIds) {
      if (wanted.has(id) && !names.has(id)) names.set(id, group.name);
    }
    if (names.size === wanted.size) break;
  }
  return names;
}

export function ignoredContacts(church: ChurchState, filter: ContactFilter): IgnoredRecord[] {
  return church.ignored.filter((item) => matchesFilter(item, filter));
}

export function ignoredView(church: ChurchState, item: IgnoredRecord): Schemas['Contact'] {
  const person = church.ccb && item.personId ? byId(church.ccb.people, item.personId) : undefined;
  return {
    id: item.id,
    firstName: item.firstName,
    lastName: item.lastName,
    email: item.email,
    ccbGroupName: item.groupName,
    familyPosition: person?.familyPosition ?? '',
    isPrimary: person?.isPrimary ?? 0,
    ccbProfile: church.ccb && item.personId ? profileUrl(church.ccb, item.personId) : '',
    ccbParticipantId: item.personId,
  };
}

/** People with an address, families sharing one first (when `duplicatesOnly`, only those). */
export function primaryCandidates(
  ccb: CcbData,
  filter: ContactFilter,
  duplicatesOnly: boolean,
): CcbPerson[] {
  const counts = new Map<string, number>();
  for (const person of ccb.people) {
    if (person.email) counts.set(person.email, (counts.get(person.email) ?? 0) + 1);
  }
  return ccb.people
    .filter(
      (person) =>
        person.email !== '' &&
        (!duplicatesOnly || (counts.get(person.email) ?? 0) > 1) &&
        matchesFilter(person, filter),
    )
    .sort(
      (a, b) =>
        (a.email < b.email ? -1 : a.email > b.email ? 1 : 0) ||
        b.isPrimary - a.isPrimary ||
        a.id - b.id,
    );
}

export function contactViews(ccb: CcbData, people: readonly CcbPerson[]): Schemas['Contact'][] {
  const names = groupNames(
    ccb,
    people.map((person) => person.id),
  );
  return people.map((person) => ({
    id: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    ccbGroupName: names.get(person.id) ?? '',
    familyPosition: person.familyPosition,
    isPrimary: person.isPrimary,
    ccbProfile: profileUrl(ccb, person.id),
    ccbParticipantId: person.id,
  }));
}
