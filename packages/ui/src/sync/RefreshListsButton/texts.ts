/** Verbatim from the spec (part 1, section 2). */
export const refreshListsTexts = {
  idle: 'Refresh Lists',
  refreshing: 'Refreshing Lists',
  refreshed: 'Refreshed All Lists',
  failed: 'Refresh Lists Failed',
} as const;

/** The label goes back to 'Refresh Lists' this long after a result (spec section 9). */
export const REFRESH_STATUS_RESET_MS = 3000;
