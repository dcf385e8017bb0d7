import { assign, fromPromise, setup, type DoneActorEvent } from 'xstate';

/**
 * Login / Auto-login as a user (spec part 1 section 4 "Admin impersonation", part 2 section 4):
 * without an API key it stops at 'API key missing!'; otherwise it reads the target's details with
 * their key, then hands them to `switchTo` (the session keeps the admin's own record and swaps the
 * target in; the portal goes to the dashboard). One at a time: a second click while loading is
 * ignored.
 */
export type ActAsOutcome = { kind: 'missingKey' } | { kind: 'failed'; message: string | null };

export interface ActAsContext {
  /** The key being switched to. */
  apiKey: string | null;
}

export type ActAsEvent = { type: 'actAs.start'; apiKey: string | null | undefined };

export const actAsMachine = setup({
  types: { context: {} as ActAsContext, events: {} as ActAsEvent },
  actors: {
    /** `/account/details` asked with the target's key. */
    loadUser: fromPromise<unknown, { apiKey: string }>(async () => null),
  },
  actions: {
    notify: (_, _outcome: ActAsOutcome) => {},
    /** Saves the admin's copy, swaps the target in, goes to the dashboard. */
    switchTo: (_, _user: unknown) => {},
  },
  guards: {
    hasKey: ({ event }) => typeof event.apiKey === 'string' && event.apiKey.trim() !== '',
  },
}).createMachine({
  id: 'actAs',
  context: { apiKey: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'actAs.start': [
          {
            guard: 'hasKey',
            target: 'loading',
            actions: assign({ apiKey: ({ event }) => event.apiKey ?? null }),
          },
          { actions: { type: 'notify', params: { kind: 'missingKey' } } },
        ],
      },
    },
    loading: {
      invoke: {
        src: 'loadUser',
        input: ({ context }) => ({ apiKey: context.apiKey ?? '' }),
        onDone: {
          target: 'idle',
          actions: {
            type: 'switchTo',
            params: ({ event }: { event: DoneActorEvent<unknown> }) => event.output,
          },
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'notify',
            params: ({ event }) => ({
              kind: 'failed',
              message: event.error instanceof Error ? event.error.message || null : null,
            }),
          },
        },
      },
      exit: assign({ apiKey: null }),
    },
  },
});

export type ActAsSnapshot = ReturnType<(typeof actAsMachine)['getInitialSnapshot']>;

/** The key being switched to (its row's Login spins), if any. */
export const selectActingKey = (snapshot: ActAsSnapshot) =>
  snapshot.matches('loading') ? snapshot.context.apiKey : null;
