import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createApiClient, type ApiClient } from '@flocksync/api-client';
import { LARGE_DIRECTORY_PENDING, LARGE_DIRECTORY_SIZE } from './domains/directory';
import { ADMIN_PAGE_SIZE } from './handlers/admin';
import { sandboxHandlers } from './msw';
import { createSandbox, DEMO_PASSWORD, type Sandbox } from './index';

const BASE = 'http://sandbox.test/v1/api';
const START = Date.UTC(2026, 0, 15, 14, 30);
const noFilter = { firstName: '', lastName: '', email: '', ccbAccount: '' };
const server = setupServer();
const anonymous = createApiClient({ baseUrl: BASE, getApiKey: () => null });

async function as(email: string): Promise<ApiClient> {
  const { data } = await anonymous.call('/user/login', { email, password: DEMO_PASSWORD });
  return createApiClient({ baseUrl: BASE, getApiKey: () => data.apiKey });
}

function use(sandbox: Sandbox) {
  server.resetHandlers(...sandboxHandlers(sandbox, BASE));
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the admin directory', () => {
  it('holds 2,000+ users and 300+ pending users in the large world, paged by 20', async () => {
    use(createSandbox({ size: 'large', clock: { now: () => START, sleep: async () => {} } }));
    expect(LARGE_DIRECTORY_SIZE - LARGE_DIRECTORY_PENDING).toBeGreaterThanOrEqual(2000);
    const admin = await as('admin@demo.church');
    const users = (await admin.call('/admin/users', { page: 1, ...noFilter })).data;
    expect(users.total).toBeGreaterThanOrEqual(2000);
    expect(users.list).toHaveLength(ADMIN_PAGE_SIZE);
    const pending = (await admin.call('/admin/pending-users', { page: 2, ...noFilter })).data;
    expect(pending.total).toBeGreaterThanOrEqual(300);
    expect(pending).toMatchObject({ page: 2, hasMore: true });
    expect(pending.list).toHaveLength(ADMIN_PAGE_SIZE);
  });

  it('lets an admin act as every listed user with a key', async () => {
    const sandbox = createSandbox({ clock: { now: () => START, sleep: async () => {} } });
    use(sandbox);
    const admin = await as('admin@demo.church');
    const rows = [];
    for (const path of ['/admin/users', '/admin/pending-users'] as const) {
      for (let page = 1; ; page += 1) {
        const data = (await admin.call(path, { page, ...noFilter })).data;
        rows.push(...data.list);
        if (!data.hasMore) break;
      }
    }
    const withKey = rows.filter((row) => row.apiKey !== null);
    expect(withKey.length).toBe(sandbox.world.users.filter((user) => user.record.apiKey).length);
    for (const row of withKey) {
      const details = await admin.call('/account/details', {}, { apiKey: row.apiKey ?? '' });
      expect(details.data.email).toBe(row.email);
    }
  });
});
