/**
 * The MC-to-CCB exceptions dialog ('Select MailChimp Groups', spec part 2 sections 2, 4, 5 and
 * 8): the Mailchimp groups or tags whose members the MailChimp-to-CCB sync leaves out of CCB.
 *
 * - Opening reads the exceptions, the audiences and which Mailchimp groups CCB-to-MC pairs fill.
 * - Every pair needs an audience ('Please select a MailChimp Audience'); its Tags choice is
 *   disabled until it has one ('Please select MailChimp Audience.').
 * - A group already synced CCB to MC, and an 'All members of' group, cannot be chosen.
 * - Tags are chosen in the nested 'Select MailChimp Tags' dialog, whose confirm needs a tag; a
 *   new tag can be made from the search text.
 * - Removing a stored pair asks first ('Remove Sync Pair') and says 'Sync pair removed
 *   successfully'; Save sends every pair at once, announces the server's message ('MC to CCB
 *   custom list updated successfully!!') and closes.
 *
 * The options of each audience are read once per opening, one audience at a time, in a region of
 * their own, so the form stays usable while they load.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Schemas } from '@flocksync/api-client';
import { addTag, isAllMembersGroup, splitInterestId, type SyncType } from '../pairs';
import { toolkitFailure } from './toolkitMachine';

export type ExceptionPair = Schemas['McToCcbExceptionPair'];
export type InterestOption = Schemas['InterestOption'];

export interface ExceptionAudience {
  id: string;
  name: string;
}

/** What the dialog reads when it opens. */
export interface ExceptionsLoad {
  pairs: ExceptionPair[];
  audiences: ExceptionAudience[];
  /** `synced(listId, uniqueId)` keys of the Mailchimp groups CCB-to-MC pairs fill. */
  syncedGroups: string[];
}

/** The groups and tags of one audience. */
export interface AudienceOptions {
  groups: InterestOption[];
  tags: string[];
}

/** One pair of the dialog as edited; `id` 0 until the server stored it. */
export interface ExceptionRow {
  key: string;
  id: number;
  listId: string;
  syncType: SyncType;
  /** The chosen group (category and interest ids joined), when syncType is 0. */
  uniqueId: string;
  /** The chosen tags, when syncType is 1. */
  tags: string[];
}

/** Why a group cannot be chosen. */
export type GroupBlock = 'synced' | 'allMembers';

/** A row's problems, as keys (ui holds the texts). */
export interface ExceptionRowErrors {
  audience?: 'noAudience';
  target?: 'noGroup' | 'noTags';
}

export interface SaveExceptionsInput {
  params: {
    syncType: SyncType;
    mcListId: string;
    id: number;
    interestCategoryId: string;
    interestId: string;
    tags: string;
  }[];
}

export interface ExceptionsOutcome {
  message: string;
}

/** The key of a Mailchimp group in `syncedGroups`. */
export const syncedGroupKey = (listId: string, uniqueId: string) => `${listId}|${uniqueId}`;

interface TagsDraft {
  key: string;
  tags: string[];
  /** Tags made from the search text in this dialog (not yet in Mailchimp). */
  created: string[];
}

export interface ExceptionsContext {
  rows: ExceptionRow[];
  audiences: ExceptionAudience[];
  syncedGroups: string[];
  /** Options per audience id; 'failed' when the read failed. */
  options: Record<string, AudienceOptions | 'failed'>;
  /** Audiences whose options are still to be read, in order. */
  pending: string[];
  /** Whether Save was pressed: problems show from then on. */
  submitted: boolean;
  /** The pair whose removal waits for confirmation, or is being removed. */
  removing: ExceptionRow | null;
  tagsDraft: TagsDraft | null;
  /** A failed save or removal: the server's message or the generic text. */
  error: string | null;
  nextKey: number;
}

export type ExceptionsEvent =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'retry' }
  | { type: 'row.add' }
  | { type: 'row.audience'; key: string; listId: string }
  | { type: 'row.type'; key: string; syncType: SyncType }
  | { type: 'row.group'; key: string; uniqueId: string }
  | { type: 'row.remove'; key: string }
  | { type: 'remove.confirm' }
  | { type: 'remove.cancel' }
  | { type: 'options.retry'; listId: string }
  | { type: 'tags.open'; key: string }
  | { type: 'tags.change'; tags: string[] }
  | { type: 'tags.create'; name: string }
  | { type: 'tags.confirm' }
  | { type: 'tags.cancel' }
  | { type: 'save' };

const empty = (): ExceptionsContext => ({
  rows: [],
  audiences: [],
  syncedGroups: [],
  options: {},
  pending: [],
  submitted: false,
  removing: null,
  tagsDraft: null,
  error: null,
  nextKey: 0,
});

/** Why `group` of `listId` cannot be chosen, if it cannot. */
export function groupBlock(
  syncedGroups: readonly string[],
  listId: string,
  group: InterestOption,
): GroupBlock | undefined {
  if (syncedGroups.includes(syncedGroupKey(listId, group.uniqueId))) return 'synced';
  if (isAllMembersGroup(group.groupName)) return 'allMembers';
  return undefined;
}

/** A row's problems (spec section 5 "Exceptions dialog"). */
export function rowErrors(row: ExceptionRow): ExceptionRowErrors {
  if (!row.listId) return { audience: 'noAudience' };
  if (row.syncType === 0 && !row.uniqueId) return { target: 'noGroup' };
  if (row.syncType === 1 && row.tags.length === 0) return { target: 'noTags' };
  return {};
}

const isValid = (rows: readonly ExceptionRow[]) =>
  rows.every((row) => Object.keys(rowErrors(row)).length === 0);

function rowOf(pair: ExceptionPair, key: string): ExceptionRow {
  return {
    key,
    id: pair.id,
    listId: pair.mailchimpListId,
    syncType: pair.sync_type,
    uniqueId: pair.sync_type === 0 ? (pair.interestGroups[0]?.uniqueId ?? '') : '',
    tags: pair.sync_type === 1 ? pair.tags.map((tag) => tag.name) : [],
  };
}

/** The save call's body: every pair, tags joined by commas. */
export function saveBody(rows: readonly ExceptionRow[]): SaveExceptionsInput {
  return {
    params: rows.map((row) => {
      const ids = row.syncType === 0 ? splitInterestId(row.uniqueId) : undefined;
      return {
        syncType: row.syncType,
        mcListId: row.listId,
        id: row.id,
        interestCategoryId: ids?.interestCategoryId ?? '',
        interestId: ids?.interestId ?? '',
        tags: row.syncType === 1 ? row.tags.join(',') : '',
      };
    }),
  };
}

const unique = (items: readonly string[]) => [...new Set(items)];

function updateRow(
  rows: readonly ExceptionRow[],
  key: string,
  change: (row: ExceptionRow) => ExceptionRow,
) {
  return rows.map((row) => (row.key === key ? change(row) : row));
}

const failureOf = (event: unknown) => toolkitFailure((event as { error?: unknown }).error);

export const exceptionsMachine = setup({
  types: {
    context: {} as ExceptionsContext,
    events: {} as ExceptionsEvent,
  },
  actors: {
    /** Reads the exceptions, the audiences and the groups CCB-to-MC pairs fill. */
    loadExceptions: fromPromise<ExceptionsLoad>(async () => ({
      pairs: [],
      audiences: [],
      syncedGroups: [],
    })),
    /** Reads one audience's groups and tags. */
    loadOptions: fromPromise<AudienceOptions, { listId: string }>(async () => ({
      groups: [],
      tags: [],
    })),
    /** `/tools/add-mc-to-ccb-custom-multiple`; rejects on status 0. */
    saveExceptions: fromPromise<ExceptionsOutcome, SaveExceptionsInput>(async () => ({
      message: '',
    })),
    /** `/tools/delete-mc-to-ccb-custom`; rejects on status 0. */
    removeException: fromPromise<ExceptionsOutcome, { id: number }>(async () => ({
      message: '',
    })),
  },
  actions: {
    /** Announces a success (a snackbar) with the server's message, else the spec's text. */
    notify: (_, _outcome: { message: string }) => {},
  },
  guards: {
    hasPending: ({ context }) => context.pending.length > 0,
  },
}).createMachine({
  id: 'exceptions',
  context: empty,
  initial: 'closed',
  states: {
    closed: {
      on: { open: { target: 'loading', actions: assign(empty) } },
    },
    loading: {
      invoke: {
        src: 'loadExceptions',
        onDone: {
          target: 'open',
          actions: assign(({ event }) => {
            const rows = event.output.pairs.map((pair, index) => rowOf(pair, `p${index}`));
            return {
              ...empty(),
              rows,
              audiences: event.output.audiences,
              syncedGroups: event.output.syncedGroups,
              pending: unique(rows.map((row) => row.listId).filter(Boolean)),
              nextKey: rows.length,
            };
          }),
        },
        onError: { target: 'loadFailed' },
      },
      on: { close: 'closed' },
    },
    loadFailed: {
      on: { retry: 'loading', close: 'closed' },
    },
    open: {
      type: 'parallel',
      on: { close: '#exceptions.closed' },
      states: {
        options: {
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'hasPending', target: 'reading' },
              on: {
                'options.retry': {
                  guard: ({ context, event }) => context.options[event.listId] === 'failed',
                  actions: assign(({ context, event }) => {
                    const options = { ...context.options };
                    delete options[event.listId];
                    return { options, pending: [...context.pending, event.listId] };
                  }),
                },
              },
            },
            reading: {
              invoke: {
                src: 'loadOptions',
                input: ({ context }) => ({ listId: context.pending[0] as string }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    options: { ...context.options, [context.pending[0] as string]: event.output },
                    pending: context.pending.slice(1),
                  })),
                },
                onError: {
                  target: 'idle',
                  actions: assign(({ context }) => ({
                    options: { ...context.options, [context.pending[0] as string]: 'failed' },
                    pending: context.pending.slice(1),
                  })),
                },
              },
            },
          },
        },
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'row.add': {
                  actions: assign(({ context }) => ({
                    rows: [
                      ...context.rows,
                      {
                        key: `n${context.nextKey}`,
                        id: 0,
                        listId: '',
                        syncType: 0 as SyncType,
                        uniqueId: '',
                        tags: [],
                      },
                    ],
                    nextKey: context.nextKey + 1,
                    error: null,
                  })),
                },
                'row.audience': {
                  guard: ({ context, event }) =>
                    context.audiences.some((audience) => audience.id === event.listId),
                  actions: assign(({ context, event }) => ({
                    rows: updateRow(context.rows, event.key, (row) =>
                      row.listId === event.listId
                        ? row
                        : { ...row, listId: event.listId, uniqueId: '', tags: [] },
                    ),
                    pending:
                      event.listId in context.options || context.pending.includes(event.listId)
                        ? context.pending
                        : [...context.pending, event.listId],
                    error: null,
                  })),
                },
                'row.type': {
                  // The Tags choice is disabled until the pair has an audience.
                  guard: ({ context, event }) =>
                    event.syncType === 0 ||
                    context.rows.some((row) => row.key === event.key && row.listId !== ''),
                  actions: assign(({ context, event }) => ({
                    rows: updateRow(context.rows, event.key, (row) => ({
                      ...row,
                      syncType: event.syncType,
                    })),
                  })),
                },
                'row.group': {
                  guard: ({ context, event }) => {
                    const row = context.rows.find((item) => item.key === event.key);
                    const options = row ? context.options[row.listId] : undefined;
                    if (!row || !options || options === 'failed') return false;
                    const group = options.groups.find((item) => item.uniqueId === event.uniqueId);
                    return !!group && !groupBlock(context.syncedGroups, row.listId, group);
                  },
                  actions: assign(({ context, event }) => ({
                    rows: updateRow(context.rows, event.key, (row) => ({
                      ...row,
                      uniqueId: event.uniqueId,
                    })),
                  })),
                },
                'row.remove': [
                  {
                    // A pair the server never stored just leaves the dialog.
                    guard: ({ context, event }) =>
                      context.rows.some((row) => row.key === event.key && row.id === 0),
                    actions: assign(({ context, event }) => ({
                      rows: context.rows.filter((row) => row.key !== event.key),
                    })),
                  },
                  {
                    guard: ({ context, event }) =>
                      context.rows.some((row) => row.key === event.key),
                    target: 'confirmingRemove',
                    actions: assign(({ context, event }) => ({
                      removing: context.rows.find((row) => row.key === event.key) ?? null,
                      error: null,
                    })),
                  },
                ],
                'tags.open': {
                  guard: ({ context, event }) =>
                    context.rows.some((row) => row.key === event.key && row.listId !== ''),
                  target: 'choosingTags',
                  actions: assign(({ context, event }) => ({
                    tagsDraft: {
                      key: event.key,
                      tags: [...(context.rows.find((row) => row.key === event.key)?.tags ?? [])],
                      created: [],
                    },
                  })),
                },
                save: [
                  {
                    guard: ({ context }) => isValid(context.rows),
                    target: 'saving',
                    actions: assign({ submitted: true, error: null }),
                  },
                  { actions: assign({ submitted: true }) },
                ],
              },
            },
            choosingTags: {
              on: {
                'tags.change': {
                  actions: assign(({ context, event }) => ({
                    tagsDraft: { ...(context.tagsDraft as TagsDraft), tags: [...event.tags] },
                  })),
                },
                'tags.create': {
                  guard: ({ event }) => event.name.trim() !== '' && !event.name.includes(','),
                  actions: assign(({ context, event }) => {
                    const draft = context.tagsDraft as TagsDraft;
                    const name = event.name.trim();
                    return {
                      tagsDraft: {
                        ...draft,
                        tags: addTag(draft.tags, draft.tags, name),
                        created: addTag(draft.created, draft.created, name),
                      },
                    };
                  }),
                },
                'tags.confirm': {
                  guard: ({ context }) => (context.tagsDraft?.tags.length ?? 0) > 0,
                  target: 'editing',
                  actions: assign(({ context }) => {
                    const draft = context.tagsDraft as TagsDraft;
                    return {
                      rows: updateRow(context.rows, draft.key, (row) => ({
                        ...row,
                        syncType: 1 as SyncType,
                        tags: draft.tags,
                      })),
                      tagsDraft: null,
                    };
                  }),
                },
                'tags.cancel': { target: 'editing', actions: assign({ tagsDraft: null }) },
              },
            },
            confirmingRemove: {
              on: {
                'remove.confirm': 'removing',
                'remove.cancel': { target: 'editing', actions: assign({ removing: null }) },
              },
            },
            removing: {
              invoke: {
                src: 'removeException',
                input: ({ context }) => ({ id: (context.removing as ExceptionRow).id }),
                onDone: {
                  target: 'editing',
                  actions: [
                    {
                      type: 'notify',
                      params: ({ event }) => ({
                        message: event.output.message || exceptionsMachineTexts.removed,
                      }),
                    },
                    assign(({ context }) => ({
                      rows: context.rows.filter((row) => row.key !== context.removing?.key),
                      removing: null,
                    })),
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: assign(({ event }) => ({ removing: null, error: failureOf(event) })),
                },
              },
            },
            saving: {
              invoke: {
                src: 'saveExceptions',
                input: ({ context }) => saveBody(context.rows),
                onDone: {
                  target: '#exceptions.closed',
                  actions: {
                    type: 'notify',
                    params: ({ event }) => ({
                      message: event.output.message || exceptionsMachineTexts.saved,
                    }),
                  },
                },
                onError: {
                  target: 'editing',
                  actions: assign(({ event }) => ({ error: failureOf(event) })),
                },
              },
              // Closing while saving is not offered: the answer decides.
              on: { close: {} },
            },
          },
        },
      },
    },
  },
});

/** The spec's success texts, for an answer that carries no message. */
export const exceptionsMachineTexts = {
  saved: 'MC to CCB custom list updated successfully!!',
  removed: 'Sync pair removed successfully',
} as const;

export type ExceptionsSnapshot = SnapshotFrom<typeof exceptionsMachine>;

/** A group option as the dialog shows it: why it cannot be chosen, if it cannot. */
export interface ExceptionGroupView extends InterestOption {
  block?: GroupBlock;
}

export interface ExceptionRowView extends ExceptionRow {
  /** The audience's options: 'loading', 'failed' or read. */
  options: 'loading' | 'failed' | { groups: ExceptionGroupView[]; tags: string[] };
  /** Shown once Save was pressed. */
  errors: ExceptionRowErrors;
  /** The Tags choice is disabled until an audience is chosen. */
  tagsDisabled: boolean;
}

/** What the dialog shows. */
export function selectExceptionsView(snapshot: ExceptionsSnapshot) {
  const { context } = snapshot;
  const open = !snapshot.matches('closed');
  const rows: ExceptionRowView[] = context.rows.map((row) => {
    const read = row.listId ? context.options[row.listId] : undefined;
    return {
      ...row,
      options:
        read === 'failed'
          ? 'failed'
          : read === undefined
            ? 'loading'
            : {
                groups: read.groups.map((group) => {
                  const block = groupBlock(context.syncedGroups, row.listId, group);
                  return block ? { ...group, block } : { ...group };
                }),
                tags: read.tags,
              },
      errors: context.submitted ? rowErrors(row) : {},
      tagsDisabled: row.listId === '',
    };
  });
  const draft = context.tagsDraft;
  const draftRow = draft ? context.rows.find((row) => row.key === draft.key) : undefined;
  const draftOptions = draftRow ? context.options[draftRow.listId] : undefined;
  return {
    open,
    loading: snapshot.matches('loading'),
    loadFailed: snapshot.matches('loadFailed'),
    audiences: context.audiences,
    rows,
    saving: snapshot.matches({ open: { form: 'saving' } }),
    error: context.error,
    confirmRemove: snapshot.matches({ open: { form: 'confirmingRemove' } })
      ? context.removing
      : null,
    removing: snapshot.matches({ open: { form: 'removing' } }),
    tags: draft
      ? {
          key: draft.key,
          selected: draft.tags,
          options: unique([
            ...(draftOptions && draftOptions !== 'failed' ? draftOptions.tags : []),
            ...draft.created,
          ]),
          canConfirm: draft.tags.length > 0,
        }
      : null,
  };
}

export type ExceptionsView = ReturnType<typeof selectExceptionsView>;
