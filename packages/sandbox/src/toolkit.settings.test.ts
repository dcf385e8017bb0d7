/**
 * No Toolkit setting is inert: each switch changes what the next sandbox sync does or what its
 * log reports (spec part 2 section 4 "Toolkit toggles"; ADR 020). Each test flips one setting through its `/tools/save-*` call, syncs,
 * and reads the world and the log; the same sync with the setting off is the control.
 */
import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiPath } from '@flocksync/api-client';
import { RECEIVED_EMAIL_SKIP } from './domains/engine';
import { readyChurchHarness } from './testing/readyChurch';

const { ready, church, ccb, audience, tagged, syncAndRead } = readyChurchHarness();

const save = (api: ApiClient, path: ApiPath, val: 0 | 1) =>
  api.call(path as '/tools/save-cleanup', { val });

describe('Toolkit settings change the next sync', () => {
  it('cleans up unsynced pairs at the next sync only when the cleanup switch is on', async () => {
    const api = await ready();
    const events = audience('Events & Announcements');
    const small = (await api.call('/ccb/saved-search')).data.find(
      (pair) => pair.ccbGroupName === 'Small Group - Tuesday',
    );
    await api.call('/sync-pair/remove-ccb-mc', {
      id: small?.id ?? 0,
      unsync: 0,
      isDeleteGroup: 0,
      type: 'group',
    });
    const held = tagged(events, 'Small Groups');
    expect(held.length).toBeGreaterThan(0);
    const leftovers = (await api.call('/tools/cleanup-unsync-pairs')).data.length;
    expect(leftovers).toBeGreaterThan(0);

    // Off: the leftover stays, and so do its people.
    const off = await syncAndRead(api);
    expect(tagged(events, 'Small Groups')).toEqual(held);
    expect(off.changes.some((text) => text.startsWith('Toolkit cleanup'))).toBe(false);
    expect((await api.call('/tools/cleanup-unsync-pairs')).data).toHaveLength(leftovers);

    await save(api, '/tools/save-cleanup', 1);
    const on = await syncAndRead(api);
    expect(tagged(events, 'Small Groups')).toEqual([]);
    expect(on.changes.filter((text) => text.startsWith('Toolkit cleanup'))).toHaveLength(leftovers);
    expect(on.changes).toContain(
      `Toolkit cleanup: Small Group - Tuesday (Small Groups) no longer synced, ${held.length} contact(s) removed from Events & Announcements.`,
    );
    expect((await api.call('/tools/cleanup-unsync-pairs')).data).toEqual([]);
  });

  it('skips people who chose in CCB not to receive email when the email check is on', async () => {
    const api = await ready();
    const newsletter = audience('Weekly Newsletter');
    const youth = ccb().groups.find((group) => group.name === 'Youth Group');
    const person = ccb().people.find(
      (item) =>
        youth?.memberIds.includes(item.id) &&
        item.email !== '' &&
        ccb().people.filter((other) => other.email === item.email).length === 1,
    );
    if (!person) throw new Error('no youth member with an email of their own');
    person.emailOptOut = 1;
    // Not yet in the audience, so the sync would add them.
    newsletter.members = newsletter.members.filter((member) => member.email !== person.email);

    await syncAndRead(api);
    expect(newsletter.members.some((member) => member.email === person.email)).toBe(true);
    newsletter.members = newsletter.members.filter((member) => member.email !== person.email);

    await save(api, '/tools/save-check-received-email', 1);
    const { details } = await syncAndRead(api);
    expect(newsletter.members.some((member) => member.email === person.email)).toBe(false);
    const row = details.ccbToMc.find((item) => item.name.endsWith('Youth Group'));
    expect(row?.skipped).toBeGreaterThan(0);
    const stats = (await api.call('/logs/statistic-details', { id: row?.detailId ?? 0 })).data;
    const skipped = JSON.stringify(stats);
    expect(skipped).toContain(RECEIVED_EMAIL_SKIP);
  });

  it('reports emails shared by profiles with no primary when the primary-profile check is on', async () => {
    const api = await ready();
    const off = await syncAndRead(api);
    expect(off.changes.some((text) => text.startsWith('Primary profile check'))).toBe(false);
    await save(api, '/tools/save-primary-profiles', 1);
    const on = await syncAndRead(api);
    const report = on.changes.find((text) => text.startsWith('Primary profile check'));
    expect(report).toContain('ellis.household@gmail.com');

    // Once a primary is chosen, the check no longer names the address.
    const jordan = ccb().people.find((item) => item.email === 'ellis.household@gmail.com');
    await api.call('/tools/primary', {
      id: jordan?.id ?? 0,
      page: 1,
      firstName: '',
      lastName: '',
      email: '',
      showDuplicateOnly: 1,
    });
    const after = await syncAndRead(api);
    expect(after.changes.find((text) => text.startsWith('Primary profile check'))).not.toContain(
      'ellis.household@gmail.com',
    );
  });

  it('adds the notification summaries to the log when the notifications are on', async () => {
    const api = await ready();
    const off = await syncAndRead(api);
    expect(off.changes.some((text) => text.startsWith('Email notification sent'))).toBe(false);

    await save(api, '/tools/save-email-notification-for-unsub', 1);
    const unsub = await syncAndRead(api);
    // The emails the run skipped as unsubscribed or cleaned in MailChimp.
    const record = church().logs.find((item) => item.id === unsub.log.id);
    const unsubscribed = new Set(
      (record?.ccbRows ?? []).flatMap((row) =>
        (row.stats['Skipped'] ?? [])
          .filter((item) => /^(Unsubscribed|Cleaned)/.test(item.r))
          .map((item) => item.e),
      ),
    );
    expect(unsubscribed.size).toBeGreaterThan(0);
    expect(unsub.changes.filter((text) => text.startsWith('Email notification sent'))).toEqual([
      `Email notification sent: summary of ${unsubscribed.size} unsubscribed MailChimp email(s).`,
    ]);

    await save(api, '/tools/save-email-notification-for-pending-dupe', 1);
    const both = await syncAndRead(api);
    const pending = new Set(church().holds.map((hold) => hold.email)).size;
    expect(pending).toBeGreaterThan(0);
    expect(both.changes).toContain(
      `Email notification sent: summary of ${pending} pending duplicate email(s).`,
    );
    expect(both.changes.filter((text) => text.startsWith('Email notification sent'))).toHaveLength(
      2,
    );
  });
});
