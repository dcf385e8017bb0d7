/**
 * The Toolkit's switches (/tools and /notifications, spec part 2 section 4 "Toolkit toggles"):
 * a switch flips only when the server answered status 1, then the server's message (or 'Saved
 * successfully') is announced; a refusal or a failed call opens the Error dialog with the
 * server's message (or the generic text), except the two-way switch, whose failure is a snackbar
 * with the server's message (section 8: "Two-way enable failure: the server message as a
 * snackbar"). Another Toolkit save refused elsewhere on the page (the membership types) opens the
 * same Error dialog (`error.show`). Account cleanup is one more call with the same outcomes. One change at a time: presses while a change is being saved are ignored, so nothing
 * is sent twice.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { messageOf as failureText } from '../apiFailure';
import { toolkitMachineTexts } from './texts';

/** Every Toolkit switch, by what it means (the portal maps each to its call and user flag). */
export const TOOLKIT_SETTINGS = [
  'twoWay',
  'autoSync',
  'autoCleanup',
  'storeUserInfo',
  'checkPrimaryProfiles',
  'checkReceivedEmail',
  'skipMergeValidation',
  'keepInactive',
  'deleteMcListGroup',
  'notifyUnsub',
  'notifyPendingDupes',
] as const;

export type ToolkitSetting = (typeof TOOLKIT_SETTINGS)[number];

/** Which switch is on, as the server holds it. */
export type ToolkitFlags = Record<ToolkitSetting, boolean>;

/** A switch pressed: the setting and the state asked for. */
export interface SettingChange {
  setting: ToolkitSetting;
  on: boolean;
}

/** A successful call's answer: the server's message (may be empty). */
export interface ToolkitOutcome {
  message: string;
}

export interface ToolkitContext {
  flags: ToolkitFlags;
  /** The change being saved, while it is. */
  saving: SettingChange | null;
  /** The Error dialog's message; null while it is closed. */
  error: string | null;
}

export type ToolkitEvent =
  | { type: 'setting.toggle'; setting: ToolkitSetting; on: boolean }
  | { type: 'cleanup.start' }
  | { type: 'error.show'; message: string }
  | { type: 'error.close' };

export interface ToolkitInput {
  flags: ToolkitFlags;
}

/** The server's message of a refusal, else the spec's generic text. */
export function toolkitFailure(error: unknown): string {
  return failureText(error, toolkitMachineTexts.failure);
}

const failureOf = (event: unknown) => toolkitFailure((event as { error?: unknown }).error);

/** The server's success message, else 'Saved successfully'. */
const messageOf = (output: ToolkitOutcome) => output.message || toolkitMachineTexts.saved;

export const toolkitMachine = setup({
  types: {
    context: {} as ToolkitContext,
    events: {} as ToolkitEvent,
    input: {} as ToolkitInput,
  },
  actors: {
    /** Stores one switch (the portal's call for that setting); rejects on status 0. */
    saveSetting: fromPromise<ToolkitOutcome, SettingChange>(async () => ({ message: '' })),
    /** Asks for an account cleanup (`/tools/clean-up`). */
    cleanUp: fromPromise<ToolkitOutcome>(async () => ({ message: '' })),
  },
  actions: {
    /** Announces a success (a snackbar): the server's message, else 'Saved successfully'. */
    notify: (_, _outcome: { message: string }) => {},
    /** Announces a failure as a snackbar (the two-way switch): the server's message. */
    warn: (_, _outcome: { message: string }) => {},
    /** A switch the server stored: the portal updates the stored user so other screens follow. */
    stored: (_, _change: SettingChange) => {},
  },
}).createMachine({
  id: 'toolkit',
  context: ({ input }) => ({ flags: { ...input.flags }, saving: null, error: null }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'setting.toggle': {
          target: 'saving',
          guard: ({ context, event }) => context.flags[event.setting] !== event.on,
          actions: assign({ saving: ({ event }) => ({ setting: event.setting, on: event.on }) }),
        },
        'cleanup.start': 'cleaning',
        'error.show': {
          target: 'failed',
          actions: assign({ error: ({ event }) => event.message }),
        },
      },
    },
    saving: {
      invoke: {
        src: 'saveSetting',
        input: ({ context }) => context.saving as SettingChange,
        onDone: {
          target: 'ready',
          actions: [
            // Before the assign below: both read the change being saved.
            { type: 'stored', params: ({ context }) => context.saving as SettingChange },
            { type: 'notify', params: ({ event }) => ({ message: messageOf(event.output) }) },
            assign({
              flags: ({ context }) => {
                const change = context.saving as SettingChange;
                return { ...context.flags, [change.setting]: change.on };
              },
              saving: null,
            }),
          ],
        },
        onError: [
          {
            guard: ({ context }) => context.saving?.setting === 'twoWay',
            target: 'ready',
            actions: [
              { type: 'warn', params: ({ event }) => ({ message: failureOf(event) }) },
              assign({ saving: null }),
            ],
          },
          {
            target: 'failed',
            actions: assign({ saving: null, error: ({ event }) => failureOf(event) }),
          },
        ],
      },
    },
    cleaning: {
      invoke: {
        src: 'cleanUp',
        onDone: {
          target: 'ready',
          actions: {
            type: 'notify',
            params: ({ event }) => ({ message: messageOf(event.output) }),
          },
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => failureOf(event) }),
        },
      },
    },
    failed: {
      on: {
        'error.close': { target: 'ready', actions: assign({ error: null }) },
      },
    },
  },
});

export type ToolkitSnapshot = SnapshotFrom<typeof toolkitMachine>;

export interface ToolkitView {
  flags: ToolkitFlags;
  /** The setting whose change is being saved (its switch spins). */
  saving: ToolkitSetting | null;
  /** Presses are ignored: a change or a cleanup is under way, or the Error dialog is open. */
  busy: boolean;
  cleaning: boolean;
  /** The Error dialog's message; null while it is closed. */
  error: string | null;
}

export function selectToolkitView(snapshot: ToolkitSnapshot): ToolkitView {
  return {
    flags: snapshot.context.flags,
    saving: snapshot.context.saving?.setting ?? null,
    busy: !snapshot.matches('ready'),
    cleaning: snapshot.matches('cleaning'),
    error: snapshot.context.error,
  };
}
