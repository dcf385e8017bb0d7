import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { cardMachine, selectCardView, type CardEvent } from '@flocksync/flows';
import { useSnackbar } from '@flocksync/ui';
import { paths } from '@/app/paths';
import { readSetupPaymentState, type ChangePlanState, type SetupPaymentState } from '@/lib/billing';
import { useApi } from '@/lib/providers';
import { failedReads, useApiFetch, useApiQueries } from '@/lib/query';
import { cardFactsOf, cardImplementations } from './cardImplementations';
import { createTokenizerSlot, type CardFieldsState, type CardTokenizer } from './types';

/**
 * The card form of /setup-payment: `cardMachine` given its effects once, opened from billing or
 * from the order (the location's 'from' state), and what the page shows: the machine's view,
 * whether the card on file is known yet, a failed read to retry, the fields' callbacks and `send`.
 */
export function useCard() {
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const snackbar = useSnackbar();
  const fetch = useApiFetch();
  const queryClient = useQueryClient();
  const query = useApiQueries();
  const card = useQuery(query('/billing/current-card-details'));
  const warnings = useQuery(query('/account/warnings'));
  const [origin] = useState<SetupPaymentState>(
    () => readSetupPaymentState(location.state) ?? { from: 'billing' },
  );
  // The fields' tokenizer: an object the fields hand over once ready, read only when saving.
  const [tokenizer] = useState(createTokenizerSlot);

  const [machine] = useState(() =>
    cardMachine.provide(
      cardImplementations({
        api,
        fetch,
        queryClient,
        query,
        tokenizer,
        snackbar,
        back: (clearOverdue = false) => {
          if (origin.from === 'order' && origin.order) {
            void navigate(paths.changePlan.href(), {
              replace: true,
              state: { order: origin.order } satisfies ChangePlanState,
            });
          } else {
            void navigate(paths.billing.href(), {
              replace: true,
              state: clearOverdue ? { clearOverdue: true } : null,
            });
          }
        },
      }),
    ),
  );
  const [snapshot, send] = useMachine(machine, { input: { from: origin.from } });

  const onFieldsChange = useCallback(
    (report: CardFieldsState) => send({ type: 'fields.change', report }),
    [send],
  );
  const onReady = useCallback((next: CardTokenizer | null) => tokenizer.set(next), [tokenizer]);

  return {
    ...selectCardView(snapshot),
    /** The card on file is known (saving adds or updates it). */
    cardKnown: cardFactsOf(card.data, warnings.data).hasCard !== undefined,
    failure: failedReads(card, warnings),
    onFieldsChange,
    onReady,
    send: send as (event: CardEvent) => void,
  };
}
