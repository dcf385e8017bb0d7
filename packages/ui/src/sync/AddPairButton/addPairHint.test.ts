import { describe, expect, it } from 'vitest';
import { addPairDisabledReason, type AddPairState } from './addPairHint';

const ready: AddPairState = {
  direction: 'ccbToMc',
  hasCredentials: true,
  hasPlan: true,
  syncDisabled: false,
  initialSync: false,
  syncing: false,
  directionOn: true,
};

describe('addPairDisabledReason (spec section 5, the add button hints)', () => {
  it('is available when everything is in place', () => {
    expect(addPairDisabledReason(ready)).toBeUndefined();
  });

  it('names the direction whose switch is off', () => {
    expect(addPairDisabledReason({ ...ready, directionOn: false })).toBe(
      'Turn on Toggle for CCB to MailChimp to Start adding Sync Pairs',
    );
    expect(addPairDisabledReason({ ...ready, direction: 'mcToCcb', directionOn: false })).toBe(
      'Turn on Toggle for MailChimp to CCB to Start adding Sync Pairs',
    );
  });

  it('gives each spec hint', () => {
    expect(addPairDisabledReason({ ...ready, hasCredentials: false })).toBe(
      'Please setup CCB and MC Credentials first.',
    );
    expect(addPairDisabledReason({ ...ready, hasPlan: false })).toBe(
      'You need to purchase a plan for this feature',
    );
    expect(addPairDisabledReason({ ...ready, syncDisabled: true })).toBe(
      'Automatic / manual syncing is disabled',
    );
    expect(addPairDisabledReason({ ...ready, syncing: true })).toBe('Syncing in progress');
    expect(addPairDisabledReason({ ...ready, initialSync: true })).toMatch(/^Please wait, /);
  });

  it('names the most basic missing thing first', () => {
    const nothing: AddPairState = {
      direction: 'ccbToMc',
      hasCredentials: false,
      hasPlan: false,
      syncDisabled: true,
      initialSync: true,
      syncing: true,
      directionOn: false,
    };
    expect(addPairDisabledReason(nothing)).toBe('Please setup CCB and MC Credentials first.');
    expect(addPairDisabledReason({ ...nothing, hasCredentials: true })).toBe(
      'You need to purchase a plan for this feature',
    );
    expect(addPairDisabledReason({ ...ready, syncing: true, directionOn: false })).toBe(
      'Syncing in progress',
    );
  });
});
