/**
 * The broken-pair resolver (/sync/resolve-broken-pairs).
 *
 * On open the broken pairs are validated by lookup (`validateBrokenPairs`); those that come
 * back become rows, their broken parts cleared and their intact campus and group locked.
 * Step 1 lists the CCB-to-MC rows and step 2 the MC-to-CCB rows; with only one direction
 * broken there is one step. Save sends only the complete rows of the step:
 *   step 1: nothing complete → step 2 if MC to CCB is broken, else close; saved → the saved
 *           rows leave, then step 2 if MC to CCB is broken, close if nothing is left, else stay;
 *   step 2: nothing complete → close; saved → close (warnings refresh).
 * Back (step 2) returns to the rows left in step 1. Removing a pair (unsync) drops its row;
 * the flow closes when no row remains. Closing calls `close` (the portal returns to /sync).
 *
 * `open` is parallel: `flow` holds the steps, `loader` loads the lists rows need (groups per
 * campus, saved searches, tags and interest groups per audience), one at a time, each once.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ApiData, Schemas } from '@flocksync/api-client';
import { messageOf } from '../apiFailure';
import {
  buildRemoveInput,
  tagNamesFromMap,
  type CcbToMcPair,
  type Direction,
  type McToCcbPair,
  type RemovePairInput,
  type SavePairInput,
  type SavePairOutput,
} from '../pairs';
import {
  applyRowEdit,
  ccbToMcRowOf,
  EMPTY_CATALOG,
  enqueueLoads,
  guessBrokenParts,
  initialLoads,
  isRowComplete,
  mcToCcbRowOf,
  rowControls,
  rowGroupExists,
  saveInputForRows,
  type Catalog,
  type CatalogRequest,
  type CcbToMcRow,
  type McToCcbRow,
  type ResolverRow,
  type RowControls,
  type RowEdit,
  type ValidatedBrokenPairs,
} from './rows';
import { resolverTexts } from './texts';

export interface ResolverInput {
  /** The broken pairs of both directions (hasMcConflict 1). */
  ccbToMc: CcbToMcPair[];
  mcToCcb: McToCcbPair[];
  campuses: Schemas['Campus'][];
  audiences: Schemas['Audience'][];
  canUseSavedSearches: boolean;
  /** Source of new groups' temporary ids, injectable for tests. */
  random?: () => number;
}

export interface ResolverContext {
  broken: { ccbToMc: CcbToMcPair[]; mcToCcb: McToCcbPair[] };
  campuses: Schemas['Campus'][];
  audiences: Schemas['Audience'][];
  canUseSavedSearches: boolean;
  rows: { ccbToMc: CcbToMcRow[]; mcToCcb: McToCcbRow[] };
  /** Both directions were broken at open: two steps, 'Save And Proceed' and Back. */
  twoStep: boolean;
  catalog: Catalog;
  /** Lists waiting to load, first one loading. */
  queue: CatalogRequest[];
  /** Keys of the rows being saved. */
  sending: number[];
  /** Key of the row being removed. */
  removingKey: number | null;
  error: string | null;
  loadError: string | null;
  random: () => number;
}

export type ResolverEvent =
  | RowEdit
  | { type: 'row.remove'; key: number }
  /** 'Save And Proceed' or 'Save'. */
  | { type: 'resolver.save' }
  | { type: 'resolver.back' }
  /** After a failed validation. */
  | { type: 'resolver.retry' }
  /** The close icon. */
  | { type: 'dialog.close' };

type StepParams = { direction: Direction };

const failed = (error: unknown) => messageOf(error, resolverTexts.errors.generic);

function rowsOf(context: ResolverContext, direction: Direction): ResolverRow[] {
  return context.rows[direction];
}

function withRows(
  context: ResolverContext,
  direction: Direction,
  rows: ResolverRow[],
): ResolverContext['rows'] {
  return direction === 'ccbToMc'
    ? { ...context.rows, ccbToMc: rows as CcbToMcRow[] }
    : { ...context.rows, mcToCcb: rows as McToCcbRow[] };
}

function editOf(context: ResolverContext, direction: Direction, event: ResolverEvent) {
  if (!event.type.startsWith('row.') || event.type === 'row.remove') return null;
  const edit = event as RowEdit;
  const row = rowsOf(context, direction).find((item) => item.key === edit.key);
  if (!row) return null;
  return applyRowEdit(row, edit, {
    canUseSavedSearches: context.canUseSavedSearches,
    catalog: context.catalog,
    random: context.random,
  });
}

export const resolverMachine = setup({
  types: {
    context: {} as ResolverContext,
    events: {} as ResolverEvent,
    input: {} as ResolverInput,
  },
  actors: {
    /** Looks each broken pair up; answers those that come back and their broken parts. */
    validateBrokenPairs: fromPromise<
      ValidatedBrokenPairs,
      { ccbToMc: CcbToMcPair[]; mcToCcb: McToCcbPair[] }
    >(async ({ input }) => ({
      ccbToMc: input.ccbToMc.map((pair) => ({ pair, broken: guessBrokenParts(pair) })),
      mcToCcb: input.mcToCcb.map((pair) => ({ pair, broken: guessBrokenParts(pair) })),
    })),
    /** /ccb/all-groups. */
    loadGroups: fromPromise<ApiData<'/ccb/all-groups'>, { campusId: number }>(async () => []),
    /** /ccb/all-saved-searches. */
    loadSavedSearches: fromPromise<ApiData<'/ccb/all-saved-searches'>>(async () => []),
    /** /mailchimp/tags. */
    loadTags: fromPromise<ApiData<'/mailchimp/tags'>, { listId: string }>(async () => ({})),
    /** /mailchimp/interest-groups. */
    loadInterestGroups: fromPromise<ApiData<'/mailchimp/interest-groups'>, { listId: string }>(
      async () => [],
    ),
    /** /sync-pair/save-ccb-mc-multiple or /sync-pair/save-mc-to-ccb-multiple. */
    savePair: fromPromise<SavePairOutput, SavePairInput>(async () => ({})),
    /** /sync-pair/remove-ccb-mc (unsync) or /sync-pair/remove-mc-to-ccb. */
    removePair: fromPromise<unknown, RemovePairInput>(async () => undefined),
  },
  actions: {
    /** Leave for /sync and clear the modal data. */
    close: () => {},
    /** After a save or a removal: reload warnings and pair lists. */
    refreshAfterChange: () => {},
    editRow: assign(({ context, event }, { direction }: StepParams) => {
      const result = editOf(context, direction, event);
      if (!result) return {};
      const rows = rowsOf(context, direction).map((row) =>
        row.key === result.row.key ? result.row : row,
      );
      return {
        rows: withRows(context, direction, rows),
        queue: enqueueLoads(context.queue, context.catalog, result.loads),
        error: null,
      };
    }),
    markSending: assign(({ context }, { direction }: StepParams) => ({
      sending: rowsOf(context, direction)
        .filter(isRowComplete)
        .map((row) => row.key),
      error: null,
    })),
    dropSent: assign(({ context }, { direction }: StepParams) => ({
      rows: withRows(
        context,
        direction,
        rowsOf(context, direction).filter((row) => !context.sending.includes(row.key)),
      ),
      sending: [],
    })),
    markRemoving: assign(({ event }) => {
      assertEvent(event, 'row.remove');
      return { removingKey: event.key, error: null };
    }),
    dropRemoved: assign(({ context }, { direction }: StepParams) => ({
      rows: withRows(
        context,
        direction,
        rowsOf(context, direction).filter((row) => row.key !== context.removingKey),
      ),
      removingKey: null,
    })),
    loadFailed: assign(({ context, event }) => ({
      loadError: failed((event as { error?: unknown }).error),
      queue: context.queue.slice(1),
    })),
    showError: assign(({ event }) => ({
      error: failed((event as { error?: unknown }).error),
      sending: [],
      removingKey: null,
    })),
  },
  guards: {
    canEditRow: ({ context, event }, { direction }: StepParams) =>
      editOf(context, direction, event) !== null,
    hasCompleteRows: ({ context }, { direction }: StepParams) =>
      rowsOf(context, direction).some(isRowComplete),
    hasRows: ({ context }, { direction }: StepParams) => rowsOf(context, direction).length > 0,
    noRowsLeft: ({ context }) =>
      context.rows.ccbToMc.length === 0 && context.rows.mcToCcb.length === 0,
    canGoBack: ({ context }) => context.twoStep && context.rows.ccbToMc.length > 0,
    rowExists: ({ context, event }, { direction }: StepParams) => {
      assertEvent(event, 'row.remove');
      return rowsOf(context, direction).some((row) => row.key === event.key);
    },
    nextLoadIs: ({ context }, { kind }: { kind: CatalogRequest['kind'] }) =>
      context.queue[0]?.kind === kind,
  },
}).createMachine({
  id: 'resolver',
  context: ({ input }) => ({
    broken: { ccbToMc: input.ccbToMc, mcToCcb: input.mcToCcb },
    campuses: input.campuses,
    audiences: input.audiences,
    canUseSavedSearches: input.canUseSavedSearches,
    rows: { ccbToMc: [], mcToCcb: [] },
    twoStep: false,
    catalog: EMPTY_CATALOG,
    queue: [],
    sending: [],
    removingKey: null,
    error: null,
    loadError: null,
    random: input.random ?? Math.random,
  }),
  initial: 'validating',
  states: {
    validating: {
      entry: assign({ error: null }),
      invoke: {
        id: 'validateBrokenPairs',
        src: 'validateBrokenPairs',
        input: ({ context }) => context.broken,
        onDone: [
          {
            guard: ({ event }) =>
              event.output.ccbToMc.length === 0 && event.output.mcToCcb.length === 0,
            target: 'closed',
          },
          {
            target: 'open',
            actions: assign(({ context, event }) => {
              const ccbToMc = event.output.ccbToMc.map(ccbToMcRowOf);
              const mcToCcb = event.output.mcToCcb.map(mcToCcbRowOf);
              const loads = [...ccbToMc, ...mcToCcb].flatMap(initialLoads);
              return {
                rows: { ccbToMc, mcToCcb },
                twoStep: ccbToMc.length > 0 && mcToCcb.length > 0,
                queue: enqueueLoads([], context.catalog, loads),
              };
            }),
          },
        ],
        onError: { target: 'failed', actions: 'showError' },
      },
    },
    failed: {
      on: { 'resolver.retry': 'validating', 'dialog.close': 'closed' },
    },
    open: {
      type: 'parallel',
      states: {
        flow: {
          initial: 'start',
          states: {
            start: {
              always: [
                { guard: { type: 'hasRows', params: { direction: 'ccbToMc' } }, target: 'ccbToMc' },
                { target: 'mcToCcb' },
              ],
            },
            /** Step 1: CCB to MC. */
            ccbToMc: {
              initial: 'editing',
              states: {
                editing: {
                  on: {
                    'row.remove': {
                      guard: { type: 'rowExists', params: { direction: 'ccbToMc' } },
                      target: 'removing',
                      actions: 'markRemoving',
                    },
                    'row.*': {
                      guard: { type: 'canEditRow', params: { direction: 'ccbToMc' } },
                      actions: { type: 'editRow', params: { direction: 'ccbToMc' } },
                    },
                    'resolver.save': [
                      {
                        guard: { type: 'hasCompleteRows', params: { direction: 'ccbToMc' } },
                        target: 'saving',
                        actions: { type: 'markSending', params: { direction: 'ccbToMc' } },
                      },
                      {
                        guard: { type: 'hasRows', params: { direction: 'mcToCcb' } },
                        target: '#resolver.open.flow.mcToCcb',
                      },
                      { target: '#resolver.closed' },
                    ],
                    'dialog.close': '#resolver.closed',
                  },
                },
                saving: {
                  invoke: {
                    id: 'savePair',
                    src: 'savePair',
                    input: ({ context }) =>
                      saveInputForRows(
                        'ccbToMc',
                        context.rows.ccbToMc,
                        context.catalog,
                      ) as SavePairInput,
                    onDone: {
                      target: 'saved',
                      actions: [
                        { type: 'dropSent', params: { direction: 'ccbToMc' } },
                        'refreshAfterChange',
                      ],
                    },
                    onError: { target: 'editing', actions: 'showError' },
                  },
                },
                saved: {
                  always: [
                    {
                      guard: { type: 'hasRows', params: { direction: 'mcToCcb' } },
                      target: '#resolver.open.flow.mcToCcb',
                    },
                    { guard: 'noRowsLeft', target: '#resolver.closed' },
                    { target: 'editing' },
                  ],
                },
                removing: {
                  invoke: {
                    id: 'removePair',
                    src: 'removePair',
                    input: ({ context }) => {
                      const row = context.rows.ccbToMc.find(
                        (item) => item.key === context.removingKey,
                      );
                      return buildRemoveInput('ccbToMc', row?.pair ?? { id: 0, type: 'group' });
                    },
                    onDone: {
                      target: 'removed',
                      actions: [
                        { type: 'dropRemoved', params: { direction: 'ccbToMc' } },
                        'refreshAfterChange',
                      ],
                    },
                    onError: { target: 'editing', actions: 'showError' },
                  },
                },
                removed: {
                  always: [
                    { guard: 'noRowsLeft', target: '#resolver.closed' },
                    {
                      guard: { type: 'hasRows', params: { direction: 'ccbToMc' } },
                      target: 'editing',
                    },
                    { target: '#resolver.open.flow.mcToCcb' },
                  ],
                },
              },
            },
            /** Step 2 (or the only step): MC to CCB. */
            mcToCcb: {
              initial: 'editing',
              states: {
                editing: {
                  on: {
                    'row.remove': {
                      guard: { type: 'rowExists', params: { direction: 'mcToCcb' } },
                      target: 'removing',
                      actions: 'markRemoving',
                    },
                    'row.*': {
                      guard: { type: 'canEditRow', params: { direction: 'mcToCcb' } },
                      actions: { type: 'editRow', params: { direction: 'mcToCcb' } },
                    },
                    'resolver.save': [
                      {
                        guard: { type: 'hasCompleteRows', params: { direction: 'mcToCcb' } },
                        target: 'saving',
                        actions: { type: 'markSending', params: { direction: 'mcToCcb' } },
                      },
                      { target: '#resolver.closed' },
                    ],
                    'resolver.back': {
                      guard: 'canGoBack',
                      target: '#resolver.open.flow.ccbToMc',
                      actions: assign({ error: null }),
                    },
                    'dialog.close': '#resolver.closed',
                  },
                },
                saving: {
                  invoke: {
                    id: 'savePair',
                    src: 'savePair',
                    input: ({ context }) =>
                      saveInputForRows(
                        'mcToCcb',
                        context.rows.mcToCcb,
                        context.catalog,
                      ) as SavePairInput,
                    onDone: {
                      target: '#resolver.closed',
                      actions: [
                        { type: 'dropSent', params: { direction: 'mcToCcb' } },
                        'refreshAfterChange',
                      ],
                    },
                    onError: { target: 'editing', actions: 'showError' },
                  },
                },
                removing: {
                  invoke: {
                    id: 'removePair',
                    src: 'removePair',
                    input: ({ context }) => {
                      const row = context.rows.mcToCcb.find(
                        (item) => item.key === context.removingKey,
                      );
                      return buildRemoveInput('mcToCcb', row?.pair ?? { id: 0 });
                    },
                    onDone: {
                      target: 'removed',
                      actions: [
                        { type: 'dropRemoved', params: { direction: 'mcToCcb' } },
                        'refreshAfterChange',
                      ],
                    },
                    onError: { target: 'editing', actions: 'showError' },
                  },
                },
                removed: {
                  always: [
                    { guard: 'noRowsLeft', target: '#resolver.closed' },
                    {
                      guard: { type: 'hasRows', params: { direction: 'mcToCcb' } },
                      target: 'editing',
                    },
                    { target: '#resolver.open.flow.ccbToMc' },
                  ],
                },
              },
            },
          },
        },

        /** Loads the queued lists one at a time; a failed list can be asked for again. */
        loader: {
          initial: 'idle',
          states: {
            idle: {
              always: [
                { guard: { type: 'nextLoadIs', params: { kind: 'groups' } }, target: 'groups' },
                {
                  guard: { type: 'nextLoadIs', params: { kind: 'savedSearches' } },
                  target: 'savedSearches',
                },
                { guard: { type: 'nextLoadIs', params: { kind: 'tags' } }, target: 'tags' },
                {
                  guard: { type: 'nextLoadIs', params: { kind: 'interestGroups' } },
                  target: 'interestGroups',
                },
              ],
            },
            groups: {
              invoke: {
                id: 'loadGroups',
                src: 'loadGroups',
                input: ({ context }) => {
                  const head = context.queue[0];
                  return { campusId: head?.kind === 'groups' ? head.campusId : 0 };
                },
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => {
                    const head = context.queue[0];
                    const campusId = head?.kind === 'groups' ? head.campusId : 0;
                    return {
                      catalog: {
                        ...context.catalog,
                        groups: { ...context.catalog.groups, [campusId]: event.output ?? [] },
                      },
                      queue: context.queue.slice(1),
                    };
                  }),
                },
                onError: { target: 'idle', actions: 'loadFailed' },
              },
            },
            savedSearches: {
              invoke: {
                id: 'loadSavedSearches',
                src: 'loadSavedSearches',
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    catalog: { ...context.catalog, savedSearches: event.output ?? [] },
                    queue: context.queue.slice(1),
                  })),
                },
                onError: { target: 'idle', actions: 'loadFailed' },
              },
            },
            tags: {
              invoke: {
                id: 'loadTags',
                src: 'loadTags',
                input: ({ context }) => {
                  const head = context.queue[0];
                  return { listId: head?.kind === 'tags' ? head.listId : '' };
                },
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => {
                    const head = context.queue[0];
                    const listId = head?.kind === 'tags' ? head.listId : '';
                    return {
                      catalog: {
                        ...context.catalog,
                        tags: { ...context.catalog.tags, [listId]: tagNamesFromMap(event.output) },
                      },
                      queue: context.queue.slice(1),
                    };
                  }),
                },
                onError: { target: 'idle', actions: 'loadFailed' },
              },
            },
            interestGroups: {
              invoke: {
                id: 'loadInterestGroups',
                src: 'loadInterestGroups',
                input: ({ context }) => {
                  const head = context.queue[0];
                  return { listId: head?.kind === 'interestGroups' ? head.listId : '' };
                },
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => {
                    const head = context.queue[0];
                    const listId = head?.kind === 'interestGroups' ? head.listId : '';
                    return {
                      catalog: {
                        ...context.catalog,
                        interestGroups: {
                          ...context.catalog.interestGroups,
                          [listId]: event.output ?? [],
                        },
                      },
                      queue: context.queue.slice(1),
                    };
                  }),
                },
                onError: { target: 'idle', actions: 'loadFailed' },
              },
            },
          },
        },
      },
    },
    closed: { type: 'final', entry: 'close' },
  },
});

// ---- selectors ----------------------------------------------------------------------------

export type ResolverSnapshot = SnapshotFrom<typeof resolverMachine>;

/** The step shown, or null while validating, failed or closed. */
export function selectStep(snapshot: ResolverSnapshot): Direction | null {
  if (snapshot.matches({ open: { flow: 'ccbToMc' } })) return 'ccbToMc';
  if (snapshot.matches({ open: { flow: 'mcToCcb' } })) return 'mcToCcb';
  return null;
}

/** The resolver's state as keys and counts; ui's `resolverDialogTexts` holds every text. */
export interface ResolverView {
  /** The direction being resolved: it picks the title. */
  step: Direction;
  /** 'Resolved: x/y Pairs': complete rows of the step over its rows. */
  resolved: number;
  total: number;
  /** The two-step indicator, when both directions are broken. */
  steps: { current: 1 | 2 } | null;
  /** 'Save And Proceed' on step 1 of two, else 'Save'. */
  primary: { action: 'saveAndProceed' | 'save'; busy: boolean };
  back: { visible: boolean };
  rows: ResolverRow[];
  error: string | null;
}

export function selectResolverView(snapshot: ResolverSnapshot): ResolverView | null {
  const step = selectStep(snapshot);
  if (!step) return null;
  const { context } = snapshot;
  const rows: ResolverRow[] = context.rows[step];
  const complete = rows.filter(isRowComplete).length;
  const proceeds = step === 'ccbToMc' && context.twoStep && context.rows.mcToCcb.length > 0;
  const busy =
    snapshot.matches({ open: { flow: { [step]: 'saving' } } }) ||
    snapshot.matches({ open: { flow: { [step]: 'removing' } } });
  return {
    step,
    resolved: complete,
    total: rows.length,
    steps: context.twoStep ? { current: step === 'ccbToMc' ? 1 : 2 } : null,
    primary: { action: proceeds ? 'saveAndProceed' : 'save', busy },
    back: { visible: step === 'mcToCcb' && context.twoStep && context.rows.ccbToMc.length > 0 },
    rows,
    error: context.error,
  };
}

export interface RowView {
  complete: boolean;
  controls: RowControls;
  /** The new group's name exists in the audience: 'Create a Duplicate Group'. */
  duplicateGroup: boolean;
  /** A list this row shows is still loading. */
  loading: boolean;
}

/** Everything a row needs beyond its selection. */
export function selectRowView(snapshot: ResolverSnapshot, row: ResolverRow): RowView {
  const { context } = snapshot;
  const waiting = context.queue.some(
    (request) =>
      (request.kind === 'groups' && request.campusId === row.campusId) ||
      (request.kind === 'savedSearches' && row.direction === 'ccbToMc' && row.savedSearch) ||
      ((request.kind === 'tags' || request.kind === 'interestGroups') &&
        request.listId === row.listId),
  );
  return {
    complete: isRowComplete(row),
    controls: rowControls(row, context.canUseSavedSearches),
    duplicateGroup: rowGroupExists(row, context.catalog),
    loading: waiting,
  };
}
