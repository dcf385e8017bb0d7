/**
 * The wire limits the flows' own forms check before sending, by field name on the wire: the same
 * numbers and words as the API client's `FIELD_LIMITS` and `tooLongMessage` (flows imports only the
 * client's types, so it holds its own copy of the few it needs; limits.test.ts keeps them equal).
 */
export const FORM_LIMITS = {
  email: 254,
  password: 128,
  firstName: 100,
  lastName: 100,
} as const satisfies Record<string, number>;

/** The message for a value over its limit. */
export const tooLongMessage = (limit: number) =>
  `This is too long: use at most ${limit} characters.`;

/** Whether `value` is longer than `limit` characters (code points: an emoji counts once). */
export const isTooLong = (value: string, limit: number) => [...value].length > limit;
