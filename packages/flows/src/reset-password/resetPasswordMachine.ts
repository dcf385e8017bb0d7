import { assign, fromPromise, setup } from 'xstate';

/**
 * Reset password (spec part 1 "Forgot password"): the link in the email carries the account's
 * key and an expiry. An expired link goes no further (the page sends the person to forgot
 * password). Otherwise the link's account is looked up first; a failure may be tried again
 * (`reset.retry`, the page offers it only where the server did not refuse). The new password,
 * checked by the page, is sent once for that account; a failure stays on the form with its
 * error, a success ends the flow with the server's words.
 *
 * start --expired--> expired
 *       --else--> checking --done--> form --reset.submit--> submitting --done--> done
 *                          --error--> failed --reset.retry--> checking    --error--> form
 */

/** The account the link belongs to. */
export interface ResetAccount {
  email: string;
}

export interface ResetPasswordInput {
  /** The link's key, which the lookup and the change are sent with. */
  key: string;
  /** Whether the link's expiry had passed when the page opened. */
  expired: boolean;
}

export interface ResetPasswordRequest {
  key: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The answer to a change: the server's message, or the error to show. */
export type ResetResult = { ok: true; message: string } | { ok: false; error: unknown };

export interface ResetPasswordContext extends ResetPasswordInput {
  account: ResetAccount | null;
  /** Why the lookup failed, while it has. */
  lookupError: { error: unknown } | null;
  result: ResetResult | null;
}

export type ResetPasswordEvent =
  { type: 'reset.retry' } | { type: 'reset.submit'; password: string; confirmPassword: string };

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as ResetPasswordInput,
  },
  actors: {
    /** Reads the link's account (`/account/details` with the link's key). */
    lookUp: fromPromise<ResetAccount, { key: string }>(async () => ({ email: '' })),
    /** Sends `/user/change-password` with the link's key; answers the server's message. */
    changePassword: fromPromise<string, ResetPasswordRequest>(async () => ''),
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({ ...input, account: null, lookupError: null, result: null }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: ({ context }) => context.expired, target: 'expired' }, 'checking'],
    },
    expired: { type: 'final' },
    checking: {
      entry: assign({ lookupError: null }),
      invoke: {
        src: 'lookUp',
        input: ({ context }) => ({ key: context.key }),
        onDone: { target: 'form', actions: assign({ account: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ lookupError: ({ event }) => ({ error: event.error }) }),
        },
      },
    },
    failed: {
      on: { 'reset.retry': 'checking' },
    },
    form: {
      on: { 'reset.submit': 'submitting' },
    },
    submitting: {
      entry: assign({ result: null }),
      invoke: {
        src: 'changePassword',
        input: ({ context, event }) => {
          const { password, confirmPassword } = event as Extract<
            ResetPasswordEvent,
            { type: 'reset.submit' }
          >;
          return {
            key: context.key,
            email: context.account?.email ?? '',
            password,
            confirmPassword,
          };
        },
        onDone: {
          target: 'done',
          actions: assign({ result: ({ event }) => ({ ok: true, message: event.output }) }),
        },
        onError: {
          target: 'form',
          actions: assign({ result: ({ event }) => ({ ok: false, error: event.error }) }),
        },
      },
    },
    done: { type: 'final' },
  },
});

export type ResetPasswordSnapshot = ReturnType<(typeof resetPasswordMachine)['getInitialSnapshot']>;

/**
 * Where the link stands: still being checked (or expired: nothing more is shown), failed, or
 * its account found (the form can be used).
 */
export type ResetLinkStatus = 'checking' | 'expired' | 'failed' | 'found';

export function selectResetPassword(snapshot: ResetPasswordSnapshot): {
  link: ResetLinkStatus;
  lookupError: { error: unknown } | null;
  result: ResetResult | null;
  submitting: boolean;
  done: boolean;
} {
  const link: ResetLinkStatus =
    snapshot.matches('start') || snapshot.matches('checking')
      ? 'checking'
      : snapshot.matches('expired')
        ? 'expired'
        : snapshot.matches('failed')
          ? 'failed'
          : 'found';
  return {
    link,
    lookupError: snapshot.context.lookupError,
    result: snapshot.context.result,
    submitting: snapshot.matches('submitting'),
    done: snapshot.matches('done'),
  };
}
