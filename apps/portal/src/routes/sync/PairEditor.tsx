import { useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ApiClient, Schemas } from '@flocksync/api-client';
import {
  pairEditorMachine,
  selectGroupSource,
  selectIsSaving,
  type PairEditorFacts,
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
import { useApi } from '@/lib/providers';
import { useApiFetch, type ApiFetch } from '@/lib/query';

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

/**
 * The actors shared by the pair editor and the resolver. Lists are read through the query
 * cache (`fetch`), so the dialog, the page under it and every resolver row share one answer
 * per list; saves and removals go through the client, which marks stale what they changed.
 */
export function pairActors(api: ApiClient, fetch: ApiFetch) {
  return {
    loadCampuses: fromPromise(() => fetch('/ccb/all-campus')),
    loadAudiences: fromPromise(() => fetch('/mailchimp/all-audience')),
    loadGroups: fromPromise<Schemas['Group'][], { campusId: number }>(({ input }) =>
      fetch('/ccb/all-groups', { campusId: input.campusId }),
    ),
    loadProcessQueues: fromPromise<Schemas['ProcessQueueData'], { campusId: number }>(({ input }) =>
      fetch('/ccb/all-campus-process-list', { campusId: input.campusId }),
    ),
    loadSavedSearches: fromPromise<Schemas['SavedSearch'][]>(() =>
      fetch('/ccb/all-saved-searches'),
    ),
    loadTags: fromPromise<Schemas['McTagMap'], { listId: string }>(({ input }) =>
      fetch('/mailchimp/tags', { mailchimpListId: input.listId }),
    ),
    loadInterestGroups: fromPromise<Schemas['InterestOption'][], { listId: string }>(({ input }) =>
      fetch('/mailchimp/interest-groups', { mailchimpListId: input.listId }),
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

/** `pairActors` for this portal's client and query cache. */
export function usePairActors() {
  const api = useApi();
  const fetch = useApiFetch();
  return useMemo(() => pairActors(api, fetch), [api, fetch]);
}

export interface PairEditorProps {
  input: PairEditorInput;
  onSaved: (message: string | null) => void;
  onClosed: () => void;
}

const str = (value: number | string | null) => (value === null ? '' : String(value));

/** The add / edit pair dialog driven by the pair editor machine; mounted while open. */
export function PairEditor({ input, onSaved, onClosed }: PairEditorProps) {
  const actors = usePairActors();
  const [snapshot, send] = useMachine(
    pairEditorMachine.provide({
      actors,
      actions: {
        onSaved: ({ context }) => onSaved(context.message),
        onClosed: () => onClosed(),
      },
    }),
    { input },
  );
  // The page's answers that arrive after opening (permission, plan, limits) reach the rules.
  const factsKey = JSON.stringify({
    canUseSavedSearches: input.canUseSavedSearches,
    hasCurrentPlan: input.hasCurrentPlan,
    restrictions: input.restrictions ?? null,
    pairsPerList: input.pairsPerList ?? {},
  });
  useEffect(() => {
    send({ type: 'page.update', facts: JSON.parse(factsKey) as PairEditorFacts });
  }, [factsKey, send]);
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
          campuses: loadingOf('campuses'),
          audiences: loadingOf('audiences'),
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
