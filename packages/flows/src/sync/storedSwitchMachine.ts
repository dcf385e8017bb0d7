/**
 * A switch whose state the server stores (the direction switches, automatic syncing): one child
 * machine, invoked by the machine that shows the switch.
 *
 *   loading  (a switch that `asks`) the server's state, on start and after a failed save;
 *            presses wait meanwhile.
 *   ready    a press (`switch.toggle`) is saved.
 *   saving   one change at a time: presses meanwhile are dropped, so nothing is sent twice. The
 *            server's answer goes to the parent; `notify` says it was stored, or that it failed.
 *            A failure asks the server again where it can (so the switch never shows a state the
 *            server does not hold), else keeps what the parent knew.
 *
 * The parent keeps what the server holds: each answer (the visit's and every save's) is sent to
 * it as `{ type: input.report, answer }`. It shows the child's status with `storedSwitchStatus`
 * of the snapshot its invoke's `onSnapshot` receives, and gives the child its calls (`save`,
 * `load`) and `notify` with `.provide()`, as the portal gives any machine its effects.
 */
import { assign, fromPromise, sendParent, setup, type Snapshot } from 'xstate';

/** A press: the state asked for, with whatever names the switch (a direction). */
export interface StoredSwitchChange {
  on: boolean;
  [key: string]: unknown;
}

/** What `notify` reports: the change asked for, and whether the server took it. */
export type StoredSwitchOutcome = StoredSwitchChange & { ok: boolean };

export interface StoredSwitchInput {
  /** The event type the parent receives each answer as (`{ type: report, answer }`). */
  report: string;
  /** The server is asked what it holds on start and after a failed save (`load`). */
  asks: boolean;
}

export interface StoredSwitchContext extends StoredSwitchInput {
  /** The change being saved, while it is. */
  change: StoredSwitchChange | null;
}

export type StoredSwitchEvent = { type: 'switch.toggle'; change: StoredSwitchChange };

export const storedSwitchMachine = setup({
  types: {
    context: {} as StoredSwitchContext,
    events: {} as StoredSwitchEvent,
    input: {} as StoredSwitchInput,
  },
  actors: {
    /** Stores a change; answers what the server now holds. */
    save: fromPromise<unknown, StoredSwitchChange>(async ({ input }) => input.on),
    /** What the server holds now; `null` keeps what the parent knows. */
    load: fromPromise<unknown>(async () => null),
  },
  actions: {
    /** The change was stored, or could not be (a snackbar). */
    notify: (_, _outcome: StoredSwitchOutcome) => {},
    /** What the server holds, for the parent to keep. */
    report: sendParent(({ context }, { answer }: { answer: unknown }) => ({
      type: context.report,
      answer,
    })),
  },
  guards: {
    asks: ({ context }) => context.asks,
  },
}).createMachine({
  id: 'storedSwitch',
  context: ({ input }) => ({ ...input, change: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'asks', target: 'loading' }, { target: 'ready' }],
    },
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'ready',
            actions: { type: 'report', params: ({ event }) => ({ answer: event.output }) },
          },
          { target: 'ready' },
        ],
        onError: 'ready',
      },
    },
    ready: {
      on: {
        'switch.toggle': {
          target: 'saving',
          actions: assign({ change: ({ event }) => event.change }),
        },
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => context.change as StoredSwitchChange,
        onDone: {
          target: 'ready',
          actions: [
            { type: 'report', params: ({ event }) => ({ answer: event.output }) },
            {
              type: 'notify',
              params: ({ context }) => ({ ...(context.change as StoredSwitchChange), ok: true }),
            },
            assign({ change: null }),
          ],
        },
        onError: 'failed',
      },
    },
    failed: {
      entry: [
        {
          type: 'notify',
          params: ({ context }) => ({ ...(context.change as StoredSwitchChange), ok: false }),
        },
        assign({ change: null }),
      ],
      always: [{ guard: 'asks', target: 'loading' }, { target: 'ready' }],
    },
  },
});

/**
 * A switch's save with its own types (the direction and the flags answered, say), as the child
 * takes it: the parent documents what it answers in the event it receives.
 */
export function switchSave<TAnswer, TChange extends { on: boolean }>(
  save: (args: { input: TChange; signal: AbortSignal }) => Promise<TAnswer>,
) {
  return fromPromise<unknown, StoredSwitchChange>(({ input, signal }) =>
    save({ input: input as unknown as TChange, signal }),
  );
}

/** A switch's load with its own types; `null` keeps what the parent knows. */
export function switchLoad<TAnswer>(
  load: (args: { signal: AbortSignal }) => Promise<TAnswer | null>,
) {
  return fromPromise<unknown>(({ signal }) => load({ signal }));
}

/** What a parent shows of a stored switch: being asked (presses wait), and the change saving. */
export interface StoredSwitchStatus {
  loading: boolean;
  saving: StoredSwitchChange | null;
}

/** The status of a stored switch's snapshot, as an invoke's `onSnapshot` receives it. */
export function storedSwitchStatus(snapshot: Snapshot<unknown>): StoredSwitchStatus {
  const { value, context } = snapshot as unknown as {
    value: 'starting' | 'loading' | 'ready' | 'saving';
    context: StoredSwitchContext;
  };
  return { loading: value === 'loading', saving: context.change };
}
