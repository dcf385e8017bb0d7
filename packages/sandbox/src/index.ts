import {
  decodeForm,
  overLimit,
  tooLongMessage,
  type ApiPath,
  type DecodedForm,
  type User,
} from '@flocksync/api-client';
import type { Context, Entry } from './context';
import {
  FAULT_DEFAULT_DELAY_MS,
  FAULT_HTML_MESSAGE,
  FAULT_NON_JSON_PAGE,
  FAULT_STATUS_MESSAGE,
  SandboxNetworkFault,
  takeFault,
  type Fault,
} from './faults';
import { handlers } from './handlers';
import { INVALID_KEY_MESSAGE, invalidRequest } from './validation';
import {
  accountOf,
  createWorld,
  findUserByEmail,
  findUserByKey,
  type StoredUser,
  type World,
  type WorldSize,
} from './world';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
export type { DemoAccount } from './accounts';
export type { World, WorldSize, Account, Scenario } from './world';
/** For stories and tests that arrange a church before it is shown. */
export { accountOf, findUserByEmail } from './world';
export {
  FAULT_DEFAULT_DELAY_MS,
  FAULT_HTML_MESSAGE,
  FAULT_KINDS,
  FAULT_NON_JSON_PAGE,
  FAULT_STATUS_MESSAGE,
  SandboxNetworkFault,
  faultFor,
  parseFaults,
  takeFault,
} from './faults';
export type { Fault, FaultKind } from './faults';

/** What the sandbox answers: an HTTP status and a JSON body (or a raw string for faults). */
export interface SandboxResponse {
  httpStatus: number;
  body: unknown;
}

export interface SandboxClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

/** Where demo mode keeps the sandbox's state between page loads (e.g. sessionStorage). */
export interface SandboxStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SandboxOptions {
  /** Identical seed, identical world. */
  seed?: number;
  /** `large` builds a world for performance work (1,000 pairs, 20,000 people, 10,000 logs). */
  size?: WorldSize;
  /** Delay before each answer; zero in tests, small but visible in demo mode. */
  latencyMs?: number;
  clock?: SandboxClock;
  /** Keeps state across reloads: every call is journalled and replayed on start. */
  storage?: SandboxStorage;
  /** Faults to start with, by path (see `parseFaults`). */
  faults?: Map<string, Fault>;
}

export interface Sandbox {
  /** Answers one call. Rejects with `SandboxNetworkFault` when told to drop the connection. */
  handle(path: string, form: DecodedForm | URLSearchParams | string): Promise<SandboxResponse>;
  readonly world: World;
  /** Faults by path (`*` for every path); set and delete freely from tests and stories. */
  readonly faults: Map<string, Fault>;
  /** Back to the seeded world, forgetting the journal ("Reset demo data"). */
  reset(): void;
}

const STORAGE_KEY = 'flocksync.sandbox';
/** Past this many journalled calls the sandbox stops journalling (state stays in memory). */
const JOURNAL_LIMIT = 5000;

interface Journal {
  v: 1;
  seed: number;
  size: WorldSize;
  calls: { p: string; f: DecodedForm; t: number }[];
}

export const DEFAULT_SEED = 20261121;

export const realClock: SandboxClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const worldOptions = {
    seed: options.seed ?? DEFAULT_SEED,
    size: options.size ?? 'demo',
  } as const;
  const clock = options.clock ?? realClock;
  const faults = options.faults ?? new Map<string, Fault>();
  const storage = options.storage;
  let world = createWorld(worldOptions);
  let journal: Journal = { v: 1, ...worldOptions, calls: [] };

  /** Answers one call at time `now`; the same calls at the same times give the same world. */
  function run(path: string, form: DecodedForm, now: number): SandboxResponse {
    const entry = handlers[path as ApiPath] as Entry<ApiPath> | undefined;
    if (!entry) {
      return { httpStatus: 404, body: { status: 0, message: `Unknown operation ${path}` } };
    }
    // The key first: a call with an unknown or expired key is HTTP 401 whatever else it lacks, so
    // the portal's session-ended handling always fires.
    let user: StoredUser | undefined;
    if (!entry.public) {
      user = findUserByKey(world, typeof form.apiKey === 'string' ? form.apiKey : undefined);
      if (!user) return { httpStatus: 401, body: { status: 0, message: INVALID_KEY_MESSAGE } };
    }
    // Then the one failure form of the contract: HTTP 200, status 0 and a message.
    const invalid = invalidRequest(entry, form);
    if (invalid) return { httpStatus: 200, body: { status: 0, message: invalid } };
    // Every text field is held to its limit, as the forms hold it (a 10,000-character email or
    // tag is refused, not stored).
    const long = overLimit(form);
    if (long) return { httpStatus: 200, body: { status: 0, message: tooLongMessage(long.limit) } };
    const context = {
      world,
      form,
      user,
      account: user ? accountOf(world, user) : undefined,
      now,
    } as Context;
    return { httpStatus: 200, body: entry.run(context) };
  }

  function record(path: string, form: DecodedForm, now: number) {
    if (!storage || journal.calls.length >= JOURNAL_LIMIT) return;
    journal.calls.push({ p: path, f: form, t: now });
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify(journal));
    } catch {
      // Storage full: keep going in memory.
    }
  }

  function restore() {
    const saved = storage?.getItem(STORAGE_KEY);
    if (!saved) return;
    try {
      const parsed = JSON.parse(saved) as Journal;
      if (parsed.v !== 1 || parsed.seed !== worldOptions.seed || parsed.size !== worldOptions.size)
        return;
      for (const call of parsed.calls) run(call.p, call.f, call.t);
      journal = parsed;
    } catch {
      world = createWorld(worldOptions);
      storage?.removeItem(STORAGE_KEY);
    }
  }
  restore();

  async function handle(
    path: string,
    input: DecodedForm | URLSearchParams | string,
  ): Promise<SandboxResponse> {
    const form =
      typeof input === 'string' || input instanceof URLSearchParams ? decodeForm(input) : input;
    if (options.latencyMs) await clock.sleep(options.latencyMs);
    const fault = takeFault(faults, path);
    switch (fault?.kind) {
      case 'status':
        return { httpStatus: 200, body: { status: 0, message: fault.arg || FAULT_STATUS_MESSAGE } };
      case 'html':
        return { httpStatus: 200, body: { status: 0, message: FAULT_HTML_MESSAGE } };
      case 'http500':
        return {
          httpStatus: 500,
          body: '<html><body><h1>500 Internal Server Error</h1></body></html>',
        };
      case 'nonjson':
        return { httpStatus: 200, body: FAULT_NON_JSON_PAGE };
      case 'network':
        throw new SandboxNetworkFault(`Sandbox dropped ${path}`);
      case 'hang':
        return new Promise<never>(() => {});
      case 'slow':
        await clock.sleep(Number(fault.arg) || FAULT_DEFAULT_DELAY_MS);
        break;
      default:
        break;
    }
    const now = clock.now();
    const response = run(path, form, now);
    if (response.httpStatus === 200) record(path, form, now);
    return response;
  }

  return {
    handle,
    get world() {
      return world;
    },
    faults,
    reset: () => {
      world = createWorld(worldOptions);
      journal = { v: 1, ...worldOptions, calls: [] };
      storage?.removeItem(STORAGE_KEY);
    },
  };
}

/** A demo account's user record as the sandbox seeds it: a fixture for stories and tests. */
export function demoUser(email: string, seed = DEFAULT_SEED): User {
  const found = findUserByEmail(createWorld({ seed, size: 'demo' }), email);
  if (!found) throw new Error(`No demo account ${email}`);
  return structuredClone(found.record);
}
