/**
 * Custom Fields Mapping is not inert (spec part 2 section 4 "Header mapping", ADR 028): a mapped field's value reaches the
 * Mailchimp member on the next sync and the log says what it wrote; the update-country call
 * stores the default country and changes how phones are written; the address type picks the
 * address; a plan only applies the fields it maps.
 */
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@flocksync/api-client';
import {
  ccbAddress,
  ccbPhone,
  createHeaderMappingState,
  fieldMapping,
  writePhone,
} from './domains/header-mappings';
import { readyChurchHarness } from './testing/readyChurch';

const { ready, ccb, audiences, syncAndRead } = readyChurchHarness();

/** Every member the sync keeps (written from a CCB person). */
const kept = () =>
  audiences().flatMap((list) =>
    list.members.filter((member) => member.ccbId > 0 && member.status === 'subscribed'),
  );

/** The Updated statistics of every CCB-to-MC row of a sync. */
async function updatedDetails(
  api: ApiClient,
  details: Awaited<ReturnType<typeof syncAndRead>>['details'],
) {
  const lines: string[] = [];
  for (const row of details.ccbToMc) {
    if (row.updated === 0) continue;
    const stats = (await api.call('/logs/statistic-details', { id: row.detailId })).data;
    for (const item of stats.find((category) => category.name === 'Updated')?.list ?? []) {
      lines.push(item.detail);
    }
  }
  return lines;
}

describe('Custom Fields Mapping: the answer', () => {
  it('lists the fields with their options, fixed rows and the stored country', async () => {
    const api = await ready();
    const { data } = await api.call('/tools/header-mappings');
    expect(data.mcFields.FIRST_NAME?.slice(0, 4).map((option) => option.label)).toEqual([
      'Please Select',
      'CCB ID',
      'MC Phone',
      'MC Email',
    ]);
    const byCode = Object.fromEntries(data.entries.map((entry) => [entry.code, entry]));
    expect(byCode.CCB_ID).toMatchObject({ isEditable: 0, isEnabled: 1, mcTagName: 'CCBID' });
    expect(byCode.EMAIL).toMatchObject({ isEditable: 0 });
    expect(byCode.MOBILE_PHONE).toMatchObject({ isEditable: 1, mcTagName: 'PHONE', isTwoWay: 1 });
    expect(byCode.HOME_PHONE).toMatchObject({ isEnabled: 0, isTwoWay: 0 });
    expect(data.default_country).toBe('US');
  });
});

describe('Custom Fields Mapping: the next sync', () => {
  it('the seeded mapping is already written: a sync changes no mapped field', async () => {
    const api = await ready();
    const before = kept();
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((member) => member.merges?.PHONE?.startsWith('+1 '))).toBe(true);
    const { details } = await syncAndRead(api);
    expect((await updatedDetails(api, details)).some((line) => /set to/.test(line))).toBe(false);
  });

  it('a newly mapped field reaches every kept member, and the log shows its value', async () => {
    const api = await ready();
    const saved = await api.call('/tools/save-header-mappings', {
      params: { mapping: { HOME_PHONE: 'MMERGE6' } },
    });
    expect(saved.message).toBe('Header Mappings Saved Successfully!');
    const { details } = await syncAndRead(api);
    // Every member the sync writes (those of its pairs' sources) gets the field.
    const members = kept().filter((member) => member.merges?.MMERGE6 !== undefined);
    expect(members.length).toBeGreaterThan(10);
    for (const member of members) {
      expect(member.merges?.MMERGE6).toBe(writePhone(ccbPhone(member.ccbId, 'HOME_PHONE'), 'US'));
    }
    const lines = await updatedDetails(api, details);
    const sample = members[0];
    expect(lines).toContainEqual(
      expect.stringContaining(
        `Home Phone set to ${writePhone(ccbPhone(sample?.ccbId ?? 0, 'HOME_PHONE'), 'US')}`,
      ),
    );
    // Unmapping leaves Mailchimp's value as it is (a sync never clears a field it stopped filling).
    await api.call('/tools/save-header-mappings', { params: { mapping: { HOME_PHONE: '' } } });
    const again = await syncAndRead(api);
    expect((await updatedDetails(api, again.details)).some((line) => /Home Phone/.test(line))).toBe(
      false,
    );
  });

  it('update-country stores the country, and the next sync writes phones with its code', async () => {
    const api = await ready();
    expect((await api.call('/account/update-country', { default_country: 'GB' })).status).toBe(1);
    expect((await api.call('/tools/header-mappings')).data.default_country).toBe('GB');
    expect((await api.call('/account/details')).data.default_country).toBe('GB');
    const { details } = await syncAndRead(api);
    const rewritten = kept().filter((member) => member.merges?.PHONE?.startsWith('+44 '));
    expect(rewritten.length).toBeGreaterThan(10);
    for (const member of rewritten) {
      expect(member.merges?.PHONE).toBe(writePhone(ccbPhone(member.ccbId, 'MOBILE_PHONE'), 'GB'));
    }
    const lines = await updatedDetails(api, details);
    expect(lines.some((line) => /MC Phone set to \+44 /.test(line))).toBe(true);
    // An unknown country is refused and changes nothing.
    await expect(api.call('/account/update-country', { default_country: 'XX' })).rejects.toThrow(
      'Please select a country',
    );
    expect((await api.call('/tools/header-mappings')).data.default_country).toBe('GB');
  });

  it('the default address type picks the address the sync writes', async () => {
    const api = await ready();
    await api.call('/tools/save-header-mappings', {
      params: { mapping: { ADDRESS: 'ADDRESS' } },
      default_address_type: 'work',
    });
    expect((await api.call('/tools/header-mappings')).data.default_address_type).toBe('work');
    const { details } = await syncAndRead(api);
    const moved = kept().filter((member) => member.merges?.ADDRESS?.includes('Commerce Dr'));
    expect(moved.length).toBeGreaterThan(10);
    for (const member of moved) {
      expect(member.merges?.ADDRESS).toBe(ccbAddress(member.ccbId, 'work'));
    }
    expect(
      (await updatedDetails(api, details)).some((line) =>
        /Address set to .*Commerce Dr/.test(line),
      ),
    ).toBe(true);
  });

  it('a mapping refused by the server changes nothing', async () => {
    const api = await ready();
    await expect(
      api.call('/tools/save-header-mappings', {
        params: { mapping: { HOME_PHONE: 'PHONE' } },
      }),
    ).rejects.toThrow('PHONE is already mapped to Mobile Phone.');
    const { details } = await syncAndRead(api);
    expect((await updatedDetails(api, details)).some((line) => /set to/.test(line))).toBe(false);
    expect(ccb().people.length).toBeGreaterThan(0);
  });
});

describe('Custom Fields Mapping: rollback', () => {
  it('rolling back the sync that wrote a field puts the members back as they were', async () => {
    const api = await ready();
    await api.call('/account/update-country', { default_country: 'GB' });
    const { log } = await syncAndRead(api);
    const rewritten = kept().filter((member) => member.merges?.PHONE?.startsWith('+44 '));
    expect(rewritten.length).toBeGreaterThan(10);
    expect((await api.call('/logs/revert', { logId: log.id })).status).toBe(1);
    const emails = new Set(rewritten.map((member) => member.email));
    const after = kept().filter((member) => emails.has(member.email));
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((member) => member.merges?.PHONE?.startsWith('+1 '))).toBe(true);
  });
});

describe('Custom Fields Mapping: plans', () => {
  it('a sync applies only the fields the plan maps', () => {
    const full = createHeaderMappingState(true);
    full.mapping.HOME_PHONE = 'MMERGE6';
    expect(fieldMapping(full, 3, 'US').mapping).toEqual({
      MOBILE_PHONE: 'PHONE',
      ADDRESS: 'ADDRESS',
      BIRTHDAY: 'BIRTHDAY',
      HOME_PHONE: 'MMERGE6',
    });
    expect(fieldMapping(full, 2, 'US').mapping).toEqual({
      BIRTHDAY: 'BIRTHDAY',
      HOME_PHONE: 'MMERGE6',
    });
    expect(fieldMapping(full, 1, 'US').mapping).toEqual({});
    expect(fieldMapping(full, 0, undefined)).toMatchObject({ mapping: {}, country: 'PHONE' });
  });

  it('phones are written as CCB holds them without a country, with its code otherwise', () => {
    expect(writePhone('2025550143', 'PHONE')).toBe('(202) 555-0143');
    expect(writePhone('2025550143', 'US')).toBe('+1 202-555-0143');
    expect(writePhone('2025550143', 'GB')).toBe('+44 202-555-0143');
  });
});
