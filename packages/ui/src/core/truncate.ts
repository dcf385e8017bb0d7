/** Shortens `text` to `max` characters and appends '...' (spec part 1 section 5). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
