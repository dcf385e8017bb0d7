/** Conflicts, held contacts and possible matches for the conflict wizard's tests. */
import type { ConflictLists, HoldContact, PossibleMatch } from '../conflicts/conflictWizardMachine';

export const lists: ConflictLists = {
  ccbToMc: [
    {
      ccbToMcId: 19,
      campusName: 'Main Campus',
      groupName: 'Youth Group',
      mcAudienceName: 'Weekly Newsletter',
      mcGroupOrTagDisplay: 'Youth',
    },
  ],
  mcToCcb: [
    {
      mcToCcbId: 21,
      campusName: 'Main Campus',
      groupName: 'Newcomers',
      mcAudienceName: 'Website Signups',
      mcGroupOrTagDisplay: 'Plan a Visit',
    },
  ],
};

export const onlyMcToCcb: ConflictLists = { ccbToMc: [], mcToCcb: lists.mcToCcb };

export const jordan: HoldContact = {
  id: 20,
  participantId: 1425,
  firstName: 'Jordan',
  lastName: 'Ellis',
  email: 'ellis.household@gmail.com',
};

export const marcus: HoldContact = {
  id: 24,
  participantId: 0,
  firstName: 'Marcus',
  lastName: 'Simmons',
  email: 'marcus.simmons71@gmail.com',
};

export const priya: HoldContact = {
  id: 22,
  participantId: 0,
  firstName: 'Priya',
  lastName: 'Fairbanks',
  email: 'pfairbanks@comcast.net',
};

/** A contact Mailchimp knows by address only. */
export const nameless: HoldContact = {
  id: 26,
  participantId: 0,
  firstName: '',
  lastName: '',
  email: 'info@example.org',
};

export const marcusInCcb: PossibleMatch = {
  id: 1072,
  participantId: 1072,
  firstName: 'Marcus',
  lastName: 'Simmons',
  email: 'marcus.simmons@gmail.com',
  ccbUrl: 'https://riversidecc.ccbchurch.com/goto/individuals/1072',
};

export const casey: PossibleMatch = {
  id: 1426,
  participantId: 1426,
  firstName: 'Casey',
  lastName: 'Ellis',
  email: 'ellis.household@gmail.com',
  ccbUrl: 'https://riversidecc.ccbchurch.com/goto/individuals/1426',
};

/** The held contacts of each conflict. */
export const holdsOf: Record<number, HoldContact[]> = {
  19: [jordan],
  21: [priya, marcus],
};

/** The possible matches of each held contact. */
export const matchesOf: Record<number, PossibleMatch[]> = {
  20: [casey],
  22: [],
  24: [marcusInCcb],
};
