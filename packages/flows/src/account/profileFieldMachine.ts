import { assertEvent, assign, fromPromise, setup } from 'xstate';

/**
 * One field of My Profile (/settings; spec part 1 section 4 "Profile editing"): view → edit →
 * Saving → Saved, or an error that returns to view after 1 s and can be dismissed sooner. An empty
 * text value is never sent (saving it just returns to view), nor is an unchanged one.
 */
export const PROFILE_ERROR_MS = 1000;
/** How long 'Saved' shows before the field is back to view (ours). */
export const PROFILE_SAVED_MS = 1000;

export interface ProfileFieldInput {
  field: string;
}

export interface ProfileFieldContext {
  field: string;
  /** What the person is typing (or the file just chosen). */
  draft: string;
  /** The value shown when editing started. */
  original: string;
  error: string | null;
}

export type ProfileFieldEvent =
  | { type: 'field.edit'; value: string }
  | { type: 'field.change'; value: string }
  | { type: 'field.save' }
  /** Saves a value at once, without an edit step (a chosen avatar file). */
  | { type: 'field.submit'; value: string }
  | { type: 'field.cancel' }
  | { type: 'field.dismiss' };

export const profileFieldMachine = setup({
  types: {
    context: {} as ProfileFieldContext,
    events: {} as ProfileFieldEvent,
    input: {} as ProfileFieldInput,
  },
  actors: {
    /** Sends `/account/update` with this one field; rejects with the text to show. */
    saveField: fromPromise<unknown, { field: string; value: string }>(async () => undefined),
  },
  actions: {
    /** The error snackbar (spec part 1 section 8). */
    notifyError: (_, _message: string) => {},
  },
  delays: { errorDisplay: PROFILE_ERROR_MS, savedDisplay: PROFILE_SAVED_MS },
  guards: {
    sendable: ({ context }) =>
      context.draft.trim() !== '' && context.draft.trim() !== context.original.trim(),
  },
}).createMachine({
  id: 'profileField',
  context: ({ input }) => ({ field: input.field, draft: '', original: '', error: null }),
  initial: 'view',
  states: {
    view: {
      on: {
        'field.edit': {
          target: 'editing',
          actions: assign(({ event }) => ({
            draft: event.value,
            original: event.value,
            error: null,
          })),
        },
        'field.submit': {
          target: 'saving',
          actions: assign(({ event }) => ({ draft: event.value, original: '', error: null })),
        },
      },
    },
    editing: {
      on: {
        'field.change': { actions: assign({ draft: ({ event }) => event.value }) },
        'field.save': [{ guard: 'sendable', target: 'saving' }, { target: 'view' }],
        'field.cancel': 'view',
      },
    },
    saving: {
      invoke: {
        src: 'saveField',
        input: ({ context }) => ({ field: context.field, value: context.draft.trim() }),
        onDone: 'saved',
        onError: {
          target: 'failed',
          actions: [
            assign({
              error: ({ event }) =>
                event.error instanceof Error && event.error.message ? event.error.message : '',
            }),
            {
              type: 'notifyError',
              params: ({ event }) =>
                event.error instanceof Error && event.error.message ? event.error.message : '',
            },
          ],
        },
      },
    },
    saved: {
      after: { savedDisplay: 'view' },
      on: {
        'field.edit': {
          target: 'editing',
          actions: assign(({ event }) => {
            assertEvent(event, 'field.edit');
            return { draft: event.value, original: event.value, error: null };
          }),
        },
      },
    },
    failed: {
      after: { errorDisplay: 'view' },
      on: {
        'field.dismiss': 'view',
        // A file picked again while the failure shows is sent, not lost.
        'field.submit': {
          target: 'saving',
          actions: assign(({ event }) => ({ draft: event.value, original: '', error: null })),
        },
      },
    },
  },
});

export type ProfileFieldSnapshot = ReturnType<(typeof profileFieldMachine)['getInitialSnapshot']>;
export type ProfileFieldMode = 'view' | 'editing' | 'saving' | 'saved' | 'failed';

/** The field's mode, its draft and error. */
export function selectProfileField(snapshot: ProfileFieldSnapshot) {
  const mode = (['editing', 'saving', 'saved', 'failed'] as const).find((state) =>
    snapshot.matches(state),
  );
  return {
    mode: (mode ?? 'view') as ProfileFieldMode,
    draft: snapshot.context.draft,
    error: snapshot.context.error,
  };
}
