import type { Context } from '../context';
import { done, fail, ok, str, type Entry, type HandlerTable } from '../context';
import { churchOf, connectedCcb, missingSettings } from '../domains/api';
import { mappedFields, planInForce } from '../domains/billing';
import { featureRefusal, nextAutomaticSync } from '../domains/plans';
import { automaticSyncOn } from '../domains/schedule';
import {
  checkState,
  queueBehindElsewhere,
  requestJob,
  settingsOf,
  stopJobs,
} from '../domains/engine';
import { syncListItem } from '../domains/logs';
import { heldView, preflight, previewSync } from '../domains/safe-sync';
import type { JobKind } from '../domains/state';

/** Why a sync does not start while an administrator paused it without a message. */
export const TEMPORARILY_DISABLED = 'Syncing is temporarily disabled.';

/** Starts a manual (or new-pairs-only) sync, or queues it behind the one running. */
function startSync(context: Context, kind: JobKind) {
  const church = churchOf(context);
  const user = context.user.record;
  const missing = missingSettings(church);
  if (missing) return fail(missing);
  if (church.ccbError) return fail('Invalid CCB Credentials');
  if (church.mcError) return fail('Invalid Mailchimp API Key');
  if (user.isDisableSync === 1) return fail('Automatic / manual syncing has been disabled.');
  if (church.temporarySyncDisabled) {
    return fail(church.temporarySyncDisabled.message || TEMPORARILY_DISABLED);
  }
  const refusal = featureRefusal(planInForce(context.account, context), 'manualSyncing');
  if (refusal) return fail(refusal);
  if (
    kind === 'new-only' &&
    !church.ccbToMc.some((pair) => pair.isNew === 1) &&
    !(user.isSkipMcToCcb === 0 && church.mcToCcb.some((pair) => pair.isNew === 1))
  ) {
    return fail('There are no new sync pairs to sync.');
  }
  const settings = settingsOf(user, mappedFields(context.account, user));
  queueBehindElsewhere(church, settings, context.now);
  const job = requestJob(church, kind, settings, context.now);
  return done(job.state === 'running' ? 'Syncing in progress' : 'Sync task added to queue');
}

/** Why a release or keep of a hold changes nothing: another tab (or a newer sync) got there first. */
export const HOLD_GONE = 'This hold was already released or kept.';

const PREVIEW_SCOPES = ['all', 'new'] as const;
const PREVIEW_DIRECTIONS = ['both', 'ccbToMc', 'mcToCcb'] as const;

/** Why a preview cannot be computed ('' when it can): the refusals of a sync's credentials. */
function previewRefusal(context: Context): string {
  const church = churchOf(context);
  const missing = missingSettings(church);
  if (missing) return missing;
  if (church.ccbError) return 'Invalid CCB Credentials';
  if (church.mcError) return 'Invalid Mailchimp API Key';
  return '';
}

/** The hold `holdId` names, when it is still the church's current one. */
function currentHold(context: Context) {
  const church = churchOf(context);
  const id = str(context.form, 'holdId');
  return church.held && String(church.held.id) === id ? church.held : undefined;
}

/** Safe sync (ADR 039): extensions of the spec's `/sync/*`. */
const safeSyncHandlers = {
  '/sync/preflight': {
    run: (context) => {
      churchOf(context);
      return ok(preflight(context.account, context.user.record, context));
    },
  },

  '/sync/preview': {
    required: ['scope', 'direction'],
    choices: { scope: PREVIEW_SCOPES, direction: PREVIEW_DIRECTIONS },
    run: (context) => {
      const refusal = previewRefusal(context);
      if (refusal) return fail(refusal);
      const scope = str(context.form, 'scope') as (typeof PREVIEW_SCOPES)[number];
      const direction = str(context.form, 'direction') as (typeof PREVIEW_DIRECTIONS)[number];
      return ok(
        previewSync(context.account, context.user.record, { scope, direction }, context.now),
      );
    },
  },

  '/sync/held': {
    run: (context) => ok({ hold: heldView(churchOf(context)) }),
  },

  '/sync/release-held': {
    required: ['holdId'],
    run: (context) => {
      if (!currentHold(context)) return fail(HOLD_GONE);
      const answer = startSync(context, 'manual');
      // Started (or queued): the manual sync performs the removals, so the hold is done with.
      if (answer.status === 1) context.account.church.held = null;
      return answer;
    },
  },

  '/sync/keep-held': {
    required: ['holdId'],
    run: (context) => {
      if (!currentHold(context)) return fail(HOLD_GONE);
      const church = context.account.church;
      church.held = null;
      church.changes.push('Removal brake: the held removals were kept (nobody removed).');
      return done('The people stay. Nobody was removed.');
    },
  },
} satisfies {
  [
    P in
      '/sync/preflight' | '/sync/preview' | '/sync/held' | '/sync/release-held' | '/sync/keep-held'
  ]: Entry<P>;
};

/** `/sync/*`: run, stop and watch syncs; switch syncing, two-way and store-user-info. */
export const syncHandlers: HandlerTable = {
  '/sync/manual': { run: (context) => startSync(context, 'manual') },

  '/sync/new-only': { run: (context) => startSync(context, 'new-only') },

  '/sync/enable-two-way': {
    run: (context) => {
      const church = churchOf(context);
      // "Enabling two-way makes both directions enabled" (spec part 1 section 4).
      context.user.record.isSkipMcToCcb = 0;
      context.user.record.isSkipCcbToMc = 0;
      church.changes.push('Two-way syncing enabled (both directions on).');
      return done('Two-way syncing has been enabled successfully!');
    },
  },

  '/sync/disable-two-way': {
    run: (context) => {
      const church = churchOf(context);
      context.user.record.isSkipMcToCcb = 1;
      church.changes.push('Two-way syncing disabled (MailChimp to CCB off).');
      return done('Two-way syncing has been disabled successfully!');
    },
  },

  '/sync/has-search-permission': {
    run: (context) => {
      const ccb = connectedCcb(churchOf(context));
      return ok({ hasPermission: ccb?.searchPermission ?? 0 });
    },
  },

  '/sync/dashboard-data': {
    run: (context) => {
      const church = churchOf(context);
      const plan = planInForce(context.account, context);
      // The next slot of the plan's frequency (see `runSchedule`), when automatic syncs run.
      const automatic = automaticSyncOn(context.account, context.user, plan);
      const recent = church.logs.slice(-5).reverse();
      const last = church.logs[church.logs.length - 1];
      return ok({
        syncList: recent.map((log) => syncListItem(church, log)),
        last_sync_utc: last ? new Date(last.date).toISOString() : null,
        automatic_syncing: automatic ? 1 : 0,
        next_sync_utc:
          automatic && plan ? new Date(nextAutomaticSync(plan, context.now)).toISOString() : null,
        unlimited_manual_syncing: plan?.manualSyncing === 1 ? 1 : 0,
      });
    },
  },

  '/sync/enable': {
    run: (context) => {
      const church = churchOf(context);
      context.user.record.isDisableSync = 0;
      church.changes.push('CCB syncing enabled.');
      return done('CCB Syncing Enabled Successfully!');
    },
  },

  '/sync/disable': {
    run: (context) => {
      const church = churchOf(context);
      context.user.record.isDisableSync = 1;
      church.changes.push('CCB syncing disabled.');
      return done('CCB Syncing Disabled Successfully!');
    },
  },

  '/sync/enable-store-user-info': {
    required: ['ccbUsername', 'ccbPassword', 'ccbAccount'],
    run: (context) => {
      const church = churchOf(context);
      const { form } = context;
      const username = str(form, 'ccbUsername').trim();
      const password = str(form, 'ccbPassword');
      const account = str(form, 'ccbAccount').trim();
      if (!username || !password || !account) return fail('Field cannot be empty');
      const login = church.ccbLogin;
      if (!login) return fail('Please setup CCB and MC Credentials first.');
      if (
        login.username.toLowerCase() !== username.toLowerCase() ||
        login.account.toLowerCase() !== account.toLowerCase() ||
        login.password !== password
      ) {
        return fail('Invalid username or password.');
      }
      context.user.record.isStoreUserInfo = 1;
      return done('Store user info has been enabled.');
    },
  },

  '/sync/disable-store-user-info': {
    run: (context) => {
      churchOf(context);
      context.user.record.isStoreUserInfo = 0;
      return done('Store user info has been disabled.');
    },
  },

  '/sync/refresh-list': {
    run: (context) => {
      const church = churchOf(context);
      if (!church.ccbLogin && !church.mcLogin) return fail(missingSettings(church));
      return done('All lists have been refreshed.');
    },
  },

  '/sync/stop-sync': {
    run: (context) => {
      const church = churchOf(context);
      return stopJobs(church, context.now)
        ? done('The sync has been stopped.')
        : done('There is no sync in progress.');
    },
  },

  '/sync/check': {
    run: (context) => checkState(churchOf(context)),
  },

  ...safeSyncHandlers,
};
