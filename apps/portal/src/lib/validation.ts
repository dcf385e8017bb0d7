import { messages } from './messages';

/** A pragmatic address check: something@something.tld, no spaces. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim());
}

/** 'Field cannot be empty' for each blank field (spec part 1 section 5). */
export function requireFilled<F extends string>(values: Record<F, string>, fields: readonly F[]) {
  const errors: Partial<Record<F, string>> = {};
  for (const field of fields) if (values[field].trim() === '') errors[field] = messages.fieldEmpty;
  return errors;
}
