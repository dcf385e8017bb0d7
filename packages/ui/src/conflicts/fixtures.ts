/**
 * Story data for the conflict wizard's components: the ready church's conflicts, held contacts
 * and matches as the sandbox seeds them, and a long list. Stories import it; the package entry
 * does not.
 */
import type { ConflictView, ContactView, MatchView } from './types';

export const ccbToMcConflicts: ConflictView[] = [
  {
    id: 19,
    campusName: 'Main Campus',
    groupName: 'Youth Group',
    mcAudienceName: 'Weekly Newsletter',
    mcGroupOrTagDisplay: 'Youth',
  },
  {
    id: 31,
    campusName: '',
    groupName: 'Members who joined this year',
    mcAudienceName: 'Weekly Newsletter',
    mcGroupOrTagDisplay: 'New Member',
  },
];

export const mcToCcbConflicts: ConflictView[] = [
  {
    id: 21,
    campusName: 'Main Campus',
    groupName: 'Newcomers',
    mcAudienceName: 'Website Signups',
    mcGroupOrTagDisplay: 'Plan a Visit',
  },
];

export const heldContacts: ContactView[] = [
  {
    id: 22,
    participantId: 0,
    firstName: 'Priya',
    lastName: 'Fairbanks',
    email: 'pfairbanks@comcast.net',
  },
  { id: 23, participantId: 0, firstName: 'Kwame', lastName: 'Osei', email: 'kosei@aol.com' },
  {
    id: 24,
    participantId: 0,
    firstName: 'Marcus',
    lastName: 'Simmons',
    email: 'marcus.simmons71@gmail.com',
  },
  {
    id: 25,
    participantId: 0,
    firstName: 'Alex',
    lastName: 'Sanchez',
    email: 'joanna.sanchez@yahoo.com',
  },
  // Known by address only: shown by it (spec section 3).
  { id: 26, participantId: 0, firstName: '', lastName: '', email: 'info@riverside-events.org' },
];

export const alex = heldContacts[3] as ContactView;
export const marcus = heldContacts[2] as ContactView;

export const alexMatches: MatchView[] = [
  {
    id: 1007,
    participantId: 1007,
    firstName: 'Joanna',
    lastName: 'Sanchez',
    email: 'joanna.sanchez@yahoo.com',
    ccbUrl: 'https://riversidecc.ccbchurch.com/goto/individuals/1007',
  },
  {
    id: 1008,
    participantId: 1008,
    firstName: 'Rahul',
    lastName: 'Sanchez',
    email: 'joanna.sanchez@yahoo.com',
    ccbUrl: 'https://riversidecc.ccbchurch.com/goto/individuals/1008',
  },
];

export const marcusMatch: MatchView = {
  id: 1072,
  participantId: 1072,
  firstName: 'Marcus',
  lastName: 'Simmons',
  email: 'marcus.simmons@gmail.com',
  ccbUrl: 'https://riversidecc.ccbchurch.com/goto/individuals/1072',
};

const FIRST = ['Olivia', 'Marcus', 'Priya', 'Diego', 'Hannah', 'Kwame', 'Mei', 'Tomás', 'Zoë'];
const LAST = ['Whitaker', 'Lindgren', 'Osei', 'Fairbanks', 'Delgado', "O'Neill", 'Nguyen'];

/** `count` held contacts with distinct addresses (accents and apostrophes included). */
export function manyHeldContacts(count: number): ContactView[] {
  return Array.from({ length: count }, (_, i) => {
    const firstName = FIRST[i % FIRST.length] as string;
    const lastName = LAST[Math.floor(i / FIRST.length) % LAST.length] as string;
    return {
      id: 1000 + i,
      participantId: 0,
      firstName,
      lastName,
      email: `signup${i + 1}@example.org`,
    };
  });
}
