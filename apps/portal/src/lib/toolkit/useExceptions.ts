import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ApiClient } from '@flocksync/api-client';
import {
  exceptionsMachine,
  joinInterestId,
  selectExceptionsView,
  syncedGroupKey,
  tagNamesFromMap,
  type AudienceOptions,
  type ExceptionsLoad,
  type ExceptionsOutcome,
  type SaveExceptionsInput,
} from '@flocksync/flows';
import { useSnackbar, type ExceptionsDialogProps } from '@flocksync/ui';
import { useApiFetch, useApiRefetch, type ApiFetch } from '@/lib/query';
import { useApi } from '@/lib/providers';

/** The exceptions dialog's effects: reads through the query cache, changes through the client. */
export function exceptionsActors(api: ApiClient, fetch: ApiFetch, refetch: ApiFetch) {
  return {
    loadExceptions: fromPromise<ExceptionsLoad>(async () => {
      // The list is asked afresh on every opening; the pairs say which groups CCB fills.
      const [pairs, audiences, ccbToMc] = await Promise.all([
        refetch('/tools/mc-to-ccb-custom-list'),
        fetch('/mailchimp/all-audience'),
        fetch('/ccb/saved-search'),
      ]);
      return {
        pairs,
        audiences: audiences.map((audience) => ({ id: audience.id, name: audience.name })),
        syncedGroups: ccbToMc
          .filter((pair) => pair.sync_type === 0 && pair.mailchimpListGroupId)
          .map((pair) =>
            syncedGroupKey(
              pair.mailchimpListId,
              joinInterestId(
                pair.mailchimpListInterestCategoryId ?? '',
                pair.mailchimpListGroupId ?? '',
              ),
            ),
          ),
      };
    }),
    loadOptions: fromPromise<AudienceOptions, { listId: string }>(async ({ input }) => {
      const [groups, tags] = await Promise.all([
        fetch('/mailchimp/interest-groups', { mailchimpListId: input.listId }),
        fetch('/mailchimp/tags', { mailchimpListId: input.listId }),
      ]);
      return { groups, tags: tagNamesFromMap(tags) };
    }),
    saveExceptions: fromPromise<ExceptionsOutcome, SaveExceptionsInput>(
      async ({ input, signal }) => {
        const answer = await api.call('/tools/add-mc-to-ccb-custom-multiple', input, { signal });
        return { message: answer.message ?? '' };
      },
    ),
    removeException: fromPromise<ExceptionsOutcome, { id: number }>(async ({ input, signal }) => {
      const answer = await api.call('/tools/delete-mc-to-ccb-custom', input, { signal });
      return { message: answer.message ?? '' };
    }),
  };
}

/**
 * 'Select MailChimp Groups' on /tools: the exceptions machine given its effects once; returns
 * the opener and the dialog's props.
 */
export function useExceptions() {
  const api = useApi();
  const fetch = useApiFetch();
  const refetch = useApiRefetch();
  const snackbar = useSnackbar();
  const [machine] = useState(() =>
    exceptionsMachine.provide({
      actors: exceptionsActors(api, fetch, refetch),
      actions: {
        notify: (_, { message }) => snackbar.show({ message, severity: 'success' }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  const view = selectExceptionsView(snapshot);
  const dialog: ExceptionsDialogProps = {
    open: view.open,
    loading: view.loading,
    loadFailed: view.loadFailed,
    audiences: view.audiences,
    rows: view.rows,
    saving: view.saving,
    error: view.error,
    tags: view.tags,
    confirmRemove: view.confirmRemove !== null,
    removing: view.removing,
    onClose: () => send({ type: 'close' }),
    onRetry: () => send({ type: 'retry' }),
    onAdd: () => send({ type: 'row.add' }),
    onAudience: (key, listId) => send({ type: 'row.audience', key, listId }),
    onType: (key, syncType) => send({ type: 'row.type', key, syncType }),
    onGroup: (key, uniqueId) => send({ type: 'row.group', key, uniqueId }),
    onOpenTags: (key) => send({ type: 'tags.open', key }),
    onRemove: (key) => send({ type: 'row.remove', key }),
    onOptionsRetry: (listId) => send({ type: 'options.retry', listId }),
    onSave: () => send({ type: 'save' }),
    onTagsChange: (tags) => send({ type: 'tags.change', tags }),
    onTagsCreate: (name) => send({ type: 'tags.create', name }),
    onTagsConfirm: () => send({ type: 'tags.confirm' }),
    onTagsCancel: () => send({ type: 'tags.cancel' }),
    onRemoveConfirm: () => send({ type: 'remove.confirm' }),
    onRemoveCancel: () => send({ type: 'remove.cancel' }),
  };
  return { open: () => send({ type: 'open' }), dialog };
}
