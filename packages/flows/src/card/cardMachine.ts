import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { watchNothing } from '../watch';

/**
 * The card form of /setup-payment (spec part 2 sections 2, 4 and 5): load the publishable key
 * (the provider's fields load only after it), edit, create the token in the browser, save it as
 * a new card or an update, then go back; the 'Clear Overdue Invoice?' dialog follows when a
 * billing issue exists and the card page was opened from billing.
 */

/** Stripe's card brands (ui's `cardBrands`; flows do not import ui). */
export type CardBrandKey =
  'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

/** What the provider's (or the sandbox's) fields report. */
export interface CardFieldsReport {
  complete: boolean;
  error: string | null;
  brand: CardBrandKey;
}

export interface CardTokenResult {
  token: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** `/billing/new-card` or `/billing/update-card`. */
export interface SaveCardInput extends CardTokenResult {
  mode: 'new' | 'update';
}

export type CardOrigin = 'billing' | 'order' | null;

export interface CardInput {
  /** A card is on file: saving updates it. */
  hasCard?: boolean;
  hasBillingIssue?: boolean;
  from?: CardOrigin;
}

export interface CardContext {
  publishableKey: string | null;
  holder: string;
  fields: CardFieldsReport;
  hasCard: boolean;
  hasBillingIssue: boolean;
  from: CardOrigin;
  token: CardTokenResult | null;
  /** The provider's or the server's message ('' for none); null when nothing failed. */
  error: string | null;
}

export type CardEvent =
  | { type: 'facts.update'; hasCard?: boolean; hasBillingIssue?: boolean }
  | { type: 'holder.change'; holder: string }
  | { type: 'fields.change'; report: CardFieldsReport }
  | { type: 'card.save' }
  | { type: 'card.back' }
  | { type: 'key.retry' };

export const CARD_HOLDER_MAX = 20;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

export const cardMachine = setup({
  types: {
    context: {} as CardContext,
    events: {} as CardEvent,
    input: {} as CardInput,
  },
  actors: {
    /** Sends `facts.update` (a card on file, a billing issue) at start and on every change. */
    watchFacts: watchNothing,
    /** /billing/stripe-publishable-key. */
    loadKey: fromPromise<string>(async () => ''),
    /** The provider's createToken with the holder's name. */
    tokenize: fromPromise<CardTokenResult, { holder: string }>(async () => {
      throw new Error('No card fields');
    }),
    /** /billing/new-card or /billing/update-card; answers the server's message. */
    saveCard: fromPromise<string, SaveCardInput>(async () => ''),
  },
  actions: {
    notifySaved: (_, _message: string) => {},
    /** The card details, plan and warnings reload. */
    reloadCard: () => {},
    /** Back to where the card page was opened from; with the overdue question when asked. */
    finish: (_, _params: { clearOverdue: boolean }) => {},
    goBack: () => {},
  },
  guards: {
    canSave: ({ context }) =>
      context.holder.trim() !== '' && context.fields.complete && context.fields.error === null,
  },
}).createMachine({
  id: 'card',
  context: ({ input }) => ({
    publishableKey: null,
    holder: '',
    fields: { complete: false, error: null, brand: 'unknown' },
    hasCard: input.hasCard ?? false,
    hasBillingIssue: input.hasBillingIssue ?? false,
    from: input.from ?? null,
    token: null,
    error: null,
  }),
  initial: 'loadingKey',
  invoke: { src: 'watchFacts' },
  on: {
    'facts.update': {
      actions: assign(({ context, event }) => ({
        hasCard: event.hasCard ?? context.hasCard,
        hasBillingIssue: event.hasBillingIssue ?? context.hasBillingIssue,
      })),
    },
  },
  states: {
    loadingKey: {
      invoke: {
        src: 'loadKey',
        onDone: {
          target: 'editing',
          actions: assign({ publishableKey: ({ event }) => event.output }),
        },
        onError: 'keyFailed',
      },
      on: { 'card.back': { actions: 'goBack' } },
    },
    keyFailed: {
      on: {
        'key.retry': 'loadingKey',
        'card.back': { actions: 'goBack' },
      },
    },
    editing: {
      on: {
        'holder.change': {
          actions: assign({ holder: ({ event }) => event.holder.slice(0, CARD_HOLDER_MAX) }),
        },
        'fields.change': {
          actions: assign({ fields: ({ event }) => event.report }),
        },
        'card.save': { guard: 'canSave', target: 'tokenizing', actions: assign({ error: null }) },
        'card.back': { actions: 'goBack' },
      },
    },
    tokenizing: {
      invoke: {
        src: 'tokenize',
        input: ({ context }) => ({ holder: context.holder.trim() }),
        onDone: { target: 'saving', actions: assign({ token: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    saving: {
      invoke: {
        src: 'saveCard',
        input: ({ context }) => ({
          ...(context.token as CardTokenResult),
          mode: context.hasCard ? ('update' as const) : ('new' as const),
        }),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'notifySaved', params: ({ event }) => event.output },
            'reloadCard',
            {
              type: 'finish',
              params: ({ context }) => ({
                clearOverdue: context.hasBillingIssue && context.from === 'billing',
              }),
            },
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    saved: { type: 'final' },
  },
});

export type CardSnapshot = SnapshotFrom<typeof cardMachine>;

export type CardStep = 'loadingKey' | 'keyFailed' | 'editing' | 'saving' | 'saved';

export interface CardView {
  step: CardStep;
  publishableKey: string | null;
  holder: string;
  brand: CardBrandKey;
  /** Save is enabled (no field error, everything filled in, not loading). */
  canSave: boolean;
  saving: boolean;
  error: string | null;
}

export function selectCardView(snapshot: CardSnapshot): CardView {
  const { context } = snapshot;
  const saving = snapshot.matches('tokenizing') || snapshot.matches('saving');
  const step: CardStep = saving
    ? 'saving'
    : ((['loadingKey', 'keyFailed', 'editing', 'saved'] as const).find((s) =>
        snapshot.matches(s),
      ) ?? 'editing');
  return {
    step,
    publishableKey: context.publishableKey,
    holder: context.holder,
    brand: context.fields.brand,
    canSave:
      snapshot.matches('editing') &&
      context.holder.trim() !== '' &&
      context.fields.complete &&
      context.fields.error === null,
    saving,
    error: context.error,
  };
}
