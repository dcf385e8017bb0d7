import { directionTexts, syncBlockedTexts } from '../texts';

/** The add button (verbatim from the spec, part 1, section 2) and its disabled hints. */
export const addPairButtonTexts = {
  label: 'Add New Sync pair',
  hints: syncBlockedTexts,
  directions: directionTexts,
} as const;
