/**
 * The Toolkit's exceptions and field mappings are not inert (spec part 2 section 5 "Exceptions dialog", ADR 024): an MC-to-CCB
 * exception keeps its people out of the next sync, and removing it lets them in again.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '@flocksync/api-client';
import { readyChurchHarness } from './testing/readyChurch';

const { ready, ccb, audience, tagged, syncAndRead } = readyChurchHarness();

const group = (name: string) => {
  const found = ccb().groups.find((item) => item.name === name);
  if (!found) throw new Error(name);
  return found;
};

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('MC-to-CCB exceptions', () => {
  it('keep their people out of the next sync, and removing one lets them in', async () => {
    const api = await ready();
    const signups = audience('Website Signups');
    const volunteers = tagged(signups, 'Volunteer Sign-up');
    expect(volunteers).toHaveLength(4);
    const saved = await api.call('/tools/add-mc-to-ccb-custom-multiple', {
      params: [
        {
          syncType: 1,
          mcListId: signups.id,
          id: 0,
          interestCategoryId: '',
          interestId: '',
          tags: 'Volunteer Sign-up',
        },
      ],
    });
    expect(saved.message).toBe('MC to CCB custom list updated successfully!!');
    const team = group('Volunteer Team');
    const before = [...team.memberIds];

    const first = await syncAndRead(api);
    expect(team.memberIds).toEqual(before);
    const row = first.details.mcToCcb.find((item) => item.name.includes('Volunteer Team'));
    expect(row).toMatchObject({ added: 0, skipped: 4 });

    const exception = saved.data.find((item) =>
      item.tags.some((tag) => tag.name === 'Volunteer Sign-up'),
    );
    const removed = await api.call('/tools/delete-mc-to-ccb-custom', { id: exception?.id ?? 0 });
    expect(removed.message).toBe('Sync pair removed successfully');
    const list = (await api.call('/tools/mc-to-ccb-custom-list')).data;
    expect(list.some((item) => item.id === exception?.id)).toBe(false);

    const second = await syncAndRead(api);
    const again = second.details.mcToCcb.find((item) => item.name.includes('Volunteer Team'));
    expect(again?.skipped).toBe(0);
    expect(again?.added).toBeGreaterThan(0);
    expect(team.memberIds.length).toBeGreaterThan(before.length);
  });

  it('refuses a group CCB-to-MC pairs fill, and a pair without an audience', async () => {
    const api = await ready();
    const volunteersList = audience('Volunteers');
    const options = (
      await api.call('/mailchimp/interest-groups', { mailchimpListId: volunteersList.id })
    ).data;
    const worship = options.find((item) => item.groupName === 'Worship Team');
    const [categoryId, interestId] = (worship?.uniqueId ?? '').split(':::::');
    const synced = await rejection(
      api.call('/tools/add-mc-to-ccb-custom-multiple', {
        params: [
          {
            syncType: 0,
            mcListId: volunteersList.id,
            id: 0,
            interestCategoryId: categoryId ?? '',
            interestId: interestId ?? '',
            tags: '',
          },
        ],
      }),
    );
    expect(synced.message).toBe('Worship Team is synced from CCB and cannot be an exception.');
    const none = await rejection(
      api.call('/tools/add-mc-to-ccb-custom-multiple', {
        params: [
          { syncType: 1, mcListId: '', id: 0, interestCategoryId: '', interestId: '', tags: 'x' },
        ],
      }),
    );
    expect(none.message).toBe('Please select a MailChimp Audience');
  });
});
