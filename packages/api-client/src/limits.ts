import type { DecodedForm, DecodedValue } from './form';

/**
 * The longest value each text field takes, by its name on the wire: the form refuses more with
 * `tooLongMessage` before sending, and the server (the sandbox) refuses it the same way. Email
 * addresses follow RFC 5321 (254); names, tags and accounts 100; secrets 128.
 */
export const FIELD_LIMITS = {
  email: 254,
  treasurerEmail: 254,
  password: 128,
  confirmPassword: 128,
  oldPassword: 128,
  firstName: 100,
  lastName: 100,
  churchName: 100,
  groupName: 100,
  tagName: 100,
  ccbUsername: 100,
  ccbPassword: 128,
  ccbAccount: 100,
  mailchimpApiKey: 100,
  /** Coupon codes (and the short codes of header mapping rows). */
  code: 50,
  couponCode: 50,
  /** The reason, with the platform or the comment after it. */
  cancelReason: 1000,
} as const satisfies Record<string, number>;

export type LimitedField = keyof typeof FIELD_LIMITS;

/** Each tag of a comma-joined `tags` value is held to the tag limit. */
const TAG_LIMIT = FIELD_LIMITS.tagName;

/** The message for a value over its limit. */
export const tooLongMessage = (limit: number) =>
  `This is too long: use at most ${limit} characters.`;

/** The limit of a field name, if it has one. */
export function limitOf(name: string): number | undefined {
  return Object.hasOwn(FIELD_LIMITS, name) ? FIELD_LIMITS[name as LimitedField] : undefined;
}

/** Whether `value` is longer than `limit` characters (code points: an emoji counts once). */
export const isTooLong = (value: string, limit: number) => [...value].length > limit;

/** The first field of a decoded form, at any depth, over its limit: its name and limit. */
export function overLimit(form: DecodedForm): { field: string; limit: number } | undefined {
  const visit = (
    name: string,
    value: DecodedValue,
  ): { field: string; limit: number } | undefined => {
    if (typeof value === 'string') {
      if (name === 'tags') {
        const long = value.split(',').some((tag) => isTooLong(tag.trim(), TAG_LIMIT));
        return long ? { field: name, limit: TAG_LIMIT } : undefined;
      }
      const limit = limitOf(name);
      return limit !== undefined && isTooLong(value, limit) ? { field: name, limit } : undefined;
    }
    const entries: [string, DecodedValue][] = Array.isArray(value)
      ? value.map((item) => [name, item])
      : Object.entries(value);
    for (const [key, item] of entries) {
      const found = visit(Array.isArray(value) ? name : key, item);
      if (found) return found;
    }
    return undefined;
  };
  return visit('', form);
}
