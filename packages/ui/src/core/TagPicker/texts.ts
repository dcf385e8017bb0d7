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
  /** The same words as the API client's `tooLongMessage` (a portal test keeps them in step). */
  tooLong: (limit: number) => `This is too long: use at most ${limit} characters.`,
  /** Tags travel comma-joined (`params[i][tags]`, spec part 1), so a comma would split one. */
  noComma: 'A tag name cannot contain a comma: tags are sent separated by commas.',
  /** After a Mailchimp tag whose name has a comma: it would arrive as two tags. */
  commaExisting: 'Has a comma: cannot be synced',
} as const;
