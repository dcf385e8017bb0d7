/**
 * The tag picker's texts. 'Select MC Tags', '+N more' and 'Add more' are verbatim from the spec
 * (part 1, section 2, "Resolve broken pairs"); the rest is ours.
 */
export const tagPickerTexts = {
  placeholder: 'Select MC Tags',
  addMore: 'Add more',
  more: (count: number) => `+${count} more`,
  moreLabel: (count: number) => `+${count} more: show every chosen tag`,
  create: (name: string) => `Create tag "${name}"`,
  noMatches: 'No tags found',
  remove: (tag: string) => `Remove ${tag}`,
  selected: 'Selected tags',
  loading: 'Loading tags...',
} as const;
