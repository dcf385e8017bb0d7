import { assign, fromPromise, raise, setup } from 'xstate';

/**
 * The two integrations setup screens, Setup CCB and Setup Mailchimp (spec part 1
 * "Integrations setup"): one machine for both, told which fields it holds.
 *
 * - `load` reads the stored credentials (the page shows a skeleton, then a retry on failure).
 * - `form`: the fields are locked while credentials are stored, until Edit; Cancel puts the
 *   stored ones back (or empties the fields where the stored value is never shown). Authorize
 *   (Re-authorize) checks every field ('empty', too long), then sends once; a success is
 *   followed up (`finishAuthorize`) and announced (`authorized`), a failure is said in the
 *   result alert.
 * - `removal`: Remove asks first; confirming sends once, empties the form and says the server's
 *   words; the stored account is then refreshed.
 * - `result`: the answer to an authorize or remove, shown for `resultShown` (a new one restarts
 *   the clock) or until dismissed.
 * - `syncing` and `storeUserInfo`: the CCB screen's two settings, each flipped only once the
 *   server said yes, then the stored account refreshed.
 */

export type CredentialValues = Record<string, string>;

/** Why a field is refused: blank, or longer than its limit (in characters). */
export type CredentialError = { code: 'empty' } | { code: 'tooLong'; limit: number };

export type CredentialErrors = Partial<Record<string, CredentialError>>;

/** The account a stored Mailchimp key belongs to. */
export interface ConnectedAccount {
  account: string;
  email: string;
}

/** What the stored credentials are (`/account/api-details`). */
export interface StoredCredentials {
  /** Null when nothing is stored. */
  values: CredentialValues | null;
  connected: ConnectedAccount | null;
  /** The CCB settings as the signed-in account holds them when the credentials arrive. */
  syncDisabled?: boolean;
  storeUserInfo?: boolean;
}

/** An authorize answer: `errorMessage` when it went through with a warning. */
export interface AuthorizeAnswer {
  message: string;
  errorMessage?: string;
}

/** The alert over the form. */
export type CredentialResult =
  | { variant: 'success'; html: string }
  | { variant: 'danger'; error: unknown; hadCredentials: boolean };

export type SettingOutcome =
  { ok: true; on: boolean; message?: string } | { ok: false; error: unknown };

export interface CredentialsInput {
  /** The fields, in order. */
  fields: readonly string[];
  /** Each field's limit in characters, where it has one. */
  limits?: Partial<Record<string, number>>;
  /** Fields sent trimmed (a password is sent as typed). */
  trimmed?: readonly string[];
  /**
   * True: the stored values fill the fields (CCB). False: the stored value is never shown in
   * full, the fields start empty and a locked Re-authorize sends the stored value (Mailchimp).
   */
  prefill: boolean;
  /** Limits are checked on the trimmed value (Mailchimp) rather than as typed (CCB). */
  checkTrimmed?: boolean;
}

export interface CredentialsContext extends Required<CredentialsInput> {
  syncDisabled: boolean;
  storeUserInfo: boolean;
  stored: CredentialValues | null;
  connected: ConnectedAccount | null;
  values: CredentialValues;
  editing: boolean;
  errors: CredentialErrors;
  result: CredentialResult | null;
  /** The authorize answer being followed up. */
  answer: AuthorizeAnswer | null;
}

export type CredentialsEvent =
  | { type: 'credentials.retry' }
  | { type: 'credentials.change'; field: string; value: string }
  | { type: 'credentials.submit' }
  | { type: 'credentials.edit' }
  | { type: 'credentials.cancelEdit' }
  | { type: 'credentials.remove' }
  | { type: 'credentials.removeCancel' }
  | { type: 'credentials.removeConfirm' }
  | { type: 'credentials.dismiss' }
  | { type: 'syncing.toggle' }
  | { type: 'storeUserInfo.set'; on: boolean }
  /** Raised inside: a new answer for the alert. */
  | { type: 'credentials.result'; result: CredentialResult };

const emptyValues = (fields: readonly string[]): CredentialValues =>
  Object.fromEntries(fields.map((field) => [field, '']));

const characters = (value: string) => [...value].length;

/** The error of one field as typed: too long is said at once, blank only on sending. */
export function lengthError(
  limits: Partial<Record<string, number>>,
  field: string,
  value: string,
): CredentialError | undefined {
  const limit = limits[field];
  return limit !== undefined && characters(value) > limit ? { code: 'tooLong', limit } : undefined;
}

/** Every field's error on sending; empty when all fit. */
export function validateCredentials(
  context: Pick<CredentialsContext, 'fields' | 'limits' | 'checkTrimmed'>,
  values: CredentialValues,
): CredentialErrors {
  const errors: CredentialErrors = {};
  for (const field of context.fields) {
    const value = values[field] ?? '';
    const error =
      value.trim() === ''
        ? ({ code: 'empty' } as const)
        : lengthError(context.limits, field, context.checkTrimmed ? value.trim() : value);
    if (error) errors[field] = error;
  }
  return errors;
}

const locked = (context: CredentialsContext) => context.stored !== null && !context.editing;

/** What Authorize sends: the stored values while locked, else what was typed. */
const toSend = (context: CredentialsContext): CredentialValues =>
  locked(context) && context.stored ? context.stored : context.values;

const trimmedForSending = (context: CredentialsContext, values: CredentialValues) =>
  Object.fromEntries(
    context.fields.map((field) => {
      const value = values[field] ?? '';
      return [field, context.trimmed.includes(field) ? value.trim() : value];
    }),
  );

const isValid = (context: CredentialsContext, values: CredentialValues) =>
  Object.keys(validateCredentials(context, values)).length === 0;

/** How long an authorize or remove answer stays (about 20 s, spec part 1 section 8). */
export const CREDENTIAL_RESULT_MS = 20_000;

export const credentialsMachine = setup({
  types: {
    context: {} as CredentialsContext,
    events: {} as CredentialsEvent,
    input: {} as CredentialsInput,
  },
  actors: {
    /** Reads the stored credentials through the query cache. */
    loadStored: fromPromise<StoredCredentials>(async () => ({ values: null, connected: null })),
    /** Sends the authorize call with the (trimmed) values. */
    authorize: fromPromise<AuthorizeAnswer, { values: CredentialValues }>(async () => ({
      message: '',
    })),
    /** What follows a success: the first sync (unless warned) and the account refreshed. */
    finishAuthorize: fromPromise<unknown, AuthorizeAnswer>(async () => undefined),
    /** Sends the remove call; resolves with the server's message. */
    remove: fromPromise<string>(async () => ''),
    /** Best effort: the stored account follows a change the shell shows. */
    refreshAccount: fromPromise<unknown>(async () => undefined),
    /** `/sync/disable` (on: true) or `/sync/enable`. */
    setSyncDisabled: fromPromise<unknown, { on: boolean }>(async () => undefined),
    /** Enables (with the values) or disables storing the CCB user info; the server's message. */
    setStoreUserInfo: fromPromise<string, { on: boolean; values: CredentialValues }>(
      async () => '',
    ),
  },
  actions: {
    /** The authorize went through: the server's words as a snackbar, then the way on. */
    authorized: (_, _answer: AuthorizeAnswer) => {},
    keepResult: assign({
      result: ({ event }) => (event.type === 'credentials.result' ? event.result : null),
    }),
    notifySyncing: (_, _outcome: SettingOutcome) => {},
    notifyStoreUserInfo: (_, _outcome: SettingOutcome) => {},
  },
  guards: {
    sendable: ({ context }) => isValid(context, toSend(context)),
  },
  delays: { resultShown: CREDENTIAL_RESULT_MS },
}).createMachine({
  id: 'credentials',
  context: ({ input }) => ({
    fields: input.fields,
    limits: input.limits ?? {},
    trimmed: input.trimmed ?? [],
    prefill: input.prefill,
    checkTrimmed: input.checkTrimmed ?? false,
    syncDisabled: false,
    storeUserInfo: false,
    stored: null,
    connected: null,
    values: emptyValues(input.fields),
    editing: true,
    errors: {},
    result: null,
    answer: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadStored',
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => {
            const stored = event.output.values;
            return {
              stored,
              connected: event.output.connected,
              values: context.prefill && stored ? stored : emptyValues(context.fields),
              editing: stored === null,
              syncDisabled: event.output.syncDisabled ?? false,
              storeUserInfo: event.output.storeUserInfo ?? false,
            };
          }),
        },
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      on: { 'credentials.retry': 'loading' },
    },
    ready: {
      type: 'parallel',
      on: {
        'credentials.change': {
          actions: assign(({ context, event }) => ({
            values: { ...context.values, [event.field]: event.value },
            errors: {
              ...context.errors,
              [event.field]: lengthError(context.limits, event.field, event.value),
            },
          })),
        },
        'credentials.edit': { actions: assign({ editing: true }) },
        'credentials.cancelEdit': {
          guard: ({ context }) => context.stored !== null,
          actions: assign(({ context }) => ({
            values:
              context.prefill && context.stored ? context.stored : emptyValues(context.fields),
            errors: {},
            editing: false,
          })),
        },
      },
      states: {
        form: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'credentials.submit': [
                  {
                    guard: 'sendable',
                    target: 'authorizing',
                    actions: [assign({ errors: {} }), raise({ type: 'credentials.dismiss' })],
                  },
                  {
                    actions: assign(({ context }) => ({
                      errors: validateCredentials(context, toSend(context)),
                    })),
                  },
                ],
              },
            },
            authorizing: {
              invoke: {
                src: 'authorize',
                input: ({ context }) => ({ values: trimmedForSending(context, toSend(context)) }),
                onDone: {
                  target: 'finishing',
                  actions: assign({ answer: ({ event }) => event.output }),
                },
                onError: {
                  target: 'idle',
                  actions: raise(({ context, event }) => ({
                    type: 'credentials.result' as const,
                    result: {
                      variant: 'danger' as const,
                      error: event.error,
                      hadCredentials: context.stored !== null,
                    },
                  })),
                },
              },
            },
            finishing: {
              invoke: {
                src: 'finishAuthorize',
                input: ({ context }) => context.answer ?? { message: '' },
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'authorized',
                    params: ({ context }) => context.answer ?? { message: '' },
                  },
                },
                onError: 'idle',
              },
            },
          },
        },
        removal: {
          initial: 'idle',
          states: {
            idle: { on: { 'credentials.remove': 'confirming' } },
            confirming: {
              on: {
                'credentials.removeCancel': 'idle',
                'credentials.removeConfirm': 'removing',
              },
            },
            removing: {
              invoke: {
                src: 'remove',
                onDone: {
                  target: 'refreshing',
                  actions: [
                    assign(({ context }) => ({
                      stored: null,
                      connected: null,
                      values: emptyValues(context.fields),
                      editing: true,
                      errors: {},
                    })),
                    raise(({ event }) => ({
                      type: 'credentials.result' as const,
                      result: { variant: 'success' as const, html: event.output },
                    })),
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: raise(({ context, event }) => ({
                    type: 'credentials.result' as const,
                    result: {
                      variant: 'danger' as const,
                      error: event.error,
                      hadCredentials: context.stored !== null,
                    },
                  })),
                },
              },
            },
            refreshing: {
              invoke: { src: 'refreshAccount', onDone: 'idle', onError: 'idle' },
            },
          },
        },
        result: {
          initial: 'hidden',
          on: {
            'credentials.dismiss': { target: '.hidden', actions: assign({ result: null }) },
          },
          states: {
            hidden: {
              on: { 'credentials.result': { target: 'shown', actions: 'keepResult' } },
            },
            shown: {
              // A new answer restarts the clock (only this region is re-entered).
              on: {
                'credentials.result': { target: 'shown', reenter: true, actions: 'keepResult' },
              },
              after: { resultShown: { target: 'hidden', actions: assign({ result: null }) } },
            },
          },
        },
        syncing: {
          initial: 'idle',
          states: {
            idle: { on: { 'syncing.toggle': 'saving' } },
            saving: {
              invoke: {
                src: 'setSyncDisabled',
                input: ({ context }) => ({ on: !context.syncDisabled }),
                onDone: {
                  target: 'refreshing',
                  actions: [
                    assign({ syncDisabled: ({ context }) => !context.syncDisabled }),
                    {
                      type: 'notifySyncing',
                      params: ({ context }) => ({ ok: true, on: context.syncDisabled }),
                    },
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'notifySyncing',
                    params: ({ event }) => ({ ok: false, error: event.error }),
                  },
                },
              },
            },
            refreshing: {
              invoke: { src: 'refreshAccount', onDone: 'idle', onError: 'idle' },
            },
          },
        },
        storeUserInfo: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'storeUserInfo.set': [
                  // Enabling stores the login: every field must be filled first.
                  {
                    guard: ({ context, event }) => event.on && !isValid(context, context.values),
                    actions: assign(({ context }) => ({
                      errors: validateCredentials(context, context.values),
                    })),
                  },
                  {
                    guard: ({ context, event }) => event.on && !context.storeUserInfo,
                    target: 'saving',
                    actions: assign({ errors: {} }),
                  },
                  {
                    guard: ({ context, event }) => !event.on && context.storeUserInfo,
                    target: 'saving',
                  },
                ],
              },
            },
            saving: {
              invoke: {
                src: 'setStoreUserInfo',
                input: ({ context }) => {
                  const on = !context.storeUserInfo;
                  return { on, values: on ? trimmedForSending(context, context.values) : {} };
                },
                onDone: {
                  target: 'refreshing',
                  actions: [
                    assign({ storeUserInfo: ({ context }) => !context.storeUserInfo }),
                    {
                      type: 'notifyStoreUserInfo',
                      params: ({ context, event }) => ({
                        ok: true,
                        on: context.storeUserInfo,
                        message: event.output,
                      }),
                    },
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'notifyStoreUserInfo',
                    params: ({ event }) => ({ ok: false, error: event.error }),
                  },
                },
              },
            },
            refreshing: {
              invoke: { src: 'refreshAccount', onDone: 'idle', onError: 'idle' },
            },
          },
        },
      },
    },
  },
});

export type CredentialsSnapshot = ReturnType<(typeof credentialsMachine)['getInitialSnapshot']>;

/** What a setup screen shows: the load, the form, the alert, the dialog and the settings. */
export function selectCredentials(snapshot: CredentialsSnapshot) {
  const { context } = snapshot;
  const status = snapshot.matches('loading')
    ? ('loading' as const)
    : snapshot.matches('loadFailed')
      ? ('failed' as const)
      : ('ready' as const);
  return {
    status,
    /** Credentials are stored (Remove, Cancel/Edit, Re-authorize). */
    stored: context.stored,
    connected: context.connected,
    values: context.values,
    errors: context.errors,
    editing: context.editing,
    locked: locked(context),
    authorizing:
      snapshot.matches({ ready: { form: 'authorizing' } }) ||
      snapshot.matches({ ready: { form: 'finishing' } }),
    result: context.result,
    removal: {
      open:
        snapshot.matches({ ready: { removal: 'confirming' } }) ||
        snapshot.matches({ ready: { removal: 'removing' } }),
      busy: snapshot.matches({ ready: { removal: 'removing' } }),
    },
    syncDisabled: context.syncDisabled,
    syncBusy: !snapshot.matches({ ready: { syncing: 'idle' } }) && status === 'ready',
    storeUserInfo: context.storeUserInfo,
    storeBusy: !snapshot.matches({ ready: { storeUserInfo: 'idle' } }) && status === 'ready',
  };
}

export type CredentialsView = ReturnType<typeof selectCredentials>;
