import { assign, fromPromise, setup } from 'xstate';
import type { User } from '@flocksync/api-client';

/**
 * Sign-up (spec part 1 "Sign-up"): the form, checked by the page, is sent once; the answer is
 * either the new account, signed in at once (`signedIn`), or a pending approval. A pending
 * account asks the person to confirm their email address; confirming sends it once and says the
 * admin was notified. A failure stays on the step it happened on, with the error to show.
 *
 * form --signup.submit--> registering --done(user)--> signedIn (signedIn)
 *                                     --done(null)--> pending --signup.confirmEmail--> confirming
 *                                     --error--> form (failure)          --done--> notified
 *                                                                        --error--> pending (failure)
 */

/** What the form sends, already checked. */
export interface SignupRequest {
  email: string;
  password: string;
  confirmPassword: string;
  captchaToken: string;
}

export interface SignupContext {
  /** The address sent, as the pending step asks about it and confirms it. */
  email: string;
  /** The error of the last call that failed; null once a new call starts. */
  failure: unknown;
}

export type SignupEvent =
  ({ type: 'signup.submit' } & SignupRequest) | { type: 'signup.confirmEmail' };

export const signupMachine = setup({
  types: { context: {} as SignupContext, events: {} as SignupEvent },
  actors: {
    /** Sends `/user/register`: the new account, or null when it waits for an admin's approval. */
    register: fromPromise<User | null, SignupRequest>(async () => null),
    /** Sends `/user/mark-pending`: the person confirmed their address. */
    markPending: fromPromise<unknown, { email: string }>(async () => undefined),
  },
  actions: {
    /** The account exists and is signed in: say so and go to the dashboard. */
    signedIn: (_, _user: User) => {},
  },
}).createMachine({
  id: 'signup',
  context: { email: '', failure: null },
  initial: 'form',
  states: {
    form: {
      on: {
        'signup.submit': {
          target: 'registering',
          actions: assign({ email: ({ event }) => event.email }),
        },
      },
    },
    registering: {
      entry: assign({ failure: null }),
      invoke: {
        src: 'register',
        input: ({ event }) => {
          const { type: _type, ...request } = event as Extract<
            SignupEvent,
            { type: 'signup.submit' }
          >;
          return request;
        },
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'pending' },
          {
            target: 'signedIn',
            actions: { type: 'signedIn', params: ({ event }) => event.output as User },
          },
        ],
        onError: { target: 'form', actions: assign({ failure: ({ event }) => event.error }) },
      },
    },
    pending: {
      on: { 'signup.confirmEmail': 'confirming' },
    },
    confirming: {
      entry: assign({ failure: null }),
      invoke: {
        src: 'markPending',
        input: ({ context }) => ({ email: context.email }),
        onDone: 'notified',
        onError: { target: 'pending', actions: assign({ failure: ({ event }) => event.error }) },
      },
    },
    notified: { type: 'final' },
    signedIn: { type: 'final' },
  },
});

export type SignupSnapshot = ReturnType<(typeof signupMachine)['getInitialSnapshot']>;

/** The step the page shows: the form, the pending question, or the admin notified. */
export type SignupStage = 'form' | 'pending' | 'notified';

export function selectSignup(snapshot: SignupSnapshot): {
  stage: SignupStage;
  submitting: boolean;
  email: string;
  failure: unknown;
} {
  const stage: SignupStage =
    snapshot.matches('pending') || snapshot.matches('confirming')
      ? 'pending'
      : snapshot.matches('notified')
        ? 'notified'
        : 'form';
  return {
    stage,
    submitting: snapshot.matches('registering') || snapshot.matches('confirming'),
    email: snapshot.context.email,
    failure: snapshot.context.failure,
  };
}
