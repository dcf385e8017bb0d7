import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { setupServer } from 'msw/node';
import { createApiClient, type ApiClient } from '@flocksync/api-client';
import type { CcbData } from '../domains/ccb';
import { SYNC_JOB_MS } from '../domains/engine';
import type { McAudience } from '../domains/mailchimp';
import type { ChurchState } from '../domains/state';
import { sandboxHandlers } from '../msw';
import { accountOf, findUserByEmail } from '../world';
import { createSandbox, DEMO_PASSWORD, type Sandbox } from '../index';

export const READY = 'ready@demo.church';
const BASE = 'http://sandbox.test/v1/api';
const START = Date.UTC(2026, 0, 15, 14, 30);

/**
 * The harness of the sandbox's behaviour tests: a fresh seeded sandbox for every test, answering
 * the typed client over MSW on a simulated clock, with ready@'s church to read the world from.
 * Call it once at the top of a test file (it registers the hooks).
 */
export function readyChurchHarness() {
  let now = START;
  let sandbox: Sandbox;
  const server = setupServer();
  const anonymous = createApiClient({ baseUrl: BASE, getApiKey: () => null });

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    now = START;
    sandbox = createSandbox({ clock: { now: () => now, sleep: async () => {} } });
    server.resetHandlers(...sandboxHandlers(sandbox, BASE));
  });
  afterAll(() => server.close());

  const church = (): ChurchState => {
    const user = findUserByEmail(sandbox.world, READY);
    if (!user) throw new Error(READY);
    return accountOf(sandbox.world, user).church;
  };
  const audiences = (): McAudience[] => church().mc?.audiences ?? [];

  return {
    /** ready@ signed in. */
    async ready(): Promise<ApiClient> {
      const { data } = await anonymous.call('/user/login', {
        email: READY,
        password: DEMO_PASSWORD,
      });
      return createApiClient({ baseUrl: BASE, getApiKey: () => data.apiKey });
    },
    church,
    ccb: () => church().ccb as CcbData,
    audiences,
    audience(name: string): McAudience {
      const found = audiences().find((item) => item.name === name);
      if (!found) throw new Error(name);
      return found;
    },
    /** The emails of an audience's members that carry a tag. */
    tagged: (list: McAudience, tag: string) =>
      list.members.filter((member) => member.tags.includes(tag)).map((member) => member.email),
    /** Runs a manual sync to its end; answers the newest log, its details and its changes. */
    async syncAndRead(api: ApiClient) {
      await api.call('/sync/manual');
      now += SYNC_JOB_MS;
      expect((await api.call('/sync/check')).status).toBe(1);
      const log = (await api.call('/logs/list', { page: 1 })).data.list[0];
      if (!log) throw new Error('no log');
      const details = (await api.call('/logs/log-details', { id: log.id })).data;
      return { log, details, changes: details.accountChanges.map((item) => item.description) };
    },
  };
}
