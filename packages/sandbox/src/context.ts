import type { ApiPath, ApiResponse, DecodedForm, DecodedValue } from '@flocksync/api-client';
import type { Account, StoredUser, World } from './model';

/** What a handler gets: the world, the decoded form, and (for keyed calls) the caller. */
export interface Context {
  world: World;
  form: DecodedForm;
  /** The caller, resolved from `apiKey` (undefined only for public operations). */
  user: StoredUser;
  /** The caller's own church: its CCB, Mailchimp, pairs, logs, billing and settings. */
  account: Account;
  /** The sandbox clock's time, in ms since the epoch. */
  now: number;
}

export interface Entry<P extends ApiPath> {
  /** Called without an API key (login, register, password recovery). */
  public?: boolean;
  /**
   * Fields that must be present (possibly blank, unless the handler refuses a blank one); a body
   * without them fails with status 0 (HTTP 200), as does a `page` that is not an integer from 1.
   */
  required?: readonly string[];
  /**
   * The values a field may take when it is sent (the contract's enum, as form text): any other
   * fails with status 0 before the handler runs.
   */
  choices?: Readonly<Record<string, readonly string[]>>;
  run: (context: Context) => ApiResponse<P>;
}

/** A group's handlers, e.g. `handlers/billing.ts` exports one for every `/billing/*` path. */
export type HandlerTable = { [P in ApiPath]?: Entry<P> };

// ---- reading the decoded form -------------------------------------------------------------

export function str(form: DecodedForm, key: string): string {
  const value = form[key];
  return typeof value === 'string' ? value : '';
}

export function int(form: DecodedForm, key: string, fallback = 0): number {
  const value = Number.parseInt(str(form, key), 10);
  return Number.isFinite(value) ? value : fallback;
}

export function flag(form: DecodedForm, key: string): 0 | 1 {
  return str(form, key) === '1' ? 1 : 0;
}

/** `name[]=a&name[]=b` as strings. */
export function list(form: DecodedForm, key: string): string[] {
  const value = form[key];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** `params[0][x]=…` as a list of objects (also accepts `params[x]=…` as one object). */
export function rows(form: DecodedForm, key: string): DecodedForm[] {
  const value: DecodedValue | undefined = form[key];
  if (Array.isArray(value)) return value.filter((item): item is DecodedForm => isObject(item));
  return isObject(value) ? [value] : [];
}

/** `filter[firstName]=…` as an object. */
export function object(form: DecodedForm, key: string): DecodedForm {
  const value = form[key];
  return isObject(value) ? value : {};
}

function isObject(value: DecodedValue | undefined): value is DecodedForm {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// ---- answering ----------------------------------------------------------------------------

/** A success envelope. */
export function ok<D>(data: D, message = 'Operation Successful!') {
  return { status: 1 as const, message, data };
}

/** A success envelope with no data. */
export function done(message = 'Operation Successful!') {
  return { status: 1 as const, message };
}

/** A failure envelope (HTTP 200, status 0). */
export function fail(message: string, errorMessage?: string) {
  return errorMessage === undefined
    ? { status: 0 as const, message }
    : { status: 0 as const, message, errorMessage };
}

/** One page of a list (pages start at 1), in the contract's paged shape. */
export function page<T>(items: readonly T[], pageNumber: number, pageSize = 20) {
  const current = Math.max(1, pageNumber);
  const start = (current - 1) * pageSize;
  const slice = items.slice(start, start + pageSize);
  return {
    list: slice,
    page: current,
    hasMore: start + pageSize < items.length,
    total: items.length,
  };
}
