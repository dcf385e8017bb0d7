/**
 * The rollback machine's own outcome: the message it keeps when a call fails without one (spec
 * part 2 section 8, 'Failed sync toggle or log navigation'). Every text the page shows is ui's.
 */
export const rollbackTexts = {
  errors: {
    generic: 'Something went wrong, please try again later!',
  },
} as const;
