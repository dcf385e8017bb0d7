import { describe, expect, it } from 'vitest';
import { createSandbox, type SandboxStorage } from './index';

function memoryStorage(): SandboxStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

async function keyOf(sandbox: ReturnType<typeof createSandbox>, email: string) {
  const login = await sandbox.handle('/user/login', { email, password: 'demo1234' });
  return (login.body as { data: { apiKey: string } }).data.apiKey;
}

describe('sandbox persistence (demo mode: state survives a reload)', () => {
  const clock = { now: () => 1_800_000_000_000, sleep: async () => {} };

  it('replays the journal, so what was changed is still there after a restart', async () => {
    const storage = memoryStorage();
    const first = createSandbox({ storage, clock });
    const apiKey = await keyOf(first, 'ready@demo.church');
    await first.handle('/tools/save-auto-sync', { apiKey, val: '0' });
    await first.handle('/user/register', {
      email: 'new.church@example.org',
      password: 'pw',
      confirmPassword: 'pw',
    });

    const reloaded = createSandbox({ storage, clock });
    const details = await reloaded.handle('/account/details', { apiKey });
    expect(details.body).toMatchObject({ status: 1, data: { isAutoSync: 0 } });
    const login = await reloaded.handle('/user/login', {
      email: 'new.church@example.org',
      password: 'pw',
    });
    expect(login.body).toMatchObject({ status: 1 });
  });

  it('"Reset demo data" forgets the journal and restores the seeded world', async () => {
    const storage = memoryStorage();
    const sandbox = createSandbox({ storage, clock });
    const apiKey = await keyOf(sandbox, 'ready@demo.church');
    await sandbox.handle('/tools/save-auto-sync', { apiKey, val: '0' });
    sandbox.reset();
    expect(storage.data.size).toBe(0);
    const details = await createSandbox({ storage, clock }).handle('/account/details', { apiKey });
    expect(details.body).toMatchObject({ data: { isAutoSync: 1 } });
  });

  it('ignores a journal written for another seed', async () => {
    const storage = memoryStorage();
    const other = createSandbox({ storage, clock, seed: 1 });
    const apiKey = await keyOf(other, 'ready@demo.church');
    await other.handle('/tools/save-auto-sync', { apiKey, val: '0' });
    const fresh = createSandbox({ storage, clock, seed: 2 });
    const freshKey = await keyOf(fresh, 'ready@demo.church');
    expect((await fresh.handle('/account/details', { apiKey: freshKey })).body).toMatchObject({
      data: { isAutoSync: 1 },
    });
  });
});
