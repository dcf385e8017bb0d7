/** What the dialog shows, read from a pair editor snapshot (keys and codes, never texts). */
import type { SnapshotFrom } from 'xstate';
import type { pairEditorMachine } from './pairEditorMachine';
import { isDuplicateGroup, newGroupName } from './rules';

export type PairEditorSnapshot = SnapshotFrom<typeof pairEditorMachine>;

/** Adding or editing: the dialog's title ('Add New Sync Pairs' / 'Save Sync Pair') is ui's. */
export function selectEditorMode(snapshot: PairEditorSnapshot): 'add' | 'edit' {
  return snapshot.context.original ? 'edit' : 'add';
}

/**
 * The Campuses / Saved Searches and Groups / Process Queues switches. A disabled Saved Searches
 * explains itself with ui's no-permission tooltip.
 */
export function selectCcbTabs(snapshot: PairEditorSnapshot): {
  savedSearches: { visible: boolean; disabled: boolean };
  processQueues: { visible: boolean; disabled: boolean };
} {
  const { context } = snapshot;
  const ccbToMc = context.direction === 'ccbToMc';
  return {
    savedSearches: {
      visible: ccbToMc,
      disabled: !context.canUseSavedSearches,
    },
    processQueues: { visible: ccbToMc, disabled: !context.canUseProcessQueues },
  };
}

/** The 'all members of' confirmation, while it is open: the group its message names. */
export function selectAllMembersConfirm(
  snapshot: PairEditorSnapshot,
): { groupName: string; participantCount: number } | null {
  if (!snapshot.matches({ open: { form: 'confirmingAllMembers' } })) return null;
  const { context } = snapshot;
  const group = context.options.groups.find((item) => item.id === context.pendingGroupId);
  return { groupName: group?.name ?? '', participantCount: group?.participantCount ?? 0 };
}

/** Whether a new group would be a duplicate, and the name it would get. */
export function selectGroupSource(snapshot: PairEditorSnapshot): {
  duplicate: boolean;
  newGroupName: string;
} {
  return {
    duplicate: isDuplicateGroup(snapshot.context),
    newGroupName: newGroupName(snapshot.context),
  };
}

/** Busy while removing or saving: the save button is disabled. */
export function selectIsSaving(snapshot: PairEditorSnapshot): boolean {
  return (
    snapshot.matches({ open: { form: 'removing' } }) ||
    snapshot.matches({ open: { form: 'saving' } })
  );
}

/** The confirmation over the form, if one is open: 'Confirm!' (all members) or close unsaved. */
export function selectEditorConfirm(snapshot: PairEditorSnapshot): 'allMembers' | 'close' | null {
  if (snapshot.matches({ open: { form: 'confirmingAllMembers' } })) return 'allMembers';
  if (snapshot.matches({ open: { form: 'confirmingClose' } })) return 'close';
  return null;
}

/** The lists the dialog reads, by whether each is loading. */
export type PairEditorList =
  | 'campuses'
  | 'audiences'
  | 'groups'
  | 'processQueues'
  | 'savedSearches'
  | 'tags'
  | 'interestGroups';

export function selectListsLoading(snapshot: PairEditorSnapshot): Record<PairEditorList, boolean> {
  return {
    campuses: snapshot.matches({ open: { campuses: 'loading' } }),
    audiences: snapshot.matches({ open: { audiences: 'loading' } }),
    groups: snapshot.matches({ open: { groups: 'loading' } }),
    processQueues: snapshot.matches({ open: { processQueues: 'loading' } }),
    savedSearches: snapshot.matches({ open: { savedSearches: 'loading' } }),
    tags: snapshot.matches({ open: { tags: 'loading' } }),
    interestGroups: snapshot.matches({ open: { interestGroups: 'loading' } }),
  };
}
