import { assign, fromPromise, setup } from 'xstate';
import { isValidEmail } from '../email';
import { FORM_LIMITS, isTooLong, tooLongMessage } from '../limits';

/**
 * Create User (spec part 2, sections 2 and 5): a dialog over /users. Every field is required
 * (a valid email, a password, first and last name, a package); Create stays disabled until they
 * are. A failure shows the server's `errorMessage` in the dialog and keeps what was typed; a
 * success closes it (the list reloads through the query cache).
 */
export interface CreateUserValues {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The chosen package's `key`, '' while none is chosen. */
  packageId: string;
}

/** What is sent to `/admin/add-user`. */
export interface AddUserBody {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  currentPackageId: number;
  isYearly: 0 | 1;
}

/** A package of the Create User list: its amount decides monthly or yearly. */
export interface PackageChoice {
  /** Unique in the list (a plan is listed monthly and yearly under one id). */
  key: string;
  /** The plan id sent as currentPackageId. */
  id: number;
  amount: number;
}

/** Spec part 2 section 9: a package amount above 27 is treated as yearly. */
export const YEARLY_ABOVE = 27;

export const isYearlyAmount = (amount: number): 0 | 1 => (amount > YEARLY_ABOVE ? 1 : 0);

/** The typed fields longer than the server takes, each with the message it shows at once. */
export function createUserErrors(
  values: CreateUserValues,
): Partial<Record<keyof CreateUserValues, string>> {
  const errors: Partial<Record<keyof CreateUserValues, string>> = {};
  for (const field of ['email', 'password', 'firstName', 'lastName'] as const) {
    const limit = FORM_LIMITS[field];
    if (isTooLong(values[field], limit)) {
      errors[field] = tooLongMessage(limit);
    }
  }
  return errors;
}

/**
 * Whether every field is filled as the spec asks and none is longer than the server takes
 * (Create is disabled otherwise).
 */
export function canCreate(values: CreateUserValues): boolean {
  return (
    Object.keys(createUserErrors(values)).length === 0 &&
    isValidEmail(values.email) &&
    values.password !== '' &&
    values.firstName.trim() !== '' &&
    values.lastName.trim() !== '' &&
    values.packageId !== ''
  );
}

export const EMPTY_CREATE_USER: CreateUserValues = {
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  packageId: '',
};

export interface CreateUserContext {
  values: CreateUserValues;
  packages: readonly PackageChoice[];
  /** The server's `errorMessage` (or the generic failure) of the last attempt. */
  error: string | null;
}

export type CreateUserEvent =
  | { type: 'create.open'; packages: readonly PackageChoice[] }
  | { type: 'create.packages'; packages: readonly PackageChoice[] }
  | { type: 'field.change'; field: keyof CreateUserValues; value: string }
  | { type: 'create.submit' }
  | { type: 'create.close' };

export function addUserBodyOf(values: CreateUserValues, packages: readonly PackageChoice[]) {
  const choice = packages.find((option) => option.key === values.packageId);
  return {
    email: values.email.trim(),
    password: values.password,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    currentPackageId: choice?.id ?? 0,
    isYearly: isYearlyAmount(choice?.amount ?? 0),
  } satisfies AddUserBody;
}

export const createUserMachine = setup({
  types: {
    context: {} as CreateUserContext,
    events: {} as CreateUserEvent,
  },
  actors: {
    /** Sends `/admin/add-user`; rejects with the text to show. */
    addUser: fromPromise<unknown, AddUserBody>(async () => undefined),
  },
  actions: {
    /** The user was created: tell the person (the list reloads by itself). */
    created: () => {},
  },
  guards: {
    complete: ({ context }) =>
      canCreate(context.values) &&
      context.packages.some((choice) => choice.key === context.values.packageId),
  },
}).createMachine({
  id: 'createUser',
  context: { values: EMPTY_CREATE_USER, packages: [], error: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'create.open': {
          target: 'editing',
          actions: assign(({ event }) => ({
            values: EMPTY_CREATE_USER,
            packages: event.packages,
            error: null,
          })),
        },
      },
    },
    editing: {
      on: {
        'field.change': {
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }),
          }),
        },
        'create.packages': { actions: assign({ packages: ({ event }) => event.packages }) },
        'create.submit': { guard: 'complete', target: 'submitting' },
        'create.close': 'closed',
      },
    },
    submitting: {
      entry: assign({ error: null }),
      invoke: {
        src: 'addUser',
        input: ({ context }) => addUserBodyOf(context.values, context.packages),
        onDone: { target: 'closed', actions: 'created' },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof Error ? event.error.message : String(event.error),
          }),
        },
      },
    },
  },
});

export type CreateUserSnapshot = ReturnType<(typeof createUserMachine)['getInitialSnapshot']>;

/** What the dialog shows. */
export function selectCreateUserView(snapshot: CreateUserSnapshot) {
  const { values, error } = snapshot.context;
  return {
    open: !snapshot.matches('closed'),
    values,
    error,
    submitting: snapshot.matches('submitting'),
    canSubmit: canCreate(values),
    fieldErrors: createUserErrors(values),
  };
}
