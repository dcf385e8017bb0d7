import { decodeForm, type DecodedForm } from '../form';
import type { ApiPath, ApiResponse } from '../client';
import type { User } from '../index';
import { createWorld, findUserByEmail, findUserByKey, type StoredUser, type World } from './world';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
export type { DemoAccount } from './accounts';
export type { World } from './world';

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
  /** Delay before each answer; zero in tests, small but visible in demo mode. */
  latencyMs?: number;
  clock?: SandboxClock;
}

export interface Sandbox {
  handle(path: string, form: DecodedForm | URLSearchParams | string): Promise<SandboxResponse>;
  readonly world: World;
  reset(): void;
}

const DEFAULT_SEED = 20261121;

export const realClock: SandboxClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

interface Context {
  world: World;
  form: DecodedForm;
  /** The caller, resolved from `apiKey`; only set for operations that need it. */
  user: StoredUser;
}

type Handler<P extends ApiPath> = (context: Context) => ApiResponse<P>;
interface Entry<P extends ApiPath> {
  /** Called without an API key (login, register, password recovery). */
  public?: boolean;
  /** Fields that must be present (possibly blank); a body without them is HTTP 400. */
  required?: readonly string[];
  run: Handler<P>;
}
type HandlerTable = { [P in ApiPath]?: Entry<P> };

const str = (form: DecodedForm, key: string): string => {
  const value = form[key];
  return typeof value === 'string' ? value : '';
};

const handlers: HandlerTable = {
  '/user/login': {
    public: true,
    required: ['email', 'password'],
    run: ({ world, form }) => {
      const email = str(form, 'email');
      const user = findUserByEmail(world, email);
      if (!user || user.password !== str(form, 'password')) {
        return { status: 0, message: 'Invalid email or password.' };
      }
      if (user.record.isPending === 1) {
        return {
          status: 0,
          message:
            'Your account is awaiting admin approval. We will notify you once your account is approved.',
        };
      }
      return { status: 1, message: 'Login successful', data: user.record };
    },
  },
};

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const seed = options.seed ?? DEFAULT_SEED;
  const clock = options.clock ?? realClock;
  let world = createWorld(seed);

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
      user = findUserByKey(world, str(form, 'apiKey'));
      if (!user) return { httpStatus: 401, body: { status: 0, message: 'Invalid API key.' } };
    }
    return { httpStatus: 200, body: entry.run({ world, form, user: user as StoredUser }) };
  }

  return {
    handle,
    get world() {
      return world;
    },
    reset: () => {
      world = createWorld(seed);
    },
  };
}

/** A demo account's user record as the sandbox seeds it: a fixture for stories and tests. */
export function demoUser(email: string, seed?: number): User {
  const found = findUserByEmail(createWorld(seed ?? DEFAULT_SEED), email);
  if (!found) throw new Error(`No demo account ${email}`);
  return structuredClone(found.record);
}
