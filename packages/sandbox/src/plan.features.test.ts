import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { ApiError, createApiClient, type ApiClient } from '@flocksync/api-client';
import { SYNC_JOB_MS } from './domains/engine';
import {
  FEATURE_UPGRADE_MESSAGES,
  NEEDS_PLAN_MESSAGE,
  PLANS,
  featureRefusal,
  nextAutomaticSync,
  type PlanSpec,
} from './domains/plans';
import { sandboxHandlers } from './msw';
import { accountOf, findUserByEmail } from './world';
import { createSandbox, DEMO_PASSWORD, type Sandbox } from './index';

/** Plans gate features (spec part 2 sections 1 and 6, part 1 sections 5 and 6). */

const BASE = 'http://sandbox.test/v1/api';
/** A Thursday afternoon. */
const START = Date.UTC(2026, 0, 15, 14, 30);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const READY = 'ready@demo.church'; // Pro yearly, auto-sync on
const BROKEN = 'broken@demo.church'; // Medium yearly

let now = START;
let sandbox: Sandbox;
const server = setupServer();
const anonymous = createApiClient({ baseUrl: BASE, getApiKey: () => null });

async function as(email: string): Promise<ApiClient> {
  const { data } = await anonymous.call('/user/login', { email, password: DEMO_PASSWORD });
  return createApiClient({ baseUrl: BASE, getApiKey: () => data.apiKey });
}

function logTypes(email: string): string[] {
  const user = findUserByEmail(sandbox.world, email);
  if (!user) throw new Error(email);
  return accountOf(sandbox.world, user).church.logs.map((log) => log.type);
}

const automaticCount = (email: string) =>
  logTypes(email).filter((type) => type === 'Automatic Sync').length;

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).message;
}

/** ready@ cancels and lets the Pro period run out: no plan any more. */
async function lapsed(): Promise<ApiClient> {
  const api = await as(READY);
  await api.call('/billing/cancel-plan', { cancelReason: 'too expensive', stopSync: 0 });
  now += 400 * DAY;
  expect((await api.call('/billing/current-plan')).data.hasCurrentPlan).toBe(0);
  return api;
}

async function buyStarter(api: ApiClient) {
  await api.call('/billing/purchase-plan', { packageId: 1, isYearly: 0, cardType: 'current' });
  expect((await api.call('/billing/current-plan')).data.currentPlan.name).toBe('Starter');
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  now = START;
  sandbox = createSandbox({ clock: { now: () => now, sleep: async () => {} } });
  server.resetHandlers(...sandboxHandlers(sandbox, BASE));
});
afterAll(() => server.close());

describe('automatic sync frequency', () => {
  const named = (name: string) => PLANS.find((plan) => plan.name === name) as PlanSpec;

  it('Starter weekly on Monday mornings, Medium daily mornings, Pro morning and evening', () => {
    expect(new Date(nextAutomaticSync(named('Starter'), START)).toISOString()).toBe(
      '2026-01-19T06:00:00.000Z',
    );
    expect(new Date(nextAutomaticSync(named('Medium'), START)).toISOString()).toBe(
      '2026-01-16T06:00:00.000Z',
    );
    expect(new Date(nextAutomaticSync(named('Pro'), START)).toISOString()).toBe(
      '2026-01-15T18:00:00.000Z',
    );
    const evening = Date.UTC(2026, 0, 15, 18);
    expect(new Date(nextAutomaticSync(named('Pro'), evening)).toISOString()).toBe(
      '2026-01-16T06:00:00.000Z',
    );
  });

  it('shows the next slot of the plan on the dashboard', async () => {
    const pro = await (await as(READY)).call('/sync/dashboard-data');
    expect(pro.data).toMatchObject({
      automatic_syncing: 1,
      next_sync_utc: '2026-01-15T18:00:00.000Z',
      unlimited_manual_syncing: 1,
    });
    const medium = await (await as(BROKEN)).call('/sync/dashboard-data');
    expect(medium.data.next_sync_utc).toBe('2026-01-16T06:00:00.000Z');
  });

  it("runs an automatic sync when the plan's slot passes, and only then", async () => {
    const api = await as(READY);
    await api.call('/sync/dashboard-data'); // the first look starts the scheduler's clock
    const before = automaticCount(READY);
    now = Date.UTC(2026, 0, 15, 17, 59);
    await api.call('/sync/dashboard-data');
    expect(automaticCount(READY)).toBe(before);
    now = Date.UTC(2026, 0, 15, 18) + SYNC_JOB_MS;
    await api.call('/sync/dashboard-data');
    expect(automaticCount(READY)).toBe(before + 1);
    expect(logTypes(READY).at(-1)).toBe('Automatic Sync');
  });

  it('runs one sync for missed slots, none with Auto-Syncing off', async () => {
    const api = await as(READY);
    await api.call('/sync/dashboard-data');
    const before = automaticCount(READY);
    now += 3 * DAY;
    await api.call('/logs/list', { page: 1 });
    now += SYNC_JOB_MS;
    await api.call('/logs/list', { page: 1 });
    expect(automaticCount(READY)).toBe(before + 1);

    await api.call('/tools/save-auto-sync', { val: 0 });
    now += 3 * DAY;
    await api.call('/logs/list', { page: 1 });
    expect(automaticCount(READY)).toBe(before + 1);
    expect((await api.call('/sync/dashboard-data')).data).toMatchObject({
      automatic_syncing: 0,
      next_sync_utc: null,
    });
  });
});

describe('without a plan', () => {
  it('refuses manual sync, auto-sync, rollback and mapping with the spec message', async () => {
    const api = await lapsed();
    expect(await refusal(api.call('/sync/manual'))).toBe(NEEDS_PLAN_MESSAGE);
    expect(await refusal(api.call('/sync/new-only'))).toBe(NEEDS_PLAN_MESSAGE);
    expect(await refusal(api.call('/tools/save-auto-sync', { val: 1 }))).toBe(NEEDS_PLAN_MESSAGE);
    expect((await api.call('/tools/save-auto-sync', { val: 0 })).status).toBe(1);
    const latest = (await api.call('/logs/list', { page: 1 })).data.list[0];
    expect(await refusal(api.call('/logs/revert', { logId: latest?.id ?? 0 }))).toBe(
      NEEDS_PLAN_MESSAGE,
    );
    expect(
      await refusal(
        api.call('/tools/save-header-mappings', { params: { mapping: { FIRST_NAME: 'LNAME' } } }),
      ),
    ).toBe(NEEDS_PLAN_MESSAGE);
    expect((await api.call('/sync/dashboard-data')).data).toMatchObject({
      automatic_syncing: 0,
      next_sync_utc: null,
      unlimited_manual_syncing: 0,
    });
  });

  it('runs no automatic sync, and buying a plan lifts the limits at once', async () => {
    const api = await as(READY);
    await api.call('/sync/dashboard-data');
    await api.call('/billing/cancel-plan', { cancelReason: 'too expensive', stopSync: 0 });
    now += 400 * DAY;
    const before = automaticCount(READY);
    await api.call('/sync/dashboard-data');
    now += SYNC_JOB_MS;
    await api.call('/sync/dashboard-data');
    expect(automaticCount(READY)).toBe(before);

    await buyStarter(api);
    expect((await api.call('/sync/manual')).message).toBe('Syncing in progress');
    expect((await api.call('/tools/save-auto-sync', { val: 1 })).message).toBe(
      'Auto-Syncing has been Enabled',
    );
    expect((await api.call('/sync/dashboard-data')).data).toMatchObject({
      automatic_syncing: 1,
      unlimited_manual_syncing: 1,
    });
  });
});

describe('Starter', () => {
  it('has no rollback and no custom fields; it syncs on Monday mornings', async () => {
    const api = await as(READY);
    await buyStarter(api);
    const latest = (await api.call('/logs/list', { page: 1 })).data.list[0];
    expect(await refusal(api.call('/logs/revert', { logId: latest?.id ?? 0 }))).toBe(
      FEATURE_UPGRADE_MESSAGES.rollbackRestore,
    );
    expect(
      await refusal(
        api.call('/tools/save-header-mappings', { params: { mapping: { BIRTHDAY: 'MMERGE99' } } }),
      ),
    ).toBe('Your plan does not map Birthday. Please upgrade your plan.');
    expect((await api.call('/sync/dashboard-data')).data.next_sync_utc).toBe(
      '2026-01-19T06:00:00.000Z',
    );
  });

  it('a plan without a feature refuses it with the upgrade message', () => {
    const starter = PLANS[0] as PlanSpec;
    expect(featureRefusal(starter, 'manualSyncing')).toBeUndefined();
    expect(featureRefusal({ ...starter, manualSyncing: 0 }, 'manualSyncing')).toBe(
      FEATURE_UPGRADE_MESSAGES.manualSyncing,
    );
    expect(featureRefusal({ ...starter, automaticSyncing: 0 }, 'automaticSyncing')).toBe(
      FEATURE_UPGRADE_MESSAGES.automaticSyncing,
    );
    expect(featureRefusal(starter, 'mappedCustomFields')).toBe(
      FEATURE_UPGRADE_MESSAGES.mappedCustomFields,
    );
    expect(featureRefusal(undefined, 'rollbackRestore')).toBe(NEEDS_PLAN_MESSAGE);
  });
});
