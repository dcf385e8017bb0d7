import type { Schemas } from '@flocksync/api-client';
import { paths } from '@/app/paths';
import { bannerTexts as t } from './texts';

export type Warnings = Schemas['Warnings'];

/** Which credentials are stored (from /account/api-details). */
export interface Credentials {
  ccb: boolean;
  mailchimp: boolean;
}

export interface TopBannerInput {
  pathname: string;
  /** The top banner shows only for an activated account. */
  activated: boolean;
  /** The last `/account/warnings` answer; null while none has come or when the call failed. */
  warnings: Warnings | null;
  /** Which credentials are stored; null while unknown (no banner is guessed). */
  credentials: Credentials | null;
  /** The user switched syncing off (`isDisableSync` 1). */
  syncDisabled: boolean;
  /** Automatic syncing is off (`isAutoSync` 0). */
  autoSyncOff: boolean;
  /** A manual or an automatic sync is running. */
  syncRunning: boolean;
}

export type TopBanner =
  | { kind: 'temporarySyncDisabled'; message: string }
  | { kind: 'missingApiSettings'; missing: 'ccb' | 'mailchimp' | 'both' }
  | { kind: 'syncDisabled' }
  | { kind: 'autoSyncOff' }
  | { kind: 'brokenPairs'; count: number }
  | { kind: 'billingIssue'; code: 1 | 2 };

/**
 * The one banner at the top of the shell (spec part 1 section 4 "Top banner priority"), shown
 * only when activated; the first that applies wins:
 * 1. temporary sync disabled (with the admin's message);
 * 2. missing API settings (CCB, Mailchimp or both);
 * 3. sync disabled by the user;
 * 4. automatic sync off;
 * 5. broken pairs: on the dashboard only, when neither sync runs, the warnings call succeeded
 *    and a conflict count is at least 1;
 * 6. a billing issue, except on /subscription-plans.
 */
export function pickTopBanner(input: TopBannerInput): TopBanner | null {
  const { warnings, credentials } = input;
  if (!input.activated) return null;
  if (warnings?.isTemporarySyncDisabled === 1) {
    return { kind: 'temporarySyncDisabled', message: warnings.syncDisabledMessage };
  }
  if (credentials && (!credentials.ccb || !credentials.mailchimp)) {
    const missing =
      !credentials.ccb && !credentials.mailchimp ? 'both' : !credentials.ccb ? 'ccb' : 'mailchimp';
    return { kind: 'missingApiSettings', missing };
  }
  if (input.syncDisabled) return { kind: 'syncDisabled' };
  if (input.autoSyncOff) return { kind: 'autoSyncOff' };
  if (warnings && input.pathname === paths.dashboard.pattern && !input.syncRunning) {
    const count = warnings.ccbToMcConflict + warnings.mcToCcbConflict;
    if (count >= 1) return { kind: 'brokenPairs', count };
  }
  if (
    warnings &&
    (warnings.hasBillingIssue === 1 || warnings.hasBillingIssue === 2) &&
    input.pathname !== paths.subscriptionPlans.pattern
  ) {
    return { kind: 'billingIssue', code: warnings.hasBillingIssue };
  }
  return null;
}

export interface WarningBannersInput {
  warnings: Warnings;
  /** The signed-in user's email, named by the invalid-email banner. */
  email: string;
  /** `v2_search_warning` 0: the saved-search permission warning is pending. */
  searchWarningPending: boolean;
  /** `v2_pq_warning` 0: the process-queue permission warning is pending. */
  processQueueWarningPending: boolean;
}

export type WarningBanner =
  | { kind: 'invalidCcb' }
  | { kind: 'invalidMailchimp' }
  | { kind: 'invalidEmail'; email: string }
  | { kind: 'conflicts'; count: number }
  | { kind: 'mergeFields'; message: string }
  | { kind: 'mailchimpMismatch'; message: string }
  | { kind: 'server'; message: string }
  | { kind: 'searchPermission' }
  | { kind: 'processQueuePermission' };

/** A server warning about merge fields (spec part 1 section 5: 'merge fields' or 'merged fields'). */
export function isMergeFieldWarning(message: string): boolean {
  return /merged? fields/i.test(message);
}

/** A warning that starts with the Mailchimp-setting-mismatch text (tags and spaces ignored). */
export function isMailchimpMismatch(message: string): boolean {
  const plain = message
    .replace(/<[^>]*>/g, '')
    .trim()
    .toLowerCase();
  return plain.startsWith(t.mailchimpMismatchPrefix.toLowerCase());
}

/**
 * The account warnings the dashboard lists under its welcome (spec part 1 section 8), in the
 * spec's order; the top banner's own six are not repeated here.
 */
export function pickWarningBanners(input: WarningBannersInput): WarningBanner[] {
  const { warnings } = input;
  const out: WarningBanner[] = [];
  if (warnings.hasCcbError === 1) out.push({ kind: 'invalidCcb' });
  if (warnings.hasMcError === 1) out.push({ kind: 'invalidMailchimp' });
  if (warnings.isInvalidEmail === 1) out.push({ kind: 'invalidEmail', email: input.email });
  if (warnings.hasUnresolveContacts === 1 && warnings.totalHoldContacts > 0) {
    out.push({ kind: 'conflicts', count: warnings.totalHoldContacts });
  }
  for (const message of warnings.userErrorMessages) {
    if (isMailchimpMismatch(message)) out.push({ kind: 'mailchimpMismatch', message });
    else if (isMergeFieldWarning(message)) out.push({ kind: 'mergeFields', message });
    else out.push({ kind: 'server', message });
  }
  if (input.searchWarningPending) out.push({ kind: 'searchPermission' });
  if (input.processQueueWarningPending) out.push({ kind: 'processQueuePermission' });
  return out;
}
