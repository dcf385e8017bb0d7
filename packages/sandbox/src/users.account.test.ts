import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createApiClient, type ApiClient } from '@flocksync/api-client';
import { DIRECTORY_PENDING, DIRECTORY_SIZE } from './domains/directory';
import { ADMIN_PAGE_SIZE, APPROVED_MESSAGE, NOT_ADMIN_MESSAGE } from './handlers/admin';
import { PENDING_MESSAGE } from './handlers/user';
import { sandboxHandlers } from './msw';
import { findUserByEmail } from './world';
import { createSandbox, DEMO_ACCOUNTS, DEMO_PASSWORD, type Sandbox } from './index';

const BASE = 'http://sandbox.test/v1/api';
const START = Date.UTC(2026, 0, 15, 14, 30);

let sandbox: Sandbox;
const server = setupServer();
const anonymous = createApiClient({ baseUrl: BASE, getApiKey: () => null });

async function as(email: string, password = DEMO_PASSWORD): Promise<ApiClient> {
  const { data } = await anonymous.call('/user/login', { email, password });
  return createApiClient({ baseUrl: BASE, getApiKey: () => data.apiKey });
}

const noFilter = { firstName: '', lastName: '', email: '', ccbAccount: '' };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sandbox = createSandbox({ clock: { now: () => START, sleep: async () => {} } });
  server.resetHandlers(...sandboxHandlers(sandbox, BASE));
});
afterAll(() => server.close());

describe('sign-up', () => {
  it('registers a real account, which then logs in and activates', async () => {
    const signUp = await anonymous.call('/user/register', {
      email: 'office@gracechapel.org',
      password: 'hymn-42',
      confirmPassword: 'hymn-42',
    });
    expect(signUp).toMatchObject({ status: 1, message: 'Signup successfully', isPending: 0 });
    expect(signUp.data).toMatchObject({ email: 'office@gracechapel.org', role: 2, isActivated: 0 });

    const api = await as('office@gracechapel.org', 'hymn-42');
    const details = await api.call('/account/details');
    expect(details.data.apiKey).toBe(signUp.data?.apiKey);
    expect((await api.call('/billing/current-plan')).data.hasCurrentPlan).toBe(0);

    await expect(
      api.call('/account/update', { firstName: 'Ann', lastName: '', isActivated: 1 }),
    ).rejects.toMatchObject({ serverMessage: 'Field cannot be empty' });
    const activated = await api.call('/account/update', {
      firstName: 'Ann',
      lastName: 'Marsh',
      isSameEmail: 1,
      isSendActivationEmail: 1,
      isActivated: 1,
    });
    expect(activated.data).toMatchObject({ firstName: 'Ann', lastName: 'Marsh', isActivated: 1 });
  });

  it('refuses a taken email, a mismatch and an invalid address with a message', async () => {
    const register = (email: string, confirmPassword = 'pw') =>
      anonymous.call('/user/register', { email, password: 'pw', confirmPassword });
    await expect(register('Ready@demo.church')).rejects.toMatchObject({ kind: 'status' });
    await expect(register('a@b.org', 'other')).rejects.toMatchObject({
      serverMessage: 'Passwords incorrect',
    });
    await expect(register('not-an-email')).rejects.toMatchObject({
      serverMessage: 'Invalid Email',
    });
  });

  it('holds a +approval address for an admin, who approves it', async () => {
    const signUp = await anonymous.call('/user/register', {
      email: 'pastor+approval@hopechurch.org',
      password: 'pw-1',
      confirmPassword: 'pw-1',
    });
    expect(signUp).toMatchObject({ isPending: 1 });
    expect(signUp.data).toBeUndefined();
    const confirmed = await anonymous.call('/user/mark-pending', {
      email: 'pastor+approval@hopechurch.org',
    });
    expect(confirmed.message).toBe(PENDING_MESSAGE);
    await expect(as('pastor+approval@hopechurch.org', 'pw-1')).rejects.toMatchObject({
      kind: 'status',
    });

    const admin = await as('admin@demo.church');
    const pending = await admin.call('/admin/pending-users', { page: 1, ...noFilter });
    const row = pending.data.list.find((user) => user.email === 'pastor+approval@hopechurch.org');
    expect(row).toBeDefined();
    const approved = await admin.call('/admin/approve-user', { id: row?.id ?? 0 });
    expect(approved.message).toBe(APPROVED_MESSAGE);
    const after = await admin.call('/admin/pending-users', { page: 1, ...noFilter });
    expect(after.data.list.map((user) => user.id)).not.toContain(row?.id);
    expect(after.data.total).toBe(pending.data.total - 1);
    await expect(as('pastor+approval@hopechurch.org', 'pw-1')).resolves.toBeDefined();
  });
});

describe('passwords and sessions', () => {
  it('changes the password, recovers and logs out without invalidating the key', async () => {
    const api = await as('ready@demo.church');
    await expect(
      api.call('/user/change-password', {
        email: 'ready@demo.church',
        password: 'new-one',
        confirmPassword: 'other',
      }),
    ).rejects.toMatchObject({ serverMessage: 'Passwords incorrect' });
    await api.call('/user/change-password', {
      email: 'ready@demo.church',
      password: 'new-one',
      confirmPassword: 'new-one',
    });
    await expect(as('ready@demo.church')).rejects.toMatchObject({ kind: 'status' });
    const again = await as('ready@demo.church', 'new-one');

    expect(
      (await anonymous.call('/user/reset-password', { email: 'ready@demo.church' })).message,
    ).toBe('Recover email sent');
    expect(
      (await anonymous.call('/user/resend-activation', { email: 'new@demo.church' })).message,
    ).toBe('Activation email sent successfully!!');

    await again.call('/user/logout');
    await expect(again.call('/account/details')).resolves.toMatchObject({ status: 1 });
  });
});

describe('profile and toolkit settings', () => {
  it('persists a toolkit toggle, seen in /account/details', async () => {
    const api = await as('ready@demo.church');
    const saved = await api.call('/tools/save-email-notification-for-unsub', { val: 1 });
    expect(saved.message).toBe('Saved successfully');
    expect((await api.call('/account/details')).data.isEmailNotificatonForUnsubMc).toBe(1);

    const off = await api.call('/tools/save-auto-sync', { val: 0 });
    expect(off.message).toBe('Auto-Syncing has been Disabled');
    expect((await api.call('/account/details')).data.isAutoSync).toBe(0);
  });

  it('requires at least one membership type', async () => {
    const api = await as('ready@demo.church');
    const none = {
      isIncludeJoinGroup: 0,
      isIncludeLeads: 0,
      isIncludeMember: 0,
      isIncludeInvitedToGroup: 0,
    } as const;
    await expect(api.call('/tools/save-member-settings', none)).rejects.toMatchObject({
      serverMessage: 'At least one membership status type must be selected!',
    });
    await api.call('/tools/save-member-settings', { ...none, isIncludeInvitedToGroup: 1 });
    expect((await api.call('/account/details')).data).toMatchObject({
      isIncludeLeads: 0,
      isIncludeMember: 0,
      isIncludeInvitedToGroup: 1,
    });
  });

  it('updates one profile field at a time and validates it', async () => {
    const api = await as('ready@demo.church');
    expect((await api.call('/account/update', { state: 'tn' })).data.state).toBe('TN');
    await expect(api.call('/account/update', { state: 'XX' })).rejects.toMatchObject({
      kind: 'status',
    });
    await expect(api.call('/account/update', { email: 'admin@demo.church' })).rejects.toMatchObject(
      { kind: 'status' },
    );
    const avatar = await api.call('/account/update', {
      imageFileBase64: 'iVBORw0KGgo=',
      imageType: 'image/png',
    });
    expect(avatar.data?.imageFileBase64).toBe('iVBORw0KGgo=');
    expect((await api.call('/account/update', { isSkipMcToCcb: 0 })).data?.isSkipMcToCcb).toBe(0);
  });

  it('maps custom fields per plan and saves the mapping and country', async () => {
    const ready = await as('ready@demo.church');
    const before = (await ready.call('/tools/header-mappings')).data;
    const entry = (code: string, data = before) => data.entries.find((row) => row.code === code);
    expect(entry('CCB_ID')).toMatchObject({ isEditable: 0, isEnabled: 1, plan: 1 });
    expect(entry('MOBILE_PHONE')).toMatchObject({ isEditable: 1, isTwoWay: 1, plan: 3 });
    expect(before.mcFields.MOBILE_PHONE?.slice(0, 4).map((option) => option.label)).toEqual([
      'Please Select',
      'CCB ID',
      'MC Phone',
      'MC Email',
    ]);

    const saved = await ready.call('/tools/save-header-mappings', {
      params: { mapping: { MOBILE_PHONE: '', WORK_PHONE: 'PHONE' } },
      default_address_type: 'home',
    });
    expect(saved.message).toBe('Header Mappings Saved Successfully!');
    await ready.call('/account/update-country', { default_country: 'GB' });
    const after = (await ready.call('/tools/header-mappings')).data;
    expect(entry('WORK_PHONE', after)).toMatchObject({ isEnabled: 1, mcTagName: 'PHONE' });
    expect(entry('MOBILE_PHONE', after)).toMatchObject({ isEnabled: 0, mcTagName: '' });
    expect(after).toMatchObject({ default_country: 'GB', default_address_type: 'home' });

    await expect(
      ready.call('/tools/save-header-mappings', { params: { mapping: { CCB_ID: 'FNAME' } } }),
    ).rejects.toMatchObject({ kind: 'status' });

    const setup = await as('setup@demo.church');
    expect(entry('BIRTHDAY', (await setup.call('/tools/header-mappings')).data)?.isEditable).toBe(
      0,
    );
    await expect(
      setup.call('/tools/save-header-mappings', { params: { mapping: { BIRTHDAY: 'BIRTHDAY' } } }),
    ).rejects.toMatchObject({ kind: 'status' });
  });

  it('answers the countries and the chat app id', async () => {
    const api = await as('ready@demo.church');
    const countries = (await api.call('/countries/list')).data;
    expect(countries).toContainEqual({ code: 'US', name: 'United States' });
    expect((await api.call('/config/intercom-app-id')).data.appId).not.toBe('');
  });
});

describe('admin', () => {
  it('pages users 20 at a time over the seeded customers', async () => {
    const admin = await as('admin@demo.church');
    const approved = DEMO_ACCOUNTS.length - 1 + DIRECTORY_SIZE - DIRECTORY_PENDING;
    const first = (await admin.call('/admin/users', { page: 1, ...noFilter })).data;
    expect(first).toMatchObject({ page: 1, hasMore: true, total: approved });
    expect(first.list).toHaveLength(ADMIN_PAGE_SIZE);
    const pages = Math.ceil(approved / ADMIN_PAGE_SIZE);
    const last = (await admin.call('/admin/users', { page: pages, ...noFilter })).data;
    expect(last).toMatchObject({ hasMore: false });
    expect(last.list).toHaveLength(approved - (pages - 1) * ADMIN_PAGE_SIZE);
    const rows = [];
    for (let page = 1; page <= pages; page += 1) {
      rows.push(...(await admin.call('/admin/users', { page, ...noFilter })).data.list);
    }
    expect(new Set(rows.map((row) => row.id)).size).toBe(approved);
    // Legacy accounts have no key: 'Unknown' in the list, and no activation link.
    const keyless = rows.filter((row) => row.apiKey === null);
    expect(keyless.length).toBeGreaterThan(0);
    expect(keyless.every((row) => row.activationLink === '')).toBe(true);
    expect(rows.filter((row) => row.role === 1).length).toBeGreaterThan(1);

    const pending = (await admin.call('/admin/pending-users', { page: 1, ...noFilter })).data;
    expect(pending.total).toBe(DIRECTORY_PENDING + 1);
    expect(pending.list.map((row) => row.email)).toContain('pending@demo.church');
  });

  it('filters case-insensitively by contains; empty filters are ignored', async () => {
    const admin = await as('admin@demo.church');
    const byEmail = (
      await admin.call('/admin/users', { page: 1, ...noFilter, email: 'DEMO.CHURCH' })
    ).data;
    expect(byEmail.list.map((row) => row.email).sort()).toEqual(
      DEMO_ACCOUNTS.filter((account) => !account.isPending)
        .map((account) => account.email)
        .sort(),
    );
    const byName = (await admin.call('/admin/users', { page: 1, ...noFilter, firstName: 'dan' }))
      .data;
    expect(byName.list.length).toBeGreaterThan(0);
    expect(byName.list.every((row) => row.firstName.toLowerCase().includes('dan'))).toBe(true);
    const some = byEmail.list[0];
    const combined = await admin.call('/admin/users', {
      page: 1,
      firstName: some?.firstName.toUpperCase() ?? '',
      lastName: some?.lastName.slice(1) ?? '',
      email: '',
      ccbAccount: '',
    });
    expect(combined.data.list.map((row) => row.id)).toContain(some?.id);
    const nobody = await admin.call('/admin/users', { page: 1, ...noFilter, ccbAccount: 'zzzz' });
    expect(nobody.data).toMatchObject({ list: [], total: 0, hasMore: false });
    const pendingByEmail = await admin.call('/admin/pending-users', {
      page: 1,
      ...noFilter,
      email: 'PENDING@',
    });
    expect(pendingByEmail.data.list.map((row) => row.email)).toEqual(['pending@demo.church']);
  });

  it('refuses every /admin/* call from a non-admin', async () => {
    const ready = await as('ready@demo.church');
    const pendingId = findUserByEmail(sandbox.world, 'pending@demo.church')?.record.id ?? 0;
    const calls = [
      () => ready.call('/admin/users', { page: 1 }),
      () => ready.call('/admin/pending-users', { page: 1, ...noFilter }),
      () => ready.call('/admin/approve-user', { id: pendingId }),
      () =>
        ready.call('/admin/add-user', {
          email: 'x@y.org',
          firstName: 'X',
          lastName: 'Y',
          password: 'pw',
          currentPackageId: 1,
          isYearly: 0,
        }),
    ];
    for (const call of calls) {
      await expect(call()).rejects.toMatchObject({
        kind: 'status',
        serverMessage: NOT_ADMIN_MESSAGE,
      });
    }
    expect(findUserByEmail(sandbox.world, 'pending@demo.church')?.record.isPending).toBe(1);
  });

  it('creates a user with a package, and reports a bad one through errorMessage', async () => {
    const admin = await as('admin@demo.church');
    const body = {
      email: 'pastor@stjohns.org',
      firstName: 'Miriam',
      lastName: 'Osei',
      password: 'welcome-1',
      currentPackageId: 3,
      isYearly: 1,
    } as const;
    await expect(
      admin.call('/admin/add-user', { ...body, currentPackageId: 99 }),
    ).rejects.toMatchObject({
      errorMessage: 'Please choose a package.',
    });
    await expect(admin.call('/admin/add-user', { ...body, email: 'nope' })).rejects.toMatchObject({
      errorMessage: 'Please enter a valid email address.',
    });
    const created = await admin.call('/admin/add-user', body);
    expect(created.data).toMatchObject({ email: 'pastor@stjohns.org', role: 2, isActivated: 0 });
    await expect(admin.call('/admin/add-user', body)).rejects.toMatchObject({
      errorMessage: 'A user with this email already exists.',
    });

    const miriam = await as('pastor@stjohns.org', 'welcome-1');
    expect((await miriam.call('/billing/current-plan')).data.currentPlan).toMatchObject({
      name: 'Pro',
      annualAmount: 275.4,
    });
    const listed = await admin.call('/admin/users', { page: 1, ...noFilter, email: 'stjohns' });
    expect(listed.data.list).toHaveLength(1);
  });

  it('lets an admin act as a user through its key (login as user)', async () => {
    const admin = await as('admin@demo.church');
    const row = (await admin.call('/admin/users', { page: 1, ...noFilter, email: 'ready@' })).data
      .list[0];
    const impersonated = createApiClient({ baseUrl: BASE, getApiKey: () => row?.apiKey });
    expect((await impersonated.call('/account/details')).data.email).toBe('ready@demo.church');
  });
});

describe('determinism', () => {
  it('seeds the identical directory from the identical seed', () => {
    const emails = (seed: number) =>
      createSandbox({ seed }).world.users.map(
        (user) => `${user.record.email}:${user.record.apiKey}`,
      );
    expect(emails(11)).toEqual(emails(11));
    expect(emails(11)).not.toEqual(emails(12));
  });
});
