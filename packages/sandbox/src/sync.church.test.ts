import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { ApiError, createApiClient, tooLongMessage, type ApiClient } from '@flocksync/api-client';
import { setMembership, type CcbData } from './domains/ccb';
import { SYNC_JOB_MS, settingsOf, startAutomaticSync } from './domains/engine';
import { MAX_PER_LIST_MESSAGE, type McAudience } from './domains/mailchimp';
import { rowsOf } from './domains/logs';
import { ccbToMcBroken, mcToCcbBroken, PLAN_PAIRS_MESSAGE } from './domains/pairs';
import type { ChurchState } from './domains/state';
import { sandboxHandlers } from './msw';
import { accountOf, findUserByEmail } from './world';
import { createSandbox, DEMO_PASSWORD, type Sandbox } from './index';

const BASE = 'http://sandbox.test/v1/api';
const START = Date.UTC(2026, 0, 15, 14, 30);
const READY = 'ready@demo.church';
const BROKEN = 'broken@demo.church';
const SETUP = 'setup@demo.church';

let now = START;
let sandbox: Sandbox;
const server = setupServer();
const anonymous = createApiClient({ baseUrl: BASE, getApiKey: () => null });

async function as(email: string): Promise<ApiClient> {
  const { data } = await anonymous.call('/user/login', { email, password: DEMO_PASSWORD });
  return createApiClient({ baseUrl: BASE, getApiKey: () => data.apiKey });
}

function accountNamed(email: string) {
  const user = findUserByEmail(sandbox.world, email);
  if (!user) throw new Error(email);
  return accountOf(sandbox.world, user);
}

const churchOf = (email: string): ChurchState => accountNamed(email).church;
const ccbOf = (email: string): CcbData => churchOf(email).ccb as CcbData;

function audienceNamed(email: string, name: string): McAudience {
  const found = churchOf(email).mc?.audiences.find((item) => item.name === name);
  if (!found) throw new Error(name);
  return found;
}

function groupNamed(email: string, name: string) {
  const found = ccbOf(email).groups.find((item) => item.name === name);
  if (!found) throw new Error(name);
  return found;
}

/** Members carrying a tag, by email. */
function tagged(audience: McAudience, tag: string): string[] {
  return audience.members
    .filter((member) => member.tags.includes(tag))
    .map((member) => member.email)
    .sort();
}

/** A sorted, comparable copy of an audience's members. */
function snapshot(audience: McAudience) {
  return structuredClone(audience.members).sort((a, b) => a.email.localeCompare(b.email));
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** Lets the sandbox clock run past a sync job. */
function elapse(ms = SYNC_JOB_MS) {
  now += ms;
}

async function addFoodPantry(api: ApiClient) {
  const campus = ccbOf(READY).campuses.find((item) => item.name === 'Downtown Campus');
  return api.call('/sync-pair/save-ccb-mc-multiple', {
    syncType: [1],
    mailchimpListId: [audienceNamed(READY, 'Events & Announcements').id],
    id: [0],
    type: ['group'],
    campusId: [campus?.id ?? 0],
    ccbGroupId: [groupNamed(READY, 'Food Pantry').id],
    params: [{ tags: 'Food Pantry' }],
  });
}

async function syncAndWait(api: ApiClient) {
  const started = await api.call('/sync/manual');
  expect(started.message).toBe('Syncing in progress');
  expect((await api.call('/sync/check')).status).toBe(0);
  elapse();
  const done = await api.call('/sync/check');
  expect(done.status).toBe(1);
  const { data } = await api.call('/logs/list', { page: 1 });
  const log = data.list[0];
  if (!log) throw new Error('no log');
  return log;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  now = START;
  sandbox = createSandbox({ clock: { now: () => now, sleep: async () => {} } });
  server.resetHandlers(...sandboxHandlers(sandbox, BASE));
});
afterAll(() => server.close());

describe('the demo churches', () => {
  it('builds the identical world from the identical seed', () => {
    const churches = (seed: number) => {
      const { world } = createSandbox({ seed });
      return JSON.stringify(
        world.users.map((user) => [user.record, world.accounts.get(user.record.id)?.church]),
      );
    };
    expect(churches(7)).toBe(churches(7));
    expect(churches(7)).not.toBe(churches(8));
  });

  it('gives ready pairs both ways (some new), past logs and two conflicts', async () => {
    const api = await as(READY);
    const ccbToMc = (await api.call('/ccb/saved-search')).data;
    const mcToCcb = (await api.call('/ccb/get-mc-to-ccb')).data;
    expect(ccbToMc.length).toBeGreaterThanOrEqual(10);
    expect(mcToCcb.length).toBeGreaterThanOrEqual(2);
    expect(ccbToMc.filter((pair) => pair.isNew === 1)).toHaveLength(2);
    expect(ccbToMc.every((pair) => pair.hasMcConflict === 0)).toBe(true);
    expect(ccbToMc.map((pair) => pair.type)).toEqual(
      expect.arrayContaining(['group', 'search', 'process_queue']),
    );
    const logs = (await api.call('/logs/list', { page: 1 })).data;
    expect(logs.total).toBeGreaterThanOrEqual(5);
    // Seeded history is dated just before the first look, whatever the clock.
    const newest = Date.parse(logs.list[0]?.date ?? '');
    expect(START - newest).toBeGreaterThan(0);
    expect(START - newest).toBeLessThan(24 * 60 * 60 * 1000);
    const conflicts = (await api.call('/sync-pair/simple-view')).data;
    expect(conflicts.ccb_to_mc).toHaveLength(1);
    expect(conflicts.mc_to_ccb).toHaveLength(1);
    const warnings = (await api.call('/account/warnings')).data;
    expect(warnings).toMatchObject({
      hasUnresolveContacts: 1,
      ccbToMcConflict: 0,
      hasCurrentPlan: 1,
    });
    expect(warnings.totalHoldContacts).toBeGreaterThanOrEqual(3);
  });

  it('gives ready a pair on a classic (obsolete) saved search, grouped apart from advanced ones', async () => {
    const api = await as(READY);
    const searches = (await api.call('/ccb/all-saved-searches')).data;
    const classic = searches.filter((search) => search.isAdvance === 0);
    expect(classic.length).toBeGreaterThan(0);
    expect(classic.every((search) => search.groupBy === 'Classic Searches')).toBe(true);
    expect(
      searches
        .filter((search) => search.isAdvance === 1)
        .every((search) => search.groupBy === 'New Advanced Searches'),
    ).toBe(true);
    const pairs = (await api.call('/ccb/saved-search')).data;
    const classicIds = new Set(classic.map((search) => search.searchId));
    expect(
      pairs
        .filter((pair) => pair.searchId !== null && classicIds.has(pair.searchId))
        .map((p) => p.name),
    ).toEqual(['Old: Newsletter list']);
  });

  it('starts setup, new and registered accounts with nothing connected', async () => {
    const api = await as(SETUP);
    expect((await api.call('/account/api-details')).data).toMatchObject({
      ccbUsername: '',
      mailchimpApiKey: '',
      mailchimpInfo: null,
    });
    expect((await api.call('/ccb/saved-search')).data).toEqual([]);
    expect((await rejection(api.call('/ccb/all-campus'))).serverMessage).toMatch(/not connected/);
    expect((await api.call('/logs/list', { page: 1 })).data.total).toBe(0);
  });

  it('builds the large world for performance work', () => {
    const large = createSandbox({ size: 'large' });
    const user = findUserByEmail(large.world, READY);
    if (!user) throw new Error(READY);
    const church = accountOf(large.world, user).church;
    const pairs = church.ccbToMc.length + church.mcToCcb.length;
    expect(pairs).toBeGreaterThanOrEqual(1_000);
    expect(church.ccb?.people.length).toBeGreaterThanOrEqual(20_000);
    expect(church.logs.length).toBeGreaterThanOrEqual(10_000);
    // At least 50,000 people entries across the logs' statistics to page through.
    let entries = 0;
    for (const log of church.logs) {
      const { ccbRows, mcRows } = rowsOf(church, log);
      for (const row of [...ccbRows, ...mcRows]) {
        for (const items of Object.values(row.stats)) entries += items.length;
      }
    }
    expect(entries).toBeGreaterThanOrEqual(50_000);
    const broken =
      church.ccbToMc.filter((pair) => ccbToMcBroken(church, pair)).length +
      church.mcToCcb.filter((pair) => mcToCcbBroken(church, pair)).length;
    expect(broken).toBeGreaterThanOrEqual(1_000);
    // Over 500 held contacts to resolve, one conflict holding most of them.
    expect(church.holds.length).toBeGreaterThanOrEqual(500);
    const perConflict = new Map<number, number>();
    for (const hold of church.holds) {
      perConflict.set(hold.conflictId, (perConflict.get(hold.conflictId) ?? 0) + 1);
    }
    expect(Math.max(...perConflict.values())).toBeGreaterThanOrEqual(500);
    // Building 20,000 people takes seconds on a busy two-core machine: the default 5 s is a
    // timing test by accident (this suite measures speed with `npm run bench`).
  }, 30_000);
});

describe('connecting the accounts', () => {
  it('authorizes CCB with the demo password only, and Mailchimp with a real-looking key', async () => {
    const api = await as(SETUP);
    const wrong = await rejection(
      api.call('/ccb/authorize', {
        ccbUsername: 'api',
        ccbPassword: 'secret',
        ccbAccount: 'grace',
      }),
    );
    expect(wrong.serverMessage).toBe('Invalid username or password.');
    const ccb = await api.call('/ccb/authorize', {
      ccbUsername: 'api',
      ccbPassword: DEMO_PASSWORD,
      ccbAccount: 'grace',
    });
    expect(ccb.data).toMatchObject({ ccbUsername: 'api', ccbAccount: 'grace', hasCcbError: 0 });
    expect((await api.call('/ccb/all-campus')).data.length).toBeGreaterThan(0);
    await rejection(api.call('/mailchimp/authorize', { mailchimpApiKey: 'not-a-key' }));
    const key = 'abcdef0123456789abcdef0123456789-us6';
    const mc = await api.call('/mailchimp/authorize', { mailchimpApiKey: key });
    expect(mc.data.mailchimpInfo).toMatchObject({ email: SETUP });
    expect((await api.call('/mailchimp/all-audience')).data.length).toBeGreaterThan(0);
    // No plan yet: pairs and syncs are refused with the spec's messages.
    const campusId = (await api.call('/ccb/all-campus')).data[0]?.campusId ?? 0;
    const group = (await api.call('/ccb/all-groups', { campusId })).data[1];
    const audience = (await api.call('/mailchimp/all-audience')).data[0];
    const refused = await rejection(
      api.call('/sync-pair/save-ccb-mc-multiple', {
        syncType: [1],
        mailchimpListId: [audience?.id ?? ''],
        id: [0],
        type: ['group'],
        campusId: [campusId],
        ccbGroupId: [group?.id ?? 0],
        params: [{ tags: 'Members' }],
      }),
    );
    expect(refused.serverMessage).toBe(PLAN_PAIRS_MESSAGE);
    expect((await rejection(api.call('/sync/manual'))).serverMessage).toBe(
      'You need to purchase a plan for this feature',
    );
  });
});

describe('pairs', () => {
  it('adds a CCB-to-MC pair that is then listed as new', async () => {
    const api = await as(READY);
    const saved = await addFoodPantry(api);
    expect(saved.message).toBe('New CCB-TO-MC Sync Pair Added Successfully');
    const listed = (await api.call('/ccb/saved-search')).data.find(
      (pair) => pair.ccbGroupName === 'Food Pantry',
    );
    expect(listed).toMatchObject({
      type: 'group',
      campusName: 'Downtown Campus',
      mailchimpAudience: 'Events & Announcements',
      sync_type: 1,
      tags: '["Food Pantry"]',
      isNew: 1,
      hasMcConflict: 0,
    });
    expect(tagged(audienceNamed(READY, 'Events & Announcements'), 'Food Pantry')).toEqual([]);
  });

  it('keeps quotes, emoji, symbols and 100-character tag names from the wire and back; refuses 101', async () => {
    const api = await as(READY);
    const campus = ccbOf(READY).campuses.find((item) => item.name === 'Downtown Campus');
    const names = ['Youth "Rock" 🎸', 'Élan & Co. <Choir>', 'T'.repeat(100)];
    const save = (tags: string) =>
      api.call('/sync-pair/save-ccb-mc-multiple', {
        syncType: [1],
        mailchimpListId: [audienceNamed(READY, 'Events & Announcements').id],
        id: [0],
        type: ['group'],
        campusId: [campus?.id ?? 0],
        ccbGroupId: [groupNamed(READY, 'Food Pantry').id],
        params: [{ tags }],
      });
    const refused = await rejection(save(['Youth', 'T'.repeat(101)].join(',')));
    expect(refused.serverMessage).toBe(tooLongMessage(100));
    await save(names.join(','));
    const listed = (await api.call('/ccb/saved-search')).data.find(
      (pair) => pair.ccbGroupName === 'Food Pantry',
    );
    expect(JSON.parse(listed?.tags ?? '[]')).toEqual(names);
  });

  it('adds an MC-to-CCB pair into a new interest group, and refuses an all-members group', async () => {
    const api = await as(READY);
    const signups = audienceNamed(READY, 'Website Signups');
    const tuesday = groupNamed(READY, 'Small Group - Tuesday');
    const saved = await api.call('/sync-pair/save-mc-to-ccb-multiple', {
      syncType: [0],
      campusId: [tuesday.campusId],
      ccbGroupId: [tuesday.id],
      mcListId: [signups.id],
      params: [{ interestCategoryId: '', interestId: '321', groupName: 'Tuesday Group' }],
    });
    expect(saved.message).toBe('New MC-TO-CCB Sync Pair Added Successfully');
    const listed = (await api.call('/ccb/get-mc-to-ccb')).data.find(
      (pair) => pair.ccbGroupName === 'Small Group - Tuesday',
    );
    expect(listed).toMatchObject({ mcInterestGroupName: 'Tuesday Group', isNew: 1 });
    const options = (await api.call('/mailchimp/interest-groups', { mailchimpListId: signups.id }))
      .data;
    expect(options.map((option) => option.groupName)).toContain('Tuesday Group');
    const everyone = groupNamed(READY, 'All Members of North Campus');
    await rejection(
      api.call('/sync-pair/save-mc-to-ccb-multiple', {
        syncType: [1],
        campusId: [everyone.campusId],
        ccbGroupId: [everyone.id],
        mcListId: [signups.id],
        params: [{ tags: 'Plan a Visit' }],
      }),
    );
  });

  it('holds at most 60 groups or saved searches per Mailchimp list', async () => {
    const api = await as(READY);
    const youth = groupNamed(READY, 'Youth Group');
    const listId = audienceNamed(READY, 'Website Signups').id;
    const batch = (from: number, count: number) => ({
      syncType: Array.from({ length: count }, () => 1 as const),
      mailchimpListId: Array.from({ length: count }, () => listId),
      id: Array.from({ length: count }, () => 0),
      type: Array.from({ length: count }, () => 'group' as const),
      campusId: Array.from({ length: count }, () => youth.campusId),
      ccbGroupId: Array.from({ length: count }, () => youth.id),
      params: Array.from({ length: count }, (_, i) => ({ tags: `Youth ${from + i}` })),
    });
    await api.call('/sync-pair/save-ccb-mc-multiple', batch(1, 60));
    const refused = await rejection(api.call('/sync-pair/save-ccb-mc-multiple', batch(61, 1)));
    expect(refused.serverMessage).toBe(MAX_PER_LIST_MESSAGE);
    const pairs = (await api.call('/ccb/saved-search')).data;
    expect(pairs.filter((pair) => pair.mailchimpListId === listId)).toHaveLength(60);
  });

  it('removes a pair with un-sync, or leaves it for the Toolkit cleanup', async () => {
    const api = await as(READY);
    const events = audienceNamed(READY, 'Events & Announcements');
    const small = (await api.call('/ccb/saved-search')).data.find(
      (pair) => pair.ccbGroupName === 'Small Group - Tuesday',
    );
    expect(tagged(events, 'Small Groups').length).toBeGreaterThan(0);
    await api.call('/sync-pair/remove-ccb-mc', {
      id: small?.id ?? 0,
      unsync: 0,
      isDeleteGroup: 0,
      type: 'group',
    });
    expect(tagged(events, 'Small Groups').length).toBeGreaterThan(0);
    const leftovers = (await api.call('/tools/cleanup-unsync-pairs')).data;
    const leftover = leftovers.find((item) => item.ccbGroupName === 'Small Group - Tuesday');
    expect(leftover).toMatchObject({ mcGroupTagDisplay: 'Small Groups', type: 'group' });
    const removed = await api.call('/tools/delete-mc-now', {
      id: leftover?.id ?? 0,
      type: 'group',
    });
    expect(removed.message).toBe('Sync pair removed successfully');
    expect(tagged(events, 'Small Groups')).toEqual([]);
  });
});

describe('syncing', () => {
  it('clears the new flag of both directions, so nothing new is left to sync; a rollback restores it', async () => {
    const api = await as(READY);
    const newMc = async () =>
      (await api.call('/ccb/get-mc-to-ccb')).data.filter((pair) => pair.isNew === 1);
    const newCcb = async () =>
      (await api.call('/ccb/saved-search')).data.filter((pair) => pair.isNew === 1);
    const mcBefore = await newMc();
    expect(mcBefore).not.toHaveLength(0);
    const log = await syncAndWait(api);
    expect(await newMc()).toHaveLength(0);
    expect(await newCcb()).toHaveLength(0);
    const refused = await rejection(api.call('/sync/new-only'));
    expect(refused.serverMessage).toBe('There are no new sync pairs to sync.');
    await api.call('/logs/revert', { logId: log.id });
    expect((await newMc()).map((pair) => pair.id)).toEqual(mcBefore.map((pair) => pair.id));
  });

  it('moves people into Mailchimp and writes a log whose counts match the world', async () => {
    const api = await as(READY);
    await addFoodPantry(api);
    const events = audienceNamed(READY, 'Events & Announcements');
    const log = await syncAndWait(api);
    expect(log.type).toBe('Manual Sync');
    const details = (await api.call('/logs/log-details', { id: log.id })).data;
    const row = details.ccbToMc.find((item) => item.name === 'Downtown Campus - Food Pantry');
    if (!row) throw new Error('no Food Pantry row');
    const carriers = tagged(events, 'Food Pantry');
    expect(carriers.length).toBeGreaterThan(0);
    expect(row.added + row.updated).toBe(carriers.length);
    const stats = (await api.call('/logs/statistic-details', { id: row.detailId })).data;
    const added = stats.find((category) => category.name === 'Added');
    expect(added?.count).toBe(row.added);
    expect(details.accountChanges.map((change) => change.description).join(' ')).toMatch(
      /Food Pantry/,
    );
    // The pair is no longer new, and points at its row.
    const pair = (await api.call('/ccb/saved-search')).data.find(
      (item) => item.ccbGroupName === 'Food Pantry',
    );
    expect(pair).toMatchObject({ isNew: 0, detailId: row.detailId });
    // The people can be found in the logs by email.
    const someone = carriers[0] ?? '';
    const found = (await api.call('/logs/search', { search: someone })).data;
    expect(found.ccbToMc.map((item) => item.email)).toContain(someone);
    const history = (await api.call('/logs/logs-search', { email: someone, fullName: '' })).data;
    expect(history.map((item) => item.logId)).toContain(log.id);
  });

  it('brings Mailchimp members into CCB groups both ways, holding unknown people', async () => {
    const api = await as(READY);
    const volunteers = groupNamed(READY, 'Volunteer Team');
    const before = volunteers.memberIds.length;
    const signups = audienceNamed(READY, 'Website Signups');
    const wanted = signups.members.filter((member) => member.tags.includes('Volunteer Sign-up'));
    expect((await api.call('/sync/new-only')).message).toBe('Syncing in progress');
    elapse();
    const log = (await api.call('/logs/list', { page: 1 })).data.list[0];
    const details = (await api.call('/logs/log-details', { id: log?.id ?? 0 })).data;
    const row = details.mcToCcb.find((item) => item.name.endsWith('to Volunteer Team'));
    expect(row?.added).toBe(wanted.length);
    expect(volunteers.memberIds.length).toBe(before + wanted.length);
    // New-only: the two new CCB-to-MC pairs only.
    expect(details.ccbToMc).toHaveLength(2);
  });

  it('includes the membership types chosen in the Toolkit in the next sync', async () => {
    const api = await as(READY);
    const youth = groupNamed(READY, 'Youth Group');
    const newsletter = audienceNamed(READY, 'Weekly Newsletter');
    const leadersOnly = youth.memberIds.filter((_, index) => youth.memberTypes[index] === 0);
    const leaderEmails = leadersOnly
      .map((id) => ccbOf(READY).people.find((person) => person.id === id)?.email ?? '')
      .filter((email) => email && tagged(newsletter, 'Youth').includes(email));
    expect(leaderEmails.length).toBeGreaterThan(0);
    await api.call('/tools/save-member-settings', {
      isIncludeJoinGroup: 0,
      isIncludeLeads: 0,
      isIncludeMember: 1,
      isIncludeInvitedToGroup: 0,
    });
    const log = await syncAndWait(api);
    expect(log).toMatchObject({ isIncludeLeads: 0, hasFilteringData: 1 });
    for (const email of leaderEmails) {
      const sharers = ccbOf(READY).people.filter((person) => person.email === email);
      const stillMember = sharers.some((person) => {
        const index = youth.memberIds.indexOf(person.id);
        return index >= 0 && youth.memberTypes[index] !== 0;
      });
      if (!stillMember) expect(tagged(newsletter, 'Youth')).not.toContain(email);
    }
  });

  it('queues a manual sync behind an automatic one, shown by is-syncing', async () => {
    const api = await as(READY);
    const account = accountNamed(READY);
    startAutomaticSync(account, settingsOf(userRecord(READY)), now);
    expect((await api.call('/account/is-syncing')).data.isSyncing).toBe(1);
    expect((await api.call('/sync/manual')).message).toBe('Sync task added to queue');
    expect((await api.call('/sync/check')).status).toBe(2);
    elapse();
    expect((await api.call('/account/is-syncing')).data.isSyncing).toBe(0);
    expect((await api.call('/sync/check')).status).toBe(0);
    elapse();
    expect((await api.call('/sync/check')).status).toBe(1);
    const types = (await api.call('/logs/list', { page: 1 })).data.list
      .slice(0, 2)
      .map((log) => log.type);
    expect(types).toEqual(['Manual Sync', 'Automatic Sync']);
  });

  it('stops a running sync without changing anything', async () => {
    const api = await as(READY);
    await addFoodPantry(api);
    const events = audienceNamed(READY, 'Events & Announcements');
    const before = snapshot(events);
    const logs = churchOf(READY).logs.length;
    await api.call('/sync/manual');
    expect((await api.call('/sync/check')).status).toBe(0);
    expect((await api.call('/sync/stop-sync')).message).toBe('The sync has been stopped.');
    elapse(3 * SYNC_JOB_MS);
    expect(await api.call('/sync/check')).toMatchObject({
      status: 1,
      message: 'The sync was stopped.',
    });
    expect(snapshot(events)).toEqual(before);
    expect(churchOf(READY).logs).toHaveLength(logs);
  });

  it('refuses to sync when syncing is disabled', async () => {
    const api = await as(READY);
    await api.call('/sync/disable');
    expect((await rejection(api.call('/sync/manual'))).serverMessage).toBe(
      'Automatic / manual syncing has been disabled.',
    );
    await api.call('/sync/enable');
    expect((await api.call('/sync/manual')).status).toBe(1);
  });
});

function userRecord(email: string) {
  const user = findUserByEmail(sandbox.world, email);
  if (!user) throw new Error(email);
  return user.record;
}

describe('a person in the logs', () => {
  it('tells apart the profiles that share an email: name, CCB # and the primary mark', async () => {
    const api = await as(READY);
    await syncAndWait(api);
    const people = ccbOf(READY).people;
    const shared = [...new Set(people.map((person) => person.email))].filter(
      (email) => email && people.filter((person) => person.email === email).length > 1,
    );
    let rows: Awaited<ReturnType<typeof api.call<'/logs/logs-search'>>>['data'] = [];
    for (const email of shared) {
      const found = (await api.call('/logs/logs-search', { email, fullName: '' })).data;
      if (new Set(found.map((row) => row.ccbId)).size > 1) {
        rows = found;
        break;
      }
    }
    // The same log, once per profile, and each row says whose it is.
    const profiles = new Map(rows.map((row) => [row.ccbId, row]));
    expect(profiles.size).toBeGreaterThan(1);
    for (const [ccbId, row] of profiles) {
      const person = people.find((item) => item.id === ccbId);
      expect(row.fullName).toBe(`${person?.firstName} ${person?.lastName}`);
      expect(row.isPrimary).toBe(person?.isPrimary);
    }
    const logIds = [...profiles.values()].map((row) => row.logId);
    expect(new Set(logIds).size).toBe(1);
  });
});

describe('rollback', () => {
  it('restores the world as it was before the sync, once', async () => {
    const api = await as(READY);
    await addFoodPantry(api);
    const events = audienceNamed(READY, 'Events & Announcements');
    const before = snapshot(events);
    const log = await syncAndWait(api);
    expect(snapshot(events)).not.toEqual(before);
    const reverted = await api.call('/logs/revert', { logId: log.id });
    expect(reverted.status).toBe(1);
    expect(snapshot(events)).toEqual(before);
    const pair = (await api.call('/ccb/saved-search')).data.find(
      (item) => item.ccbGroupName === 'Food Pantry',
    );
    expect(pair?.isNew).toBe(1);
    const list = (await api.call('/logs/list', { page: 1 })).data.list;
    expect(list[0]?.type).toBe('Manual Rollback Sync');
    expect(list[1]).toMatchObject({ id: log.id, isRevertedAlready: 1 });
    const again = await rejection(api.call('/logs/revert', { logId: log.id }));
    expect(again.serverMessage).toBe('This sync has already been rolled back.');
  });

  it('keeps what it put back through the manual sync that follows it (ADR 019)', async () => {
    const api = await as(READY);
    await addFoodPantry(api);
    const events = audienceNamed(READY, 'Events & Announcements');
    const before = snapshot(events);
    const log = await syncAndWait(api);
    const added = tagged(events, 'Food Pantry');
    expect(added.length).toBeGreaterThan(1);
    await api.call('/logs/revert', { logId: log.id });
    expect(tagged(events, 'Food Pantry')).toEqual([]);

    // The manual sync the portal starts after a rollback leaves the reverted people as they were.
    const after = await syncAndWait(api);
    expect(after.type).toBe('Manual Sync');
    expect(snapshot(events)).toEqual(before);
    const details = (await api.call('/logs/log-details', { id: after.id })).data;
    const pantry = details.ccbToMc.find((row) => row.name.includes('Food Pantry'));
    expect(pantry?.added).toBe(0);
    const stats = (await api.call('/logs/statistic-details', { id: pantry?.detailId ?? 0 })).data;
    const skipped = stats.find((category) => category.name === 'Skipped')?.list ?? [];
    const kept = skipped.filter((item) => /Kept as the rollback of .* left it/.test(item.detail));
    expect(kept).toHaveLength(added.length);

    // Someone who leaves the CCB source and comes back is a new change: synced as usual.
    const group = groupNamed(READY, 'Food Pantry');
    const person = ccbOf(READY).people.find((item) => item.email === added[0]);
    if (!person) throw new Error('no person');
    setMembership(group, person.id, -1);
    await syncAndWait(api);
    expect(tagged(events, 'Food Pantry')).toEqual([]);
    setMembership(group, person.id, 1);
    await syncAndWait(api);
    expect(tagged(events, 'Food Pantry')).toEqual([person.email]);
  });

  it('is refused on cleanup logs and on a plan without rollback', async () => {
    const api = await as(READY);
    await api.call('/tools/clean-up');
    elapse();
    const list = (await api.call('/logs/list', { page: 1 })).data.list;
    const cleanup = list[0];
    expect(cleanup?.type).toBe('Automatic Cleanup Sync');
    expect(
      (await rejection(api.call('/logs/revert', { logId: cleanup?.id ?? 0 }))).serverMessage,
    ).toBe('Only manual and automatic syncs can be rolled back.');
    const church = churchOf(READY);
    const latest = [...church.logs].reverse().find((item) => item.type === 'Manual Sync');
    accountNamed(READY).billing.subscription!.planId = 1;
    expect(
      (await rejection(api.call('/logs/revert', { logId: latest?.id ?? 0 }))).serverMessage,
    ).toMatch(/does not include rollback/);
  });

  it('rolls back only the latest syncs, never while one runs', async () => {
    const api = await as(READY);
    const logs = churchOf(READY).logs;
    const oldest = logs[0]?.id ?? 0;
    expect((await rejection(api.call('/logs/revert', { logId: oldest }))).serverMessage).toBe(
      'Only the latest 3 syncs can be rolled back.',
    );
    await api.call('/sync/manual');
    const busy = await rejection(
      api.call('/logs/revert', { logId: logs[logs.length - 1]?.id ?? 0 }),
    );
    expect(busy.serverMessage).toMatch(/wait/);
  });
});

describe('conflicts', () => {
  it('merges a held Mailchimp contact into a new CCB contact in the pair group', async () => {
    const api = await as(READY);
    const { mc_to_ccb } = (await api.call('/sync-pair/simple-view')).data;
    const conflict = mc_to_ccb[0];
    expect(conflict).toMatchObject({ groupName: 'Newcomers', mcAudienceName: 'Website Signups' });
    const holds = (await api.call('/dupe/hold-contacts', { id: conflict?.mcToCcbId ?? 0 })).data;
    const stranger = holds.find((hold) => hold.participantId === 0);
    if (!stranger) throw new Error('no stranger held');
    const total = (await api.call('/account/warnings')).data.totalHoldContacts;
    const merged = await api.call('/dupe/match-contact', {
      id: stranger.id,
      matchContactId: 0,
      firstName: stranger.firstName,
      lastName: stranger.lastName,
      email: stranger.email,
      leftFirstName: stranger.firstName,
      leftLastName: stranger.lastName,
      leftEmail: stranger.email,
    });
    expect(merged.message).toBe('Profile merged successfully!');
    const person = ccbOf(READY).people.find((item) => item.email === stranger.email);
    expect(person).toMatchObject({ firstName: stranger.firstName, isPrimary: 1 });
    expect(groupNamed(READY, 'Newcomers').memberIds).toContain(person?.id);
    expect((await api.call('/account/warnings')).data.totalHoldContacts).toBe(total - 1);
    // The next sync finds the person and holds nobody new for that address.
    await syncAndWait(api);
    expect(churchOf(READY).holds.some((hold) => hold.email === stranger.email)).toBe(false);
  });

  it('merges a held contact with its CCB profile found by name, keeping the new address', async () => {
    const api = await as(READY);
    const all = (await api.call('/dupe/all-hold-contacts')).holdContacts ?? [];
    let hold;
    let match;
    for (const item of all.filter((contact) => contact.participantId === 0)) {
      const found = (await api.call('/dupe/possible-matches', { id: item.id })).data;
      if (found.length === 1 && found[0]?.email !== item.email) [hold, match] = [item, found[0]];
    }
    if (!hold || !match) throw new Error('no held contact with a match by name');
    expect(match).toMatchObject({ firstName: hold.firstName, lastName: hold.lastName });
    await api.call('/dupe/match-contact', {
      id: hold.id,
      matchContactId: match.id,
      firstName: '1',
      lastName: '1',
      email: '0',
      leftFirstName: hold.firstName,
      leftLastName: hold.lastName,
      leftEmail: hold.email,
    });
    const person = ccbOf(READY).people.find((item) => item.id === match.id);
    expect(person?.email).toBe(hold.email);
    expect(groupNamed(READY, 'Newcomers').memberIds).toContain(match.id);
    await syncAndWait(api);
    expect(churchOf(READY).holds.some((item) => item.email === hold.email)).toBe(false);
  });

  it('makes a held shared address sync under the chosen primary profile', async () => {
    const api = await as(READY);
    const { ccb_to_mc } = (await api.call('/sync-pair/simple-view')).data;
    const conflict = ccb_to_mc[0];
    const [hold] = (await api.call('/dupe/hold-contacts', { id: conflict?.ccbToMcId ?? 0 })).data;
    if (!hold) throw new Error('no hold');
    const matches = (await api.call('/dupe/possible-matches', { id: hold.id })).data;
    expect(matches.map((match) => match.email)).toEqual([hold.email]);
    const match = matches[0];
    await api.call('/dupe/match-contact', {
      id: hold.id,
      matchContactId: match?.id ?? 0,
      firstName: '1',
      lastName: '1',
      email: '0',
      leftFirstName: hold.firstName,
      leftLastName: hold.lastName,
      leftEmail: hold.email,
    });
    expect((await api.call('/sync-pair/simple-view')).data.ccb_to_mc).toEqual([]);
    await syncAndWait(api);
    const member = audienceNamed(READY, 'Weekly Newsletter').members.find(
      (item) => item.email === hold.email,
    );
    expect(member).toMatchObject({ firstName: match?.firstName, tags: ['Youth'] });
  });

  it('ignores a held contact: listed in the Toolkit, skipped by syncs, then unignored', async () => {
    const api = await as(READY);
    const all = (await api.call('/dupe/all-hold-contacts')).holdContacts ?? [];
    const hold = all.find((item) => item.participantId === 0);
    if (!hold) throw new Error('no hold');
    expect((await api.call('/dupe/ignore-contact', { id: hold.id })).status).toBe(1);
    const ignored = (
      await api.call('/tools/ignored-emails', {
        page: 1,
        filter: { firstName: '', lastName: '', email: hold.email },
      })
    ).data.list;
    expect(ignored).toHaveLength(1);
    await syncAndWait(api);
    expect(churchOf(READY).holds.some((item) => item.email === hold.email)).toBe(false);
    const unignored = await api.call('/tools/unignore', {
      id: ignored[0]?.id ?? 0,
      email: hold.email,
    });
    expect(unignored.message).toBe('This contact has been successfully updated.');
    await syncAndWait(api);
    expect(churchOf(READY).holds.some((item) => item.email === hold.email)).toBe(true);
    await api.call('/dupe/ignore-all-contact');
    expect((await api.call('/account/warnings')).data.totalHoldContacts).toBe(0);
  });
});

describe('the conflict wizard on the ready church', () => {
  it('holds five contacts both ways, counted by the warnings, and ignores them all', async () => {
    const api = await as(READY);
    const { ccb_to_mc, mc_to_ccb } = (await api.call('/sync-pair/simple-view')).data;
    const held = async (id: number) => (await api.call('/dupe/hold-contacts', { id })).data;
    const ccbHeld = await held(ccb_to_mc[0]?.ccbToMcId ?? 0);
    const mcHeld = await held(mc_to_ccb[0]?.mcToCcbId ?? 0);
    // CCB to MC: one of a household sharing an address; MC to CCB: website signups.
    expect(ccbHeld.map((hold) => hold.email)).toEqual(['ellis.household@gmail.com']);
    expect(mcHeld).toHaveLength(4);
    expect(mcHeld.every((hold) => hold.participantId === 0)).toBe(true);
    const all = (await api.call('/dupe/all-hold-contacts')).holdContacts ?? [];
    expect(all.map((hold) => hold.id).sort()).toEqual(
      [...ccbHeld, ...mcHeld].map((hold) => hold.id).sort(),
    );
    expect((await api.call('/account/warnings')).data).toMatchObject({
      hasUnresolveContacts: 1,
      totalHoldContacts: 5,
    });

    await api.call('/dupe/ignore-all-contact');
    expect((await api.call('/account/warnings')).data).toMatchObject({
      hasUnresolveContacts: 0,
      totalHoldContacts: 0,
    });
    expect((await api.call('/sync-pair/simple-view')).data).toEqual({
      ccb_to_mc: [],
      mc_to_ccb: [],
    });
    const ignored = (
      await api.call('/tools/ignored-emails', {
        page: 1,
        filter: { firstName: '', lastName: '', email: '' },
      })
    ).data.list.map((item) => item.email);
    expect(ignored).toEqual(expect.arrayContaining(all.map((hold) => hold.email)));
    // The next sync skips every ignored address: nobody is held again.
    await syncAndWait(api);
    expect(churchOf(READY).holds).toEqual([]);
  });
});

describe('broken pairs', () => {
  it('flags broken parts both ways and the merge-field error', async () => {
    const api = await as(BROKEN);
    const ccbToMc = (await api.call('/ccb/saved-search')).data;
    const mcToCcb = (await api.call('/ccb/get-mc-to-ccb')).data;
    expect(ccbToMc.filter((pair) => pair.hasMcConflict === 1)).toHaveLength(3);
    expect(mcToCcb.filter((pair) => pair.hasMcConflict === 1)).toHaveLength(2);
    const merge = ccbToMc.filter((pair) => pair.hasMcMergeFieldError === 1);
    expect(merge).toHaveLength(1);
    const warnings = (await api.call('/account/warnings')).data;
    expect(warnings).toMatchObject({ ccbToMcConflict: 3, mcToCcbConflict: 2 });
    expect(warnings.userErrorMessages.join(' ')).toMatch(/merge fields/);
    const required = (
      await api.call('/logs/view-mc-required-merged-fields', {
        mailchimpListId: merge[0]?.mailchimpListId ?? '',
      })
    ).data;
    expect(required.map((field) => field.tag)).toEqual(['FNAME', 'LNAME', 'ADDRESS', 'BIRTHDAY']);
    // The last sync skipped the broken pairs and failed the adds on merge fields.
    const log = (await api.call('/logs/list', { page: 1 })).data.list[0];
    expect(log?.hasMcSyncError).toBe(1);
    const rows = (await api.call('/logs/log-details', { id: log?.id ?? 0 })).data.ccbToMc;
    expect(
      rows.filter((row) => row.hasError === 1 && /skipped/.test(row.errorMessage)),
    ).toHaveLength(3);
    const errored = rows.find((row) => row.errors > 0);
    expect(errored?.errorMessage).toMatch(/merge fields/);
    expect(audienceNamed(BROKEN, 'Volunteer Database').members).toEqual([]);
  });

  it('names the log row of a pair its last sync skipped, whose statistics hold the reason', async () => {
    const api = await as(BROKEN);
    const pairs = (await api.call('/ccb/saved-search')).data;
    const skipped = pairs.filter((pair) => pair.hasError === 1 && pair.hasMcConflict === 0);
    expect(skipped.map((pair) => pair.ccbGroupName)).toEqual(['Greeters']);
    const pair = skipped[0]!;
    const log = (await api.call('/logs/list', { page: 1 })).data.list[0];
    expect(pair.logId).toBe(log?.id);
    const row = (await api.call('/logs/log-details', { id: pair.logId ?? 0 })).data.ccbToMc.find(
      (item) => item.detailId === pair.detailId,
    );
    // The log's own reading of a skipped group: an error, and no one added or updated.
    expect(row).toMatchObject({
      name: expect.stringContaining('Greeters'),
      hasError: 1,
      added: 0,
      updated: 0,
    });
    const statistics = (await api.call('/logs/statistic-details', { id: pair.detailId ?? 0 })).data;
    expect(statistics.find((item) => item.name === 'Errors')?.count).toBeGreaterThan(0);
    // A pair never synced has no log yet.
    expect(pairs.every((item) => (item.logId === null) === (item.detailId === null))).toBe(true);
  });

  it('syncs the merge-field pair once merge validation is skipped', async () => {
    const api = await as(BROKEN);
    await api.call('/tools/save-skip-merge-validation', { val: 1 });
    const pairs = (await api.call('/ccb/saved-search')).data;
    expect(pairs.every((pair) => pair.hasMcMergeFieldError === 0)).toBe(true);
    await syncAndWait(api);
    expect(audienceNamed(BROKEN, 'Volunteer Database').members.length).toBeGreaterThan(0);
  });

  it('fixes a broken pair by saving it again with a live group', async () => {
    const api = await as(BROKEN);
    const broken = (await api.call('/ccb/saved-search')).data.find(
      (pair) =>
        pair.hasMcConflict === 1 && pair.type === 'group' && pair.ccbGroupName === 'Youth Group',
    );
    if (!broken) throw new Error('no broken group pair');
    const marriage = groupNamed(BROKEN, 'Marriage Ministry');
    await api.call('/sync-pair/save-ccb-mc-multiple', {
      syncType: [1],
      mailchimpListId: [broken.mailchimpListId],
      id: [broken.id],
      type: ['group'],
      campusId: [marriage.campusId],
      ccbGroupId: [marriage.id],
      params: [{ tags: 'Youth' }],
    });
    const fixed = (await api.call('/ccb/saved-search')).data.find((pair) => pair.id === broken.id);
    expect(fixed).toMatchObject({ hasMcConflict: 0, ccbGroupName: 'Marriage Ministry', isNew: 1 });
    expect((await api.call('/account/warnings')).data.ccbToMcConflict).toBe(2);
  });
});

describe('toolkit lists', () => {
  it('switches the primary profile of a shared address', async () => {
    const api = await as(READY);
    const page = (
      await api.call('/tools/primary-contacts', {
        page: 1,
        filter: { firstName: '', lastName: '', email: '', showDuplicateOnly: 1 },
      })
    ).data;
    expect(page.total).toBeGreaterThan(0);
    const other = page.list.find((contact) => contact.isPrimary === 0);
    if (!other) throw new Error('no secondary profile');
    const reloaded = await api.call('/tools/primary', {
      id: other.id,
      page: 1,
      firstName: '',
      lastName: '',
      email: other.email,
      showDuplicateOnly: 1,
    });
    const rows = reloaded.data.list.filter((contact) => contact.email === other.email);
    expect(rows.filter((contact) => contact.isPrimary === 1).map((contact) => contact.id)).toEqual([
      other.id,
    ]);
  });

  it('keeps MC-to-CCB exceptions out of CCB', async () => {
    const api = await as(READY);
    const signups = audienceNamed(READY, 'Website Signups');
    const list = (await api.call('/tools/mc-to-ccb-custom-list')).data;
    expect(list.map((item) => item.sync_type).sort()).toEqual([0, 1]);
    const saved = await api.call('/tools/add-mc-to-ccb-custom-multiple', {
      params: [{ syncType: 1, mcListId: signups.id, id: 0, tags: 'Volunteer Sign-up' }],
    });
    expect(saved.message).toBe('MC to CCB custom list updated successfully!!');
    const volunteers = groupNamed(READY, 'Volunteer Team');
    const before = volunteers.memberIds.length;
    await api.call('/sync/new-only');
    elapse();
    await api.call('/sync/check');
    expect(volunteers.memberIds.length).toBe(before);
    const exception = saved.data.find((item) =>
      item.tags.some((tag) => tag.name === 'Volunteer Sign-up'),
    );
    const removed = await api.call('/tools/delete-mc-to-ccb-custom', { id: exception?.id ?? 0 });
    expect(removed.message).toBe('Sync pair removed successfully');
  });

  it('starts an account cleanup that writes a cleanup log', async () => {
    const api = await as(READY);
    expect((await api.call('/tools/clean-up')).message).toBe('Account cleanup in progress');
    expect((await api.call('/account/is-syncing')).data.isSyncing).toBe(1);
    elapse();
    const log = (await api.call('/logs/list', { page: 1 })).data.list[0];
    expect(log?.type).toBe('Automatic Cleanup Sync');
    const dashboard = (await api.call('/sync/dashboard-data')).data;
    expect(dashboard.syncList[0]).toMatchObject({
      type: 'Automatic Cleanup Sync',
      log_id: log?.id,
    });
  });
});

describe('the direction switches', () => {
  it('CCB to MailChimp off skips its pairs; two-way off leaves it alone; two-way on sets both', async () => {
    const api = await as(READY);
    const off = await api.call('/account/update', { isSkipCcbToMc: 1 });
    expect(off.data).toMatchObject({ isSkipCcbToMc: 1, isSkipMcToCcb: 0 });
    const newBefore = (await api.call('/ccb/saved-search')).data.filter((pair) => pair.isNew === 1);
    expect(newBefore).not.toHaveLength(0);
    await syncAndWait(api);
    // Not synced: the CCB-to-MC pairs are still new.
    const newAfter = (await api.call('/ccb/saved-search')).data.filter((pair) => pair.isNew === 1);
    expect(newAfter.map((pair) => pair.id)).toEqual(newBefore.map((pair) => pair.id));

    await api.call('/sync/disable-two-way');
    expect((await api.call('/account/details')).data).toMatchObject({
      isSkipCcbToMc: 1,
      isSkipMcToCcb: 1,
    });
    await api.call('/sync/enable-two-way');
    expect((await api.call('/account/details')).data).toMatchObject({
      isSkipCcbToMc: 0,
      isSkipMcToCcb: 0,
    });
    await syncAndWait(api);
    const synced = (await api.call('/ccb/saved-search')).data.filter((pair) => pair.isNew === 1);
    expect(synced).toHaveLength(0);
  });
});
