import { directionTabsTexts } from './texts';

export interface SyncModeState {
  /** The CCB to MailChimp switch is on. */
  ccbToMc: boolean;
  /** The MailChimp to CCB switch is on. */
  mcToCcb: boolean;
  /** A manual or automatic sync is running. */
  syncing: boolean;
}

/** The sync-mode line (spec part 1, section 4, "Sync modes"). */
export function syncModeText({ ccbToMc, mcToCcb, syncing }: SyncModeState): string {
  const { modes } = directionTabsTexts;
  if (syncing) return ccbToMc && mcToCcb ? modes.twoWaySyncing : modes.syncing;
  if (ccbToMc && mcToCcb) return modes.twoWay;
  if (ccbToMc) return modes.ccbToMc;
  if (mcToCcb) return modes.mcToCcb;
  return modes.none;
}
