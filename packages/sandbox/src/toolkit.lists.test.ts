/**
 * The Toolkit's lists change the sandbox's state and its next sync (spec part 2 section 4 "Unsynced-pair cleanup", ADR 020): a profile made
 * primary is the one the next sync writes to Mailchimp for its email; an unsynced pair deleted
 * takes its people out of Mailchimp now, a dismissed one leaves Mailchimp as it is and is no
 * longer cleaned up by a later sync.
 */
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@flocksync/api-client';
import type { McMember } from './domains/mailchimp';
import type { LeftoverRecord } from './domains/state';
import { readyChurchHarness } from './testing/readyChurch';

const { ready, church, ccb, audiences, syncAndRead } = readyChurchHarness();

/** The emails a leftover's Mailchimp group or tags still hold. */
function carrying(leftover: LeftoverRecord): string[] {
  const list = audiences().find((item) => item.id === leftover.listId);
  return (list?.members ?? [])
    .filter((member) =>
      leftover.syncType === 1
        ? leftover.tags.some((tag) => member.tags.includes(tag))
        : member.interests.includes(leftover.interestId ?? ''),
    )
    .map((member) => member.email)
    .sort();
}

/** Runs a manual sync to its end; answers its log's account changes. */
const syncToTheEnd = async (api: ApiClient) => (await syncAndRead(api)).changes;

/** A Mailchimp member whose email several CCB profiles share, and a sharer not primary. */
function sharedMember(): { member: McMember; other: number } {
  for (const list of audiences()) {
    for (const member of list.members) {
      const sharers = ccb().people.filter((person) => person.email === member.email);
      const primary = sharers.find((person) => person.isPrimary === 1);
      const other = sharers.find((person) => person.isPrimary === 0);
      if (primary && other && member.ccbId === primary.id) return { member, other: other.id };
    }
  }
  throw new Error('no shared email in Mailchimp');
}

describe('Toolkit lists change the next sync', () => {
  it('writes the new primary profile to Mailchimp at the next sync', async () => {
    const api = await ready();
    // The first sync settles the world, so the second one's changes are the switch's.
    await syncToTheEnd(api);
    const { member, other } = sharedMember();
    const chosen = ccb().people.find((person) => person.id === other);
    if (!chosen) throw new Error('no profile');
    const answer = await api.call('/tools/primary', {
      id: other,
      page: 1,
      firstName: '',
      lastName: '',
      email: member.email,
      showDuplicateOnly: 1,
    });
    expect(answer.message).toBe('Primary profile updated successfully.');
    expect(answer.data.list.find((row) => row.isPrimary === 1)?.id).toBe(other);
    // Stored, not only answered: the list asked again says the same.
    const listed = await api.call('/tools/primary-contacts', {
      page: 1,
      filter: { firstName: '', lastName: '', email: member.email, showDuplicateOnly: 1 },
    });
    expect(listed.data.list.filter((row) => row.isPrimary === 1).map((row) => row.id)).toEqual([
      other,
    ]);
    expect(member.ccbId).not.toBe(other);

    await syncToTheEnd(api);
    expect(member).toMatchObject({
      ccbId: other,
      firstName: chosen.firstName,
      lastName: chosen.lastName,
    });
  });

  it('deletes an unsynced pair from Mailchimp now; a dismissed one stays as it is', async () => {
    const api = await ready();
    const before = (await api.call('/tools/cleanup-unsync-pairs')).data;
    expect(before.length).toBeGreaterThanOrEqual(2);
    const [gone, kept] = before;
    if (!gone || !kept) throw new Error('no unsynced pairs');
    const record = (id: number) => church().leftovers.find((item) => item.id === id);
    const goneRecord = record(gone.id);
    const keptRecord = record(kept.id);
    if (!goneRecord || !keptRecord) throw new Error('no leftover records');
    const keptCarriers = carrying(keptRecord);
    expect(carrying(goneRecord).length).toBeGreaterThan(0);
    expect(keptCarriers.length).toBeGreaterThan(0);

    const deleted = await api.call('/tools/delete-mc-now', { id: gone.id, type: gone.type });
    expect(deleted.message).toBe('Sync pair removed successfully');
    const dismissed = await api.call('/tools/dismiss-delete-mc-now', {
      id: kept.id,
      type: kept.type,
    });
    expect(dismissed.status).toBe(1);
    expect((await api.call('/tools/cleanup-unsync-pairs')).data.map((pair) => pair.id)).toEqual(
      before.slice(2).map((pair) => pair.id),
    );
    expect(carrying(goneRecord)).toEqual([]);
    expect(carrying(keptRecord)).toEqual(keptCarriers);

    // With the cleanup switch on, the next sync cleans up nothing dismissed.
    await api.call('/tools/save-cleanup', { val: 1 });
    const changes = await syncToTheEnd(api);
    expect(changes.some((text) => text.includes(`${kept.ccbGroupName} (`))).toBe(false);
    expect(carrying(keptRecord)).toEqual(keptCarriers);
    // Asking again for a dismissed pair is refused.
    await expect(
      api.call('/tools/delete-mc-now', { id: kept.id, type: kept.type }),
    ).rejects.toMatchObject({ serverMessage: 'This sync pair was not found.' });
  });
});
