import { describe, expect, it } from 'vitest';
import { syncModeText } from './syncMode';

describe('syncModeText (spec: the sync-mode texts)', () => {
  it.each([
    [{ ccbToMc: true, mcToCcb: true, syncing: true }, '2 Way Sync in Progress'],
    [{ ccbToMc: true, mcToCcb: false, syncing: true }, 'Syncing in progress'],
    [{ ccbToMc: false, mcToCcb: true, syncing: true }, 'Syncing in progress'],
    [{ ccbToMc: false, mcToCcb: false, syncing: true }, 'Syncing in progress'],
    [{ ccbToMc: true, mcToCcb: true, syncing: false }, 'Two Way Integration Selected'],
    [{ ccbToMc: true, mcToCcb: false, syncing: false }, 'CCB to Mailchimp Sync Selected'],
    [{ ccbToMc: false, mcToCcb: true, syncing: false }, 'Mailchimp to CCB Sync Selected'],
    [{ ccbToMc: false, mcToCcb: false, syncing: false }, 'No Integrations Selected'],
  ])('%o reads %s', (state, text) => {
    expect(syncModeText(state)).toBe(text);
  });
});
