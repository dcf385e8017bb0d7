import { describe, expect, it } from 'vitest';
import type { DecodedForm } from '@flocksync/api-client';
import { createSandbox, DEMO_ACCOUNTS, DEMO_PASSWORD } from './index';

describe('sandbox /user/login', () => {
  it('logs every active demo account in with the demo password', async () => {
    const sandbox = createSandbox();
    for (const account of DEMO_ACCOUNTS.filter((a) => a.isPending === 0)) {
      const result = await sandbox.handle('/user/login', {
        email: account.email,
        password: DEMO_PASSWORD,
      });
      expect(result.httpStatus).toBe(200);
      expect(result.body).toMatchObject({
        status: 1,
        data: { email: account.email, role: account.role },
      });
    }
  });

  it('refuses a wrong password and a pending account with a message', async () => {
    const sandbox = createSandbox();
    const wrong = await sandbox.handle('/user/login', 'email=ready%40demo.church&password=nope');
    expect(wrong.body).toEqual({ status: 0, message: 'Invalid email or password.' });
    const pending = await sandbox.handle('/user/login', {
      email: 'pending@demo.church',
      password: DEMO_PASSWORD,
    });
    expect(pending.body).toMatchObject({ status: 0 });
  });

  it('fails a body without the required fields in the one failure form (HTTP 200, status 0)', async () => {
    const result = await createSandbox().handle('/user/login', { email: 'ready@demo.church' });
    expect(result).toEqual({ httpStatus: 200, body: { status: 0, message: 'Missing password.' } });
  });

  it('refuses a text field over its limit, and stores nothing', async () => {
    const sandbox = createSandbox();
    const email = `${'a'.repeat(10_000)}@church.org`;
    const answer = await sandbox.handle('/user/register', {
      email,
      password: 'secret',
      confirmPassword: 'secret',
    });
    expect(answer.body).toEqual({
      status: 0,
      message: 'This is too long: use at most 254 characters.',
    });
    const login = await sandbox.handle('/user/login', { email, password: 'secret' });
    expect(login.body).toMatchObject({ status: 0 });
  });

  it('refuses a coupon code or a cancellation reason over its limit', async () => {
    const sandbox = createSandbox();
    const login = await sandbox.handle('/user/login', {
      email: 'ready@demo.church',
      password: DEMO_PASSWORD,
    });
    const apiKey = (login.body as { data: { apiKey: string } }).data.apiKey;
    expect(
      (await sandbox.handle('/billing/check-coupon', { apiKey, code: 'C'.repeat(51) })).body,
    ).toEqual({ status: 0, message: 'This is too long: use at most 50 characters.' });
    const cancel = await sandbox.handle('/billing/cancel-plan', {
      apiKey,
      cancelReason: `other reasons: ${'x'.repeat(1000)}`,
      stopSync: '0',
    });
    expect(cancel.body).toEqual({
      status: 0,
      message: 'This is too long: use at most 1000 characters.',
    });
  });

  it('never takes a required field from a prototype', async () => {
    const sandbox = createSandbox();
    const inherited = Object.assign(Object.create({ password: DEMO_PASSWORD }) as DecodedForm, {
      email: 'ready@demo.church',
    });
    expect('password' in inherited).toBe(true);
    const missing = { httpStatus: 200, body: { status: 0, message: 'Missing password.' } };
    expect(await sandbox.handle('/user/login', inherited)).toEqual(missing);
    const polluting = `email=ready%40demo.church&__proto__[password]=${DEMO_PASSWORD}`;
    expect(await sandbox.handle('/user/login', polluting)).toEqual(missing);
    expect(({} as Record<string, unknown>).password).toBeUndefined();
  });

  it('builds the identical world from the identical seed', () => {
    const keys = (seed: number) => createSandbox({ seed }).world.users.map((u) => u.record.apiKey);
    expect(keys(7)).toEqual(keys(7));
    expect(keys(7)).not.toEqual(keys(8));
  });

  it('answers 401 to an operation called without a valid key', async () => {
    const sandbox = createSandbox();
    // An unknown path is 404; key checks apply to every non-public operation as they are added.
    expect((await sandbox.handle('/no/such', {})).httpStatus).toBe(404);
  });
});
