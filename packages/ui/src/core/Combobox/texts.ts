/**
 * The combobox's own texts. The spec names no words for an empty filter result; these are ours.
 */
export const comboboxTexts = {
  /** Shown in the list when the typed text matches no option. */
  noMatch: 'No matches found',
} as const;
