import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as accounts from './accounts';
import { DEMO_ACCOUNTS, STATE_ACCOUNTS } from './accounts';
import { SYNC_JOB_MS } from './domains/engine';
import { MANY_TAGS, PAUSED_MESSAGE } from './domains/scenarios';
import { TEMPORARILY_DISABLED } from './handlers/sync';
import { accountOf, createWorld, findUserByEmail, type World } from './world';
import { createSandbox, DEMO_PASSWORD, type Sandbox, type SandboxClock } from './index';

/**
 * The state accounts (issue 29, item 14): each seeds exactly what the spec says triggers the
 * states it is listed for, so the running portal shows them (e2e/demo-states.spec.ts signs in
 * as each one and sees the texts).
 */

const START = Date.UTC(2026, 0, 15, 14, 30);
let now = START;
const clock: SandboxClock = { now: () => now, sleep: async (ms) => void (now += ms) };
let sandbox: Sandbox;

beforeEach(() => {
  now = START;
  sandbox = createSandbox({ clock });
});

type Body = { status: number; message?: string; data?: Record<string, unknown> } & Record<
  string,
  unknown
>;

async function call(path: string, form: Record<string, string> = {}): Promise<Body> {
  const answer = await sandbox.handle(path, form);
  expect(answer.httpStatus).toBe(200);
  return answer.body as Body;
}

async function signIn(email: string): Promise<string> {
  const login = await call('/user/login', { email, password: DEMO_PASSWORD });
  expect(login.status).toBe(1);
  return (login.data as { apiKey: string }).apiKey;
}

async function warnings(apiKey: string) {
  return (await call('/account/warnings', { apiKey })).data as Record<string, unknown>;
}

function accountNamed(email: string) {
  const user = findUserByEmail(sandbox.world, email);
  if (!user) throw new Error(email);
  return { user, account: accountOf(sandbox.world, user) };
}

describe('the state accounts', () => {
  it('are demo accounts with the demo password, listed after the core seven', () => {
    expect(DEMO_ACCOUNTS.slice(-STATE_ACCOUNTS.length)).toEqual(STATE_ACCOUNTS);
    expect(STATE_ACCOUNTS.map((account) => account.email)).toEqual([
      'noplan@demo.church',
      'paused@demo.church',
      'renewal@demo.church',
      'busy@demo.church',
    ]);
  });

  it("noplan: connected with new pairs but no plan ('Purchase a Plan to Sync'), four tags on a pair", async () => {
    const apiKey = await signIn('noplan@demo.church');
    const plan = (await call('/billing/current-plan', { apiKey })).data as {
      hasCurrentPlan: number;
    };
    expect(plan.hasCurrentPlan).toBe(0);
    const details = (await call('/account/api-details', { apiKey })).data as Record<string, string>;
    expect(details.ccbUsername).not.toBe('');
    expect(details.mailchimpApiKey).not.toBe('');
    const { church } = accountNamed('noplan@demo.church').account;
    expect(church.ccbToMc.every((pair) => pair.isNew === 1)).toBe(true);
    expect(church.ccbToMc.some((pair) => pair.tags.length > 2)).toBe(true);
    expect(church.ccbToMc.find((pair) => pair.tags.length > 2)?.tags).toEqual([...MANY_TAGS]);
    // Without a plan the server refuses a sync too.
    expect((await call('/sync/manual', { apiKey })).status).toBe(0);
  });

  it('paused: temporarily disabled with the admin message, invalid CCB, Mailchimp and email', async () => {
    const apiKey = await signIn('paused@demo.church');
    expect(await warnings(apiKey)).toMatchObject({
      isTemporarySyncDisabled: 1,
      syncDisabledMessage: PAUSED_MESSAGE,
      hasCcbError: 1,
      hasMcError: 1,
      isInvalidEmail: 1,
      hasBillingIssue: 0,
    });
    // Credentials are stored (they are invalid, not missing).
    const details = (await call('/account/api-details', { apiKey })).data as Record<
      string,
      unknown
    >;
    expect(details).toMatchObject({ hasCcbError: 1, hasMcError: 1 });
    expect(details.ccbUsername).not.toBe('');
    // No sync starts while paused, manual or automatic.
    const { account, user } = accountNamed('paused@demo.church');
    account.church.ccbError = 0;
    account.church.mcError = 0;
    expect(await call('/sync/manual', { apiKey })).toEqual({ status: 0, message: PAUSED_MESSAGE });
    account.church.temporarySyncDisabled = { message: '' };
    expect(await call('/sync/manual', { apiKey })).toEqual({
      status: 0,
      message: TEMPORARILY_DISABLED,
    });
    now += 3 * 24 * 60 * 60 * 1000;
    expect((await call('/account/is-syncing', { apiKey })).data).toMatchObject({ isSyncing: 0 });
    expect(account.church.jobs).toEqual([]);
    // The email warning follows the address: a new one clears it.
    user.record.email = 'office@stmarks.example';
    expect(await warnings(apiKey)).toMatchObject({ isInvalidEmail: 0 });
  });

  it('renewal: the renewal fails on a declining card (billing issue 2), CCB permissions missing', async () => {
    const apiKey = await signIn('renewal@demo.church');
    const login = (await call('/user/login', {
      email: 'renewal@demo.church',
      password: DEMO_PASSWORD,
    })) as { data: Record<string, unknown> };
    expect(login.data).toMatchObject({ v2_search_warning: 0, v2_pq_warning: 0 });
    expect(await warnings(apiKey)).toMatchObject({
      hasBillingIssue: 2,
      hasCurrentPlan: 1,
      ccbToMcConflict: 0,
      mcToCcbConflict: 0,
      isTemporarySyncDisabled: 0,
    });
    expect((await call('/sync/has-search-permission', { apiKey })).data).toEqual({
      hasPermission: 0,
    });
  });

  it('busy: signing in starts an automatic sync that completes; a manual sync then queues', async () => {
    const apiKey = await signIn('busy@demo.church');
    expect((await call('/account/is-syncing', { apiKey })).data).toMatchObject({ isSyncing: 1 });
    const logs = accountNamed('busy@demo.church').account.church.logs.length;
    now += SYNC_JOB_MS;
    expect((await call('/account/is-syncing', { apiKey })).data).toMatchObject({ isSyncing: 0 });
    const church = accountNamed('busy@demo.church').account.church;
    expect(church.logs).toHaveLength(logs + 1);
    expect(church.logs.at(-1)?.type).toBe('Automatic Sync');

    expect(await call('/sync/manual', { apiKey })).toMatchObject({
      status: 1,
      message: 'Sync task added to queue',
    });
    expect(await call('/sync/check', { apiKey })).toMatchObject({ status: 2 });
    // Another church's job is not an automatic sync of this one.
    expect((await call('/account/is-syncing', { apiKey })).data).toMatchObject({ isSyncing: 0 });
    now += SYNC_JOB_MS;
    expect(await call('/sync/check', { apiKey })).toMatchObject({ status: 0 });
    now += SYNC_JOB_MS;
    expect(await call('/sync/check', { apiKey })).toMatchObject({ status: 1 });
    expect(church.logs).toHaveLength(logs + 2);
    expect(church.logs.at(-1)?.type).toBe('Manual Sync');
    expect(church.ccbToMc.some((pair) => pair.tags.length > 2)).toBe(true);
  });

  it('busy: a stop drops the queued sync but not the other church job ahead of it', async () => {
    const apiKey = await signIn('busy@demo.church');
    now += SYNC_JOB_MS;
    await call('/sync/manual', { apiKey });
    expect(await call('/sync/stop-sync', { apiKey })).toMatchObject({ status: 1 });
    const church = accountNamed('busy@demo.church').account.church;
    expect(church.jobs.map((job) => job.kind)).toEqual(['elsewhere']);
    expect(await call('/sync/check', { apiKey })).toMatchObject({ status: 1 });
  });
});

describe('the core accounts', () => {
  /** Everything a world holds, minus the ids and house names the directory takes from them. */
  function fingerprint(world: World, emails: ReadonlySet<string>) {
    return JSON.stringify({
      users: world.users
        .filter((user) => !emails.has(user.record.email))
        .map(({ record, password }) => ({ ...record, id: undefined, password })),
      accounts: world.users
        .filter((user) => !emails.has(user.record.email))
        .map((user) => {
          const account = world.accounts.get(user.record.id);
          const church = account ? { ...account.church, name: undefined } : undefined;
          return { church, billing: account?.billing };
        }),
      next: world.random.hex(16),
    });
  }

  it('are seeded exactly as they were before the state accounts existed', async () => {
    const stateEmails = new Set(STATE_ACCOUNTS.map((account) => account.email));
    const withThem = fingerprint(createWorld({ seed: 7, size: 'demo' }), stateEmails);
    vi.resetModules();
    vi.doMock('./accounts', async (importOriginal) => {
      const original = await importOriginal<typeof accounts>();
      return {
        ...original,
        STATE_ACCOUNTS: [],
        DEMO_ACCOUNTS: original.DEMO_ACCOUNTS.filter((account) => !stateEmails.has(account.email)),
      };
    });
    const { createWorld: createCoreWorld } = await import('./world');
    const without = fingerprint(createCoreWorld({ seed: 7, size: 'demo' }), stateEmails);
    vi.doUnmock('./accounts');
    vi.resetModules();
    expect(withThem).toBe(without);
  });
});
