import { describe, expect, it } from 'vitest';
import { syncBlockedHint } from './texts';

// The hints the sync machine's reasons turn into (moved here from the machine's tests when its
// selectors began returning reasons instead of texts).
describe('syncBlockedHint (spec part 1, section 5)', () => {
  it.each([
    ['noCredentials', 'ccbToMc', 'Please setup CCB and MC Credentials first.'],
    ['temporarilyDisabled', 'ccbToMc', undefined],
    ['syncDisabled', 'ccbToMc', 'Automatic / manual syncing is disabled'],
    ['toggleOff', 'ccbToMc', 'Turn on Toggle for CCB to MailChimp to Start adding Sync Pairs'],
    ['toggleOff', 'mcToCcb', 'Turn on Toggle for MailChimp to CCB to Start adding Sync Pairs'],
    ['noPlan', 'ccbToMc', 'You need to purchase a plan for this feature'],
    ['syncing', 'ccbToMc', 'Syncing in progress'],
    ['pairsRequired', 'ccbToMc', 'Add at least one sync pair to start syncing.'],
    [
      'twoWayPairsRequired',
      'mcToCcb',
      'Two-way sync needs at least one sync pair in each direction.',
    ],
  ] as const)('%s (%s) reads %s', (reason, direction, hint) => {
    expect(syncBlockedHint(reason, direction)).toBe(hint);
  });
});
