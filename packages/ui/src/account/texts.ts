import { TEXT_LIMITS } from '../core/limits';
/**
 * Texts of My Profile (/settings), verbatim from the spec (part 1 sections 4, 5 and 8) unless
 * marked "ours".
 */
export const accountTexts = {
  title: 'My Profile',
  fields: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    /** Ours (the spec names the fields, not their labels). */
    phoneNumber: 'Phone',
    address: 'Address',
    city: 'City',
    state: 'State',
    zip: 'Postal code',
    treasurerEmail: 'Treasurer email',
  },
  /** Spec part 1 section 4: how many characters each field shows. */
  limits: {
    firstName: 30,
    city: 30,
    lastName: 50,
    address: 40,
    zip: 30,
    email: 100,
    treasurerEmail: 100,
  },
  edit: (label: string) => `Edit ${label}`,
  save: 'Save',
  cancel: 'Cancel',
  saving: 'Saving',
  saved: 'Saved',
  dismiss: 'Dismiss',
  /** Ours: a field with no value. */
  empty: 'Not set',
  /** Ours: the state select's placeholder. */
  chooseState: 'Choose a state',
  /** Spec part 1 section 8: a profile update that failed without a message. */
  updateFailed: 'Something went wrong, please try again',
  /** Ours: a phone number the library cannot read. */
  invalidPhone: 'Please enter a valid phone number.',
  avatar: {
    /** Ours. */
    label: 'Profile picture',
    change: 'Change picture',
    alt: (name: string) => `Profile picture of ${name}`,
  },
  password: {
    open: 'Change password',
    title: 'Change password',
    oldPassword: 'Old password',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    save: 'Save',
    cancel: 'Cancel',
    empty: 'Field cannot be empty',
    mismatch: 'Passwords incorrect',
    /** The API's words for a value over its limit (`tooLongMessage`; a portal test keeps them equal). */
    tooLong: `This is too long: use at most ${TEXT_LIMITS.password} characters.`,
    /** Ours: when the server sends no message. */
    changed: 'Your password has been changed.',
  },
} as const;

export type ProfileFieldName = keyof typeof accountTexts.fields;
