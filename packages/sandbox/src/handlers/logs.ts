import { done, fail, int, ok, page, str, type HandlerTable } from '../context';
import { churchOf } from '../domains/api';
import { planInForce } from '../domains/billing';
import { featureRefusal } from '../domains/plans';
import { byId } from '../domains/ccb';
import { revert } from '../domains/engine';
import { logDetails, logView, personLogs, searchLogs, statistics } from '../domains/logs';

/** `/logs/*`: the sync logs, their statistics, the search and rollback. */
export const logsHandlers: HandlerTable = {
  '/logs/list': {
    required: ['page'],
    run: (context) => {
      const church = churchOf(context);
      const newest = [...church.logs].reverse();
      const slice = page(newest, int(context.form, 'page', 1));
      return ok({ ...slice, list: slice.list.map((log) => logView(church, log)) });
    },
  },

  '/logs/log-details': {
    required: ['id'],
    run: (context) => {
      const church = churchOf(context);
      const log = byId(church.logs, int(context.form, 'id'));
      return log ? ok(logDetails(church, log)) : fail('This log was not found.');
    },
  },

  '/logs/statistic-details': {
    required: ['id'],
    run: (context) => {
      const church = churchOf(context);
      const found = statistics(church, int(context.form, 'id'));
      return found ? ok(found) : fail('These statistics were not found.');
    },
  },

  '/logs/search': {
    required: ['search'],
    run: (context) => {
      const church = churchOf(context);
      const term = str(context.form, 'search').trim();
      if (!term) return fail('Please enter an email or a name to search for.');
      return ok(searchLogs(church, term));
    },
  },

  '/logs/logs-search': {
    required: ['email', 'fullName'],
    run: (context) => {
      const church = churchOf(context);
      const { form } = context;
      return ok(personLogs(church, 'ccbToMc', str(form, 'email'), str(form, 'fullName')));
    },
  },

  '/logs/logs-search-mc': {
    required: ['email'],
    run: (context) => {
      const church = churchOf(context);
      return ok(personLogs(church, 'mcToCcb', str(context.form, 'email'), ''));
    },
  },

  '/logs/revert': {
    required: ['logId'],
    run: (context) => {
      const church = churchOf(context);
      const refusal = featureRefusal(planInForce(context.account, context), 'rollbackRestore');
      if (refusal) return fail(refusal);
      const allowed = context.user.record.numberOfAllowedRestore ?? 3;
      const error = revert(church, int(context.form, 'logId'), allowed, context.now);
      return error ? fail(error) : done('The sync has been rolled back successfully.');
    },
  },

  '/logs/view-mc-required-merged-fields': {
    required: ['mailchimpListId'],
    run: (context) => {
      const church = churchOf(context);
      const listId = str(context.form, 'mailchimpListId');
      const audience = church.mc?.audiences.find((item) => item.id === listId);
      if (!audience) return fail('This audience was not found.');
      return ok(
        audience.mergeFields
          .filter((field) => field.required === 1)
          .map((field) => ({ name: field.name, tag: field.tag })),
      );
    },
  },
};
