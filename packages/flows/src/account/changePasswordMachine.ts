import { assign, fromPromise, setup } from 'xstate';
import { FORM_LIMITS, isTooLong } from '../limits';

/**
 * The change-password dialog of My Profile (spec part 1 sections 4 and 5): old, new and confirm
 * password, all three required ('Field cannot be empty'); new and confirm must match ('Passwords
 * incorrect'); the old one is not checked by the client and only the new one is sent.
 */
export interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordField = keyof PasswordValues;
export type PasswordErrorCode = 'empty' | 'mismatch' | 'tooLong';
export type PasswordErrors = Partial<Record<PasswordField, PasswordErrorCode>>;

const EMPTY: PasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function validatePasswords(values: PasswordValues): PasswordErrors {
  const errors: PasswordErrors = {};
  for (const field of ['oldPassword', 'newPassword', 'confirmPassword'] as const) {
    if (values[field] === '') errors[field] = 'empty';
    else if (isTooLong(values[field], FORM_LIMITS.password)) errors[field] = 'tooLong';
  }
  if (
    !errors.confirmPassword &&
    !errors.newPassword &&
    values.newPassword !== values.confirmPassword
  )
    errors.confirmPassword = 'mismatch';
  return errors;
}

export interface ChangePasswordContext {
  values: PasswordValues;
  /** Shown once the person has tried to save. */
  errors: PasswordErrors;
  /** The server's message of a failed change. */
  failure: string | null;
}

export type ChangePasswordEvent =
  | { type: 'password.open' }
  | { type: 'password.change'; field: PasswordField; value: string }
  | { type: 'password.submit' }
  | { type: 'password.close' };

export const changePasswordMachine = setup({
  types: { context: {} as ChangePasswordContext, events: {} as ChangePasswordEvent },
  actors: {
    /** Sends `/user/change-password` with the new password only. */
    changePassword: fromPromise<string | null, { password: string }>(async () => null),
  },
  actions: {
    /** The password changed: the server's message, as a success snackbar. */
    changed: (_, _message: string | null) => {},
  },
  guards: {
    valid: ({ context }) => Object.keys(validatePasswords(context.values)).length === 0,
  },
}).createMachine({
  id: 'changePassword',
  context: { values: EMPTY, errors: {}, failure: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'password.open': {
          target: 'editing',
          actions: assign({ values: EMPTY, errors: {}, failure: null }),
        },
      },
    },
    editing: {
      on: {
        'password.change': {
          actions: assign(({ context, event }) => {
            const values = { ...context.values, [event.field]: event.value };
            // Once shown, errors follow the typing; before the first save nothing is shown.
            const shown = Object.keys(context.errors).length > 0;
            return { values, errors: shown ? validatePasswords(values) : {} };
          }),
        },
        'password.submit': [
          { guard: 'valid', target: 'sending' },
          { actions: assign({ errors: ({ context }) => validatePasswords(context.values) }) },
        ],
        'password.close': 'closed',
      },
    },
    sending: {
      entry: assign({ failure: null }),
      invoke: {
        src: 'changePassword',
        input: ({ context }) => ({ password: context.values.newPassword }),
        onDone: {
          target: 'closed',
          actions: { type: 'changed', params: ({ event }) => event.output },
        },
        onError: {
          target: 'editing',
          actions: assign({
            failure: ({ event }) =>
              event.error instanceof Error && event.error.message ? event.error.message : '',
          }),
        },
      },
    },
  },
});

export type ChangePasswordSnapshot = ReturnType<
  (typeof changePasswordMachine)['getInitialSnapshot']
>;

export function selectChangePassword(snapshot: ChangePasswordSnapshot) {
  return {
    open: !snapshot.matches('closed'),
    sending: snapshot.matches('sending'),
    ...snapshot.context,
  };
}
