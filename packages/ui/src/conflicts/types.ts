/** The conflict wizard's data as its components show it (plain props, no API types). */

export type ConflictDirection = 'ccbToMc' | 'mcToCcb';

/** An unresolved conflict: the pair whose sync held contacts back. */
export interface ConflictView {
  id: number;
  campusName: string;
  groupName: string;
  mcAudienceName: string;
  mcGroupOrTagDisplay: string;
}

/** A held contact (spec section 3). */
export interface ContactView {
  id: number;
  /** The CCB person, or 0 for a Mailchimp member CCB does not know. */
  participantId: number;
  firstName: string;
  lastName: string;
  email: string;
}

/** A possible match: a CCB person, with a link to their CCB profile. */
export interface MatchView extends ContactView {
  ccbUrl: string;
}

export type ContactField = 'firstName' | 'lastName' | 'email';
export type ContactValues = Record<ContactField, string>;
/** 0 keeps the current contact's value, 1 takes the match's. */
export type FieldChoice = 0 | 1;
