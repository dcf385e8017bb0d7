import type { ApiPath, DecodedForm } from '@flocksync/api-client';
import type { Entry } from './context';
import type { PairType } from './domains/state';

/** The body of the HTTP 401 answered to an unknown or expired API key (checked before anything). */
export const INVALID_KEY_MESSAGE = 'Invalid API key.';

/** The values of a 0/1 flag (`Flag` in the contract), as form text. */
export const FLAG = ['0', '1'] as const;
/** The kinds of a CCB source (`PairType` in the contract). */
export const PAIR_TYPES: readonly PairType[] = ['group', 'search', 'process_queue'];

/** A page number is a whole number from 1, written plainly (`1`, `12`; not `0`, `01`, `abc` or blank). */
const PAGE_NUMBER = /^[1-9]\d*$/;

/**
 * Why a body fails its operation's request schema before the handler runs, or undefined when it
 * does not. The answer is the contract's one failure form (HTTP 200, status 0 and this message):
 * a field missing entirely, a `page` that is not an integer of at least 1, or a value outside a
 * field's `choices`.
 */
export function invalidRequest(entry: Entry<ApiPath>, form: DecodedForm): string | undefined {
  const missing = entry.required?.filter((field) => !Object.hasOwn(form, field));
  if (missing?.length) return `Missing ${missing.join(', ')}.`;
  if (entry.required?.includes('page')) {
    const page = form.page;
    if (typeof page !== 'string' || !PAGE_NUMBER.test(page)) return 'Invalid page.';
  }
  for (const [field, allowed] of Object.entries(entry.choices ?? {})) {
    if (!Object.hasOwn(form, field)) continue;
    const value = form[field];
    if (typeof value !== 'string' || !allowed.includes(value)) return `Invalid value for ${field}.`;
  }
  return undefined;
}
