import { describe, expect, it } from 'vitest';
import type { Schemas } from '@flocksync/api-client';
import { ccbToMcRowOf, mcToCcbRowOf, pairIdOf, syncNewOffered } from './pairRows';

type CcbToMcPair = Schemas['CcbToMcPair'];
type McToCcbPair = Schemas['McToCcbPair'];

/** A CCB-to-MC group pair synced to a Mailchimp interest group, as /ccb/saved-search lists it. */
function ccbToMcPair(overrides: Partial<CcbToMcPair> = {}): CcbToMcPair {
  return {
    id: 7,
    type: 'group',
    campusId: 1,
    campusName: 'Main Campus',
    ccbGroupId: 41,
    ccbGroupName: 'Worship Team',
    searchId: null,
    processId: null,
    queueName: null,
    mailchimpListId: 'a1b2c3',
    mailchimpAudience: 'Volunteers',
    sync_type: 0,
    mailchimpListGroupId: 'int-1',
    mailchimpListInterestCategoryId: 'cat-1',
    mcInterestGroupName: 'Worship Team',
    tags: '[]',
    isNew: 0,
    hasMcConflict: 0,
    hasMcMergeFieldError: 0,
    hasPqSync: 0,
    isMcToCcbDisableInactiveRemove: 0,
    isSync: 1,
    hasError: 0,
    ...overrides,
  };
}

/** An MC-to-CCB pair from an audience's tags into a CCB group, as /ccb/get-mc-to-ccb lists it. */
function mcToCcbPair(overrides: Partial<McToCcbPair> = {}): McToCcbPair {
  return {
    id: 12,
    mcListId: 'd4e5f6',
    mailchimpAudience: 'Website Signups',
    sync_type: 1,
    interestCategoryId: null,
    interestId: null,
    mcInterestGroupName: null,
    tags: '["Plan a Visit"]',
    campusId: 1,
    campusName: 'Main Campus',
    ccbGroupId: 52,
    ccbGroupName: 'Newcomers',
    isMcToCcbDisableInactiveRemove: 0,
    isNew: 0,
    hasMcConflict: 0,
    hasError: 0,
    ...overrides,
  };
}

describe('ccbToMcRowOf', () => {
  it('shows a group pair synced to an interest group: campus, group, audience, MC group', () => {
    expect(ccbToMcRowOf(ccbToMcPair())).toEqual({
      id: 'ccbToMc-7',
      source: { kind: 'campus', label: 'Main Campus' },
      group: { kind: 'group', label: 'Worship Team' },
      audience: { label: 'Volunteers' },
      target: { kind: 'group', label: 'Worship Team' },
      isNew: false,
      hasConflict: false,
      hasMergeFieldError: false,
    });
  });

  it('shows a tags pair with its tags, in order, parsed from the JSON list', () => {
    const row = ccbToMcRowOf(
      ccbToMcPair({
        sync_type: 1,
        mailchimpListGroupId: null,
        mcInterestGroupName: null,
        tags: '["Men","Breakfast"]',
      }),
    );
    expect(row.target).toEqual({
      kind: 'tags',
      label: 'Men, Breakfast',
      tags: ['Men', 'Breakfast'],
    });
  });

  it('shows no tags for an empty or unreadable tag list', () => {
    expect(ccbToMcRowOf(ccbToMcPair({ sync_type: 1, tags: '' })).target.tags).toEqual([]);
    expect(ccbToMcRowOf(ccbToMcPair({ sync_type: 1, tags: 'not json' })).target.tags).toEqual([]);
  });

  it('shows an interest group without a name as an empty label', () => {
    expect(ccbToMcRowOf(ccbToMcPair({ mcInterestGroupName: null })).target).toEqual({
      kind: 'group',
      label: '',
    });
  });

  it('shows a saved-search pair by the search name, with no campus and no group', () => {
    const row = ccbToMcRowOf(
      ccbToMcPair({
        type: 'search',
        campusId: null,
        campusName: null,
        ccbGroupId: null,
        ccbGroupName: null,
        searchId: 3,
        name: 'Members who joined this year',
      }),
    );
    expect(row.source).toEqual({ kind: 'savedSearch', label: 'Members who joined this year' });
    expect(row.group).toBeNull();
  });

  it('falls back to the group name, then to nothing, for a saved search without a name', () => {
    const search = { type: 'search' as const, campusName: null, name: undefined };
    expect(ccbToMcRowOf(ccbToMcPair({ ...search, ccbGroupName: 'Old list' })).source.label).toBe(
      'Old list',
    );
    expect(ccbToMcRowOf(ccbToMcPair({ ...search, ccbGroupName: null })).source.label).toBe('');
  });

  it('shows a process-queue pair with its campus and queue', () => {
    const row = ccbToMcRowOf(
      ccbToMcPair({
        type: 'process_queue',
        ccbGroupId: null,
        ccbGroupName: null,
        processId: 21,
        queueName: 'Welcome Call',
      }),
    );
    expect(row.source).toEqual({ kind: 'campus', label: 'Main Campus' });
    expect(row.group).toEqual({ kind: 'processQueue', label: 'Welcome Call' });
  });

  it('carries the new, broken and merge-field-error flags', () => {
    const flags = (pair: Partial<CcbToMcPair>) => {
      const row = ccbToMcRowOf(ccbToMcPair(pair));
      return [row.isNew, row.hasConflict, row.hasMergeFieldError];
    };
    expect(flags({})).toEqual([false, false, false]);
    expect(flags({ isNew: 1 })).toEqual([true, false, false]);
    expect(flags({ hasMcConflict: 1 })).toEqual([false, true, false]);
    expect(flags({ hasMcMergeFieldError: 1 })).toEqual([false, false, true]);
    expect(flags({ isNew: 1, hasMcConflict: 1, hasMcMergeFieldError: 1 })).toEqual([
      true,
      true,
      true,
    ]);
  });
});

describe('mcToCcbRowOf', () => {
  it('shows an audience-tags pair into a CCB group', () => {
    expect(mcToCcbRowOf(mcToCcbPair())).toEqual({
      id: 'mcToCcb-12',
      source: { kind: 'campus', label: 'Main Campus' },
      group: { kind: 'group', label: 'Newcomers' },
      audience: { label: 'Website Signups' },
      target: { kind: 'tags', label: 'Plan a Visit', tags: ['Plan a Visit'] },
      isNew: false,
      hasConflict: false,
      hasMergeFieldError: false,
    });
  });

  it('shows an interest-group pair by the interest group name', () => {
    const row = mcToCcbRowOf(
      mcToCcbPair({
        sync_type: 0,
        interestCategoryId: 'cat-2',
        interestId: 'int-9',
        mcInterestGroupName: 'Baptism',
        tags: '[]',
      }),
    );
    expect(row.target).toEqual({ kind: 'group', label: 'Baptism' });
  });

  it('carries the new and broken flags; merge-field errors are a CCB-to-MC matter', () => {
    expect(mcToCcbRowOf(mcToCcbPair({ isNew: 1 })).isNew).toBe(true);
    expect(mcToCcbRowOf(mcToCcbPair({ hasMcConflict: 1 })).hasConflict).toBe(true);
    expect(mcToCcbRowOf(mcToCcbPair({ hasMcConflict: 1 })).hasMergeFieldError).toBe(false);
  });
});

describe('pairIdOf', () => {
  it('reads the pair id behind a row id', () => {
    expect(pairIdOf('ccbToMc-12')).toBe(12);
    expect(pairIdOf('mcToCcb-3')).toBe(3);
    expect(pairIdOf(ccbToMcRowOf(ccbToMcPair({ id: 99 })).id)).toBe(99);
  });
});

describe('syncNewOffered', () => {
  const facts = { isDisableSync: 0, isSkipMcToCcb: 0, pairCounts: { ccbToMc: 3, mcToCcb: 1 } };

  it('offers to sync new pairs when syncing is on both ways and both directions have pairs', () => {
    expect(syncNewOffered(facts)).toBe(true);
  });

  it('does not offer it while syncing is disabled', () => {
    expect(syncNewOffered({ ...facts, isDisableSync: 1 })).toBe(false);
  });

  it('does not offer it while either direction has no pairs', () => {
    expect(syncNewOffered({ ...facts, pairCounts: { ccbToMc: 0, mcToCcb: 1 } })).toBe(false);
    expect(syncNewOffered({ ...facts, pairCounts: { ccbToMc: 3, mcToCcb: 0 } })).toBe(false);
  });

  it('does not offer it while MailChimp to CCB is switched off', () => {
    expect(syncNewOffered({ ...facts, isSkipMcToCcb: 1 })).toBe(false);
  });
});

describe('the marks of a row', () => {
  const parts = (found: Partial<Record<'campus' | 'group' | 'audience' | 'target', boolean>>) => ({
    campus: false,
    group: false,
    audience: false,
    target: false,
    ...found,
  });

  it('marks only the first missing part of a broken pair: a removed campus, not its group', () => {
    const row = ccbToMcRowOf(ccbToMcPair({ hasMcConflict: 1 }), {
      broken: parts({ campus: true, group: true }),
    });
    expect(row.source).toEqual({ kind: 'campus', label: 'Main Campus', broken: true });
    expect(row.group).toEqual({ kind: 'group', label: 'Worship Team' });
  });

  it('marks a removed audience, not its group or tags', () => {
    const row = mcToCcbRowOf(mcToCcbPair({ hasMcConflict: 1 }), {
      broken: parts({ audience: true, target: true }),
    });
    expect(row.audience).toEqual({ label: 'Website Signups', broken: true });
    expect(row.target.broken).toBeUndefined();
  });

  it('marks a removed group and a removed Mailchimp group or tag of the same pair', () => {
    const row = ccbToMcRowOf(ccbToMcPair({ hasMcConflict: 1 }), {
      broken: parts({ group: true, target: true }),
    });
    expect(row.group).toEqual({ kind: 'group', label: 'Worship Team', broken: true });
    expect(row.target).toEqual({ kind: 'group', label: 'Worship Team', broken: true });
    expect(row.source.broken).toBeUndefined();
  });

  it("marks a saved-search pair's missing search on its source cell", () => {
    const row = ccbToMcRowOf(
      ccbToMcPair({
        type: 'search',
        campusId: null,
        searchId: 3,
        name: 'Volunteers',
        hasMcConflict: 1,
      }),
      { broken: parts({ group: true }) },
    );
    expect(row.source).toEqual({ kind: 'savedSearch', label: 'Volunteers', broken: true });
    expect(row.group).toBeNull();
  });

  it('ignores broken parts of a pair that is no longer broken', () => {
    const row = ccbToMcRowOf(ccbToMcPair(), { broken: parts({ campus: true }) });
    expect(row.source.broken).toBeUndefined();
  });

  it("labels a classic (obsolete) saved search's pair", () => {
    const row = ccbToMcRowOf(ccbToMcPair({ type: 'search', campusId: null, searchId: 3 }), {
      obsolete: true,
    });
    expect(row.source.obsolete).toBe(true);
  });

  it('shows the skipped-groups list on a pair whose last sync came back with an error', () => {
    expect(ccbToMcRowOf(ccbToMcPair({ hasError: 1 })).group).toEqual({
      kind: 'group',
      label: 'Worship Team',
      skipped: true,
    });
    // A broken pair shows its broken parts instead.
    expect(
      ccbToMcRowOf(ccbToMcPair({ hasError: 1, hasMcConflict: 1 })).group?.skipped,
    ).toBeUndefined();
  });
});
