import type { SyncDirection } from '../PairTable/pairs';
import { addPairButtonTexts } from './texts';

export interface AddPairState {
  direction: SyncDirection;
  /** Both the CCB settings and the Mailchimp API key are present. */
  hasCredentials: boolean;
  hasPlan: boolean;
  /** isDisableSync is 1, or syncing is temporarily disabled. */
  syncDisabled: boolean;
  /** The first sync after connecting is still running. */
  initialSync: boolean;
  /** A manual or automatic sync is running. */
  syncing: boolean;
  /** The direction's switch is on. */
  directionOn: boolean;
}

/**
 * Why 'Add New Sync pair' is unavailable, or undefined when it is available. The most basic
 * missing thing is named first: credentials, plan, syncing disabled, the first sync, a running
 * sync, then the direction's switch.
 */
export function addPairDisabledReason(state: AddPairState): string | undefined {
  const { hints, directions } = addPairButtonTexts;
  if (!state.hasCredentials) return hints.noCredentials;
  if (!state.hasPlan) return hints.noPlan;
  if (state.syncDisabled) return hints.syncDisabled;
  if (state.initialSync) return hints.initialSync;
  if (state.syncing) return hints.syncing;
  if (!state.directionOn) return hints.toggleOff(directions[state.direction]);
  return undefined;
}
