/**
 * The sync machine's own outcome: the message it keeps when a call fails without one. Every text
 * the page shows (tabs, modes, hints, dialogs, banner) is ui's; the selectors return keys.
 */
export const syncTexts = {
  errors: {
    generic: 'Something went wrong, please try again later!',
  },
} as const;
