/**
 * One action on one row of a Toolkit list at a time (spec part 2 sections 2, 4 and 5): 'Make
 * primary' on /tools/primary-contacts (confirmed first: "a confirmation is asked before
 * switching"), Delete or Dismiss on /tools/confirm-delete (Delete confirmed first: it takes
 * people out of MailChimp). A success announces the server's message and the portal reloads the
 * list; a refusal or a failed call opens the Error dialog with the server's message (or the
 * generic text). Presses while a row is being changed, or while a question or the Error dialog is
 * open, are ignored, so nothing is sent twice.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { toolkitFailure, type ToolkitOutcome } from './toolkitMachine';

/**
 * A row action asked for: what to do, to which row (`kind`: the pair's type, when it has one),
 * and what else its call sends (`params`: primary contacts' search, so the server answers the
 * page shown).
 */
export interface RowRequest {
  action: string;
  id: number;
  kind?: string;
  params?: Readonly<Record<string, string | number>>;
}

export interface RowActionContext {
  /** Which actions are confirmed before they are sent. */
  confirm: readonly string[];
  /** The action asked or under way; null while idle. */
  request: RowRequest | null;
  /** The Error dialog's message; null while it is closed. */
  error: string | null;
}

export type RowActionEvent =
  | ({ type: 'row.act' } & RowRequest)
  | { type: 'row.confirm' }
  | { type: 'row.cancel' }
  | { type: 'error.close' };

export interface RowActionInput {
  /** The actions to confirm first (default none). */
  confirm?: readonly string[];
}

/** A row changed: what was asked and the server's message (may be empty). */
export interface RowDone {
  request: RowRequest;
  message: string;
}

const requestOf = (event: RowActionEvent): RowRequest | null =>
  event.type === 'row.act'
    ? {
        action: event.action,
        id: event.id,
        ...(event.kind ? { kind: event.kind } : {}),
        ...(event.params ? { params: event.params } : {}),
      }
    : null;

export const rowActionMachine = setup({
  types: {
    context: {} as RowActionContext,
    events: {} as RowActionEvent,
    input: {} as RowActionInput,
  },
  actors: {
    /** Sends the row's call (the portal's, by action); rejects on status 0. */
    perform: fromPromise<ToolkitOutcome, RowRequest>(async () => ({ message: '' })),
  },
  actions: {
    /** A row changed on the server: the portal announces it and reloads the list. */
    done: (_, _done: RowDone) => {},
  },
  guards: {
    confirmFirst: ({ context, event }) =>
      event.type === 'row.act' && context.confirm.includes(event.action),
  },
}).createMachine({
  id: 'rowAction',
  context: ({ input }) => ({ confirm: input.confirm ?? [], request: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'row.act': [
          {
            guard: 'confirmFirst',
            target: 'confirming',
            actions: assign({ request: ({ event }) => requestOf(event) }),
          },
          { target: 'working', actions: assign({ request: ({ event }) => requestOf(event) }) },
        ],
      },
    },
    confirming: {
      on: {
        'row.confirm': 'working',
        'row.cancel': { target: 'idle', actions: assign({ request: null }) },
      },
    },
    working: {
      invoke: {
        src: 'perform',
        input: ({ context }) => context.request as RowRequest,
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'done',
              params: ({ context, event }) => ({
                request: context.request as RowRequest,
                message: event.output.message,
              }),
            },
            assign({ request: null }),
          ],
        },
        onError: {
          target: 'failed',
          actions: assign({
            request: null,
            error: ({ event }) => toolkitFailure(event.error),
          }),
        },
      },
    },
    failed: {
      on: {
        'error.close': { target: 'idle', actions: assign({ error: null }) },
      },
    },
  },
});

export type RowActionSnapshot = SnapshotFrom<typeof rowActionMachine>;

export interface RowActionView {
  /** The action waiting for its confirmation; null when no question is open. */
  confirming: RowRequest | null;
  /** The action being sent (its row's button spins); null when none. */
  working: RowRequest | null;
  /** Presses are ignored: a question, a call or the Error dialog is open. */
  busy: boolean;
  /** The Error dialog's message; null while it is closed. */
  error: string | null;
}

export function selectRowActionView(snapshot: RowActionSnapshot): RowActionView {
  const { request, error } = snapshot.context;
  return {
    confirming: snapshot.matches('confirming') ? request : null,
    working: snapshot.matches('working') ? request : null,
    busy: !snapshot.matches('idle'),
    error,
  };
}
