import type { Context } from '../context';
import { done, fail, ok, str, type HandlerTable } from '../context';
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
};
