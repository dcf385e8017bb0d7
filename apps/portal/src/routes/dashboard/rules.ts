import { dashboardTexts as t } from './texts';

export interface SyncNowInputs {
  /** The user switched CCB syncing off (`isDisableSync` 1). */
  syncDisabled: boolean;
  /** A reason the server or the setup gives for not syncing (temporary disable, credentials). */
  disabledReason: string | null;
  hasCurrentPlan: boolean;
}

/**
 * Why Sync now is unavailable, or null when it may be pressed: syncing disabled, a disabled
 * reason, or no current plan (spec part 1 "Dashboard").
 */
export function syncNowBlock({
  syncDisabled,
  disabledReason,
  hasCurrentPlan,
}: SyncNowInputs): string | null {
  if (disabledReason) return disabledReason;
  if (syncDisabled) return t.syncingDisabled;
  if (!hasCurrentPlan) return t.needsPlan;
  return null;
}

/** The disabled reason: an admin's temporary disable first, then missing credentials. */
export function syncDisabledReason(input: {
  temporarilyDisabled: boolean;
  temporaryMessage: string;
  hasCcb: boolean;
  hasMailchimp: boolean;
}): string | null {
  if (input.temporarilyDisabled) return input.temporaryMessage || t.temporarilyDisabled;
  if (!input.hasCcb || !input.hasMailchimp) return t.needsCredentials;
  return null;
}

/** Cleanup syncs report contacts removed where other syncs report saved searches synced. */
export function isCleanupSync(type: string): boolean {
  return /cleanup/i.test(type);
}
