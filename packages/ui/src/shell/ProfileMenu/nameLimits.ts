/** How many characters of a person's name each place shows (spec part 1 section 5). */
export const NAME_LIMITS = {
  /** The profile button in the expanded sidebar. */
  sidebar: 12,
  /** The profile button of the mobile menu. */
  mobile: 17,
  /** The name at the top of the open profile menu (the popover). */
  popover: 23,
} as const;

// The long-name threshold is LongName's (core): the menu reuses it.
export { LONG_NAME_TOOLTIP_LENGTH } from '../../core/LongName/LongName';
