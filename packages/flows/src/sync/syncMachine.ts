/**
 * The sync page (/sync): the pre-sync checks and their dialogs, a manual or new-only sync and
 * its polling, stopping it, the refreshes and completion dialog after a run, and the watch on
 * an automatic sync.
 *
 * Pre-sync checks, in this order (each one that does not apply is skipped):
 *   0. A blocked button (toggle off, syncing disabled, credentials missing, temporarily
 *      disabled, the minimum-pair rule) ignores the start: the button is disabled for those
 *      reasons. A start kept while the lists load is judged again once they are in.
 *   1. No plan → 'Purchase a Plan to Sync' (Go to Pricing). Buying comes first: nothing
 *      else matters without a plan.
 *   2. New people searches requirements pending (v2_search_warning or v2_pq_warning is 0) →
 *      'Action Required: New People Searches Requirements!' (Do Later continues, Recheck asks
 *      the server again and continues once both are met).
 *   3. Broken pairs → 'Sync without resolving broken pairs?' (Resolve Broken Pairs leaves for
 *      the resolver; Proceed to Sync continues). Broken pairs are skipped by a sync.
 *   4. One-way while the other direction has pairs → 'Sync MailChimp as well?' /
 *      'Sync CCB as well?' (Enable 2-way, then continue; Proceed with 1-way).
 *   5. New pairs → 'Sync Just New Pairs?' ('Confirm?' after adding): Sync All Instead,
 *      Yes, Sync New, Skip For Now. 'Sync New (n)' skips this question: it already chose.
 * Any dialog's close (`dialog.dismiss`) abandons the start.
 *
 * Polling (/sync/check after a start, /account/is-syncing while an automatic sync runs)
 * happens every 3000 ms, pauses while the tab is hidden, checks at once when it is visible
 * again, and retries a failed check after a capped, fully jittered backoff. Stopping the actor
 * (leaving the page) cancels every timer and request.
 */
import {
  and,
  assertEvent,
  assign,
  fromPromise,
  not,
  sendTo,
  setup,
  type SnapshotFrom,
} from 'xstate';
import type { ApiBody, ApiData, Schemas } from '@flocksync/api-client';
import { messageOf } from '../apiFailure';
import { backoffDelay } from '../backoff';
import {
  buildInactiveRemovalBody,
  buildRemoveInput,
  type Direction,
  type McToCcbPair,
  type RemovePairInput,
  type UnsyncChoice,
} from '../pairs';
import {
  storedSwitchMachine,
  storedSwitchStatus,
  switchLoad,
  switchSave,
} from './storedSwitchMachine';
import { syncTexts } from './texts';

export const SYNC_POLL_INTERVAL_MS = 3000;
export const SYNC_RETRY_BASE_MS = 3000;
export const SYNC_RETRY_CAP_MS = 30_000;
/** Refresh Lists shows 'Refreshed All Lists' / 'Refresh Lists Failed' this long (spec section 9). */
export const REFRESH_LISTS_RESULT_MS = 3000;

type User = Schemas['User'];

/** What the page knows, kept up to date with `page.update`. */
export interface SyncFacts {
  user: Pick<
    User,
    'isDisableSync' | 'isSkipMcToCcb' | 'isSkipCcbToMc' | 'v2_search_warning' | 'v2_pq_warning'
  > &
    /** Automatic syncing (0 is off); absent is on. */
    Partial<Pick<User, 'isAutoSync'>>;
  hasCurrentPlan: boolean;
  /** Both the CCB settings and the Mailchimp API key are present. */
  hasCredentials: boolean;
  /** Warnings' isTemporarySyncDisabled (an admin disabled syncing). */
  isTemporarySyncDisabled: boolean;
  /** The two direction switches of the top bar. */
  syncTypes: Record<Direction, boolean>;
  pairCounts: Record<Direction, number>;
  /** Saved pairs not synced yet (isNew). */
  newPairsCount: number;
  /** Pairs with hasMcConflict, both directions. */
  brokenPairsCount: number;
  /** The selected tab. */
  direction: Direction;
  /**
   * The lists the checks read (the pairs of both directions) have been answered, or have failed
   * and said so. Until then a start waits for them rather than judging on empty lists (which
   * would start a full sync without asking about new pairs). Absent means answered.
   */
  loaded?: boolean;
}

export interface SyncMachineInput extends Omit<SyncFacts, 'syncTypes'> {
  /** Defaults to the user's flags (`switchesOf`). */
  syncTypes?: Record<Direction, boolean>;
  /** 'Delete the Mailchimp group' starts ticked (the toolkit's isDeleteMcListGroup); default off. */
  deleteGroupByDefault?: boolean;
  /** Jitter source in [0, 1), injectable for tests. */
  random?: () => number;
  /** Whether the tab is visible at start (document.visibilityState); default true. */
  visible?: boolean;
}

export type SyncFactsUpdate = Partial<Omit<SyncFacts, 'user'>> & {
  user?: Partial<SyncFacts['user']>;
};

/** The two stored switch flags, as the server holds them. */
export type SwitchFlags = Pick<User, 'isSkipMcToCcb' | 'isSkipCcbToMc'>;

/** Which direction switch is on, from the stored flags (an absent isSkipCcbToMc is on). */
export function switchesOf(flags: SwitchFlags): Record<Direction, boolean> {
  return { ccbToMc: flags.isSkipCcbToMc !== 1, mcToCcb: flags.isSkipMcToCcb === 0 };
}

/** A switch pressed: the direction and the state asked for. */
export interface SwitchChange {
  direction: Direction;
  on: boolean;
}

/** What `notifySwitch` reports: the change asked for, and whether the server took it. */
export interface SwitchOutcome extends SwitchChange {
  ok: boolean;
}

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

/** How the last run ended, given to `refreshAfterSync`. */
export type SyncEnd = 'manual' | 'newOnly' | 'auto' | 'stopped';

export interface SyncContext {
  facts: SyncFacts;
  /** What the person asked for: everything (Sync) or new pairs only (Sync New (n)). */
  request: 'all' | 'new';
  /** Started from the banner or snackbar after adding pairs: the new-pairs title is 'Confirm?'. */
  afterAdding: boolean;
  /** The last /sync/check state while a manual sync runs. */
  status: 'running' | 'queued' | null;
  endedBy: SyncEnd | null;
  /** The first sync of the account runs (from /account/is-syncing). */
  isInitialSync: boolean;
  visible: boolean;
  /** Consecutive failed checks, for the backoff. */
  failures: number;
  /** The last failure to show (start, stop, two-way, recheck). */
  error: string | null;
  /** A recheck answered that the requirements are still not met. */
  requirementsStillPending: boolean;
  /** The switch being saved, while it is (the direction switches' status). */
  toggling: SwitchChange | null;
  /** The direction switches are being asked: presses wait. */
  switchesLoading: boolean;
  /** 'Proceed to Sync' past broken pairs: 'Syncing in progress' until the run is under way. */
  proceededPastBroken: boolean;
  /** The pair being removed ('Un-Sync Pair?' or the remove-pair dialog), while it is. */
  removal: Removal | null;
  /** The default of 'Delete the Mailchimp group' (the toolkit's isDeleteMcListGroup). */
  deleteGroupByDefault: boolean;
  /** The pair the add / edit dialog is open on (pairId null: a new pair), while it is. */
  editing: EditTarget | null;
  /** The automatic-syncing change being saved, while it is. */
  autoSyncChange: boolean | null;
  /** The retain / remove unsubscribed emails dialog: its pair and the choice, while open. */
  inactiveRemoval: { pair: InactiveRemovalPair; keep: boolean } | null;
  random: () => number;
}

export type SyncEvent =
  | { type: 'page.update'; facts: SyncFactsUpdate }
  | { type: 'page.hidden' }
  | { type: 'page.visible' }
  /** The Sync button; `afterAdding` from the new-pairs banner or the snackbar. */
  | { type: 'sync.start'; afterAdding?: boolean }
  /** The split option 'Sync New (n)'. */
  | { type: 'sync.startNew' }
  | { type: 'purchase.goToPricing' }
  | { type: 'requirements.doLater' }
  | { type: 'requirements.recheck' }
  | { type: 'broken.resolve' }
  | { type: 'broken.proceed' }
  | { type: 'twoWay.enable' }
  | { type: 'twoWay.proceedOneWay' }
  | { type: 'newPairs.syncAll' }
  | { type: 'newPairs.syncNew' }
  | { type: 'newPairs.skip' }
  /** 'Cancel Sync' on the progress banner. */
  | { type: 'sync.stop' }
  | { type: 'stop.confirm' }
  | { type: 'stop.cancel' }
  /** Close icon or Esc of the open dialog. */
  | { type: 'dialog.dismiss' }
  /** A direction's on/off switch was pressed. */
  | { type: 'switch.toggle'; direction: Direction; on: boolean }
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
  /** From the direction switches' child: the flags the server holds. */
  | { type: 'switches.stored'; answer: SwitchFlags }
  /** From the automatic-syncing switch's child: isAutoSync as the server holds it. */
  | { type: 'autoSync.stored'; answer: boolean };

export type SyncCheckOutput = { status: Schemas['SyncCheckStatus'] };
export type IsSyncingOutput = ApiData<'/account/is-syncing'>;
export type SearchRequirementsOutput = Pick<User, 'v2_search_warning' | 'v2_pq_warning'>;

export type SyncDisabledReason =
  | 'syncing'
  /** The account's first sync runs: 'Please wait, ...' (spec part 1 sections 5 and 8). */
  | 'initialSync'
  | 'noCredentials'
  | 'temporarilyDisabled'
  | 'syncDisabled'
  | 'toggleOff'
  /** One-way: the direction that is on has no pair (spec part 1 section 5). */
  | 'pairsRequired'
  /** Two-way: a direction has no pair (spec part 1 section 5). */
  | 'twoWayPairsRequired'
  | 'noPlan';

const other = (direction: Direction): Direction =>
  direction === 'ccbToMc' ? 'mcToCcb' : 'ccbToMc';

/** Reasons other than syncing and the plan, which a start cannot get past. */
function blockingReason(facts: SyncFacts): SyncDisabledReason | null {
  if (!facts.hasCredentials) return 'noCredentials';
  if (facts.isTemporarySyncDisabled) return 'temporarilyDisabled';
  if (facts.user.isDisableSync === 1) return 'syncDisabled';
  if (!facts.syncTypes[facts.direction]) return 'toggleOff';
  return pairsRequiredReason(facts);
}

/**
 * The minimum-pair rule (spec part 1 section 5): two-way needs at least one pair in each
 * direction, one-way at least one pair. Until the lists are in, the counts are not judged.
 */
function pairsRequiredReason(facts: SyncFacts): SyncDisabledReason | null {
  if (facts.loaded === false) return null;
  const on = (['ccbToMc', 'mcToCcb'] as const).filter((direction) => facts.syncTypes[direction]);
  const missing = on.some((direction) => facts.pairCounts[direction] === 0);
  if (!missing) return null;
  return on.length === 2 ? 'twoWayPairsRequired' : 'pairsRequired';
}

function isOneWayWithOtherPairs(facts: SyncFacts): boolean {
  const on = (['ccbToMc', 'mcToCcb'] as const).filter((direction) => facts.syncTypes[direction]);
  const [only] = on;
  return on.length === 1 && only !== undefined && facts.pairCounts[other(only)] > 0;
}

/**
 * New facts over the old. A user update that carries a switch flag moves the switches with it
 * (the stored flags are the truth), unless the update says the switches itself.
 */
function mergeFacts(facts: SyncFacts, update: SyncFactsUpdate): SyncFacts {
  const user = { ...facts.user, ...update.user };
  const flagsChanged =
    update.user !== undefined && ('isSkipMcToCcb' in update.user || 'isSkipCcbToMc' in update.user);
  const syncTypes = update.syncTypes ?? (flagsChanged ? switchesOf(user) : facts.syncTypes);
  return { ...facts, ...update, user, syncTypes };
}

const failed = (error: unknown) => messageOf(error, syncTexts.errors.generic);

/** The remove call of a removal: the group is deleted only where there is one to delete. */
function removeInputOf({ target, choice }: Removal): RemovePairInput {
  const pair = { id: target.id, type: target.type ?? 'group' };
  return buildRemoveInput(target.direction, pair, {
    unsync: choice.unsync,
    deleteGroup: target.hasGroup && choice.deleteGroup,
  });
}

/**
 * The direction switches (ADR 017), a stored switch: asked on every visit (the account details;
 * `null` keeps what the page knew), then each press stores one switch and answers the flags the
 * server now holds: MailChimp to CCB through /sync/enable-two-way or /sync/disable-two-way, CCB
 * to MailChimp through the account's isSkipCcbToMc (never /sync/disable-two-way, which turns
 * MailChimp to CCB off). `notify`: 'CCB Syncing Enabled/Disabled Successfully!' or the failure.
 */
export const directionSwitchMachine = storedSwitchMachine.provide({
  actors: {
    load: switchLoad<SwitchFlags>(async () => null),
    save: switchSave<SwitchFlags, SwitchChange>(async ({ input }) => ({
      isSkipMcToCcb: input.direction === 'mcToCcb' ? (input.on ? 0 : 1) : 0,
      isSkipCcbToMc: input.direction === 'ccbToMc' ? (input.on ? 0 : 1) : 0,
    })),
  },
});

/**
 * Automatic syncing on or off (spec part 1 section 4 "Automatic sync"), a stored switch:
 * /tools/save-auto-sync (val 0/1), answering isAutoSync as the server now holds it; a failure
 * keeps what the server held. `notify`: 'Auto-Syncing has been Enabled/Disabled' or the failure.
 */
export const autoSyncSwitchMachine = storedSwitchMachine.provide({
  actors: { save: switchSave<boolean, { on: boolean }>(async ({ input }) => input.on) },
});

/** Sync and Sync New (n), from idle or while the first is-syncing check is out. */
const startTransitions = {
  'sync.start': { guard: not('isBlocked'), target: '#sync.checks', actions: 'requestAll' },
  'sync.startNew': { guard: not('isBlocked'), target: '#sync.checks', actions: 'requestNew' },
} as const;

/**
 * A poll's recovery: a failed check waits `retryDelay` and asks again; a hidden page pauses the
 * poll until it is visible again. Shared by every region that polls `/sync/check`.
 */
const pollRecovery = {
  retrying: {
    always: { guard: 'isHidden', target: 'paused' },
    after: { retryDelay: 'checking' },
  },
  paused: {
    always: { guard: 'isVisible', target: 'checking' },
  },
} as const;

export const syncMachine = setup({
  types: {
    context: {} as SyncContext,
    events: {} as SyncEvent,
    input: {} as SyncMachineInput,
  },
  actors: {
    /** /account/is-syncing. */
    checkIsSyncing: fromPromise<IsSyncingOutput>(async () => ({ isSyncing: 0, isInitialSync: 0 })),
    /** /sync/check: 0 running, 1 done, 2 queued. */
    checkSync: fromPromise<SyncCheckOutput>(async () => ({ status: 1 })),
    /** /sync/manual. */
    startManualSync: fromPromise<unknown>(async () => undefined),
    /** /sync/new-only. */
    startNewOnlySync: fromPromise<unknown>(async () => undefined),
    /** /sync/stop-sync. */
    stopSync: fromPromise<unknown>(async () => undefined),
    /** /sync/enable-two-way (and the user's isSkipMcToCcb to 0). */
    enableTwoWay: fromPromise<unknown>(async () => undefined),
    /** /sync/has-search-permission and the account details: the two warning flags now. */
    recheckSearchPermission: fromPromise<SearchRequirementsOutput>(async () => ({
      v2_search_warning: 1,
      v2_pq_warning: 1,
    })),
    /** Audiences, campuses, saved searches and pairs, the plan if missing (spec section 4). */
    refreshAfterSync: fromPromise<unknown, { reason: SyncEnd }>(async () => undefined),
    /** /sync-pair/remove-ccb-mc (with the choices) or /sync-pair/remove-mc-to-ccb. */
    removePair: fromPromise<unknown, RemovePairInput>(async () => undefined),
    /**
     * /sync-pair/save-mc-to-ccb-multiple with params[0] only: the pair's
     * isMcToCcbDisableInactiveRemove; answers the server's message.
     */
    saveInactiveRemoval: fromPromise<{ message?: string }, InactiveRemovalInput>(async () => ({})),
    /** /sync/refresh-list; the lists and pairs follow through the query cache. */
    refreshLists: fromPromise<unknown>(async () => undefined),
    /** The direction switches (a stored switch). */
    directionSwitches: directionSwitchMachine,
    /** The automatic-syncing switch (a stored switch). */
    autoSyncSwitch: autoSyncSwitchMachine,
  },
  actions: {
    /** 'Go to Pricing' leads to /billing. */
    goToPricing: () => {},
    /** 'Resolve Broken Pairs' opens /sync/resolve-broken-pairs. */
    goToResolver: () => {},
    /** The pair was removed, or could not be (a snackbar; the error as the server said it). */
    notifyRemoval: (_: unknown, _outcome: { ok: boolean; error?: unknown }) => {},
    /** 'MC-TO-CCB Pair Updated Successfully' (the server's words) or the failure (a snackbar). */
    notifyInactiveRemoval: (_: unknown, _outcome: InactiveRemovalOutcome) => {},
    /** The server's switch flags replace what the machine knew. */
    storeSwitches: assign(({ context }, flags: SwitchFlags) => ({
      facts: mergeFacts(context.facts, { user: flags }),
    })),
    requestAll: assign(({ event }) => {
      assertEvent(event, 'sync.start');
      return {
        request: 'all' as const,
        afterAdding: event.afterAdding === true,
        error: null,
        requirementsStillPending: false,
      };
    }),
    requestNew: assign({
      request: 'new',
      afterAdding: false,
      error: null,
      requirementsStillPending: false,
    }),
    markHidden: assign({ visible: false }),
    markVisible: assign({ visible: true }),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    clearFailures: assign({ failures: 0 }),
  },
  guards: {
    isBlocked: ({ context }) => blockingReason(context.facts) !== null,
    hasNoPlan: ({ context }) => !context.facts.hasCurrentPlan,
    requirementsPending: ({ context }) =>
      context.facts.user.v2_search_warning === 0 || context.facts.user.v2_pq_warning === 0,
    hasBrokenPairs: ({ context }) => context.facts.brokenPairsCount > 0,
    isOneWayWithOtherPairs: ({ context }) => isOneWayWithOtherPairs(context.facts),
    requestedNewOnly: ({ context }) => context.request === 'new',
    hasNewPairs: ({ context }) => context.facts.newPairsCount > 0,
    factsLoaded: ({ context }) => context.facts.loaded !== false,
    isHidden: ({ context }) => !context.visible,
    isVisible: ({ context }) => context.visible,
    endedByStop: ({ context }) => context.endedBy === 'stopped',
  },
  delays: {
    pollInterval: SYNC_POLL_INTERVAL_MS,
    refreshResultShown: REFRESH_LISTS_RESULT_MS,
    retryDelay: ({ context }) =>
      backoffDelay(context.failures - 1, {
        baseMs: SYNC_RETRY_BASE_MS,
        capMs: SYNC_RETRY_CAP_MS,
        random: context.random,
      }),
  },
}).createMachine({
  id: 'syncPage',
  type: 'parallel',
  context: ({ input }) => {
    const {
      random = Math.random,
      syncTypes,
      visible = true,
      deleteGroupByDefault = false,
      ...facts
    } = input;
    return {
      facts: { ...facts, syncTypes: syncTypes ?? switchesOf(input.user) },
      request: 'all',
      afterAdding: false,
      status: null,
      endedBy: null,
      isInitialSync: false,
      visible,
      failures: 0,
      error: null,
      requirementsStillPending: false,
      toggling: null,
      switchesLoading: true,
      proceededPastBroken: false,
      removal: null,
      deleteGroupByDefault,
      inactiveRemoval: null,
      autoSyncChange: null,
      editing: null,
      random,
    };
  },
  on: {
    'page.update': {
      actions: assign({ facts: ({ context, event }) => mergeFacts(context.facts, event.facts) }),
    },
    'page.hidden': { actions: 'markHidden' },
    'page.visible': { actions: 'markVisible' },
    'editor.open': { actions: assign({ editing: ({ event }) => event.target }) },
    'editor.close': { actions: assign({ editing: null }) },
    'switch.toggle': {
      actions: sendTo('directionSwitches', ({ event }) => ({
        type: 'switch.toggle' as const,
        change: { direction: event.direction, on: event.on },
      })),
    },
    'switches.stored': {
      actions: { type: 'storeSwitches', params: ({ event }) => event.answer },
    },
    'autoSync.toggle': {
      actions: sendTo('autoSyncSwitch', ({ event }) => ({
        type: 'switch.toggle' as const,
        change: { on: event.on },
      })),
    },
    'autoSync.stored': {
      actions: assign({
        facts: ({ context, event }) =>
          mergeFacts(context.facts, { user: { isAutoSync: event.answer ? 1 : 0 } }),
      }),
    },
  },
  invoke: [
    {
      id: 'directionSwitches',
      src: 'directionSwitches',
      input: { report: 'switches.stored', asks: true },
      onSnapshot: {
        actions: assign(({ event }) => {
          const status = storedSwitchStatus(event.snapshot);
          return {
            toggling: status.saving as SwitchChange | null,
            switchesLoading: status.loading,
          };
        }),
      },
    },
    {
      id: 'autoSyncSwitch',
      src: 'autoSyncSwitch',
      input: { report: 'autoSync.stored', asks: false },
      onSnapshot: {
        actions: assign({
          autoSyncChange: ({ event }) => storedSwitchStatus(event.snapshot).saving?.on ?? null,
        }),
      },
    },
  ],
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
                SyncContext['inactiveRemoval']
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

    /** Syncing: the checks before a start, a run and its end. */
    sync: {
      id: 'sync',
      initial: 'watching',
      states: {
        /** On /sync, /account/is-syncing is checked once: is an automatic sync running? */
        watching: {
          initial: 'checking',
          // A person may start a sync while the first check is out or failing: it is abandoned.
          on: startTransitions,
          states: {
            checking: {
              invoke: {
                id: 'checkIsSyncing',
                src: 'checkIsSyncing',
                onDone: [
                  {
                    guard: ({ event }) => event.output?.isSyncing === 1,
                    target: '#sync.autoSync',
                    actions: [
                      'clearFailures',
                      assign({ isInitialSync: ({ event }) => event.output?.isInitialSync === 1 }),
                    ],
                  },
                  { target: '#sync.idle', actions: 'clearFailures' },
                ],
                onError: { target: 'retrying', actions: 'countFailure' },
              },
            },
            ...pollRecovery,
          },
        },

        idle: {
          entry: assign({ proceededPastBroken: false }),
          on: startTransitions,
        },

        checks: {
          initial: 'awaitingFacts',
          on: {
            'dialog.dismiss': { target: 'idle', actions: assign({ error: null }) },
          },
          states: {
            /** A start pressed while the lists load is kept, and judged once they are in. */
            awaitingFacts: {
              always: [
                // Judged on the lists once they are in: a start they block is not taken (the
                // dashboard's Sync now loads them only when pressed).
                { guard: and(['factsLoaded', 'isBlocked']), target: '#sync.idle' },
                { guard: 'factsLoaded', target: 'decidePlan' },
              ],
            },
            decidePlan: {
              always: [
                { guard: 'hasNoPlan', target: 'purchasePlan' },
                { target: 'decideRequirements' },
              ],
            },
            purchasePlan: {
              on: { 'purchase.goToPricing': { target: '#sync.idle', actions: 'goToPricing' } },
            },
            decideRequirements: {
              always: [
                { guard: 'requirementsPending', target: 'searchRequirements' },
                { target: 'decideBrokenPairs' },
              ],
            },
            searchRequirements: {
              on: {
                'requirements.doLater': 'decideBrokenPairs',
                'requirements.recheck': {
                  target: 'recheckingRequirements',
                  actions: assign({ error: null }),
                },
              },
            },
            recheckingRequirements: {
              invoke: {
                id: 'recheckSearchPermission',
                src: 'recheckSearchPermission',
                onDone: {
                  target: 'decideRequirements',
                  actions: assign(({ context, event }) => {
                    const facts = mergeFacts(context.facts, { user: event.output });
                    return {
                      facts,
                      requirementsStillPending:
                        facts.user.v2_search_warning === 0 || facts.user.v2_pq_warning === 0,
                    };
                  }),
                },
                onError: {
                  target: 'searchRequirements',
                  actions: assign({ error: ({ event }) => failed(event.error) }),
                },
              },
            },
            decideBrokenPairs: {
              always: [
                { guard: 'hasBrokenPairs', target: 'brokenPairs' },
                { target: 'decideTwoWay' },
              ],
            },
            brokenPairs: {
              on: {
                'broken.resolve': { target: '#sync.idle', actions: 'goToResolver' },
                'broken.proceed': {
                  target: 'decideTwoWay',
                  actions: assign({ proceededPastBroken: true }),
                },
              },
            },
            decideTwoWay: {
              always: [
                { guard: 'isOneWayWithOtherPairs', target: 'twoWay' },
                { target: 'decideNewPairs' },
              ],
            },
            twoWay: {
              // Another question follows: the broken-pairs dialog has closed.
              entry: assign({ proceededPastBroken: false }),
              on: {
                'twoWay.enable': { target: 'enablingTwoWay', actions: assign({ error: null }) },
                'twoWay.proceedOneWay': 'decideNewPairs',
              },
            },
            enablingTwoWay: {
              invoke: {
                id: 'enableTwoWay',
                src: 'enableTwoWay',
                onDone: {
                  target: 'decideNewPairs',
                  // Both directions on, as the server now holds them.
                  actions: {
                    type: 'storeSwitches',
                    params: { isSkipMcToCcb: 0, isSkipCcbToMc: 0 },
                  },
                },
                onError: {
                  target: 'twoWay',
                  actions: assign({ error: ({ event }) => failed(event.error) }),
                },
              },
            },
            decideNewPairs: {
              always: [
                { guard: 'requestedNewOnly', target: '#sync.startingNewOnly' },
                { guard: 'hasNewPairs', target: 'newPairs' },
                { target: '#sync.startingManual' },
              ],
            },
            newPairs: {
              entry: assign({ proceededPastBroken: false }),
              on: {
                'newPairs.syncAll': '#sync.startingManual',
                'newPairs.syncNew': '#sync.startingNewOnly',
                'newPairs.skip': '#sync.idle',
              },
            },
          },
        },

        startingManual: {
          entry: assign({ status: null, error: null }),
          invoke: {
            id: 'startManualSync',
            src: 'startManualSync',
            onDone: { target: 'running', actions: assign({ endedBy: 'manual' }) },
            onError: {
              target: 'idle',
              actions: assign({ error: ({ event }) => failed(event.error) }),
            },
          },
        },

        startingNewOnly: {
          entry: assign({ status: null, error: null }),
          invoke: {
            id: 'startNewOnlySync',
            src: 'startNewOnlySync',
            onDone: { target: 'running', actions: assign({ endedBy: 'newOnly' }) },
            onError: {
              target: 'idle',
              actions: assign({ error: ({ event }) => failed(event.error) }),
            },
          },
        },

        /** A manual or new-only sync: poll /sync/check; Cancel Sync asks, then stops it. */
        running: {
          type: 'parallel',
          entry: ['clearFailures', assign({ proceededPastBroken: false })],
          states: {
            poll: {
              initial: 'checking',
              states: {
                checking: {
                  invoke: {
                    id: 'checkSync',
                    src: 'checkSync',
                    onDone: [
                      {
                        guard: ({ event }) => event.output.status === 1,
                        target: '#sync.refreshing',
                        actions: 'clearFailures',
                      },
                      {
                        target: 'waiting',
                        actions: [
                          'clearFailures',
                          assign({
                            status: ({ event }) =>
                              event.output.status === 2 ? 'queued' : 'running',
                          }),
                        ],
                      },
                    ],
                    onError: { target: 'retrying', actions: 'countFailure' },
                  },
                },
                waiting: {
                  always: { guard: 'isHidden', target: 'paused' },
                  after: { pollInterval: 'checking' },
                },
                ...pollRecovery,
              },
            },
            stop: {
              initial: 'idle',
              states: {
                idle: {
                  on: { 'sync.stop': { target: 'confirming', actions: assign({ error: null }) } },
                },
                confirming: {
                  on: {
                    'stop.confirm': 'stopping',
                    'stop.cancel': 'idle',
                    'dialog.dismiss': 'idle',
                  },
                },
                stopping: {
                  invoke: {
                    id: 'stopSync',
                    src: 'stopSync',
                    onDone: { target: '#sync.refreshing', actions: assign({ endedBy: 'stopped' }) },
                    onError: {
                      target: 'idle',
                      actions: assign({ error: ({ event }) => failed(event.error) }),
                    },
                  },
                },
              },
            },
          },
        },

        /** An automatic sync runs: poll /account/is-syncing until it turns false. */
        autoSync: {
          initial: 'waiting',
          entry: assign({ endedBy: 'auto' }),
          states: {
            waiting: {
              always: { guard: 'isHidden', target: 'paused' },
              after: { pollInterval: 'checking' },
            },
            checking: {
              invoke: {
                id: 'checkIsSyncing',
                src: 'checkIsSyncing',
                onDone: [
                  {
                    guard: ({ event }) => event.output?.isSyncing === 1,
                    target: 'waiting',
                    actions: 'clearFailures',
                  },
                  {
                    target: '#sync.refreshing',
                    actions: ['clearFailures', assign({ isInitialSync: false })],
                  },
                ],
                onError: { target: 'retrying', actions: 'countFailure' },
              },
            },
            ...pollRecovery,
          },
        },

        /** After a run: reload the lists (a failed reload still ends the run). */
        refreshing: {
          entry: assign({ status: null, isInitialSync: false }),
          invoke: {
            id: 'refreshAfterSync',
            src: 'refreshAfterSync',
            input: ({ context }) => ({ reason: context.endedBy ?? 'manual' }),
            onDone: [{ guard: 'endedByStop', target: 'idle' }, { target: 'completed' }],
            onError: [{ guard: 'endedByStop', target: 'idle' }, { target: 'completed' }],
          },
        },

        /** 'Syncing has completed successfully. ...' */
        completed: {
          on: { 'dialog.dismiss': 'idle' },
        },
      },
    },
  },
});

export type SyncSnapshot = SnapshotFrom<typeof syncMachine>;

/** A sync is under way (starting, running, an automatic sync, or the refreshes after one). */
export function selectIsSyncing(snapshot: SyncSnapshot): boolean {
  return (
    snapshot.matches({ sync: 'startingManual' }) ||
    snapshot.matches({ sync: 'startingNewOnly' }) ||
    snapshot.matches({ sync: 'running' }) ||
    snapshot.matches({ sync: 'autoSync' }) ||
    snapshot.matches({ sync: 'refreshing' })
  );
}

/** An automatic sync runs (it is watched, not stopped from the page). */
export function selectIsAutoSyncing(snapshot: SyncSnapshot): boolean {
  return snapshot.matches({ sync: 'autoSync' });
}

/** Why the Sync button is disabled (spec section 4), most telling reason first. */
export function selectSyncDisabledReason(snapshot: SyncSnapshot): SyncDisabledReason | null {
  if (selectIsSyncing(snapshot)) return snapshot.context.isInitialSync ? 'initialSync' : 'syncing';
  const { facts } = snapshot.context;
  return blockingReason(facts) ?? (facts.hasCurrentPlan ? null : 'noPlan');
}

/**
 * The Sync split button, as keys: the page turns `reason` into the hint and the label with ui's
 * texts. Without a plan it is disabled (the person must buy one); a start from elsewhere (the
 * new-pairs banner, the snackbar) opens 'Purchase a Plan to Sync' instead.
 */
export interface SyncButtonView {
  /** A sync runs: the button reads 'Syncing'. */
  syncing: boolean;
  disabled: boolean;
  /** A start pressed while the lists load is kept: the button is busy; more presses add nothing. */
  waiting: boolean;
  reason: SyncDisabledReason | null;
  /** The split option 'Sync New (n)', shown when new pairs exist. */
  syncNew: { count: number; visible: boolean };
}

export function selectSyncButton(snapshot: SyncSnapshot): SyncButtonView {
  const reason = selectSyncDisabledReason(snapshot);
  const { facts } = snapshot.context;
  return {
    syncing: reason === 'syncing' || reason === 'initialSync',
    disabled: reason !== null,
    waiting: snapshot.matches({ sync: { checks: 'awaitingFacts' } }),
    reason,
    syncNew: { count: facts.newPairsCount, visible: facts.newPairsCount > 0 },
  };
}

/** The 'Add New Sync pair' button's state (spec section 5 hints), for the selected tab. */
export function selectAddPairButton(snapshot: SyncSnapshot): {
  disabled: boolean;
  reason: SyncDisabledReason | null;
} {
  const { facts } = snapshot.context;
  const reason: SyncDisabledReason | null = !facts.hasCredentials
    ? 'noCredentials'
    : !facts.hasCurrentPlan
      ? 'noPlan'
      : facts.user.isDisableSync === 1
        ? 'syncDisabled'
        : !facts.syncTypes[facts.direction]
          ? 'toggleOff'
          : selectIsSyncing(snapshot)
            ? snapshot.context.isInitialSync
              ? 'initialSync'
              : 'syncing'
            : null;
  return { disabled: reason !== null, reason };
}

/** Spec section 4 "Sync modes": which mode text stands beside the switches. */
export type SyncMode = 'twoWaySyncing' | 'syncing' | 'twoWay' | 'ccbToMc' | 'mcToCcb' | 'none';

export function selectSyncMode(snapshot: SyncSnapshot): SyncMode {
  const { ccbToMc, mcToCcb } = snapshot.context.facts.syncTypes;
  if (selectIsSyncing(snapshot)) return ccbToMc && mcToCcb ? 'twoWaySyncing' : 'syncing';
  if (ccbToMc && mcToCcb) return 'twoWay';
  if (ccbToMc) return 'ccbToMc';
  if (mcToCcb) return 'mcToCcb';
  return 'none';
}

/** The progress banner while a sync runs: running (with Cancel Sync) or queued. */
export function selectSyncBanner(
  snapshot: SyncSnapshot,
): { status: 'running' | 'queued'; canCancel: boolean } | null {
  if (snapshot.matches({ sync: 'autoSync' })) return { status: 'running', canCancel: false };
  if (
    snapshot.matches({ sync: 'startingManual' }) ||
    snapshot.matches({ sync: 'startingNewOnly' })
  ) {
    return { status: 'running', canCancel: false };
  }
  if (snapshot.matches({ sync: 'running' })) {
    return snapshot.context.status === 'queued'
      ? { status: 'queued', canCancel: true }
      : { status: 'running', canCancel: true };
  }
  return null;
}

/** The dialog to show, by kind; its texts are ui's. */
export type SyncDialog =
  | { kind: 'purchasePlan' }
  | { kind: 'searchRequirements'; busy: boolean }
  /** `syncing`: 'Proceed to Sync' was chosen and the run is starting ('Syncing in progress'). */
  | { kind: 'brokenPairs'; syncing: boolean }
  /** `direction` is the one direction that is on ('Sync MailChimp as well?' for ccbToMc). */
  | { kind: 'twoWay'; direction: Direction; busy: boolean }
  /** Just after adding pairs the question is 'Confirm?'. */
  | { kind: 'newPairs'; afterAdding: boolean }
  | { kind: 'stopConfirm'; busy: boolean }
  | { kind: 'completed' };

/** The dialog the page shows, if any. */
export function selectSyncDialog(snapshot: SyncSnapshot): SyncDialog | null {
  const { context } = snapshot;
  if (snapshot.matches({ sync: { checks: 'purchasePlan' } })) {
    return { kind: 'purchasePlan' };
  }
  if (
    snapshot.matches({ sync: { checks: 'searchRequirements' } }) ||
    snapshot.matches({ sync: { checks: 'recheckingRequirements' } })
  ) {
    return {
      kind: 'searchRequirements',
      busy: snapshot.matches({ sync: { checks: 'recheckingRequirements' } }),
    };
  }
  if (snapshot.matches({ sync: { checks: 'brokenPairs' } })) {
    return { kind: 'brokenPairs', syncing: false };
  }
  if (
    context.proceededPastBroken &&
    (snapshot.matches({ sync: 'startingManual' }) || snapshot.matches({ sync: 'startingNewOnly' }))
  ) {
    return { kind: 'brokenPairs', syncing: true };
  }
  if (
    snapshot.matches({ sync: { checks: 'twoWay' } }) ||
    snapshot.matches({ sync: { checks: 'enablingTwoWay' } })
  ) {
    return {
      kind: 'twoWay',
      direction: context.facts.syncTypes.ccbToMc ? 'ccbToMc' : 'mcToCcb',
      busy: snapshot.matches({ sync: { checks: 'enablingTwoWay' } }),
    };
  }
  if (snapshot.matches({ sync: { checks: 'newPairs' } })) {
    return { kind: 'newPairs', afterAdding: context.afterAdding };
  }
  if (
    snapshot.matches({ sync: { running: { stop: 'confirming' } } }) ||
    snapshot.matches({ sync: { running: { stop: 'stopping' } } })
  ) {
    return {
      kind: 'stopConfirm',
      busy: snapshot.matches({ sync: { running: { stop: 'stopping' } } }),
    };
  }
  if (snapshot.matches({ sync: 'completed' })) {
    return { kind: 'completed' };
  }
  return null;
}

/**
 * Why the last start failed (the server's words or the catalogue's), while the page rests in
 * idle with no dialog: the page says it until the next start. A failure inside a dialog is the
 * dialog's to show.
 */
export function selectSyncError(snapshot: SyncSnapshot): string | null {
  return snapshot.matches({ sync: 'idle' }) ? snapshot.context.error : null;
}

/** The direction switches: what the server holds, and the one being saved. */
export interface SwitchesView {
  enabled: Record<Direction, boolean>;
  /** The switch whose change is being saved. */
  toggling: Direction | undefined;
  /** Asked on the visit or after a failure: presses wait. */
  loading: boolean;
}

export function selectSwitches(snapshot: SyncSnapshot): SwitchesView {
  return {
    enabled: snapshot.context.facts.syncTypes,
    toggling: snapshot.context.toggling?.direction,
    loading: snapshot.context.switchesLoading,
  };
}

/** The removal dialog: 'Un-Sync Pair?' for CCB to MailChimp, the remove-pair dialog otherwise. */
export interface RemovalView {
  kind: 'unsync' | 'remove';
  name: string;
  choice: UnsyncChoice;
  canDeleteGroup: boolean;
  busy: boolean;
}

export function selectRemoval(snapshot: SyncSnapshot): RemovalView | null {
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

export function selectInactiveRemoval(snapshot: SyncSnapshot): InactiveRemovalView | null {
  const { inactiveRemoval } = snapshot.context;
  if (!inactiveRemoval) return null;
  return {
    choice: inactiveRemoval.keep ? 'retain' : 'remove',
    busy: snapshot.matches({ inactiveRemoval: 'saving' }),
  };
}

/** Refresh Lists' label, as a key (ui's RefreshListsStatus). */
export type RefreshListsView = 'idle' | 'refreshing' | 'refreshed' | 'failed';

export function selectRefreshLists(snapshot: SyncSnapshot): RefreshListsView {
  const value = (snapshot.value as { refreshLists: RefreshListsView }).refreshLists;
  return value;
}

/** The automatic-syncing switch: on as the server holds it, and whether a change is saving. */
export function selectAutoSync(snapshot: SyncSnapshot): { on: boolean; saving: boolean } {
  const { facts, autoSyncChange } = snapshot.context;
  return { on: facts.user.isAutoSync !== 0, saving: autoSyncChange !== null };
}

/** The pair dialog's target, while it is open. */
export function selectEditing(snapshot: SyncSnapshot): EditTarget | null {
  return snapshot.context.editing;
}
