/**
 * The one email rule of the portal and its flows (spec part 1 section 5 'Invalid Email', part 2
 * Create User 'a valid email'): something@something.tld, a top-level name of two letters or
 * more, no spaces; spaces around the address are ignored. Pragmatic, not RFC 5322: the server
 * has the last word.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}
