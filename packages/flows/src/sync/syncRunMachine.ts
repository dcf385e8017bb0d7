/**
 * A sync's run, wherever it starts (/sync, the dashboard's Sync now): the pre-sync checks and
 * their dialogs, a manual or new-only sync and its polling, stopping it, the refreshes and
 * completion dialog after a run, and the watch on an automatic sync. The direction switches it
 * reads are a stored switch (`directionSwitches`, a child). The facts and their rules are in
 * `syncFacts`, the selectors in `syncRunSelectors`; the pair list of /sync is `syncPairsMachine`.
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
import type { ApiData, Schemas } from '@flocksync/api-client';
import { messageOf } from '../apiFailure';
import { backoffDelay } from '../backoff';
import type { Direction } from '../pairs';
import {
  storedSwitchMachine,
  storedSwitchStatus,
  switchLoad,
  switchSave,
} from './storedSwitchMachine';
import {
  blockingReason,
  isOneWayWithOtherPairs,
  mergeFacts,
  switchesOf,
  type SwitchChange,
  type SwitchFlags,
  type SyncFacts,
  type SyncFactsUpdate,
} from './syncFacts';
import { syncTexts } from './texts';

export const SYNC_POLL_INTERVAL_MS = 3000;
export const SYNC_RETRY_BASE_MS = 3000;
export const SYNC_RETRY_CAP_MS = 30_000;

type User = Schemas['User'];

export interface SyncMachineInput extends Omit<SyncFacts, 'syncTypes'> {
  /** Defaults to the user's flags (`switchesOf`). */
  syncTypes?: Record<Direction, boolean>;
  /** Jitter source in [0, 1), injectable for tests. */
  random?: () => number;
  /** Whether the tab is visible at start (document.visibilityState); default true. */
  visible?: boolean;
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
  /** From the direction switches' child: the flags the server holds. */
  | { type: 'switches.stored'; answer: SwitchFlags };

export type SyncCheckOutput = { status: Schemas['SyncCheckStatus'] };
export type IsSyncingOutput = ApiData<'/account/is-syncing'>;
export type SearchRequirementsOutput = Pick<User, 'v2_search_warning' | 'v2_pq_warning'>;

const failed = (error: unknown) => messageOf(error, syncTexts.errors.generic);

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

/** Sync and Sync New (n), from idle or while the first is-syncing check is out. */
const startTransitions = {
  'sync.start': { guard: not('isBlocked'), target: '#sync.checks', actions: 'requestAll' },
  'sync.startNew': { guard: not('isBlocked'), target: '#sync.checks', actions: 'requestNew' },
} as const;

/**
 * A poll's recovery: a failed check waits `retryDelay` and asks again; a hidden page pauses the
 * poll until it is visible again. Shared by every state that polls.
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

export const syncRunMachine = setup({
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
    /** The direction switches (a stored switch). */
    directionSwitches: directionSwitchMachine,
  },
  actions: {
    /** 'Go to Pricing' leads to /billing. */
    goToPricing: () => {},
    /** 'Resolve Broken Pairs' opens /sync/resolve-broken-pairs. */
    goToResolver: () => {},
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
    retryDelay: ({ context }) =>
      backoffDelay(context.failures - 1, {
        baseMs: SYNC_RETRY_BASE_MS,
        capMs: SYNC_RETRY_CAP_MS,
        random: context.random,
      }),
  },
}).createMachine({
  id: 'sync',
  context: ({ input }) => {
    const { random = Math.random, syncTypes, visible = true, ...facts } = input;
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
      random,
    };
  },
  on: {
    'page.update': {
      actions: assign({ facts: ({ context, event }) => mergeFacts(context.facts, event.facts) }),
    },
    'page.hidden': { actions: 'markHidden' },
    'page.visible': { actions: 'markVisible' },
    'switch.toggle': {
      actions: sendTo('directionSwitches', ({ event }) => ({
        type: 'switch.toggle' as const,
        change: { direction: event.direction, on: event.on },
      })),
    },
    'switches.stored': {
      actions: { type: 'storeSwitches', params: ({ event }) => event.answer },
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
  ],
  // The checks before a start, a run and its end.
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
          always: [{ guard: 'hasBrokenPairs', target: 'brokenPairs' }, { target: 'decideTwoWay' }],
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
                        status: ({ event }) => (event.output.status === 2 ? 'queued' : 'running'),
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
});

export type SyncSnapshot = SnapshotFrom<typeof syncRunMachine>;
