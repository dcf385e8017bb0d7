/**
 * The longest value a filter, search, coupon or password box takes: what the server takes for the same field
 * (`FIELD_LIMITS` in the API client; a test in the portal keeps the two equal). A box stops
 * taking characters there, so a search is never refused for its length.
 */
export const TEXT_LIMITS = {
  email: 254,
  firstName: 100,
  lastName: 100,
  ccbAccount: 100,
  couponCode: 50,
  password: 128,
} as const;

/**
 * The cancellation comment: it is sent after its reason ('other reasons: …') in `cancelReason`,
 * which takes 1,000 characters.
 */
export const CANCEL_COMMENT_LIMIT = 900;
