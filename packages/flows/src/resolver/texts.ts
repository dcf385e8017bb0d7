/**
 * The resolver machine's own outcome: the message it keeps when a call fails without one
 * (spelled as the spec spells it). Every text and size the dialog shows is ui's
 * (`resolverDialogTexts`, `RESOLVER_ROW_HEIGHT`); the selectors return keys and counts.
 */
export const resolverTexts = {
  errors: {
    generic: 'Something went wrong, please try agan later!',
  },
} as const;
