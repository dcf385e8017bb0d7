import { decodeForm, type DecodedForm } from '../form';
import type { ApiPath } from '../client';
import type { User } from '../index';
import type { Context, Entry } from './context';
import { handlers } from './handlers';
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

/** What the sandbox answers: an HTTP status and a JSON body (or a raw string for faults). */
export interface SandboxResponse {
  httpStatus: number;
  body: unknown;
}

export interface SandboxClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export interface SandboxOptions {
  /** Identical seed, identical world. */
  seed?: number;
  /** `large` builds a world for performance work (1,000 pairs, 20,000 people, 5,000 logs). */
  size?: WorldSize;
  /** Delay before each answer; zero in tests, small but visible in demo mode. */
  latencyMs?: number;
  clock?: SandboxClock;
}

export interface Sandbox {
  handle(path: string, form: DecodedForm | URLSearchParams | string): Promise<SandboxResponse>;
  readonly world: World;
  reset(): void;
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
  let world = createWorld(worldOptions);

  async function handle(
    path: string,
    input: DecodedForm | URLSearchParams | string,
  ): Promise<SandboxResponse> {
    const form =
      typeof input === 'string' || input instanceof URLSearchParams ? decodeForm(input) : input;
    if (options.latencyMs) await clock.sleep(options.latencyMs);
    const entry = handlers[path as ApiPath] as Entry<ApiPath> | undefined;
    if (!entry) {
      return { httpStatus: 404, body: { status: 0, message: `Unknown operation ${path}` } };
    }
    const missing = entry.required?.filter((field) => !(field in form));
    if (missing?.length) {
      return { httpStatus: 400, body: { status: 0, message: `Missing ${missing.join(', ')}.` } };
    }
    let user: StoredUser | undefined;
    if (!entry.public) {
      user = findUserByKey(world, typeof form.apiKey === 'string' ? form.apiKey : undefined);
      if (!user) return { httpStatus: 401, body: { status: 0, message: 'Invalid API key.' } };
    }
    const context = {
      world,
      form,
      user,
      account: user ? accountOf(world, user) : undefined,
      now: clock.now(),
    } as Context;
    return { httpStatus: 200, body: entry.run(context) };
  }

  return {
    handle,
    get world() {
      return world;
    },
    reset: () => {
      world = createWorld(worldOptions);
    },
  };
}

/** A demo account's user record as the sandbox seeds it: a fixture for stories and tests. */
export function demoUser(email: string, seed = DEFAULT_SEED): User {
  const found = findUserByEmail(createWorld({ seed, size: 'demo' }), email);
  if (!found) throw new Error(`No demo account ${email}`);
  return structuredClone(found.record);
}
