import { messages } from './messages';

/** The one email rule, shared with the flows (packages/flows/src/email.ts). */
export { isValidEmail } from '@flocksync/flows';

/** 'Field cannot be empty' for each blank field (spec part 1 section 5). */
export function requireFilled<F extends string>(values: Record<F, string>, fields: readonly F[]) {
  const errors: Partial<Record<F, string>> = {};
  for (const field of fields) if (values[field].trim() === '') errors[field] = messages.fieldEmpty;
  return errors;
}
