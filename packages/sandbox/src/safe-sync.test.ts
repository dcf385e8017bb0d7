/**
 * Safe sync (issue 30, ADR 039): the preview is what the next sync does, the pre-flight check
 * names each problem a demo church has, the removal brake holds an automatic sync over its limit
 * until released (or kept), and bad input fails in the contract's one failure form.
 */
import { describe, expect, it } from 'vitest';
import type { Schemas } from '@flocksync/api-client';
import { setMembership } from './domains/ccb';
import { BRAKE_SKIP, SYNC_JOB_MS, settingsOf, startAutomaticSync } from './domains/engine';
import { mappedFields } from './domains/billing';
import { liveAudience } from './domains/mailchimp';
import { sourcePeople, targetsOf } from './domains/pairs';
import type { ChurchState, LogRecord } from './domains/state';
import { HOLD_GONE } from './handlers/sync';
import { BRAKE_PEOPLE_MESSAGE, BRAKE_PERCENT_MESSAGE } from './handlers/tools-settings';
import { accountOf, findUserByEmail } from './world';
import { createSandbox, DEMO_PASSWORD, type Sandbox } from './index';

const START = Date.UTC(2026, 0, 15, 14, 30);
const READY = 'ready@demo.church';

type Envelope<D = unknown> = { status: number; message: string; data?: D };

/** A sandbox on a clock the test moves, with calls made as one demo account. */
async function signedIn(email: string, size: 'demo' | 'large' = 'demo') {
  let now = START;
  const sandbox: Sandbox = createSandbox({
    size,
    clock: { now: () => now, sleep: async () => {} },
  });
  const login = await sandbox.handle('/user/login', { email, password: DEMO_PASSWORD });
  const apiKey = (login.body as Envelope<{ apiKey: string }>).data?.apiKey;
  if (!apiKey) throw new Error(`${email} cannot log in`);
  const user = findUserByEmail(sandbox.world, email);
  if (!user) throw new Error(email);
  const account = accountOf(sandbox.world, user);
  return {
    account,
    user,
    church: (): ChurchState => account.church,
    async call<D = unknown>(path: string, body: Record<string, string | number> = {}) {
      const answer = await sandbox.handle(path, { ...stringify(body), apiKey });
      expect(answer.httpStatus, JSON.stringify(answer.body)).toBe(200);
      return answer.body as Envelope<D>;
    },
    elapse(ms = SYNC_JOB_MS) {
      now += ms;
    },
    now: () => now,
  };
}

function stringify(body: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)]));
}

type Session = Awaited<ReturnType<typeof signedIn>>;

/** Takes `count` people out of the first valid CCB group pair's source: its next sync removes them. */
function leaveGroup(session: Session, count: number): { audience: string; left: number } {
  const church = session.church();
  const ccb = church.ccb!;
  const pair = church.ccbToMc.find(
    (item) =>
      item.type === 'group' &&
      item.isSync === 1 &&
      item.hasError === 0 &&
      sourcePeople(ccb, item).length >= count,
  );
  if (!pair) throw new Error('no group pair to shrink');
  const group = ccb.groups.find((item) => item.id === pair.sourceId)!;
  for (const id of group.memberIds.slice(0, count)) setMembership(group, id, -1);
  const audience = liveAudience(church.mc!, pair.listId)!;
  expect(targetsOf(pair).length).toBeGreaterThan(0);
  return { audience: audience.name, left: count };
}

/** Runs a manual sync to its end and answers its log. */
async function manualSync(session: Session, path = '/sync/manual'): Promise<LogRecord> {
  const before = session.church().logs.length;
  expect((await session.call(path)).status).toBe(1);
  session.elapse();
  expect((await session.call('/sync/check')).status).toBe(1);
  const logs = session.church().logs;
  expect(logs.length).toBe(before + 1);
  return logs[logs.length - 1]!;
}

/** The preview's pairs against the log's rows, count by count. */
function expectPreviewMatches(preview: Schemas['SyncPreview'], log: LogRecord) {
  const ccbPairs = preview.pairs.filter((pair) => pair.dir === 'ccbToMc');
  expect(ccbPairs.map((pair) => pair.pairId)).toEqual(log.ccbRows.map((row) => row.pairId));
  log.ccbRows.forEach((row, index) => {
    const pair = ccbPairs[index]!;
    expect(
      {
        added: pair.added,
        updated: pair.updated,
        removed: pair.removed,
        skipped: pair.skipped + pair.heldForReview,
        rejected: pair.rejected,
      },
      row.name,
    ).toEqual({
      added: row.added,
      updated: row.updated,
      removed: row.removed,
      skipped: row.skipped + row.duplicates,
      rejected: row.errors,
    });
  });
  const mcPairs = preview.pairs.filter((pair) => pair.dir === 'mcToCcb' && !pair.errorMessage);
  expect(mcPairs.map((pair) => pair.pairId)).toEqual(log.mcRows.map((row) => row.pairId));
  log.mcRows.forEach((row, index) => {
    const pair = mcPairs[index]!;
    expect(
      {
        added: pair.added,
        removed: pair.removed,
        skipped: pair.skipped,
        review: pair.heldForReview,
      },
      row.name,
    ).toEqual({
      added: row.added,
      removed: row.removed,
      skipped: row.skipped,
      review: row.conflict,
    });
  });
  const sum = (pick: (row: { added: number; removed: number }) => number) =>
    [...log.ccbRows, ...log.mcRows].reduce((total, row) => total + pick(row), 0);
  expect(preview.totals.added).toBe(sum((row) => row.added));
  expect(preview.totals.removed).toBe(sum((row) => row.removed));
  expect(preview.totals.updated).toBe(log.ccbRows.reduce((total, row) => total + row.updated, 0));
}

describe('the preview is what the next sync does', () => {
  it.each([['demo' as const], ['large' as const]])(
    'in the %s world, pair by pair',
    async (size) => {
      const session = await signedIn(READY, size);
      leaveGroup(session, 3);
      const preview = await session.call<Schemas['SyncPreview']>('/sync/preview', {
        scope: 'all',
        direction: 'both',
      });
      expect(preview.status).toBe(1);
      const data = preview.data!;
      // Something to compare: of the three who left, those Mailchimp carries are removed.
      expect(data.totals.removed).toBeGreaterThan(0);
      expect(data.pairs.length).toBeGreaterThan(0);
      // A preview writes nothing: a second one answers the same.
      expect(
        (await session.call('/sync/preview', { scope: 'all', direction: 'both' })).data,
      ).toEqual(data);
      const log = await manualSync(session);
      expectPreviewMatches(data, log);
      // Now in step: the next preview has nothing left to add or remove.
      const after = (
        await session.call<Schemas['SyncPreview']>('/sync/preview', {
          scope: 'all',
          direction: 'both',
        })
      ).data!;
      expect(after.totals.removed).toBe(0);
      expect(after.totals.added).toBe(0);
    },
    60_000,
  );

  it('previews one direction only and only the new pairs', async () => {
    const session = await signedIn(READY);
    const ccbOnly = (
      await session.call<Schemas['SyncPreview']>('/sync/preview', {
        scope: 'all',
        direction: 'ccbToMc',
      })
    ).data!;
    expect(ccbOnly.pairs.every((pair) => pair.dir === 'ccbToMc')).toBe(true);
    const mcOnly = (
      await session.call<Schemas['SyncPreview']>('/sync/preview', {
        scope: 'all',
        direction: 'mcToCcb',
      })
    ).data!;
    expect(mcOnly.pairs.every((pair) => pair.dir === 'mcToCcb')).toBe(true);
    const newOnly = (
      await session.call<Schemas['SyncPreview']>('/sync/preview', {
        scope: 'new',
        direction: 'both',
      })
    ).data!;
    expect(newOnly.pairs.every((pair) => pair.isNew === 1)).toBe(true);
  });

  it('lists at most 100 people of a pair and counts the rest', async () => {
    const session = await signedIn(READY, 'large');
    const data = (
      await session.call<Schemas['SyncPreview']>('/sync/preview', {
        scope: 'all',
        direction: 'both',
      })
    ).data!;
    for (const pair of data.pairs) {
      const counted =
        pair.added +
        pair.updated +
        pair.removed +
        pair.skipped +
        pair.rejected +
        pair.heldForReview;
      expect(pair.people.length).toBeLessThanOrEqual(100);
      expect(pair.people.length + pair.morePeople, pair.name).toBe(counted);
    }
  }, 60_000);
});

type Preflight = Schemas['Preflight'];
const verdict = (preflight: Preflight, key: Schemas['PreflightCheckKey']) =>
  preflight.checks.find((check) => check.key === key)!;

describe('the pre-flight check', () => {
  async function preflightOf(email: string, arrange?: (session: Session) => void) {
    const session = await signedIn(email);
    arrange?.(session);
    const answer = await session.call<Preflight>('/sync/preflight');
    expect(answer.status).toBe(1);
    return answer.data!;
  }

  it('answers every check once, in order, all ok for ready@', async () => {
    const data = await preflightOf(READY);
    expect(data.checks.map((check) => check.key)).toEqual([
      'ccbCredentials',
      'ccbServices',
      'mailchimpKey',
      'mergeFields',
      'brokenPairs',
      'planPairs',
      'planParticipants',
      'twoWayPairs',
      'membershipTypes',
    ]);
    expect(data.checks.filter((check) => check.status !== 'ok')).toEqual([]);
    expect(data.status).toBe('ok');
    const pairs = verdict(data, 'planPairs');
    expect(pairs.remaining).toBe(pairs.limit! - pairs.used!);
    expect(pairs.remaining).toBeGreaterThan(0);
  });

  it('blocks on credentials CCB and Mailchimp refuse (paused@), pointing at their setup pages', async () => {
    const data = await preflightOf('paused@demo.church');
    expect(verdict(data, 'ccbCredentials')).toMatchObject({
      status: 'blocking',
      fix: { route: 'setupCcb', href: '/integrations/setup-ccb' },
    });
    expect(verdict(data, 'mailchimpKey')).toMatchObject({
      status: 'blocking',
      fix: { route: 'setupMailchimp' },
    });
    expect(data.status).toBe('blocking');
  });

  it('names each missing CCB service (renewal@)', async () => {
    const data = await preflightOf('renewal@demo.church');
    const services = verdict(data, 'ccbServices');
    expect(services.status).toBe('warning');
    expect(services.items.map((item) => item.name)).toEqual([
      'execute_advanced_search',
      'saved_advanced_search_list',
      'individual_queues',
    ]);
    expect(services.count).toBe(3);
    for (const item of services.items) expect(services.reason).toContain(item.name);
  });

  it('counts broken pairs and the people a required merge field rejects (broken@)', async () => {
    const data = await preflightOf('broken@demo.church');
    const broken = verdict(data, 'brokenPairs');
    expect(broken).toMatchObject({ status: 'warning', fix: { route: 'resolveBrokenPairs' } });
    expect(broken.count).toBe(broken.items.length);
    expect(broken.count).toBeGreaterThan(0);
    const merge = verdict(data, 'mergeFields');
    expect(merge).toMatchObject({ status: 'warning', fix: { route: 'headerMapping' } });
    expect(merge.count).toBeGreaterThan(0);
    // The people counted are the ones the next sync's run has Mailchimp reject.
    const preview = (
      await (
        await signedIn('broken@demo.church')
      ).call<Schemas['SyncPreview']>('/sync/preview', {
        scope: 'all',
        direction: 'ccbToMc',
      })
    ).data!;
    expect(merge.count).toBe(preview.totals.rejected);
  });

  it('blocks without a plan (noplan@) and when over the plan', async () => {
    const noPlan = await preflightOf('noplan@demo.church');
    expect(verdict(noPlan, 'planPairs')).toMatchObject({
      status: 'blocking',
      limit: 0,
      remaining: 0,
      fix: { route: 'subscriptionPlans' },
    });
    expect(verdict(noPlan, 'planParticipants').status).toBe('blocking');
  });

  it('blocks two-way syncing without a pair in each direction (setup@ has none)', async () => {
    const data = await preflightOf('setup@demo.church', (session) => {
      session.user.record.isSkipMcToCcb = 0;
    });
    expect(verdict(data, 'twoWayPairs')).toMatchObject({
      status: 'blocking',
      count: 2,
      fix: { route: 'sync', href: '/sync' },
    });
  });

  it('blocks when no membership type is chosen', async () => {
    const data = await preflightOf(READY, (session) => {
      const record = session.user.record;
      record.isIncludeLeads = 0;
      record.isIncludeMember = 0;
      record.isIncludeInvitedToGroup = 0;
      record.isIncludeJoinGroup = 0;
    });
    expect(verdict(data, 'membershipTypes')).toMatchObject({
      status: 'blocking',
      reason: 'At least one membership status type must be selected!',
      fix: { route: 'tools' },
    });
  });
});

describe('the removal brake', () => {
  /** An automatic sync, run to its end (as the scheduler starts one). */
  async function automaticSync(session: Session): Promise<LogRecord> {
    const before = session.church().logs.length;
    const { account, user } = session;
    startAutomaticSync(
      account,
      settingsOf(user.record, mappedFields(account, user.record)),
      session.now(),
    );
    session.elapse();
    await session.call('/sync/held');
    const logs = session.church().logs;
    expect(logs.length).toBe(before + 1);
    return logs[logs.length - 1]!;
  }

  /** How many people the preview says the next sync removes. */
  async function removals(session: Session): Promise<number> {
    const preview = await session.call<Schemas['SyncPreview']>('/sync/preview', {
      scope: 'all',
      direction: 'both',
    });
    return preview.data!.totals.removed;
  }

  it('is on by default with 50 people or 10%', async () => {
    const session = await signedIn(READY);
    expect((await session.call('/tools/removal-brake')).data).toEqual({
      isOn: 1,
      people: 50,
      percent: 10,
    });
  });

  it('holds an automatic sync over the limit, runs the rest, and Release lets it through', async () => {
    const session = await signedIn(READY);
    await session.call('/tools/save-removal-brake', { isOn: 1, people: 2, percent: 100 });
    const { audience } = leaveGroup(session, 5);
    const preview = (
      await session.call<Schemas['SyncPreview']>('/sync/preview', {
        scope: 'all',
        direction: 'both',
      })
    ).data!;
    expect(preview.brake.tripped).toBe(1);
    expect(preview.brake.destinations.map((item) => item.name)).toContain(audience);
    expect(preview.totals.heldByBrake).toBe(preview.brake.count);

    const log = await automaticSync(session);
    const held = (await session.call<{ hold: Schemas['HeldSync'] | null }>('/sync/held')).data!
      .hold!;
    expect(held.count).toBe(preview.brake.count);
    expect(held.logId).toBe(log.id);
    const destination = held.destinations.find((item) => item.name === audience)!;
    expect(log.changes).toContain(
      `Held by the removal brake: ${destination.count} people from ${audience}`,
    );
    // Nobody removed; the held people are in the log as skipped by the brake.
    expect(log.ccbRows.reduce((sum, row) => sum + row.removed, 0)).toBe(
      preview.totals.removed - preview.totals.heldByBrake,
    );
    const braked = log.ccbRows.flatMap((row) => row.stats.Skipped ?? []);
    expect(
      braked
        .filter((item) => item.r === BRAKE_SKIP)
        .map((item) => item.e)
        .sort(),
    ).toEqual(
      held.destinations.flatMap((item) => item.people.map((person) => person.email)).sort(),
    );
    // Still held: a preview still sees the removals to do.
    const still = (
      await session.call<Schemas['SyncPreview']>('/sync/preview', {
        scope: 'all',
        direction: 'both',
      })
    ).data!;
    expect(still.totals.heldByBrake).toBe(held.count);

    const release = await session.call('/sync/release-held', { holdId: held.holdId });
    expect(release).toMatchObject({ status: 1, message: 'Syncing in progress' });
    session.elapse();
    expect((await session.call('/sync/check')).status).toBe(1);
    const released = session.church().logs.at(-1)!;
    expect(released.type).toBe('Manual Sync');
    expect(released.ccbRows.reduce((sum, row) => sum + row.removed, 0)).toBe(held.count);
    expect((await session.call('/sync/held')).data).toEqual({ hold: null });
    // Released already (another tab): nothing is sent twice.
    const again = await session.call('/sync/release-held', { holdId: held.holdId });
    expect(again).toEqual({ status: 0, message: HOLD_GONE });
    expect(session.church().jobs).toEqual([]);
  });

  it('Keep discards the hold and removes nobody', async () => {
    const session = await signedIn(READY);
    await session.call('/tools/save-removal-brake', { isOn: 1, people: 2, percent: 100 });
    leaveGroup(session, 5);
    await automaticSync(session);
    const held = (await session.call<{ hold: Schemas['HeldSync'] }>('/sync/held')).data!.hold;
    const members = structuredClone(session.church().mc!.audiences);
    expect(await session.call('/sync/keep-held', { holdId: held.holdId })).toMatchObject({
      status: 1,
    });
    expect((await session.call('/sync/held')).data).toEqual({ hold: null });
    expect(session.church().mc!.audiences).toEqual(members);
    expect(await session.call('/sync/keep-held', { holdId: held.holdId })).toEqual({
      status: 0,
      message: HOLD_GONE,
    });
  });

  it('keeps the hold through a sync of the new pairs only, which performs none of its removals', async () => {
    const session = await signedIn(READY);
    await session.call('/tools/save-removal-brake', { isOn: 1, people: 2, percent: 100 });
    leaveGroup(session, 5);
    await automaticSync(session);
    const held = (await session.call<{ hold: Schemas['HeldSync'] }>('/sync/held')).data!.hold;
    const other = session.church().mcToCcb[0] ?? session.church().ccbToMc.at(-1)!;
    other.isNew = 1;
    await manualSync(session, '/sync/new-only');
    expect((await session.call('/sync/held')).data).toEqual({ hold: held });
  });

  it('lets an automatic sync within the limit (or with the brake off) remove people', async () => {
    const session = await signedIn(READY);
    await session.call('/tools/save-removal-brake', { isOn: 0, people: 2, percent: 100 });
    leaveGroup(session, 5);
    const removed = await removals(session);
    expect(removed).toBeGreaterThan(2);
    const log = await automaticSync(session);
    expect(log.brake).toBeUndefined();
    expect(log.ccbRows.reduce((sum, row) => sum + row.removed, 0)).toBe(removed);
    expect((await session.call('/sync/held')).data).toEqual({ hold: null });
  });

  it('never holds a manual sync (a person confirmed it)', async () => {
    const session = await signedIn(READY);
    await session.call('/tools/save-removal-brake', { isOn: 1, people: 2, percent: 100 });
    leaveGroup(session, 5);
    const removed = await removals(session);
    expect(removed).toBeGreaterThan(2);
    const log = await manualSync(session);
    expect(log.brake).toBeUndefined();
    expect(log.ccbRows.reduce((sum, row) => sum + row.removed, 0)).toBe(removed);
  });
});

describe('bad input gets the one failure form and changes nothing', () => {
  it.each([
    ['0', '10', BRAKE_PEOPLE_MESSAGE],
    ['-5', '10', BRAKE_PEOPLE_MESSAGE],
    ['1.5', '10', BRAKE_PEOPLE_MESSAGE],
    ['ten', '10', BRAKE_PEOPLE_MESSAGE],
    ['', '10', BRAKE_PEOPLE_MESSAGE],
    ['50', '101', BRAKE_PERCENT_MESSAGE],
    ['50', '0', BRAKE_PERCENT_MESSAGE],
    ['50', '12.5', BRAKE_PERCENT_MESSAGE],
  ])('people %j, percent %j', async (people, percent, message) => {
    const session = await signedIn(READY);
    await session.call('/tools/save-removal-brake', { isOn: 1, people: 30, percent: 20 });
    const answer = await session.call('/tools/save-removal-brake', { isOn: 1, people, percent });
    expect(answer).toEqual({ status: 0, message });
    expect((await session.call('/tools/removal-brake')).data).toEqual({
      isOn: 1,
      people: 30,
      percent: 20,
    });
  });

  it('refuses a scope or direction outside the contract, and a hold that is not there', async () => {
    const session = await signedIn(READY);
    expect(await session.call('/sync/preview', { scope: 'some', direction: 'both' })).toEqual({
      status: 0,
      message: 'Invalid value for scope.',
    });
    expect(await session.call('/sync/preview', { scope: 'all', direction: 'up' })).toEqual({
      status: 0,
      message: 'Invalid value for direction.',
    });
    expect(await session.call('/sync/release-held', { holdId: 12345 })).toEqual({
      status: 0,
      message: HOLD_GONE,
    });
    expect(session.church().jobs).toEqual([]);
  });

  it('refuses a preview without credentials, in the words of a sync', async () => {
    const session = await signedIn('setup@demo.church');
    const answer = await session.call('/sync/preview', { scope: 'all', direction: 'both' });
    expect(answer.status).toBe(0);
    expect(answer.message).toMatch(/missing your CCB and Mailchimp API settings/);
  });
});
