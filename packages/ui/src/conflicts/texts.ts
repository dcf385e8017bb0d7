/**
 * The conflict wizard's texts (spec part 1: "Conflicts (/resolve-conflicts)" and sections 4, 5
 * and 8). Verbatim from the spec: 'Export list', 'Create New Contact', 'Merge', 'Ignore All', the
 * agreement 'Yes, I agree to ignore all N conflicts', 'do not show again' (capitalised as a
 * label), 'Fields cannot be empty!', the list failure, the three snackbars and the display-name
 * rule's 'Unknown'. Everything else (title, step names, headings, the two questions) is ours:
 * the spec names those parts without quoting them.
 */
export const conflictTexts = {
  title: 'Resolve Conflicts',
  steps: {
    label: 'Steps',
    step: (n: number, of: number) => `Step ${n} of ${of}`,
    names: ['Conflicts', 'Held contacts', 'Matches', 'Merge'],
  },
  headings: {
    conflicts: 'Unresolved conflicts',
    holds: 'Held contacts',
    matches: 'Possible matches',
    mergeWith: 'Choose the value of each field',
    create: 'Create a new contact',
  },
  buttons: {
    back: 'Back',
    next: 'Next',
    merge: 'Merge',
    retry: 'Try again',
    exportList: 'Export list',
    ignore: 'Ignore',
    ignoreAll: 'Ignore All',
    createNew: 'Create New Contact',
  },
  /** The link to the Toolkit's ignored emails (spec: the dialog links to /tools/ignored-emails). */
  ignoredEmails: 'View Ignored Emails',
  /** Spec section 8: "Conflict lists in error status show ...". */
  listFailed: 'Something went wrong, please try again later',
  loading: 'Loading',
  tabs: {
    label: 'Conflict direction',
    ccbToMc: 'CCB to MC',
    mcToCcb: 'MC to CCB',
    count: (n: number) => `${n} ${n === 1 ? 'conflict' : 'conflicts'}`,
  },
  conflict: {
    campus: 'CCB Campus',
    group: 'CCB Group',
    audience: 'MC Audience',
    target: 'MC Group / Tags',
    /** A saved search has no campus. */
    none: '—',
    choose: 'Choose a conflict',
    empty: 'No unresolved conflicts in this direction.',
  },
  holds: {
    caption: (n: number) => `${n} held ${n === 1 ? 'contact' : 'contacts'}`,
    choose: 'Choose',
    name: 'Name',
    email: 'Email',
    actions: 'Actions',
    ignoreLabel: (name: string) => `Ignore ${name}`,
    shown: (shown: number, total: number) => `Showing ${shown} of ${total}`,
    showMore: (n: number) => `Show ${n} more`,
    empty: 'No contacts are held for this conflict.',
  },
  matches: {
    current: 'Current contact',
    choose: 'Choose a possible match',
    none: 'No possible matches were found. Create a new contact instead.',
    viewInCcb: (name: string) => `View ${name} in CCB`,
    ccb: 'CCB',
    ccbId: (id: number) => `CCB ID ${id}`,
    notInCcb: 'Not in CCB yet',
  },
  fields: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
  },
  merge: {
    current: 'Current',
    match: 'Match',
    empty: '(empty)',
    preview: 'Preview',
  },
  /** Spec section 5. */
  fieldsEmpty: 'Fields cannot be empty!',
  ignoreOne: {
    title: 'Ignore Conflict?',
    message: (name: string) =>
      `${name} will be added to your Ignored Emails, and syncs will skip this address until you unignore it.`,
    dontShowAgain: 'Do not show again',
    confirm: 'Ignore',
    cancel: 'Cancel',
  },
  ignoreAll: {
    title: 'Ignore All Conflicts?',
    message:
      'Every held contact will be added to your Ignored Emails, and syncs will skip their addresses until you unignore them.',
    agree: (n: number) => `Yes, I agree to ignore all ${n} conflicts`,
    confirm: 'Ignore All',
    cancel: 'Cancel',
  },
  /** Spec section 8: the wizard's snackbars. */
  snackbars: {
    merged: 'Profile merged successfully!',
    ignored: (name: string) => `You ignored a Conflict for ${name}`,
    ignoredAll: (n: number) => `You ignored ${n}`,
  },
  /** Spec section 3: the display name's last resort. */
  unknown: 'Unknown',
} as const;

/** Spec section 3: first and last name, else email, else 'Unknown'. */
export function displayName(person: { firstName: string; lastName: string; email: string }) {
  const name = [person.firstName.trim(), person.lastName.trim()].filter(Boolean).join(' ');
  return name || person.email.trim() || conflictTexts.unknown;
}
