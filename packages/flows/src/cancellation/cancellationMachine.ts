import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

/**
 * Cancelling the subscription (spec part 2 sections 2, 4 and 5): the Cancel subscription dialog
 * (a reason, with the 25% discount / 1 to 3 month pause offer), then 'Just one more thing...'
 * with the stop-sync box, then the request; on success the dialogs close and the plan and
 * warnings reload (the portal's `reloadAfterCancel`).
 *
 * The reasons dialog also offers to stay: 25% off the next payment or a 1 to 3 month pause
 * (spec section 9). Accepting it sends `/billing/accept-offer` (ADR 026: the spec names no call);
 * on success the dialog closes and the plan reloads (`reloadAfterOffer`).
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

/** The pause the offer gives, in months (spec section 9: 1 to 3). */
export const PAUSE_MONTHS = [1, 2, 3] as const;
export type PauseMonths = (typeof PAUSE_MONTHS)[number];

/** `/billing/accept-offer` (ADR 026). */
export type OfferRequest = { offer: 'discount' } | { offer: 'pause'; months: PauseMonths };

export interface CancellationContext {
  reason: CancelReason | null;
  platform: CancelPlatform | null;
  comment: string;
  stopSync: boolean;
  /** The server's message when cancelling failed ('' for a failure without words). */
  error: string | null;
  pauseMonths: PauseMonths;
  /** The server's message when accepting the offer failed ('' for a failure without words). */
  offerError: string | null;
}

export type CancellationEvent =
  | { type: 'cancel.open' }
  | { type: 'reason.choose'; reason: CancelReason }
  | { type: 'platform.choose'; platform: CancelPlatform }
  | { type: 'comment.change'; comment: string }
  | { type: 'reasons.submit' }
  | { type: 'stopSync.change'; checked: boolean }
  | { type: 'final.confirm' }
  | { type: 'pauseMonths.choose'; months: PauseMonths }
  | { type: 'offer.accept'; offer: 'discount' | 'pause' }
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
  pauseMonths: 1,
  offerError: null,
};

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

export const cancellationMachine = setup({
  types: {
    context: {} as CancellationContext,
    events: {} as CancellationEvent,
  },
  actors: {
    /** /billing/cancel-plan: cancelReason, stopSync 0 or 1. */
    cancelPlan: fromPromise<string, CancelRequest>(async () => ''),
    /** /billing/accept-offer: offer discount, or pause with months (ADR 026). */
    acceptOffer: fromPromise<string, OfferRequest>(async () => ''),
  },
  actions: {
    /** Plan and warnings reload (and the account, when syncing was stopped). */
    reloadAfterCancel: (_, _stopSync: boolean) => {},
    /** The server's success message. */
    notifyCancelled: (_, _message: string) => {},
    /** The plan (its next payment) reloads after the offer was accepted. */
    reloadAfterOffer: () => {},
    /** The server's message for the accepted offer. */
    notifyOfferAccepted: (_, _message: string) => {},
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
        'pauseMonths.choose': { actions: assign({ pauseMonths: ({ event }) => event.months }) },
        'offer.accept': {
          target: 'acceptingOffer',
          actions: assign({ offerError: null }),
        },
        'dialog.close': 'closed',
      },
    },
    acceptingOffer: {
      invoke: {
        src: 'acceptOffer',
        input: ({ context, event }): OfferRequest =>
          event.type === 'offer.accept' && event.offer === 'pause'
            ? { offer: 'pause', months: context.pauseMonths }
            : { offer: 'discount' },
        onDone: {
          target: 'closed',
          actions: [
            { type: 'notifyOfferAccepted', params: ({ event }) => event.output },
            'reloadAfterOffer',
          ],
        },
        onError: {
          target: 'reasons',
          actions: assign({ offerError: ({ event }) => errorText(event.error) }),
        },
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
          actions: assign({ error: ({ event }) => errorText(event.error) }),
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
  pauseMonths: PauseMonths;
  /** Accepting the offer is under way (both offer buttons wait). */
  acceptingOffer: boolean;
  offerError: string | null;
}

export function selectCancellationView(snapshot: CancellationSnapshot): CancellationView {
  const { context } = snapshot;
  const dialog: CancellationDialog =
    snapshot.matches('reasons') || snapshot.matches('acceptingOffer')
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
    pauseMonths: context.pauseMonths,
    acceptingOffer: snapshot.matches('acceptingOffer'),
    offerError: context.offerError,
  };
}
