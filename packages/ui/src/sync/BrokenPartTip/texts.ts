import type { BrokenPart } from '../PairTable/pairs';

/** Verbatim from the spec (part 1, section 2): 'This {campus/group/audience/tag} is broken...'. */
export const brokenPartTexts = {
  message: (part: BrokenPart) => `This ${part} is broken or has been removed.`,
  learnMore: 'Learn more',
} as const;
