import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { messageOf } from '@flocksync/api-client';
import {
  cardMachine,
  selectCardView,
  type CardTokenResult,
  type SaveCardInput,
} from '@flocksync/flows';
import {
  CardForm,
  LoadFailure,
  PageLayout,
  Skeleton,
  cardFormTexts as t,
  useSnackbar,
} from '@flocksync/ui';
import { paths } from '@/app/paths';
import { readSetupPaymentState, type ChangePlanState, type SetupPaymentState } from '@/lib/billing';
import {
  CardFields,
  createTokenizerSlot,
  type CardFieldsState,
  type CardTokenizer,
} from '@/lib/card';
import { useApi } from '@/lib/providers';
import { failedReads, useApiFetch, useApiQueries } from '@/lib/query';

/**
 * /setup-payment (spec part 2): the card form, opened from billing or from the order with a
 * 'from' state. The publishable key is read first; the card fields (Stripe Elements with a real
 * API) load after it. Saving adds or updates the card, then goes back; from billing with a
 * billing issue, /billing then asks 'Clear Overdue Invoice?'.
 */
export function SetupPaymentPage() {
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const snackbar = useSnackbar();
  const fetch = useApiFetch();
  const query = useApiQueries();
  const card = useQuery(query('/billing/current-card-details'));
  const warnings = useQuery(query('/account/warnings'));
  const origin: SetupPaymentState = readSetupPaymentState(location.state) ?? { from: 'billing' };
  // The fields' tokenizer: an object the fields hand over once ready, read only when saving.
  const [tokenizer] = useState(createTokenizerSlot);

  const back = useCallback(
    (clearOverdue = false) => {
      if (origin.from === 'order' && origin.order) {
        navigate(paths.changePlan.href(), {
          replace: true,
          state: { order: origin.order } satisfies ChangePlanState,
        });
      } else {
        navigate(paths.billing.href(), {
          replace: true,
          state: clearOverdue ? { clearOverdue: true } : null,
        });
      }
    },
    [navigate, origin.from, origin.order],
  );

  const [machine] = useState(() =>
    cardMachine.provide({
      actors: {
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
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { from: origin.from } });
  const view = selectCardView(snapshot);

  const hasCard = card.data ? true : card.data === null ? false : undefined;
  const hasBillingIssue = warnings.data ? warnings.data.hasBillingIssue > 0 : undefined;
  useEffect(() => {
    send({ type: 'facts.update', hasCard, hasBillingIssue });
  }, [send, hasCard, hasBillingIssue]);

  // The card and warnings decide what saving does (new or update, the overdue question).
  const failure = failedReads(card, warnings);

  const onFieldsChange = useCallback(
    (report: CardFieldsState) => send({ type: 'fields.change', report }),
    [send],
  );
  const onReady = useCallback((next: CardTokenizer | null) => tokenizer.set(next), [tokenizer]);

  return (
    <PageLayout title={t.title} width="narrow">
      {view.step === 'keyFailed' || failure ? (
        <LoadFailure
          onRetry={() => (failure ? failure.retry() : send({ type: 'key.retry' }))}
          retryLabel={t.retry}
        >
          {t.loadFailed}
        </LoadFailure>
      ) : view.publishableKey === null || hasCard === undefined ? (
        <Skeleton height="320px" />
      ) : (
        <CardForm
          holder={view.holder}
          onHolderChange={(holder) => send({ type: 'holder.change', holder })}
          fields={
            <CardFields
              publishableKey={view.publishableKey}
              onChange={onFieldsChange}
              onReady={onReady}
              onLoadError={(message) =>
                send({
                  type: 'fields.change',
                  report: { complete: false, error: message, brand: 'unknown' },
                })
              }
            />
          }
          brand={view.brand}
          canSave={view.canSave}
          saving={view.saving || view.step === 'saved'}
          error={view.error}
          onSave={() => send({ type: 'card.save' })}
          onBack={() => send({ type: 'card.back' })}
        />
      )}
    </PageLayout>
  );
}
