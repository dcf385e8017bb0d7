import type { Schemas } from '@flocksync/api-client';
import { done, fail, flag, int, object, ok, page, rows, str, type HandlerTable } from '../context';
import { FLAG, PAIR_TYPES } from '../validation';
import {
  churchOf,
  connectedCcb,
  connectedMc,
  missingSettings,
  NO_CCB,
  NO_MC,
} from '../domains/api';
import { mappedFields, planLimits } from '../domains/billing';
import { byId } from '../domains/ccb';
import {
  contactViews,
  ignoredContacts,
  ignoredView,
  makePrimary,
  primaryCandidates,
  type ContactFilter,
} from '../domains/dupes';
import { requestJob, settingsOf } from '../domains/engine';
import { ensureTag, findInterest, INTEREST_SEPARATOR, liveAudience } from '../domains/mailchimp';
import {
  ALL_MEMBERS_OF,
  leftoverView,
  NO_AUDIENCE,
  NO_MC_GROUP,
  NO_TAGS,
  splitTags,
  unsyncTargets,
} from '../domains/pairs';
import { nextId, type ChurchState, type ExceptionRecord } from '../domains/state';

function filterOf(source: Record<string, unknown>): ContactFilter {
  const text = (key: string) => (typeof source[key] === 'string' ? (source[key] as string) : '');
  return { firstName: text('firstName'), lastName: text('lastName'), email: text('email') };
}

function exceptionView(
  church: ChurchState,
  item: ExceptionRecord,
): Schemas['McToCcbExceptionPair'] {
  const audience = church.mc?.audiences.find((list) => list.id === item.listId);
  const found = audience && item.interestId ? findInterest(audience, item.interestId) : undefined;
  return {
    id: item.id,
    mailchimpListId: item.listId,
    sync_type: item.syncType,
    interestGroups:
      item.syncType === 0 && found
        ? [
            {
              uniqueId: `${found.category.id}${INTEREST_SEPARATOR}${found.interest.id}`,
              groupBy: found.category.title,
              groupName: found.interest.name,
            },
          ]
        : [],
    tags:
      item.syncType === 1
        ? item.tags.map((name) => ({
            id: audience?.tags.find((tag) => tag.name === name)?.id ?? 0,
            name,
            active: 1 as const,
          }))
        : [],
  };
}

/** `/tools/*` calls on the church's data: cleanup, contacts, unsynced pairs, exceptions. */
export const toolsChurchHandlers: HandlerTable = {
  '/tools/clean-up': {
    run: (context) => {
      const church = churchOf(context);
      const missing = missingSettings(church);
      if (missing) return fail(missing);
      if (!planLimits(context.account).hasCurrentPlan) {
        return fail('You need to purchase a plan for this feature');
      }
      requestJob(
        church,
        'cleanup',
        settingsOf(context.user.record, mappedFields(context.account, context.user.record)),
        context.now,
      );
      return done('Account cleanup in progress');
    },
  },

  '/tools/primary-contacts': {
    required: ['page'],
    run: (context) => {
      const ccb = connectedCcb(churchOf(context));
      if (!ccb) return fail(NO_CCB);
      const filter = object(context.form, 'filter');
      const people = primaryCandidates(
        ccb,
        filterOf(filter),
        str(filter, 'showDuplicateOnly') !== '0',
      );
      const slice = page(people, int(context.form, 'page', 1));
      return ok({ ...slice, list: contactViews(ccb, slice.list) });
    },
  },

  '/tools/primary': {
    required: ['id', 'page'],
    choices: { showDuplicateOnly: FLAG },
    run: (context) => {
      const church = churchOf(context);
      const ccb = connectedCcb(church);
      if (!ccb) return fail(NO_CCB);
      const { form } = context;
      const person = byId(ccb.people, int(form, 'id'));
      if (!person) return fail('This contact was not found.');
      if (!person.email) return fail('This contact has no email address.');
      makePrimary(ccb, person);
      church.changes.push(
        `${person.firstName} ${person.lastName} is now the primary profile of ${person.email}.`,
      );
      const people = primaryCandidates(ccb, filterOf(form), str(form, 'showDuplicateOnly') !== '0');
      const slice = page(people, int(form, 'page', 1));
      return ok(
        { ...slice, list: contactViews(ccb, slice.list) },
        'Primary profile updated successfully.',
      );
    },
  },

  '/tools/ignored-emails': {
    required: ['page'],
    run: (context) => {
      const church = churchOf(context);
      const items = ignoredContacts(church, filterOf(object(context.form, 'filter')));
      const slice = page(items, int(context.form, 'page', 1));
      return ok({ ...slice, list: slice.list.map((item) => ignoredView(church, item)) });
    },
  },

  '/tools/unignore': {
    required: ['id', 'email'],
    run: (context) => {
      const church = churchOf(context);
      const id = int(context.form, 'id');
      const email = str(context.form, 'email').trim().toLowerCase();
      const item =
        church.ignored.find((entry) => entry.id === id) ??
        church.ignored.find((entry) => email !== '' && entry.email === email);
      if (!item) return fail('This contact was not found.');
      church.ignored = church.ignored.filter((entry) => entry !== item);
      church.changes.push(`${item.email} is no longer ignored.`);
      return done('This contact has been successfully updated.');
    },
  },

  '/tools/cleanup-unsync-pairs': {
    run: (context) => ok(churchOf(context).leftovers.map(leftoverView)),
  },

  '/tools/delete-mc-now': {
    required: ['id', 'type'],
    choices: { type: PAIR_TYPES },
    run: (context) => {
      const church = churchOf(context);
      const id = int(context.form, 'id');
      const leftover = church.leftovers.find((item) => item.id === id);
      if (!leftover) return fail('This sync pair was not found.');
      unsyncTargets(church, leftover, context.user.record.isDeleteMcListGroup === 1);
      church.leftovers = church.leftovers.filter((item) => item !== leftover);
      church.changes.push(
        `Unsynced pair cleaned up: ${leftover.sourceName} (${leftover.display}).`,
      );
      return done('Sync pair removed successfully');
    },
  },

  '/tools/dismiss-delete-mc-now': {
    required: ['id', 'type'],
    choices: { type: PAIR_TYPES },
    run: (context) => {
      const church = churchOf(context);
      const id = int(context.form, 'id');
      if (!church.leftovers.some((item) => item.id === id)) {
        return fail('This sync pair was not found.');
      }
      church.leftovers = church.leftovers.filter((item) => item.id !== id);
      return done('Sync pair dismissed successfully');
    },
  },

  '/tools/mc-to-ccb-custom-list': {
    run: (context) => {
      const church = churchOf(context);
      return ok(church.exceptions.map((item) => exceptionView(church, item)));
    },
  },

  '/tools/add-mc-to-ccb-custom-multiple': {
    required: ['params'],
    run: (context) => {
      const church = churchOf(context);
      const mc = connectedMc(church);
      if (!mc) return fail(NO_MC);
      const drafts = rows(context.form, 'params').map((param) => ({
        id: int(param, 'id'),
        listId: str(param, 'mcListId'),
        syncType: flag(param, 'syncType'),
        categoryId: str(param, 'interestCategoryId'),
        interestId: str(param, 'interestId'),
        tags: splitTags(str(param, 'tags')),
      }));
      if (drafts.length === 0) return fail(NO_AUDIENCE);
      for (const draft of drafts) {
        const audience = liveAudience(mc, draft.listId);
        if (!audience) return fail(NO_AUDIENCE);
        if (draft.syncType === 0) {
          const found = findInterest(audience, draft.interestId);
          if (!found) return fail(NO_MC_GROUP);
          // Spec part 2 section 5: a group CCB-to-MC pairs fill, or an 'All members of' group,
          // cannot be an exception (ADR 024).
          if (
            church.ccbToMc.some(
              (pair) =>
                pair.listId === draft.listId &&
                pair.syncType === 0 &&
                pair.interestId === found.interest.id,
            )
          ) {
            return fail(`${found.interest.name} is synced from CCB and cannot be an exception.`);
          }
          if (ALL_MEMBERS_OF.test(found.interest.name)) {
            return fail(`${found.interest.name} cannot be an exception.`);
          }
        }
        if (draft.syncType === 1 && draft.tags.length === 0) return fail(NO_TAGS);
      }
      for (const draft of drafts) {
        const audience = liveAudience(mc, draft.listId)!;
        const found = draft.syncType === 0 ? findInterest(audience, draft.interestId) : undefined;
        const fields = {
          listId: draft.listId,
          syncType: draft.syncType,
          categoryId: found?.category.id ?? '',
          interestId: found?.interest.id ?? '',
          tags:
            draft.syncType === 1 ? draft.tags.map((tag) => ensureTag(mc, audience, tag).name) : [],
        };
        const existing = church.exceptions.find((item) => item.id === draft.id);
        if (existing) Object.assign(existing, fields);
        else church.exceptions.push({ id: nextId(church), ...fields });
      }
      church.changes.push('MailChimp to CCB exceptions updated.');
      return ok(
        church.exceptions.map((item) => exceptionView(church, item)),
        'MC to CCB custom list updated successfully!!',
      );
    },
  },

  '/tools/delete-mc-to-ccb-custom': {
    required: ['id'],
    run: (context) => {
      const church = churchOf(context);
      const id = int(context.form, 'id');
      if (!church.exceptions.some((item) => item.id === id)) {
        return fail('This sync pair was not found.');
      }
      church.exceptions = church.exceptions.filter((item) => item.id !== id);
      church.changes.push('MailChimp to CCB exception removed.');
      return done('Sync pair removed successfully');
    },
  },
};
