import { CardForm, LoadFailure, PageLayout, Skeleton, cardFormTexts as t } from '@flocksync/ui';
import { CardFields, useCard } from '@/lib/card';

/**
 * /setup-payment (spec part 2): the card form, opened from billing or from the order with a
 * 'from' state. The publishable key is read first; the card fields (Stripe Elements with a real
 * API) load after it. Saving adds or updates the card, then goes back; from billing with a
 * billing issue, /billing then asks 'Clear Overdue Invoice?'.
 * The flow is `useCard` (`lib/card`).
 */
export function SetupPaymentPage() {
  const card = useCard();
  return (
    <PageLayout title={t.title} width="narrow">
      {card.step === 'keyFailed' || card.failure ? (
        <LoadFailure
          onRetry={() => (card.failure ? card.failure.retry() : card.send({ type: 'key.retry' }))}
          retryLabel={t.retry}
        >
          {t.loadFailed}
        </LoadFailure>
      ) : card.publishableKey === null || !card.cardKnown ? (
        <Skeleton height="320px" />
      ) : (
        <CardForm
          holder={card.holder}
          onHolderChange={(holder) => card.send({ type: 'holder.change', holder })}
          fields={
            <CardFields
              publishableKey={card.publishableKey}
              onChange={card.onFieldsChange}
              onReady={card.onReady}
              onLoadError={(message) =>
                card.send({
                  type: 'fields.change',
                  report: { complete: false, error: message, brand: 'unknown' },
                })
              }
            />
          }
          brand={card.brand}
          canSave={card.canSave}
          saving={card.saving || card.step === 'saved'}
          error={card.error}
          onSave={() => card.send({ type: 'card.save' })}
          onBack={() => card.send({ type: 'card.back' })}
        />
      )}
    </PageLayout>
  );
}
