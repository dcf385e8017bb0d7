/**
 * The conflict wizard machine's own outcome: the message it keeps when a merge, an ignore or an
 * export fails without the server's `errorMessage` (spec part 1 section 8, "otherwise the
 * generic text": the first of its generic failures). Every text the wizard shows is ui's
 * (`conflictTexts`); the selectors return keys and counts.
 */
export const conflictWizardTexts = {
  errors: {
    generic: 'Something went wrong, please try again later!',
  },
} as const;
