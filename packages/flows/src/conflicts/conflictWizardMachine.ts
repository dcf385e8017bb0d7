/**
 * The conflict wizard (/resolve-conflicts; spec part 1 "Conflicts", sections 3, 4, 5 and 8).
 *
 *   step 1 `conflicts`: the unresolved conflicts (/sync-pair/simple-view) in two tabs, CCB to MC
 *          and MC to CCB; Next needs a conflict of the tab shown.
 *   step 2 `holds`: the conflict's held contacts (/dupe/hold-contacts); Next needs one. Ignore
 *          one (confirmed unless 'do not show again' was ticked), Ignore All (confirmed with a
 *          ticked agreement naming every held contact), Export list (a parallel region, so it
 *          never interrupts the step).
 *   step 3 `matches`: the held contact and its possible matches (/dupe/possible-matches); Next
 *          needs a match, 'Create New Contact' goes on without one.
 *   step 4 `merge`: one choice per field, current (0) or match (1), or typed values when
 *          creating; Merge (/dupe/match-contact) needs first name, last name and email.
 *
 * Outcomes, as the spec has them: a merge or an ignore of the only held contact listed leaves
 * for /dashboard, otherwise the wizard is back on step 2 with the list asked again and the
 * selections cleared; Ignore All leaves for /dashboard. Back goes one step back from steps 2-4;
 * Close leaves for /dashboard from anywhere. Effects are named actors and actions with harmless
 * defaults; the portal provides the calls, the snackbars (`notify`) and the navigation (`close`).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ApiBody, Schemas } from '@flocksync/api-client';
import { isApiError } from '../apiFailure';
import type { Direction } from '../pairs';
import { conflictWizardTexts } from './texts';

export type HoldContact = Schemas['HoldContact'];
export type PossibleMatch = Schemas['PossibleMatch'];
export type CcbToMcConflict = Schemas['CcbToMcConflict'];
export type McToCcbConflict = Schemas['McToCcbConflict'];

/** Both directions' unresolved conflicts, as `/sync-pair/simple-view` answers them. */
export interface ConflictLists {
  ccbToMc: CcbToMcConflict[];
  mcToCcb: McToCcbConflict[];
}

/** The fields step 4 compares. */
export const CONTACT_FIELDS = ['firstName', 'lastName', 'email'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
/** 0 keeps the current (held) contact's value, 1 takes the match's. */
export type FieldChoice = 0 | 1;
export type ContactValues = Record<ContactField, string>;

export type MergeBody = ApiBody<'/dupe/match-contact'>;

/** What the person is told after an outcome; the portal turns each into its snackbar. */
export type ConflictOutcome =
  | { kind: 'merged' }
  | { kind: 'ignored'; contact: HoldContact }
  | { kind: 'ignoredAll'; count: number }
  | { kind: 'failed'; message: string };

export interface ConflictWizardInput {
  /** 'do not show again' was ticked before: ignoring one conflict asks nothing. */
  skipIgnoreConfirm?: boolean;
}

export interface ConflictWizardContext {
  conflicts: ConflictLists;
  /** The tab shown on step 1. */
  tab: Direction;
  /** The chosen conflict (ids are unique per direction only). */
  conflict: { direction: Direction; id: number } | null;
  holds: HoldContact[];
  holdId: number | null;
  matches: PossibleMatch[];
  matchId: number | null;
  /** Step 4 merges with the chosen match, or creates a new contact ('Create New Contact'). */
  mode: 'merge' | 'create';
  choices: Record<ContactField, FieldChoice>;
  /** The values typed when creating a new contact. */
  draft: ContactValues;
  /** Merge was pressed with an empty first name, last name or email. */
  fieldsEmpty: boolean;
  /** The held contact being ignored (asked about, or sent). */
  ignoring: HoldContact | null;
  /** That ignore went through the confirmation (which then stays up while it is sent). */
  ignoreAsked: boolean;
  /**
   * Where the contact just ignored was listed: its row is gone with the focus that was on it, so
   * the row now at that place takes the focus when the list returns (APG: focus never falls to
   * the page). Cleared by the next choice on step 2.
   */
  ignoredAt: number | null;
  skipIgnoreConfirm: boolean;
  /** The 'do not show again' box of the open confirmation. */
  dontShowAgain: boolean;
  /** Every held contact, all conflicts together: the N of 'ignore all N conflicts'. */
  heldTotal: number;
  /** The 'Yes, I agree to ignore all N conflicts' box. */
  agreed: boolean;
  /** The last failure's message, shown in the dialog (and told through `notify`). */
  error: string | null;
}

export type ConflictWizardEvent =
  | { type: 'conflicts.tab'; direction: Direction }
  | { type: 'conflict.select'; direction: Direction; id: number }
  | { type: 'hold.select'; id: number }
  | { type: 'match.select'; id: number }
  | { type: 'match.createNew' }
  | { type: 'field.choose'; field: ContactField; choice: FieldChoice }
  | { type: 'field.type'; field: ContactField; value: string }
  | { type: 'wizard.next' }
  | { type: 'wizard.back' }
  | { type: 'wizard.close' }
  /** After a list failed to load. */
  | { type: 'wizard.retry' }
  | { type: 'merge.submit' }
  | { type: 'hold.ignore'; id: number }
  | { type: 'ignore.dontShowAgain'; checked: boolean }
  | { type: 'ignore.confirm' }
  | { type: 'ignore.cancel' }
  | { type: 'ignoreAll.open' }
  | { type: 'ignoreAll.agree'; checked: boolean }
  | { type: 'ignoreAll.confirm' }
  | { type: 'ignoreAll.cancel' }
  | { type: 'list.export' };

const NO_CHOICES: Record<ContactField, FieldChoice> = { firstName: 0, lastName: 0, email: 0 };
const NO_VALUES: ContactValues = { firstName: '', lastName: '', email: '' };

/** Spec section 8: merge and ignore errors show the server's `errorMessage`, else the generic text. */
export function failureMessage(error: unknown): string {
  if (isApiError(error) && error.errorMessage) return error.errorMessage;
  return conflictWizardTexts.errors.generic;
}

const failedWith = (event: unknown) => failureMessage((event as { error?: unknown }).error);

export function conflictsOf(context: Pick<ConflictWizardContext, 'conflicts'>, tab: Direction) {
  return tab === 'ccbToMc'
    ? context.conflicts.ccbToMc.map((item) => ({ id: item.ccbToMcId, entry: item }))
    : context.conflicts.mcToCcb.map((item) => ({ id: item.mcToCcbId, entry: item }));
}

const hasConflict = (context: ConflictWizardContext, direction: Direction, id: number) =>
  conflictsOf(context, direction).some((item) => item.id === id);

export function selectedHold(context: ConflictWizardContext): HoldContact | null {
  return context.holds.find((hold) => hold.id === context.holdId) ?? null;
}

export function selectedMatch(context: ConflictWizardContext): PossibleMatch | null {
  return context.matches.find((match) => match.id === context.matchId) ?? null;
}

/** What step 4 will save: each field's chosen value (merging) or the typed one (creating). */
export function previewOf(context: ConflictWizardContext): ContactValues {
  if (context.mode === 'create') return context.draft;
  const hold = selectedHold(context);
  const match = selectedMatch(context);
  const value = (field: ContactField) =>
    (context.choices[field] === 1 ? match?.[field] : hold?.[field]) ?? '';
  return { firstName: value('firstName'), lastName: value('lastName'), email: value('email') };
}

/** Spec section 5: first name, last name and email must be filled. */
export const previewFilled = (context: ConflictWizardContext) =>
  CONTACT_FIELDS.every((field) => previewOf(context)[field].trim() !== '');

/**
 * The `/dupe/match-contact` body (spec section 7): with a match, the fields are its radio flags
 * (0 current, 1 match); creating, `matchContactId` is 0 and the fields are the typed values.
 * `left*` are the held contact's own values either way.
 */
export function mergeBodyOf(context: ConflictWizardContext): MergeBody {
  const hold = selectedHold(context);
  const left = {
    id: hold?.id ?? 0,
    leftFirstName: hold?.firstName ?? '',
    leftLastName: hold?.lastName ?? '',
    leftEmail: hold?.email ?? '',
  };
  if (context.mode === 'create') {
    return {
      ...left,
      matchContactId: 0,
      firstName: context.draft.firstName.trim(),
      lastName: context.draft.lastName.trim(),
      email: context.draft.email.trim(),
    };
  }
  return {
    ...left,
    matchContactId: context.matchId ?? 0,
    firstName: String(context.choices.firstName),
    lastName: String(context.choices.lastName),
    email: String(context.choices.email),
  };
}

/** Back on step 2 after an outcome: nothing chosen below the conflict. */
const clearedSelections = {
  holdId: null,
  matches: [],
  matchId: null,
  mode: 'merge',
  choices: NO_CHOICES,
  draft: NO_VALUES,
  fieldsEmpty: false,
  ignoring: null,
  ignoreAsked: false,
  dontShowAgain: false,
  agreed: false,
} as const satisfies Partial<ConflictWizardContext>;

export const conflictWizardMachine = setup({
  types: {
    context: {} as ConflictWizardContext,
    events: {} as ConflictWizardEvent,
    input: {} as ConflictWizardInput,
  },
  actors: {
    /** /sync-pair/simple-view. */
    loadConflicts: fromPromise<ConflictLists>(async () => ({ ccbToMc: [], mcToCcb: [] })),
    /** /dupe/hold-contacts with the conflict's id. */
    loadHoldContacts: fromPromise<HoldContact[], { conflictId: number }>(async () => []),
    /** /dupe/possible-matches with the held contact's id. */
    loadPossibleMatches: fromPromise<PossibleMatch[], { holdId: number }>(async () => []),
    /** /dupe/match-contact. */
    mergeContact: fromPromise<unknown, MergeBody>(async () => undefined),
    /** /dupe/ignore-contact. */
    ignoreContact: fromPromise<unknown, { holdId: number }>(async () => undefined),
    /** How many contacts are held, all conflicts together. */
    countHeldContacts: fromPromise<number>(async () => 0),
    /** /dupe/ignore-all-contact. */
    ignoreAllContacts: fromPromise<unknown>(async () => undefined),
    /** /dupe/all-hold-contacts, written to contact-list.csv. */
    exportList: fromPromise<unknown>(async () => undefined),
  },
  actions: {
    /** Leave for /dashboard. */
    close: () => {},
    /** Tell the person how an action ended (the portal's snackbars). */
    notify: (_, _outcome: ConflictOutcome) => {},
    /** 'do not show again' was ticked: keep it beyond this visit. */
    rememberSkipIgnoreConfirm: () => {},
    showError: assign(({ event }) => ({ error: failedWith(event) })),
  },
  guards: {
    conflictChosen: ({ context }) =>
      context.conflict !== null && context.conflict.direction === context.tab,
    holdChosen: ({ context }) => selectedHold(context) !== null,
    matchChosen: ({ context }) => selectedMatch(context) !== null,
    skipsIgnoreConfirm: ({ context }) => context.skipIgnoreConfirm,
    /** The held contact just resolved was the only one listed on step 2. */
    wasOnlyOne: ({ context }) => context.holds.length <= 1,
    agreed: ({ context }) => context.agreed,
    previewFilled: ({ context }) => previewFilled(context),
    creating: ({ context }) => context.mode === 'create',
    merging: ({ context }) => context.mode === 'merge',
  },
}).createMachine({
  id: 'conflictWizard',
  context: ({ input }) => ({
    conflicts: { ccbToMc: [], mcToCcb: [] },
    tab: 'ccbToMc',
    conflict: null,
    holds: [],
    ...clearedSelections,
    ignoredAt: null,
    skipIgnoreConfirm: input.skipIgnoreConfirm ?? false,
    heldTotal: 0,
    error: null,
  }),
  initial: 'open',
  states: {
    open: {
      type: 'parallel',
      on: { 'wizard.close': '#conflictWizard.closed' },
      states: {
        flow: {
          initial: 'conflicts',
          states: {
            /** Step 1. */
            conflicts: {
              initial: 'loading',
              states: {
                loading: {
                  entry: assign({ error: null }),
                  invoke: {
                    id: 'loadConflicts',
                    src: 'loadConflicts',
                    onDone: {
                      target: 'ready',
                      actions: assign(({ context, event }) => {
                        const next = { ...context, conflicts: event.output };
                        const kept =
                          context.conflict &&
                          hasConflict(next, context.conflict.direction, context.conflict.id)
                            ? context.conflict
                            : null;
                        // The tab of the conflict still chosen; else MC to CCB when only it has any.
                        const tab: Direction =
                          kept?.direction ??
                          (event.output.ccbToMc.length === 0 && event.output.mcToCcb.length > 0
                            ? 'mcToCcb'
                            : 'ccbToMc');
                        return { conflicts: event.output, conflict: kept, tab };
                      }),
                    },
                    onError: 'failed',
                  },
                },
                failed: {
                  on: { 'wizard.retry': 'loading' },
                },
                ready: {
                  on: {
                    'conflicts.tab': {
                      actions: assign(({ event }) => ({ tab: event.direction })),
                    },
                    'conflict.select': {
                      guard: ({ context, event }) =>
                        hasConflict(context, event.direction, event.id),
                      actions: assign(({ event }) => ({
                        conflict: { direction: event.direction, id: event.id },
                        tab: event.direction,
                      })),
                    },
                    'wizard.next': {
                      guard: 'conflictChosen',
                      target: '#conflictWizard.open.flow.holds',
                      actions: assign({ holds: [], ...clearedSelections }),
                    },
                  },
                },
              },
            },

            /** Step 2. */
            holds: {
              initial: 'loading',
              states: {
                loading: {
                  entry: assign({ error: null }),
                  invoke: {
                    id: 'loadHoldContacts',
                    src: 'loadHoldContacts',
                    input: ({ context }) => ({ conflictId: context.conflict?.id ?? 0 }),
                    onDone: {
                      target: 'ready',
                      actions: assign(({ context, event }) => ({
                        holds: event.output,
                        holdId: event.output.some((hold) => hold.id === context.holdId)
                          ? context.holdId
                          : null,
                      })),
                    },
                    onError: 'failed',
                  },
                },
                failed: {
                  on: {
                    'wizard.retry': 'loading',
                    'wizard.back': '#conflictWizard.open.flow.conflicts',
                  },
                },
                ready: {
                  on: {
                    'hold.select': {
                      guard: ({ context, event }) =>
                        context.holds.some((hold) => hold.id === event.id),
                      actions: assign(({ event }) => ({ holdId: event.id, ignoredAt: null })),
                    },
                    'wizard.next': {
                      guard: 'holdChosen',
                      target: '#conflictWizard.open.flow.matches',
                      actions: assign({ ignoredAt: null }),
                    },
                    'wizard.back': '#conflictWizard.open.flow.conflicts',
                    'hold.ignore': [
                      {
                        guard: ({ context, event }) =>
                          !context.holds.some((hold) => hold.id === event.id),
                      },
                      {
                        guard: 'skipsIgnoreConfirm',
                        target: 'ignoring',
                        actions: assign(({ context, event }) => ({
                          ignoring: context.holds.find((hold) => hold.id === event.id) ?? null,
                          ignoreAsked: false,
                          ignoredAt: null,
                          error: null,
                        })),
                      },
                      {
                        target: 'confirmingIgnore',
                        actions: assign(({ context, event }) => ({
                          ignoring: context.holds.find((hold) => hold.id === event.id) ?? null,
                          ignoreAsked: true,
                          ignoredAt: null,
                          dontShowAgain: false,
                          error: null,
                        })),
                      },
                    ],
                    'ignoreAll.open': {
                      target: 'ignoreAll',
                      actions: assign({ agreed: false, ignoredAt: null, error: null }),
                    },
                  },
                },
                /** 'Ignore this conflict?' with 'do not show again'. */
                confirmingIgnore: {
                  on: {
                    'ignore.dontShowAgain': {
                      actions: assign(({ event }) => ({ dontShowAgain: event.checked })),
                    },
                    'ignore.confirm': [
                      {
                        guard: ({ context }) => context.dontShowAgain,
                        target: 'ignoring',
                        actions: [assign({ skipIgnoreConfirm: true }), 'rememberSkipIgnoreConfirm'],
                      },
                      { target: 'ignoring' },
                    ],
                    'ignore.cancel': {
                      target: 'ready',
                      actions: assign({ ignoring: null, ignoreAsked: false, dontShowAgain: false }),
                    },
                  },
                },
                ignoring: {
                  invoke: {
                    id: 'ignoreContact',
                    src: 'ignoreContact',
                    input: ({ context }) => ({ holdId: context.ignoring?.id ?? 0 }),
                    onDone: [
                      {
                        guard: 'wasOnlyOne',
                        target: '#conflictWizard.closed',
                        actions: {
                          type: 'notify',
                          params: ({ context }) => ({
                            kind: 'ignored',
                            contact: context.ignoring as HoldContact,
                          }),
                        },
                      },
                      {
                        target: 'loading',
                        actions: [
                          {
                            type: 'notify',
                            params: ({ context }) => ({
                              kind: 'ignored',
                              contact: context.ignoring as HoldContact,
                            }),
                          },
                          assign(({ context }) => ({
                            ...clearedSelections,
                            ignoredAt: context.holds.findIndex(
                              (hold) => hold.id === context.ignoring?.id,
                            ),
                          })),
                        ],
                      },
                    ],
                    onError: {
                      target: 'ready',
                      actions: [
                        'showError',
                        assign({ ignoring: null, ignoreAsked: false }),
                        {
                          type: 'notify',
                          params: ({ event }) => ({ kind: 'failed', message: failedWith(event) }),
                        },
                      ],
                    },
                  },
                },
                /** Ignore All: count every held contact, ask, then ignore them all. */
                ignoreAll: {
                  initial: 'counting',
                  states: {
                    counting: {
                      invoke: {
                        id: 'countHeldContacts',
                        src: 'countHeldContacts',
                        onDone: {
                          target: 'confirming',
                          actions: assign(({ event }) => ({ heldTotal: event.output })),
                        },
                        onError: {
                          target: '#conflictWizard.open.flow.holds.ready',
                          actions: [
                            'showError',
                            {
                              type: 'notify',
                              params: ({ event }) => ({
                                kind: 'failed',
                                message: failedWith(event),
                              }),
                            },
                          ],
                        },
                      },
                    },
                    confirming: {
                      on: {
                        'ignoreAll.agree': {
                          actions: assign(({ event }) => ({ agreed: event.checked })),
                        },
                        'ignoreAll.confirm': {
                          guard: 'agreed',
                          target: 'sending',
                          actions: assign({ error: null }),
                        },
                        'ignoreAll.cancel': {
                          target: '#conflictWizard.open.flow.holds.ready',
                          actions: assign({ agreed: false, error: null }),
                        },
                      },
                    },
                    sending: {
                      invoke: {
                        id: 'ignoreAllContacts',
                        src: 'ignoreAllContacts',
                        onDone: {
                          target: '#conflictWizard.closed',
                          actions: {
                            type: 'notify',
                            params: ({ context }) => ({
                              kind: 'ignoredAll',
                              count: context.heldTotal,
                            }),
                          },
                        },
                        onError: {
                          target: 'confirming',
                          actions: [
                            'showError',
                            {
                              type: 'notify',
                              params: ({ event }) => ({
                                kind: 'failed',
                                message: failedWith(event),
                              }),
                            },
                          ],
                        },
                      },
                    },
                  },
                },
              },
            },

            /** Step 3. */
            matches: {
              initial: 'loading',
              states: {
                loading: {
                  entry: assign({ error: null, matches: [], matchId: null }),
                  invoke: {
                    id: 'loadPossibleMatches',
                    src: 'loadPossibleMatches',
                    input: ({ context }) => ({ holdId: context.holdId ?? 0 }),
                    onDone: {
                      target: 'ready',
                      actions: assign(({ event }) => ({ matches: event.output })),
                    },
                    onError: 'failed',
                  },
                },
                failed: {
                  on: {
                    'wizard.retry': 'loading',
                    'wizard.back': '#conflictWizard.open.flow.holds.ready',
                  },
                },
                ready: {
                  on: {
                    'match.select': {
                      guard: ({ context, event }) =>
                        context.matches.some((match) => match.id === event.id),
                      actions: assign(({ event }) => ({ matchId: event.id })),
                    },
                    'wizard.next': {
                      guard: 'matchChosen',
                      target: '#conflictWizard.open.flow.merge',
                      actions: assign({
                        mode: 'merge',
                        choices: NO_CHOICES,
                        draft: NO_VALUES,
                        fieldsEmpty: false,
                        error: null,
                      }),
                    },
                    'match.createNew': {
                      target: '#conflictWizard.open.flow.merge',
                      // Creating starts from the held contact's own values.
                      actions: assign(({ context }) => {
                        const hold = selectedHold(context);
                        return {
                          mode: 'create' as const,
                          matchId: null,
                          choices: NO_CHOICES,
                          draft: {
                            firstName: hold?.firstName ?? '',
                            lastName: hold?.lastName ?? '',
                            email: hold?.email ?? '',
                          },
                          fieldsEmpty: false,
                          error: null,
                        };
                      }),
                    },
                    'wizard.back': '#conflictWizard.open.flow.holds.ready',
                  },
                },
              },
            },

            /** Step 4. */
            merge: {
              initial: 'editing',
              states: {
                editing: {
                  on: {
                    'field.choose': {
                      guard: 'merging',
                      actions: assign(({ context, event }) => ({
                        choices: { ...context.choices, [event.field]: event.choice },
                        fieldsEmpty: false,
                      })),
                    },
                    'field.type': {
                      guard: 'creating',
                      actions: assign(({ context, event }) => ({
                        draft: { ...context.draft, [event.field]: event.value },
                        fieldsEmpty: false,
                      })),
                    },
                    'merge.submit': [
                      {
                        guard: 'previewFilled',
                        target: 'merging',
                        actions: assign({ fieldsEmpty: false, error: null }),
                      },
                      { actions: assign({ fieldsEmpty: true }) },
                    ],
                    'wizard.back': {
                      target: '#conflictWizard.open.flow.matches.ready',
                      actions: assign({ fieldsEmpty: false, error: null }),
                    },
                  },
                },
                merging: {
                  invoke: {
                    id: 'mergeContact',
                    src: 'mergeContact',
                    input: ({ context }) => mergeBodyOf(context),
                    onDone: [
                      {
                        guard: 'wasOnlyOne',
                        target: '#conflictWizard.closed',
                        actions: { type: 'notify', params: { kind: 'merged' } },
                      },
                      {
                        target: '#conflictWizard.open.flow.holds.loading',
                        actions: [
                          { type: 'notify', params: { kind: 'merged' } },
                          assign(clearedSelections),
                        ],
                      },
                    ],
                    onError: {
                      target: 'editing',
                      actions: [
                        'showError',
                        {
                          type: 'notify',
                          params: ({ event }) => ({ kind: 'failed', message: failedWith(event) }),
                        },
                      ],
                    },
                  },
                },
              },
            },
          },
        },

        /** Export list: asks every held contact and writes contact-list.csv, once at a time. */
        exporter: {
          initial: 'idle',
          states: {
            idle: { on: { 'list.export': 'exporting' } },
            exporting: {
              invoke: {
                id: 'exportList',
                src: 'exportList',
                onDone: 'idle',
                onError: {
                  target: 'idle',
                  actions: [
                    'showError',
                    {
                      type: 'notify',
                      params: ({ event }) => ({ kind: 'failed', message: failedWith(event) }),
                    },
                  ],
                },
              },
            },
          },
        },
      },
    },
    closed: { type: 'final', entry: 'close' },
  },
});

// ---- selectors ----------------------------------------------------------------------------

export type ConflictWizardSnapshot = SnapshotFrom<typeof conflictWizardMachine>;

export type ConflictStep = 1 | 2 | 3 | 4;

const STEPS = { conflicts: 1, holds: 2, matches: 3, merge: 4 } as const;

/** The step shown, or null once closed. */
export function selectConflictStep(snapshot: ConflictWizardSnapshot): ConflictStep | null {
  if (snapshot.status !== 'active') return null;
  const value = snapshot.value as { open?: { flow?: Record<string, unknown> } };
  const flow = value.open?.flow;
  const name = flow ? (Object.keys(flow)[0] as keyof typeof STEPS | undefined) : undefined;
  return name ? STEPS[name] : null;
}

/** The confirmation open over the wizard, if any. */
export type ConflictConfirm =
  | { kind: 'ignoreOne'; contact: HoldContact; dontShowAgain: boolean; busy: boolean }
  | { kind: 'ignoreAll'; count: number; agreed: boolean; busy: boolean };

/** Everything the wizard shows, as data, keys and counts (ui's `conflictTexts` holds the texts). */
export interface ConflictWizardView {
  step: ConflictStep;
  /** The step's list is being asked for, or failed to load ('Try again'). */
  loading: boolean;
  failed: boolean;
  /** Step 1. */
  tab: Direction;
  counts: Record<Direction, number>;
  conflicts: { id: number; entry: Schemas['ConflictEntry'] }[];
  conflictId: number | null;
  /** Step 2. */
  holds: HoldContact[];
  holdId: number | null;
  /** The held contact being ignored without a confirmation. */
  ignoringId: number | null;
  /** The row that takes the focus when the list returns after an ignore (its old place). */
  refocusAt: number | null;
  /** Ignore All is counting the held contacts before it asks. */
  countingAll: boolean;
  exporting: boolean;
  /** Steps 3 and 4. */
  current: HoldContact | null;
  matches: PossibleMatch[];
  matchId: number | null;
  match: PossibleMatch | null;
  mode: 'merge' | 'create';
  choices: Record<ContactField, FieldChoice>;
  draft: ContactValues;
  preview: ContactValues;
  fieldsEmpty: boolean;
  merging: boolean;
  /** Next (steps 1-3) has what it needs. */
  canNext: boolean;
  /** Back is offered (steps 2-4) and free (nothing is being sent). */
  canBack: boolean;
  confirm: ConflictConfirm | null;
  error: string | null;
}

export function selectConflictWizardView(
  snapshot: ConflictWizardSnapshot,
): ConflictWizardView | null {
  const step = selectConflictStep(snapshot);
  if (!step) return null;
  const { context } = snapshot;
  const stepState = Object.keys(STEPS)[step - 1] as keyof typeof STEPS;
  const at = (state: string) =>
    snapshot.matches({ open: { flow: { [stepState]: state } } } as never);
  const loading = at('loading');
  const failed = at('failed');
  const ignoring = at('ignoring') && context.ignoring !== null;
  const allConfirming = snapshot.matches({
    open: { flow: { holds: { ignoreAll: 'confirming' } } },
  });
  const allSending = snapshot.matches({ open: { flow: { holds: { ignoreAll: 'sending' } } } });
  const merging = at('merging');
  const ready = at('ready') || at('editing');

  let confirm: ConflictConfirm | null = null;
  if ((at('confirmingIgnore') || (ignoring && context.ignoreAsked)) && context.ignoring) {
    confirm = {
      kind: 'ignoreOne',
      contact: context.ignoring,
      dontShowAgain: context.dontShowAgain,
      busy: ignoring,
    };
  } else if (allConfirming || allSending) {
    confirm = {
      kind: 'ignoreAll',
      count: context.heldTotal,
      agreed: context.agreed,
      busy: allSending,
    };
  }

  const canNext =
    ready &&
    ((step === 1 && context.conflict?.direction === context.tab) ||
      (step === 2 && selectedHold(context) !== null) ||
      (step === 3 && selectedMatch(context) !== null));

  return {
    step,
    loading,
    failed,
    tab: context.tab,
    counts: {
      ccbToMc: context.conflicts.ccbToMc.length,
      mcToCcb: context.conflicts.mcToCcb.length,
    },
    conflicts: conflictsOf(context, context.tab),
    conflictId: context.conflict?.direction === context.tab ? context.conflict.id : null,
    holds: context.holds,
    holdId: context.holdId,
    ignoringId: ignoring && !context.ignoreAsked ? (context.ignoring?.id ?? null) : null,
    refocusAt: step === 2 && ready ? context.ignoredAt : null,
    countingAll: snapshot.matches({ open: { flow: { holds: { ignoreAll: 'counting' } } } }),
    exporting: snapshot.matches({ open: { exporter: 'exporting' } }),
    current: selectedHold(context),
    matches: context.matches,
    matchId: context.matchId,
    match: selectedMatch(context),
    mode: context.mode,
    choices: context.choices,
    draft: context.draft,
    preview: previewOf(context),
    fieldsEmpty: context.fieldsEmpty,
    merging,
    canNext,
    canBack: step > 1 && (ready || failed),
    confirm,
    error: context.error,
  };
}
