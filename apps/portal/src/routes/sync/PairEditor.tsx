import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ApiClient, Schemas } from '@flocksync/api-client';
import {
  pairEditorMachine,
  selectGroupSource,
  selectIsSaving,
  type PairEditorInput,
  type RemovePairInput,
  type SavePairInput,
  type SavePairOutput,
} from '@flocksync/flows';
import {
  AddPairDialog,
  CloseUnsavedPairDialog,
  SyncConfirmDialog,
  pairFormErrorTexts,
  type PairFormField,
  type PairFormValues,
} from '@flocksync/ui';

/** Calls the save path of the direction. */
export async function savePairCall(
  api: ApiClient,
  input: SavePairInput,
  signal: AbortSignal,
): Promise<SavePairOutput> {
  const answer =
    input.direction === 'ccbToMc'
      ? await api.call('/sync-pair/save-ccb-mc-multiple', input.body, { signal })
      : await api.call('/sync-pair/save-mc-to-ccb-multiple', input.body, { signal });
  return { message: answer.message };
}

/** Calls the remove path of the direction. */
export async function removePairCall(api: ApiClient, input: RemovePairInput, signal: AbortSignal) {
  if (input.direction === 'ccbToMc') {
    await api.call('/sync-pair/remove-ccb-mc', input.body, { signal });
  } else {
    await api.call('/sync-pair/remove-mc-to-ccb', input.body, { signal });
  }
}

/** The loaders shared by the pair editor and the resolver. */
export function listLoaders(api: ApiClient) {
  return {
    loadGroups: fromPromise<Schemas['Group'][], { campusId: number }>(
      async ({ input, signal }) =>
        (await api.call('/ccb/all-groups', { campusId: input.campusId }, { signal })).data,
    ),
    loadSavedSearches: fromPromise<Schemas['SavedSearch'][]>(
      async ({ signal }) => (await api.call('/ccb/all-saved-searches', {}, { signal })).data,
    ),
    loadTags: fromPromise(
      async ({ input, signal }: { input: { listId: string }; signal: AbortSignal }) =>
        (await api.call('/mailchimp/tags', { mailchimpListId: input.listId }, { signal })).data,
    ),
    loadInterestGroups: fromPromise(
      async ({ input, signal }: { input: { listId: string }; signal: AbortSignal }) =>
        (
          await api.call(
            '/mailchimp/interest-groups',
            { mailchimpListId: input.listId },
            { signal },
          )
        ).data,
    ),
    savePair: fromPromise(
      async ({ input, signal }: { input: SavePairInput; signal: AbortSignal }) =>
        savePairCall(api, input, signal),
    ),
    removePair: fromPromise<unknown, RemovePairInput>(async ({ input, signal }) =>
      removePairCall(api, input, signal),
    ),
  };
}

export interface PairEditorProps {
  api: ApiClient;
  input: PairEditorInput;
  onSaved: (message: string | null) => void;
  onClosed: () => void;
}

const str = (value: number | string | null) => (value === null ? '' : String(value));

/** The add / edit pair dialog driven by the pair editor machine; mounted while open. */
export function PairEditor({ api, input, onSaved, onClosed }: PairEditorProps) {
  const [snapshot, send] = useMachine(
    pairEditorMachine.provide({
      actors: {
        ...listLoaders(api),
        loadProcessQueues: fromPromise(
          async ({ input: body, signal }: { input: { campusId: number }; signal: AbortSignal }) =>
            (
              await api.call(
                '/ccb/all-campus-process-list',
                { campusId: body.campusId },
                { signal },
              )
            ).data,
        ),
      },
      actions: {
        onSaved: ({ context }) => onSaved(context.message),
        onClosed: () => onClosed(),
      },
    }),
    { input },
  );
  const { context } = snapshot;
  const { selection, options } = context;
  const values: PairFormValues = {
    ccbSource: selection.ccbSource,
    ccbTarget: selection.ccbTarget,
    campusId: str(selection.campusId),
    groupId: str(selection.groupId),
    searchId: str(selection.searchId),
    listId: str(selection.listId),
    mcTarget: selection.syncType === 1 ? 'tags' : 'group',
    groupMode: selection.groupMode,
    interestId: str(selection.interestId),
    tags: selection.tags,
  };
  const groupSource = selectGroupSource(snapshot);
  const onChange = <K extends PairFormField>(field: K, value: PairFormValues[K]) => {
    const text = String(value);
    switch (field) {
      case 'ccbSource':
        send({ type: 'ccb.source', source: value as PairFormValues['ccbSource'] });
        break;
      case 'ccbTarget':
        send({ type: 'ccb.target', target: value as PairFormValues['ccbTarget'] });
        break;
      case 'campusId':
        if (text) send({ type: 'ccb.campus', campusId: Number(text) });
        break;
      case 'groupId':
        if (!text) break;
        send(
          selection.ccbTarget === 'processQueue'
            ? { type: 'ccb.processQueue', queueId: Number(text) }
            : { type: 'ccb.group', groupId: Number(text) },
        );
        break;
      case 'searchId':
        if (text) send({ type: 'ccb.savedSearch', searchId: Number(text) });
        break;
      case 'listId':
        if (text) send({ type: 'mc.audience', listId: text });
        break;
      case 'mcTarget':
        send({ type: 'mc.syncType', syncType: value === 'tags' ? 1 : 0 });
        break;
      case 'groupMode':
        send({ type: 'mc.groupMode', mode: value as PairFormValues['groupMode'] });
        break;
      case 'interestId':
        if (text) send({ type: 'mc.interest', uniqueId: text });
        break;
      case 'tags':
        send({ type: 'mc.tags', tags: [...(value as readonly string[])] });
        break;
    }
  };
  const pending = options.groups.find((group) => group.id === context.pendingGroupId);
  const form = (state: string) => snapshot.matches({ open: { form: state } } as never);
  const loadingOf = (region: string) =>
    snapshot.matches({ open: { [region]: 'loading' } } as never);
  return (
    <>
      <AddPairDialog
        open={!form('confirmingAllMembers') && !form('confirmingClose')}
        mode={context.original ? 'edit' : 'add'}
        direction={context.direction}
        values={values}
        options={{
          campuses: options.campuses.map((campus) => ({
            value: String(campus.campusId),
            label: campus.campusName,
          })),
          groups: options.groups.map((group) => ({ value: String(group.id), label: group.name })),
          processQueues: (options.processQueues?.queues ?? []).map((queue) => ({
            value: String(queue.id),
            label: queue.name,
          })),
          savedSearches: options.savedSearches.map((search) => ({
            value: String(search.searchId),
            label: search.name,
          })),
          audiences: options.audiences.map((audience) => ({
            value: String(audience.id),
            label: audience.name,
          })),
          interestGroups: options.interestGroups.map((option) => ({
            value: option.uniqueId,
            label: option.groupName,
          })),
          tags: options.tags,
        }}
        loading={{
          groups: loadingOf('groups'),
          processQueues: loadingOf('processQueues'),
          savedSearches: loadingOf('savedSearches'),
          tags: loadingOf('tags'),
          interestGroups: loadingOf('interestGroups'),
        }}
        errors={pairFormErrorTexts(context.fieldErrors)}
        canUseSavedSearches={context.canUseSavedSearches}
        canUseProcessQueues={context.canUseProcessQueues}
        newGroupName={groupSource.newGroupName}
        newGroupDuplicate={groupSource.duplicate}
        error={context.error ?? context.loadError ?? undefined}
        saving={selectIsSaving(snapshot)}
        onChange={onChange}
        onCreateTag={(name) => send({ type: 'mc.createTag', name })}
        onSave={() => send({ type: 'pair.save' })}
        onClose={() => send({ type: 'dialog.close' })}
      />
      <SyncConfirmDialog
        kind="allMembers"
        open={form('confirmingAllMembers')}
        groupName={pending?.name ?? ''}
        participantCount={pending?.participantCount ?? 0}
        onConfirm={() => send({ type: 'confirm.proceed' })}
        onCancel={() => send({ type: 'confirm.cancel' })}
      />
      <CloseUnsavedPairDialog
        open={form('confirmingClose')}
        onAdd={() => send({ type: 'close.addToList' })}
        onDiscard={() => send({ type: 'close.discard' })}
        onCancel={() => send({ type: 'close.cancel' })}
      />
    </>
  );
}
