import { describe, expect, it } from 'vitest';
import { isCleanupSync, syncDisabledReason, syncNowBlock } from './rules';
import { dashboardTexts as t } from './texts';

describe('syncNowBlock', () => {
  const ready = { syncDisabled: false, disabledReason: null, hasCurrentPlan: true };

  it.each([
    ['everything in place', ready, null],
    ['syncing disabled', { ...ready, syncDisabled: true }, t.syncingDisabled],
    ['a disabled reason', { ...ready, disabledReason: 'Paused by support.' }, 'Paused by support.'],
    ['no current plan', { ...ready, hasCurrentPlan: false }, t.needsPlan],
    [
      'all three (the reason wins)',
      { syncDisabled: true, disabledReason: 'Paused.', hasCurrentPlan: false },
      'Paused.',
    ],
    [
      'disabled without a plan',
      { ...ready, syncDisabled: true, hasCurrentPlan: false },
      t.syncingDisabled,
    ],
  ])('%s', (_, inputs, expected) => {
    expect(syncNowBlock(inputs)).toBe(expected);
  });
});

describe('syncDisabledReason', () => {
  const base = {
    temporarilyDisabled: false,
    temporaryMessage: '',
    hasCcb: true,
    hasMailchimp: true,
  };

  it('is none when both accounts are connected and nothing is paused', () => {
    expect(syncDisabledReason(base)).toBeNull();
  });

  it("gives an admin's temporary disable message first", () => {
    expect(
      syncDisabledReason({
        ...base,
        temporarilyDisabled: true,
        temporaryMessage: 'Maintenance',
        hasCcb: false,
      }),
    ).toBe('Maintenance');
    expect(syncDisabledReason({ ...base, temporarilyDisabled: true })).toBe(t.temporarilyDisabled);
  });

  it('asks for the credentials when either is missing', () => {
    expect(syncDisabledReason({ ...base, hasCcb: false })).toBe(t.needsCredentials);
    expect(syncDisabledReason({ ...base, hasMailchimp: false })).toBe(t.needsCredentials);
  });
});

describe('isCleanupSync', () => {
  it('tells cleanup syncs apart', () => {
    expect(isCleanupSync('Automatic Cleanup Sync')).toBe(true);
    expect(isCleanupSync('Manual Rollback Sync (Cleanup)')).toBe(true);
    expect(isCleanupSync('Manual Sync')).toBe(false);
  });
});
