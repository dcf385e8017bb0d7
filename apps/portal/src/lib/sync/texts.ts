import { messages } from '@/lib/messages';

/**
 * Texts the sync machine's effects say, wherever a sync runs (/sync, the dashboard): spec part 1
 * sections 4 and 8. `pairRemoved` is ours.
 */
export const syncEffectTexts = {
  twoWayEnabled: 'CCB Syncing Enabled Successfully!',
  twoWayDisabled: 'CCB Syncing Disabled Successfully!',
  failure: messages.genericFailure,
  pairRemoved: 'Sync pair removed successfully!',
  /** Spec section 4 "Saving a pair": toggling inactive removal (when the server says nothing). */
  mcToCcbPairUpdated: 'MC-TO-CCB Pair Updated Successfully',
} as const;
