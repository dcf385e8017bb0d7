import type { DecodedForm } from '@flocksync/api-client';
import { done, fail, flag, int, list, ok, rows, str, type HandlerTable } from '../context';
import { FLAG, PAIR_TYPES } from '../validation';
import { churchOf } from '../domains/api';
import { planLimits } from '../domains/billing';
import { byId } from '../domains/ccb';
import { conflictLists } from '../domains/dupes';
import {
  ccbToMcView,
  mcToCcbView,
  pqCampusesOf,
  removeCcbToMc,
  removeMcToCcb,
  saveCcbToMc,
  saveMcToCcb,
  splitTags,
  type CcbToMcDraft,
  type McToCcbDraft,
} from '../domains/pairs';
import type { PairType } from '../domains/state';

const REMOVED = 'Sync pair removed successfully';

function number(value: string | undefined): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : 0;
}

function ids(form: DecodedForm): number[] {
  return list(form, 'ids')
    .map((id) => number(id))
    .filter((id) => id > 0);
}

/** `/sync-pair/*`: save and remove pairs both ways; the unresolved conflict pairs. */
export const syncPairHandlers: HandlerTable = {
  '/sync-pair/save-ccb-mc-multiple': {
    required: ['syncType', 'mailchimpListId', 'id', 'type', 'campusId', 'ccbGroupId', 'params'],
    run: (context) => {
      const church = churchOf(context);
      const { form } = context;
      const syncTypes = list(form, 'syncType');
      const listIds = list(form, 'mailchimpListId');
      const pairIds = list(form, 'id');
      const types = list(form, 'type');
      const campusIds = list(form, 'campusId');
      const sourceIds = list(form, 'ccbGroupId');
      const params = rows(form, 'params');
      const count = Math.max(syncTypes.length, listIds.length, types.length, sourceIds.length);
      const drafts: CcbToMcDraft[] = [];
      for (let i = 0; i < count; i += 1) {
        const type = (types[i] ?? 'group') as PairType;
        if (!PAIR_TYPES.includes(type)) return fail('Unknown sync pair type.');
        const param = params[i] ?? {};
        drafts.push({
          id: number(pairIds[i]),
          type,
          campusId: number(campusIds[i]),
          sourceId: number(sourceIds[i]),
          listId: listIds[i] ?? '',
          syncType: syncTypes[i] === '1' ? 1 : 0,
          interestCategoryId: str(param, 'interestCategoryId'),
          interestId: str(param, 'interestId'),
          groupName: str(param, 'groupName'),
          tags: splitTags(str(param, 'tags')),
        });
      }
      const result = saveCcbToMc(church, context.world.random, drafts, planLimits(context.account));
      if ('error' in result) return fail(result.error);
      const pq = pqCampusesOf(church);
      return ok(
        result.saved.map((pair) => ccbToMcView(church, pair, context.user.record, pq)),
        result.added > 0
          ? 'New CCB-TO-MC Sync Pair Added Successfully'
          : 'CCB-TO-MC Sync Pair Updated Successfully',
      );
    },
  },

  '/sync-pair/save-mc-to-ccb-multiple': {
    required: ['params'],
    run: (context) => {
      const church = churchOf(context);
      const { form } = context;
      const syncTypes = list(form, 'syncType');
      const listIds = list(form, 'mcListId');
      const campusIds = list(form, 'campusId');
      const groupIds = list(form, 'ccbGroupId');
      const params = rows(form, 'params');
      const count = Math.max(listIds.length, params.length);
      const drafts: McToCcbDraft[] = [];
      let togglesOnly = true;
      for (let i = 0; i < count; i += 1) {
        const param = params[i] ?? {};
        const existing = byId(church.mcToCcb, int(param, 'id'));
        const syncType = (syncTypes[i] ?? str(param, 'syncType')) === '1' ? 1 : 0;
        const draft: McToCcbDraft = {
          id: existing?.id ?? 0,
          listId: listIds[i] ?? (str(param, 'mcListId') || existing?.listId || ''),
          syncType,
          campusId: number(campusIds[i] ?? str(param, 'campusId')) || existing?.campusId || 0,
          groupId: number(groupIds[i] ?? str(param, 'ccbGroupId')) || existing?.groupId || 0,
          interestCategoryId:
            str(param, 'interestCategoryId') ||
            (existing?.syncType === 0 ? (existing.categoryId ?? '') : ''),
          interestId:
            str(param, 'interestId') ||
            (existing?.syncType === 0 ? (existing.interestId ?? '') : ''),
          groupName: str(param, 'groupName'),
          tags: splitTags(str(param, 'tags')),
          inactiveRemove:
            'isMcToCcbDisableInactiveRemove' in param
              ? flag(param, 'isMcToCcbDisableInactiveRemove')
              : undefined,
        };
        if (existing && draft.syncType === 1 && draft.tags.length === 0)
          draft.tags = [...existing.tags];
        if (!existing || draft.inactiveRemove === undefined) togglesOnly = false;
        drafts.push(draft);
      }
      const result = saveMcToCcb(church, context.world.random, drafts, planLimits(context.account));
      if ('error' in result) return fail(result.error);
      return ok(
        result.saved.map((pair) => mcToCcbView(church, pair)),
        result.added > 0
          ? 'New MC-TO-CCB Sync Pair Added Successfully'
          : togglesOnly
            ? 'MC-TO-CCB Pair Updated Successfully'
            : 'MC-TO-CCB Sync Pair Updated Successfully',
      );
    },
  },

  '/sync-pair/remove-ccb-mc': {
    required: ['id', 'unsync', 'isDeleteGroup', 'type'],
    choices: { unsync: FLAG, isDeleteGroup: FLAG, type: PAIR_TYPES },
    run: (context) => {
      const church = churchOf(context);
      const { form } = context;
      const removed = removeCcbToMc(
        church,
        int(form, 'id'),
        flag(form, 'unsync') === 1,
        flag(form, 'isDeleteGroup') === 1,
      );
      return removed ? done(REMOVED) : fail('This sync pair was not found.');
    },
  },

  '/sync-pair/remove-multiple-ccb-mc': {
    required: ['ids'],
    run: (context) => {
      const church = churchOf(context);
      const deleteGroup = context.user.record.isDeleteMcListGroup === 1;
      const removed = ids(context.form).filter((id) =>
        removeCcbToMc(church, id, true, deleteGroup),
      );
      return removed.length > 0 ? done(REMOVED) : fail('These sync pairs were not found.');
    },
  },

  '/sync-pair/remove-mc-to-ccb': {
    required: ['id'],
    run: (context) => {
      const church = churchOf(context);
      return removeMcToCcb(church, int(context.form, 'id'))
        ? done(REMOVED)
        : fail('This sync pair was not found.');
    },
  },

  '/sync-pair/remove-multiple-mc-to-ccb': {
    required: ['ids'],
    run: (context) => {
      const church = churchOf(context);
      const removed = ids(context.form).filter((id) => removeMcToCcb(church, id));
      return removed.length > 0 ? done(REMOVED) : fail('These sync pairs were not found.');
    },
  },

  '/sync-pair/simple-view': {
    run: (context) => ok(conflictLists(churchOf(context))),
  },
};
