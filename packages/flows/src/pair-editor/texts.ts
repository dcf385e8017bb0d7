/**
 * The pair editor machine's own outcomes, kept in its context as `error`: the limits it checks
 * before saving and the fallbacks when a call fails without a message. Every label, title and
 * validation text the dialog shows is ui's (`addPairTexts`); the selectors return keys.
 */
export const pairEditorTexts = {
  limits: {
    plan: 'You cannot add more sync pairs. Please upgrade your plan to add more.',
    /** Spec section 5 states the limit, not a message: this is the server's (sandbox) text. */
    perList:
      'A MailChimp audience can hold at most 60 groups or saved searches. Please choose another audience.',
  },
  errors: {
    save: 'Something went wrong, Please try again later.',
    load: 'Something went wrong, please try again later!',
  },
} as const;
