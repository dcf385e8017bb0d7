/**
 * The pair list of the sync page (/sync), beside its run (`syncRunMachine`): removing a pair
 * ('Un-Sync Pair?' or the remove-pair dialog), keeping or removing an MC-to-CCB pair's
 * unsubscribed emails, Refresh Lists, the add / edit dialog's target, and automatic syncing (a
 * stored switch, `autoSyncSwitch`, a child). The lists themselves follow every call through the
 * query cache.
 */
import { assign, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import type { ApiBody } from '@flocksync/api-client';
import {
  buildInactiveRemovalBody,
  buildRemoveInput,
  type Direction,
  type McToCcbPair,
  type RemovePairInput,
  type UnsyncChoice,
} from '../pairs';
import { storedSwitchMachine, storedSwitchStatus, switchSave } from './storedSwitchMachine';

/** Refresh Lists shows 'Refreshed All Lists' / 'Refresh Lists Failed' this long (spec section 9). */
export const REFRESH_LISTS_RESULT_MS = 3000;

/** A pair the person asked to remove, as the table shows it. */
export interface RemovalTarget {
  direction: Direction;
  id: number;
  /** A CCB-to-MC pair's source kind (the remove call's `type`). */
  type?: 'group' | 'search' | 'process_queue';
  /** Names the pair in the question. */
  name: string;
  /** Synced to an interest group: 'Delete the Mailchimp group' is offered. */
  hasGroup: boolean;
}

/** The removal under way: its pair and the person's choices. */
export interface Removal {
  target: RemovalTarget;
  choice: UnsyncChoice;
}

/** The MC-to-CCB pair whose unsubscribed Mailchimp emails are kept or removed, as listed. */
export type InactiveRemovalPair = Pick<
  McToCcbPair,
  | 'id'
  | 'mcListId'
  | 'sync_type'
  | 'campusId'
  | 'ccbGroupId'
  | 'interestCategoryId'
  | 'interestId'
  | 'isMcToCcbDisableInactiveRemove'
>;

/** The body `saveInactiveRemoval` sends (/sync-pair/save-mc-to-ccb-multiple, params[0] only). */
export type InactiveRemovalInput = ApiBody<'/sync-pair/save-mc-to-ccb-multiple'>;

/** What `notifyInactiveRemoval` reports: the server's message, or the failure. */
export type InactiveRemovalOutcome = { ok: true; message?: string } | { ok: false; error: unknown };

/** The add / edit dialog's target: a direction, and the pair edited (null adds one). */
export interface EditTarget {
  direction: Direction;
  pairId: number | null;
}

export interface SyncPairsInput {
  /** Automatic syncing is on, as the stored user says (its isAutoSync is not 0). */
  autoSync: boolean;
  /** 'Delete the Mailchimp group' starts ticked (the toolkit's isDeleteMcListGroup); default off. */
  deleteGroupByDefault?: boolean;
}

export interface SyncPairsContext {
  /** Automatic syncing, as the server holds it. */
  autoSync: boolean;
  /** The automatic-syncing change being saved, while it is. */
  autoSyncChange: boolean | null;
  /** The pair being removed ('Un-Sync Pair?' or the remove-pair dialog), while it is. */
  removal: Removal | null;
  /** The default of 'Delete the Mailchimp group' (the toolkit's isDeleteMcListGroup). */
  deleteGroupByDefault: boolean;
  /** The pair the add / edit dialog is open on (pairId null: a new pair), while it is. */
  editing: EditTarget | null;
  /** The retain / remove unsubscribed emails dialog: its pair and the choice, while open. */
  inactiveRemoval: { pair: InactiveRemovalPair; keep: boolean } | null;
}

export type SyncPairsEvent =
  /** The stored user's isAutoSync changed (the top banner may switch it on). */
  | { type: 'page.update'; autoSync: boolean }
  /** A row's remove action: asks first. */
  | { type: 'pair.remove'; pair: RemovalTarget }
  /** 'Un-Sync Pair?' Advanced Settings changed. */
  | { type: 'removal.choose'; choice: UnsyncChoice }
  | { type: 'removal.confirm' }
  | { type: 'removal.cancel' }
  /** An MC-to-CCB row's unsubscribed-emails action: the retain / remove dialog opens. */
  | { type: 'pair.unsubscribedEmails'; pair: InactiveRemovalPair }
  /** Retain (keep) or remove the pair's unsubscribed Mailchimp emails. */
  | { type: 'unsubscribed.choose'; keep: boolean }
  | { type: 'unsubscribed.confirm' }
  | { type: 'unsubscribed.cancel' }
  /** 'Add New Sync pair' (pairId null) or a row's Edit: the pair dialog opens on it. */
  | { type: 'editor.open'; target: EditTarget }
  /** The pair dialog closed (saved or not). */
  | { type: 'editor.close' }
  /** Refresh Lists. */
  | { type: 'lists.refresh' }
  /** The automatic-syncing switch was pressed. */
  | { type: 'autoSync.toggle'; on: boolean }
  /** From the automatic-syncing switch's child: isAutoSync as the server holds it. */
  | { type: 'autoSync.stored'; answer: boolean };

/** The remove call of a removal: the group is deleted only where there is one to delete. */
function removeInputOf({ target, choice }: Removal): RemovePairInput {
  const pair = { id: target.id, type: target.type ?? 'group' };
  return buildRemoveInput(target.direction, pair, {
    unsync: choice.unsync,
    deleteGroup: target.hasGroup && choice.deleteGroup,
  });
}

/**
 * Automatic syncing on or off (spec part 1 section 4 "Automatic sync"), a stored switch:
 * /tools/save-auto-sync (val 0/1), answering isAutoSync as the server now holds it; a failure
 * keeps what the server held. `notify`: 'Auto-Syncing has been Enabled/Disabled' or the failure.
 */
export const autoSyncSwitchMachine = storedSwitchMachine.provide({
  actors: { save: switchSave<boolean, { on: boolean }>(async ({ input }) => input.on) },
});

export const syncPairsMachine = setup({
  types: {
    context: {} as SyncPairsContext,
    events: {} as SyncPairsEvent,
    input: {} as SyncPairsInput,
  },
  actors: {
    /** /sync-pair/remove-ccb-mc (with the choices) or /sync-pair/remove-mc-to-ccb. */
    removePair: fromPromise<unknown, RemovePairInput>(async () => undefined),
    /**
     * /sync-pair/save-mc-to-ccb-multiple with params[0] only: the pair's
     * isMcToCcbDisableInactiveRemove; answers the server's message.
     */
    saveInactiveRemoval: fromPromise<{ message?: string }, InactiveRemovalInput>(async () => ({})),
    /** /sync/refresh-list; the lists and pairs follow through the query cache. */
    refreshLists: fromPromise<unknown>(async () => undefined),
    /** The automatic-syncing switch (a stored switch). */
    autoSyncSwitch: autoSyncSwitchMachine,
  },
  actions: {
    /** The pair was removed, or could not be (a snackbar; the error as the server said it). */
    notifyRemoval: (_: unknown, _outcome: { ok: boolean; error?: unknown }) => {},
    /** 'MC-TO-CCB Pair Updated Successfully' (the server's words) or the failure (a snackbar). */
    notifyInactiveRemoval: (_: unknown, _outcome: InactiveRemovalOutcome) => {},
  },
  delays: {
    refreshResultShown: REFRESH_LISTS_RESULT_MS,
  },
}).createMachine({
  id: 'syncPairs',
  type: 'parallel',
  context: ({ input }) => ({
    autoSync: input.autoSync,
    autoSyncChange: null,
    removal: null,
    deleteGroupByDefault: input.deleteGroupByDefault ?? false,
    editing: null,
    inactiveRemoval: null,
  }),
  on: {
    'page.update': { actions: assign({ autoSync: ({ event }) => event.autoSync }) },
    'editor.open': { actions: assign({ editing: ({ event }) => event.target }) },
    'editor.close': { actions: assign({ editing: null }) },
    'autoSync.toggle': {
      actions: sendTo('autoSyncSwitch', ({ event }) => ({
        type: 'switch.toggle' as const,
        change: { on: event.on },
      })),
    },
    'autoSync.stored': { actions: assign({ autoSync: ({ event }) => event.answer }) },
  },
  invoke: {
    id: 'autoSyncSwitch',
    src: 'autoSyncSwitch',
    input: { report: 'autoSync.stored', asks: false },
    onSnapshot: {
      actions: assign({
        autoSyncChange: ({ event }) => storedSwitchStatus(event.snapshot).saving?.on ?? null,
      }),
    },
  },
  states: {
    /**
     * Removing a pair: 'Un-Sync Pair?' (CCB to MailChimp, with Advanced Settings) or the
     * remove-pair dialog (MailChimp to CCB) asks; the call sends the choices; the lists follow
     * through the query cache.
     */
    removal: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'pair.remove': {
              target: 'confirming',
              actions: assign(({ context, event }) => ({
                removal: {
                  target: event.pair,
                  choice: {
                    unsync: true,
                    deleteGroup: event.pair.hasGroup && context.deleteGroupByDefault,
                  },
                },
              })),
            },
          },
        },
        confirming: {
          on: {
            'removal.choose': {
              actions: assign(({ context, event }) => ({
                removal: context.removal && { ...context.removal, choice: event.choice },
              })),
            },
            'removal.confirm': 'removing',
            'removal.cancel': { target: 'idle', actions: assign({ removal: null }) },
          },
        },
        removing: {
          invoke: {
            id: 'removePair',
            src: 'removePair',
            input: ({ context }) => removeInputOf(context.removal as Removal),
            onDone: {
              target: 'idle',
              actions: [{ type: 'notifyRemoval', params: { ok: true } }, assign({ removal: null })],
            },
            onError: {
              target: 'idle',
              actions: [
                {
                  type: 'notifyRemoval',
                  params: ({ event }) => ({ ok: false, error: event.error }),
                },
                assign({ removal: null }),
              ],
            },
          },
        },
      },
    },

    /**
     * The retain / remove unsubscribed Mailchimp emails dialog of an MC-to-CCB pair: it opens
     * with what the pair holds; Confirm stores the choice (isMcToCcbDisableInactiveRemove) and
     * the lists follow through the query cache. A failure says so and keeps the dialog open.
     */
    inactiveRemoval: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'pair.unsubscribedEmails': {
              target: 'choosing',
              actions: assign({
                inactiveRemoval: ({ event }) => ({
                  pair: event.pair,
                  keep: event.pair.isMcToCcbDisableInactiveRemove === 1,
                }),
              }),
            },
          },
        },
        choosing: {
          on: {
            'unsubscribed.choose': {
              actions: assign({
                inactiveRemoval: ({ context, event }) =>
                  context.inactiveRemoval && { ...context.inactiveRemoval, keep: event.keep },
              }),
            },
            'unsubscribed.confirm': 'saving',
            'unsubscribed.cancel': { target: 'idle', actions: assign({ inactiveRemoval: null }) },
          },
        },
        saving: {
          invoke: {
            id: 'saveInactiveRemoval',
            src: 'saveInactiveRemoval',
            input: ({ context }) => {
              const { pair, keep } = context.inactiveRemoval as NonNullable<
                SyncPairsContext['inactiveRemoval']
              >;
              return buildInactiveRemovalBody(pair, keep);
            },
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'notifyInactiveRemoval',
                  params: ({ event }) => ({ ok: true as const, message: event.output?.message }),
                },
                assign({ inactiveRemoval: null }),
              ],
            },
            onError: {
              target: 'choosing',
              actions: {
                type: 'notifyInactiveRemoval',
                params: ({ event }) => ({ ok: false as const, error: event.error }),
              },
            },
          },
        },
      },
    },

    /**
     * Refresh Lists: /sync/refresh-list, then 'Refreshed All Lists' or 'Refresh Lists Failed'
     * for REFRESH_LISTS_RESULT_MS (a press meanwhile refreshes again).
     */
    refreshLists: {
      initial: 'idle',
      states: {
        idle: { on: { 'lists.refresh': 'refreshing' } },
        refreshing: {
          invoke: {
            id: 'refreshLists',
            src: 'refreshLists',
            onDone: 'refreshed',
            onError: 'failed',
          },
        },
        refreshed: {
          after: { refreshResultShown: 'idle' },
          on: { 'lists.refresh': 'refreshing' },
        },
        failed: {
          after: { refreshResultShown: 'idle' },
          on: { 'lists.refresh': 'refreshing' },
        },
      },
    },
  },
});

export type SyncPairsSnapshot = SnapshotFrom<typeof syncPairsMachine>;

/** The removal dialog: 'Un-Sync Pair?' for CCB to MailChimp, the remove-pair dialog otherwise. */
export interface RemovalView {
  kind: 'unsync' | 'remove';
  name: string;
  choice: UnsyncChoice;
  canDeleteGroup: boolean;
  busy: boolean;
}

export function selectRemoval(snapshot: SyncPairsSnapshot): RemovalView | null {
  const { removal } = snapshot.context;
  if (!removal) return null;
  return {
    kind: removal.target.direction === 'ccbToMc' ? 'unsync' : 'remove',
    name: removal.target.name,
    choice: removal.choice,
    canDeleteGroup: removal.target.hasGroup,
    busy: snapshot.matches({ removal: 'removing' }),
  };
}

/** The retain / remove unsubscribed emails dialog, while open: the choice and whether it saves. */
export interface InactiveRemovalView {
  choice: 'retain' | 'remove';
  busy: boolean;
}

export function selectInactiveRemoval(snapshot: SyncPairsSnapshot): InactiveRemovalView | null {
  const { inactiveRemoval } = snapshot.context;
  if (!inactiveRemoval) return null;
  return {
    choice: inactiveRemoval.keep ? 'retain' : 'remove',
    busy: snapshot.matches({ inactiveRemoval: 'saving' }),
  };
}

/** Refresh Lists' label, as a key (ui's RefreshListsStatus). */
export type RefreshListsView = 'idle' | 'refreshing' | 'refreshed' | 'failed';

export function selectRefreshLists(snapshot: SyncPairsSnapshot): RefreshListsView {
  const value = (snapshot.value as { refreshLists: RefreshListsView }).refreshLists;
  return value;
}

/** The automatic-syncing switch: on as the server holds it, and whether a change is saving. */
export function selectAutoSync(snapshot: SyncPairsSnapshot): { on: boolean; saving: boolean } {
  const { autoSync, autoSyncChange } = snapshot.context;
  return { on: autoSync, saving: autoSyncChange !== null };
}

/** The pair dialog's target, while it is open. */
export function selectEditing(snapshot: SyncPairsSnapshot): EditTarget | null {
  return snapshot.context.editing;
}
