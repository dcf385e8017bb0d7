import type { Schemas } from '@flocksync/api-client';
import { done, fail, int, ok, str, type HandlerTable } from '../context';
import { planLimits } from '../domains/billing';
import { churchTotals } from '../domains/church';
import { isCountryCode } from '../domains/countries';
import { planById } from '../domains/plans';
import { findUserByEmail } from '../world';
import { FLAG } from '../validation';
import { isEmail } from './user';

type User = Schemas['User'];

/** The US states and the District of Columbia, by 2-letter code (the profile's state select). */
// prettier-ignore
export const US_STATES: readonly string[] = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA',
  'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM',
  'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA',
  'WV', 'WI', 'WY',
];

/** The 0/1 settings the profile update also takes (warnings, two-way, membership types). */
const FLAG_FIELDS = [
  'v2_search_warning',
  'v2_pq_warning',
  'isSkipMcToCcb',
  'isSkipCcbToMc',
  'isIncludeJoinGroup',
  'isIncludeLeads',
  'isIncludeMember',
  'isIncludeInvitedToGroup',
] as const;

const MEMBERSHIP_FIELDS = [
  'isIncludeJoinGroup',
  'isIncludeLeads',
  'isIncludeMember',
  'isIncludeInvitedToGroup',
] as const;

export const MEMBERSHIP_REQUIRED_MESSAGE = 'At least one membership status type must be selected!';

/**
 * Validates an `/account/update` form against the caller's record and returns the changes, or an
 * error message. Nothing is applied unless every field sent is valid.
 */
function profileChanges(
  form: Record<string, unknown>,
  record: User,
  emailTaken: (email: string) => boolean,
): Partial<User> | string {
  const has = (key: string) => typeof form[key] === 'string';
  const text = (key: string) => (typeof form[key] === 'string' ? (form[key] as string).trim() : '');
  const changes: Partial<User> = {};

  for (const key of ['firstName', 'lastName'] as const) {
    if (!has(key)) continue;
    if (text(key) === '') return 'Field cannot be empty';
    changes[key] = text(key);
  }
  if (has('email')) {
    const email = text('email');
    if (!isEmail(email)) return 'Invalid Email';
    if (email.toLowerCase() !== record.email.toLowerCase() && emailTaken(email)) {
      return 'This email is already used by another account.';
    }
    changes.email = email;
  }
  if (has('phoneNumber')) {
    const digits = text('phoneNumber').replace(/\D/g, '');
    if (text('phoneNumber') !== '' && (digits.length < 7 || digits.length > 15)) {
      return 'Please enter a valid phone number.';
    }
    changes.phoneNumber = text('phoneNumber');
  }
  if (has('state')) {
    const state = text('state').toUpperCase();
    if (state !== '' && !US_STATES.includes(state)) return 'Please choose a US state.';
    changes.state = state;
  }
  for (const key of ['city', 'address', 'zip'] as const) {
    if (has(key)) changes[key] = text(key);
  }
  if (has('treasurerEmail')) {
    if (text('treasurerEmail') !== '' && !isEmail(text('treasurerEmail'))) return 'Invalid Email';
    changes.treasurerEmail = text('treasurerEmail');
  }
  if (has('isSameEmail') && text('isSameEmail') === '1') changes.treasurerEmail = '';

  if (has('imageFileBase64') || has('imageType')) {
    const image = text('imageFileBase64');
    if (!text('imageType').startsWith('image/')) return 'Please upload an image file.';
    if (image === '' || !/^(data:image\/[\w.+-]+;base64,)?[A-Za-z0-9+/=\s]+$/.test(image)) {
      return 'The image could not be read. Please try another file.';
    }
    changes.imageFileBase64 = image;
  }

  for (const key of FLAG_FIELDS) {
    if (!has(key)) continue;
    if (text(key) !== '0' && text(key) !== '1') return `Invalid value for ${key}.`;
    changes[key] = text(key) === '1' ? 1 : 0;
  }
  if (MEMBERSHIP_FIELDS.some((key) => key in changes)) {
    const merged = { ...record, ...changes };
    if (MEMBERSHIP_FIELDS.every((key) => merged[key] === 0)) return MEMBERSHIP_REQUIRED_MESSAGE;
  }

  if (has('isActivated')) {
    if (text('isActivated') !== '1') return 'An account cannot be deactivated.';
    const merged = { ...record, ...changes };
    if (!merged.firstName.trim() || !merged.lastName.trim()) return 'Field cannot be empty';
    if (text('isSameEmail') === '0' && !merged.treasurerEmail) return 'Field cannot be empty';
    changes.isActivated = 1;
  }
  return changes;
}

/** `/account/*` of the account side: profile, country, details, plan restrictions. */
export const accountHandlers: HandlerTable = {
  '/account/update': {
    // Sent on activation only (isSendActivationEmail always 1) and not stored: flags all the same.
    choices: { isSameEmail: FLAG, isSendActivationEmail: FLAG },
    run: ({ world, form, user }) => {
      const changes = profileChanges(form, user.record, (email) => {
        const other = findUserByEmail(world, email);
        return other !== undefined && other !== user;
      });
      if (typeof changes === 'string') return fail(changes);
      const keys = Object.keys(changes);
      if (keys.length === 0 && !Object.hasOwn(form, 'isSendActivationEmail'))
        return fail('Nothing to update.');
      const activating = changes.isActivated === 1 && user.record.isActivated === 0;
      Object.assign(user.record, changes);
      return ok(
        { ...user.record },
        activating ? 'Your account has been activated.' : 'Profile updated successfully.',
      );
    },
  },

  '/account/update-country': {
    required: ['default_country'],
    run: ({ form, user }) => {
      const code = str(form, 'default_country').trim().toUpperCase();
      if (!isCountryCode(code)) return fail('Please select a country');
      user.record.default_country = code;
      return done('Default country saved successfully.');
    },
  },

  '/account/details': {
    run: ({ user }) => ok({ ...user.record }),
  },

  '/account/restriction': {
    run: ({ form, account, now, world }) => {
      let limits: { maxSyncPairs: number; maxParticipants: number } = planLimits(account, {
        now,
        world,
      });
      if (str(form, 'packageId') !== '') {
        const spec = planById(int(form, 'packageId'));
        if (!spec) return fail('Unknown package.');
        limits = spec;
      }
      const totals = churchTotals(account);
      return ok({
        maxSyncPairs: Math.max(0, limits.maxSyncPairs),
        maxParticipants: Math.max(0, limits.maxParticipants),
        currentTotalSyncPair: Math.max(0, totals.syncPairs),
        currentTotalParticipants: Math.max(0, totals.participants),
      });
    },
  },
};
