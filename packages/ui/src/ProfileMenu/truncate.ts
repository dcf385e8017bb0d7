/** Shortens `text` to `max` characters and appends '...' (spec part 1 section 5). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** How many characters of a person's name each place shows (spec part 1 section 5). */
export const NAME_LIMITS = {
  /** The profile button in the expanded sidebar. */
  sidebar: 12,
  /** The profile button of the mobile menu. */
  mobile: 17,
  /** The name at the top of the open profile menu (the popover). */
  popover: 23,
} as const;

/** Names longer than this get a tooltip with the whole name (spec: "above 25 characters"). */
export const LONG_NAME_TOOLTIP_LENGTH = 25;
