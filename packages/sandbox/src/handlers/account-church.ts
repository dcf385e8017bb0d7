import { ok, type HandlerTable } from '../context';
import { churchOf, userHash } from '../domains/api';
import { billingWarnings } from '../domains/billing';
import { mergeFieldError, liveAudience } from '../domains/mailchimp';
import { ccbToMcBroken, mcToCcbBroken, mergeBlocked } from '../domains/pairs';
import type { ChurchState } from '../domains/state';

/** `/account/*` calls about the church's sync side: is-syncing, warnings, api-details. */
export const accountChurchHandlers: HandlerTable = {
  '/account/is-syncing': {
    run: (context) => {
      const church = churchOf(context);
      const job = church.jobs[0];
      const automatic =
        job?.state === 'running' && (job.kind === 'automatic' || job.kind === 'cleanup');
      const synced = church.logs.some((log) => log.type !== 'Automatic Cleanup Sync');
      return ok({
        isSyncing: automatic ? 1 : 0,
        isInitialSync: job && !synced ? 1 : 0,
      });
    },
  },

  '/account/warnings': {
    run: (context) => {
      const church = churchOf(context);
      const { user } = context;
      // Brought up to now first: a renewal that fell due meanwhile shows as its billing issue.
      const billing = billingWarnings(context.account, context);
      const holds = church.holds.length;
      return ok({
        userErrorMessages: mergeWarnings(church, user.record),
        ...billing,
        hasUnresolveContacts: holds > 0 ? 1 : 0,
        totalHoldContacts: holds,
        isInvalidEmail:
          church.bouncedEmail !== undefined &&
          church.bouncedEmail.toLowerCase() === user.record.email.toLowerCase()
            ? 1
            : 0,
        isTemporarySyncDisabled: church.temporarySyncDisabled ? 1 : 0,
        syncDisabledMessage: church.temporarySyncDisabled?.message ?? '',
        ccbToMcConflict: church.ccbToMc.filter((pair) => ccbToMcBroken(church, pair)).length,
        mcToCcbConflict: church.mcToCcb.filter((pair) => mcToCcbBroken(church, pair)).length,
        syncData: {
          ccbToMcCcbGroup: church.ccbToMc.filter((pair) => pair.type !== 'search').length,
          ccbToMcSavedSearch: church.ccbToMc.filter((pair) => pair.type === 'search').length,
          mcToCcb: church.mcToCcb.length,
        },
        intercom_user_hash:
          user.record.role === 1 ? null : userHash(`${user.record.id}:${user.record.email}`),
        hasMcError: church.mcError,
        hasCcbError: church.ccbError,
      });
    },
  },

  '/account/api-details': {
    run: (context) => ok(apiDetails(churchOf(context))),
  },
};

/** One warning per audience whose required merge fields stop new contacts being added. */
function mergeWarnings(church: ChurchState, settings: { skipMergeValidation: 0 | 1 }): string[] {
  const lists = new Set<string>();
  for (const pair of church.ccbToMc) {
    if (mergeBlocked(church, pair.listId, settings)) lists.add(pair.listId);
  }
  const out: string[] = [];
  for (const listId of lists) {
    const audience = church.mc ? liveAudience(church.mc, listId) : undefined;
    if (audience) out.push(mergeFieldError(audience));
  }
  return out;
}

export function apiDetails(church: ChurchState) {
  return {
    ccbUsername: church.ccbLogin?.username ?? '',
    ccbPassword: church.ccbLogin?.password ?? '',
    ccbAccount: church.ccbLogin?.account ?? '',
    mailchimpApiKey: church.mcLogin?.apiKey ?? '',
    mailchimpInfo: church.mcLogin
      ? { account_name: church.mcLogin.accountName, email: church.mcLogin.email }
      : null,
    hasCcbError: church.ccbError,
    hasMcError: church.mcError,
  };
}
