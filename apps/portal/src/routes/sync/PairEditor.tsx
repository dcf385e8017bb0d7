import type { PairEditorInput } from '@flocksync/flows';
import {
  AddPairDialog,
  CloseUnsavedPairDialog,
  SyncConfirmDialog,
  pairFormErrorTexts,
  type PairFormField,
  type PairFormValues,
} from '@flocksync/ui';
import { usePairEditor } from '@/lib/sync/usePairEditor';

export interface PairEditorProps {
  input: PairEditorInput;
  onSaved: (message: string | null) => void;
  onClosed: () => void;
}

const str = (value: number | string | null) => (value === null ? '' : String(value));

/**
 * The add / edit pair dialog driven by the pair editor machine; mounted while open, and loaded
 * the first time it opens (the `/sync` page imports it lazily; see SyncPage.tsx).
 */
export function PairEditor({ input, onSaved, onClosed }: PairEditorProps) {
  // The page's answers that arrive after opening (permission, plan, limits) reach the rules
  // through the query cache (the hook's facts watcher).
  const { context, mode, groupSource, loading, saving, confirm, pendingGroup, send } =
    usePairEditor(input, { onSaved, onClosed });
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
  return (
    <>
      <AddPairDialog
        // Stays open under a question asked over it: focus goes back where it was (ADR 035).
        open
        mode={mode}
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
            classic: search.isAdvance !== 1,
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
        loading={loading}
        errors={pairFormErrorTexts(context.fieldErrors)}
        canUseSavedSearches={context.canUseSavedSearches}
        canUseProcessQueues={context.canUseProcessQueues}
        newGroupName={groupSource.newGroupName}
        newGroupDuplicate={groupSource.duplicate}
        error={context.error ?? context.loadError ?? undefined}
        saving={saving}
        onChange={onChange}
        onCreateTag={(name) => send({ type: 'mc.createTag', name })}
        onSave={() => send({ type: 'pair.save' })}
        onClose={() => send({ type: 'dialog.close' })}
      />
      <SyncConfirmDialog
        kind="allMembers"
        open={confirm === 'allMembers'}
        groupName={pendingGroup?.name ?? ''}
        participantCount={pendingGroup?.participantCount ?? 0}
        onConfirm={() => send({ type: 'confirm.proceed' })}
        onCancel={() => send({ type: 'confirm.cancel' })}
      />
      <CloseUnsavedPairDialog
        open={confirm === 'close'}
        onAdd={() => send({ type: 'close.addToList' })}
        onDiscard={() => send({ type: 'close.discard' })}
        onCancel={() => send({ type: 'close.cancel' })}
      />
    </>
  );
}
