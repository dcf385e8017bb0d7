import type { QueryClient, QueryObserverOptions } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { messageOf, type ApiData } from '@flocksync/api-client';
import type { cardMachine, CardEvent, CardTokenResult, SaveCardInput } from '@flocksync/flows';
import { cardFormTexts as t, type useSnackbar } from '@flocksync/ui';
import type { useApi } from '@/lib/providers';
import { watchQueries, type ApiFetch, type useApiQueries } from '@/lib/query';
import type { CardTokenizer } from './types';

/**
 * The one place /setup-payment's card form gets its effects (spec part 2 "Setup payment"):
 * `cardMachine` reads the publishable key through the query cache, watches the card on file and
 * the warnings there, tokenizes with the fields' tokenizer, saves through the client and goes
 * back. `useCard` beside it builds it once per page.
 */

export type CardImplementations = Parameters<typeof cardMachine.provide>[0];

/** What the implementations are made of: the client, the query cache, the fields, the way back. */
export interface CardDependencies {
  api: ReturnType<typeof useApi>;
  fetch: ApiFetch;
  queryClient: QueryClient;
  /** The page's query options (`useApiQueries`), so the machine watches what the page reads. */
  query: ReturnType<typeof useApiQueries>;
  /** The fields' tokenizer, handed over once they are ready. */
  tokenizer: { get(): CardTokenizer | null };
  snackbar: ReturnType<typeof useSnackbar>;
  back: (clearOverdue?: boolean) => void;
}

type CardData = ApiData<'/billing/current-card-details'> | undefined;
type WarningsData = ApiData<'/account/warnings'> | undefined;

/** A card on file and a billing issue, each undefined until its read answers. */
export function cardFactsOf(card: CardData, warnings: WarningsData) {
  return {
    hasCard: card ? true : card === null ? false : undefined,
    hasBillingIssue: warnings ? warnings.hasBillingIssue > 0 : undefined,
  };
}

export function cardImplementations({
  api,
  fetch,
  queryClient,
  query,
  tokenizer,
  snackbar,
  back,
}: CardDependencies): CardImplementations {
  return {
    actors: {
      // The card and warnings decide what saving does (new or update, the overdue question).
      watchFacts: watchQueries<CardEvent>(
        queryClient,
        [
          query('/billing/current-card-details'),
          query('/account/warnings'),
        ] as readonly QueryObserverOptions[],
        ([card, warnings]) => ({
          type: 'facts.update',
          ...cardFactsOf(card?.data as CardData, warnings?.data as WarningsData),
        }),
      ),
      loadKey: fromPromise<string>(async () => {
        const data = await fetch('/billing/stripe-publishable-key');
        return data.publishableKey;
      }),
      tokenize: fromPromise<CardTokenResult, { holder: string }>(async ({ input }) => {
        const fields = tokenizer.get();
        if (!fields) throw new Error(t.loadFailed);
        return fields.tokenize(input.holder);
      }),
      saveCard: fromPromise<string, SaveCardInput>(async ({ input }) => {
        const body = {
          ccYear: input.expYear,
          ccMonth: input.expMonth,
          stripeToken: input.token,
          cardLast4: input.last4,
        };
        try {
          const { message } = await api.call(
            input.mode === 'new' ? '/billing/new-card' : '/billing/update-card',
            body,
          );
          return message;
        } catch (error) {
          throw new Error(messageOf(error, ''));
        }
      }),
    },
    actions: {
      notifySaved: (_, message) =>
        snackbar.show({ message: message || t.saved, severity: 'success' }),
      // The card details follow through the client (`changes`).
      reloadCard: () => {},
      finish: (_, { clearOverdue }) => back(clearOverdue),
      goBack: () => back(),
    },
  };
}
