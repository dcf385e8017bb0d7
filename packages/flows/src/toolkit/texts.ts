/**
 * The toolkit machine's own outcomes (spec part 2 section 8): what a failed save says when the
 * server gave no message, and the success text when it gave none. The texts the cards show are
 * ui's (`toolkitTexts`).
 */
export const toolkitMachineTexts = {
  /** "Toolkit save failure: … generic text … when none" (no exclamation mark in the spec). */
  failure: 'Something went wrong, please try again later',
  /** "'Saved successfully' after toggles". */
  saved: 'Saved successfully',
} as const;
