import { done, fail, int, ok, str, type HandlerTable } from '../context';
import { churchOf, connectedCcb, NO_CCB } from '../domains/api';
import { byId } from '../domains/ccb';
import { ccbToMcView, mcToCcbView, pqCampusesOf } from '../domains/pairs';
import { CCB_DEMO_PASSWORD, ensureData } from '../domains/scenarios';
import { createRandom } from '../random';
import { apiDetails } from './account-church';

/**
 * Sandbox rule for CCB credentials: any username, an account name that looks like a CCB
 * subdomain, and the password `demo1234` (the demo password, also used by every demo login).
 * Any other password answers 'Invalid username or password.', the text the portal maps to its
 * incorrect-credentials message.
 */
const CCB_ACCOUNT = /^[a-z0-9][a-z0-9-]{0,62}$/i;

/** `/ccb/*`: the CCB catalogue, the stored pairs and the CCB credentials. */
export const ccbHandlers: HandlerTable = {
  '/ccb/all-saved-searches': {
    run: (context) => {
      const ccb = connectedCcb(churchOf(context));
      if (!ccb) return fail(NO_CCB);
      if (ccb.searchPermission !== 1) return fail("You don't have permissions to use saved search");
      return ok(
        ccb.searches
          .filter((search) => search.removed === 0)
          .map((search) => ({
            searchId: search.id,
            name: search.name,
            isAdvance: search.isAdvance,
            groupBy: search.isAdvance
              ? ('New Advanced Searches' as const)
              : ('Classic Searches' as const),
          })),
      );
    },
  },

  '/ccb/all-campus': {
    run: (context) => {
      const ccb = connectedCcb(churchOf(context));
      if (!ccb) return fail(NO_CCB);
      return ok(
        ccb.campuses.map((campus) => ({
          campusId: campus.id,
          campusName: campus.name,
          id: campus.id,
        })),
      );
    },
  },

  '/ccb/all-groups': {
    required: ['campusId'],
    run: (context) => {
      const ccb = connectedCcb(churchOf(context));
      if (!ccb) return fail(NO_CCB);
      const campusId = int(context.form, 'campusId');
      if (!byId(ccb.campuses, campusId)) return fail('This campus was not found.');
      return ok(
        ccb.groups
          .filter((group) => group.campusId === campusId && group.removed === 0)
          .map((group) => ({
            id: group.id,
            name: group.name,
            campusId: group.campusId,
            participantCount: group.memberIds.length,
          })),
      );
    },
  },

  '/ccb/saved-search': {
    run: (context) => {
      const church = churchOf(context);
      const pq = pqCampusesOf(church);
      return ok(church.ccbToMc.map((pair) => ccbToMcView(church, pair, context.user.record, pq)));
    },
  },

  '/ccb/get-mc-to-ccb': {
    run: (context) => {
      const church = churchOf(context);
      return ok(church.mcToCcb.map((pair) => mcToCcbView(church, pair)));
    },
  },

  '/ccb/all-campus-process-list': {
    required: ['campusId'],
    run: (context) => {
      const ccb = connectedCcb(churchOf(context));
      if (!ccb) return fail(NO_CCB);
      const campusId = int(context.form, 'campusId');
      if (!byId(ccb.campuses, campusId)) return fail('This campus was not found.');
      const processes = ccb.processes.filter((process) => process.campusId === campusId);
      const ids = new Set(processes.map((process) => process.id));
      return ok({
        processList: processes.map((process) => ({
          id: process.id,
          name: process.name,
          campusId: process.campusId,
        })),
        queues: ccb.queues
          .filter((queue) => ids.has(queue.processId) && queue.removed === 0)
          .map((queue) => ({ id: queue.id, name: queue.name, processId: queue.processId })),
      });
    },
  },

  '/ccb/authorize': {
    required: ['ccbUsername', 'ccbPassword', 'ccbAccount'],
    run: (context) => {
      const church = churchOf(context);
      const username = str(context.form, 'ccbUsername').trim();
      const password = str(context.form, 'ccbPassword');
      const account = str(context.form, 'ccbAccount').trim();
      if (!username || !password || !account) return fail('Field cannot be empty');
      if (password !== CCB_DEMO_PASSWORD) return fail('Invalid username or password.');
      if (!CCB_ACCOUNT.test(account)) {
        return fail(
          `We could not find the CCB account <b>${account.replace(/[<>&"]/g, '')}</b>. ` +
            'Use the first part of your CCB address (<i>yourchurch</i>.ccbchurch.com).',
        );
      }
      ensureData(church, createRandom(church.dataSeed), account);
      const first = !church.ccbLogin;
      church.ccbLogin = { username, password, account };
      church.ccbError = 0;
      if (church.ccb) church.ccb.subdomain = account.toLowerCase();
      context.user.record.ccbUsername = username;
      church.changes.push(first ? 'CCB account connected.' : 'CCB credentials updated.');
      return ok(apiDetails(church), 'Your CCB account has been authorized successfully.');
    },
  },

  '/ccb/remove': {
    run: (context) => {
      const church = churchOf(context);
      if (!church.ccbLogin) return fail('There are no CCB credentials to remove.');
      church.ccbLogin = null;
      church.ccbError = 0;
      context.user.record.ccbUsername = '';
      church.changes.push('CCB credentials removed.');
      return done('Your CCB credentials have been removed.');
    },
  },
};
