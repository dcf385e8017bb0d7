import { assertEvent, assign, fromPromise, setup } from 'xstate';

/**
 * Approve User on /pending-users (spec part 2, section 4 "Admin"): one approval at a time (a
 * double click sends one request); success tells the server's message or 'An activation link has
 * been sent to the user', failure the message or 'Something went wrong! Please try again'; either
 * way the list reloads.
 */
export type ApproveOutcome =
  { kind: 'approved'; message: string | null } | { kind: 'failed'; message: string | null };

export interface ApproveContext {
  /** The user being approved. */
  approvingId: number | null;
}

export type ApproveEvent = { type: 'approve.start'; id: number };

export const approveUserMachine = setup({
  types: { context: {} as ApproveContext, events: {} as ApproveEvent },
  actors: {
    /** Sends `/admin/approve-user`; resolves with the server's message, rejects with its text. */
    approveUser: fromPromise<string | null, { id: number }>(async () => null),
  },
  actions: {
    notify: (_, _outcome: ApproveOutcome) => {},
    /** The list asks again (the approved user leaves it). */
    reload: () => {},
  },
}).createMachine({
  id: 'approveUser',
  context: { approvingId: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'approve.start': {
          target: 'approving',
          actions: assign({
            approvingId: ({ event }) => {
              assertEvent(event, 'approve.start');
              return event.id;
            },
          }),
        },
      },
    },
    approving: {
      invoke: {
        src: 'approveUser',
        input: ({ context }) => ({ id: context.approvingId ?? 0 }),
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'notify',
              params: ({ event }) => ({ kind: 'approved', message: event.output }),
            },
            'reload',
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            {
              type: 'notify',
              params: ({ event }) => ({
                kind: 'failed',
                message: event.error instanceof Error ? event.error.message || null : null,
              }),
            },
            'reload',
          ],
        },
      },
      exit: assign({ approvingId: null }),
    },
  },
});

export type ApproveSnapshot = ReturnType<(typeof approveUserMachine)['getInitialSnapshot']>;

/** The row whose Approve User spins, if any. */
export const selectApprovingId = (snapshot: ApproveSnapshot) => snapshot.context.approvingId;
