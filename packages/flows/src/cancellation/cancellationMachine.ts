import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

/**
 * Cancelling the subscription (spec part 2 sections 2, 4 and 5): the Cancel subscription dialog
 * (a reason, with the 25% discount / 1 to 3 month pause offer), then 'Just one more thing...'
 * with the stop-sync box, then the request; on success the dialogs close and the plan and
 * warnings reload (the portal's `reloadAfterCancel`).
 */

/** The fixed list (spec section 3), in its order; the values are what the contract sends. */
export const CANCEL_REASONS = [
  "don't understand how to use",
  'too expensive',
  'found another option',
  "don't use it enough",
  'some features missing',
  'bugs or support problems',
  'other reasons',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const CANCEL_PLATFORMS = ['Planning Center', 'Realm', 'Pushpay', 'Other'] as const;
export type CancelPlatform = (typeof CANCEL_PLATFORMS)[number];

export interface CancelRequest {
  /** The reason, with ': ' and the platform or the comment where the reason needs one. */
  cancelReason: string;
  stopSync: boolean;
}

export interface CancellationContext {
  reason: CancelReason | null;
  platform: CancelPlatform | null;
  comment: string;
  stopSync: boolean;
  /** The server's message when cancelling failed ('' for a failure without words). */
  error: string | null;
}

export type CancellationEvent =
  | { type: 'cancel.open' }
  | { type: 'reason.choose'; reason: CancelReason }
  | { type: 'platform.choose'; platform: CancelPlatform }
  | { type: 'comment.change'; comment: string }
  | { type: 'reasons.submit' }
  | { type: 'stopSync.change'; checked: boolean }
  | { type: 'final.confirm' }
  | { type: 'dialog.close' };

/** Why the Cancel button of the reasons dialog is disabled (spec section 5), or null. */
export type CancelBlock = 'noReason' | 'noComment' | 'noPlatform' | null;

export function cancelBlockOf(
  context: Pick<CancellationContext, 'reason' | 'platform' | 'comment'>,
): CancelBlock {
  if (!context.reason) return 'noReason';
  if (context.reason === 'other reasons' && context.comment.trim() === '') return 'noComment';
  if (context.reason === 'found another option' && !context.platform) return 'noPlatform';
  return null;
}

export function cancelRequestOf(context: CancellationContext): CancelRequest {
  const reason = context.reason ?? '';
  const detail =
    context.reason === 'found another option'
      ? (context.platform ?? '')
      : context.reason === 'other reasons'
        ? context.comment.trim()
        : '';
  return { cancelReason: detail ? `${reason}: ${detail}` : reason, stopSync: context.stopSync };
}

const fresh: CancellationContext = {
  reason: null,
  platform: null,
  comment: '',
  stopSync: false,
  error: null,
};

export const cancellationMachine = setup({
  types: {
    context: {} as CancellationContext,
    events: {} as CancellationEvent,
  },
  actors: {
    /** /billing/cancel-plan: cancelReason, stopSync 0 or 1. */
    cancelPlan: fromPromise<string, CancelRequest>(async () => ''),
  },
  actions: {
    /** Plan and warnings reload (and the account, when syncing was stopped). */
    reloadAfterCancel: (_, _stopSync: boolean) => {},
    /** The server's success message. */
    notifyCancelled: (_, _message: string) => {},
  },
  guards: {
    canCancel: ({ context }) => cancelBlockOf(context) === null,
  },
}).createMachine({
  id: 'cancellation',
  context: fresh,
  initial: 'closed',
  states: {
    closed: {
      on: { 'cancel.open': { target: 'reasons', actions: assign(() => fresh) } },
    },
    reasons: {
      on: {
        'reason.choose': {
          actions: assign({ reason: ({ event }) => event.reason, platform: null, comment: '' }),
        },
        'platform.choose': { actions: assign({ platform: ({ event }) => event.platform }) },
        'comment.change': { actions: assign({ comment: ({ event }) => event.comment }) },
        'reasons.submit': { guard: 'canCancel', target: 'oneMoreThing' },
        'dialog.close': 'closed',
      },
    },
    oneMoreThing: {
      on: {
        'stopSync.change': { actions: assign({ stopSync: ({ event }) => event.checked }) },
        'final.confirm': { target: 'cancelling', actions: assign({ error: null }) },
        'dialog.close': 'closed',
      },
    },
    cancelling: {
      invoke: {
        src: 'cancelPlan',
        input: ({ context }) => cancelRequestOf(context),
        onDone: {
          target: 'closed',
          actions: [
            { type: 'notifyCancelled', params: ({ event }) => event.output },
            { type: 'reloadAfterCancel', params: ({ context }) => context.stopSync },
          ],
        },
        onError: {
          target: 'oneMoreThing',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : ''),
          }),
        },
      },
    },
  },
});

export type CancellationSnapshot = SnapshotFrom<typeof cancellationMachine>;

export type CancellationDialog = 'reasons' | 'oneMoreThing' | null;

export interface CancellationView {
  dialog: CancellationDialog;
  reason: CancelReason | null;
  platform: CancelPlatform | null;
  comment: string;
  stopSync: boolean;
  /** The reasons dialog's Cancel button is disabled for this reason. */
  block: CancelBlock;
  cancelling: boolean;
  error: string | null;
}

export function selectCancellationView(snapshot: CancellationSnapshot): CancellationView {
  const { context } = snapshot;
  const dialog: CancellationDialog = snapshot.matches('reasons')
    ? 'reasons'
    : snapshot.matches('closed')
      ? null
      : 'oneMoreThing';
  return {
    dialog,
    reason: context.reason,
    platform: context.platform,
    comment: context.comment,
    stopSync: context.stopSync,
    block: cancelBlockOf(context),
    cancelling: snapshot.matches('cancelling'),
    error: context.error,
  };
}
