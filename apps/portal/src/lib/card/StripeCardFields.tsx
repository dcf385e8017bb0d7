import { useEffect, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { StripeElementChangeEvent } from '@stripe/stripe-js';
import { cardFormTexts as t, toCardBrand, type CardBrand } from '@flocksync/ui';
import type { CardFieldsProps, CardTokenizer } from './types';

type Part = 'cardNumber' | 'cardExpiry' | 'cardCvc';
const PARTS: readonly Part[] = ['cardNumber', 'cardExpiry', 'cardCvc'];
const labels: Record<Part, string> = {
  cardNumber: t.cardNumber,
  cardExpiry: t.expiry,
  cardCvc: t.cvc,
};

/**
 * Stripe Elements (PCI DSS SAQ A): number, expiry and CVC are Stripe's own iframes, so no card
 * data ever enters our DOM. Stripe.js is loaded here, after the publishable key arrived, and only
 * on pages that take a card; `createToken` gives the token, last 4 digits and expiry.
 */
export function StripeCardFields({
  publishableKey,
  onChange,
  onReady,
  onLoadError,
}: CardFieldsProps) {
  const theme = useTheme();
  const hosts = useRef<Record<Part, HTMLDivElement | null>>({
    cardNumber: null,
    cardExpiry: null,
    cardCvc: null,
  });
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const state: Record<Part, { complete: boolean; error: string | null }> = {
      cardNumber: { complete: false, error: null },
      cardExpiry: { complete: false, error: null },
      cardCvc: { complete: false, error: null },
    };
    let brand: CardBrand = 'unknown';
    const report = () =>
      onChange({
        complete: PARTS.every((part) => state[part].complete),
        error: PARTS.map((part) => state[part].error).find(Boolean) ?? null,
        brand,
      });
    const unmount: (() => void)[] = [];

    loadStripe(publishableKey)
      .then((stripe) => {
        if (cancelled) return;
        if (!stripe) throw new Error(t.loadFailed);
        const elements = stripe.elements();
        const style = {
          base: {
            fontFamily: theme.font.family,
            fontSize: theme.fontSize.md,
            color: theme.color.text.default,
          },
          invalid: { color: theme.color.text.danger },
        };
        const listen = (part: Part) => (event: StripeElementChangeEvent & { brand?: string }) => {
          state[part] = { complete: event.complete, error: event.error?.message ?? null };
          if (part === 'cardNumber') brand = toCardBrand(event.brand);
          report();
        };
        const numberElement = elements.create('cardNumber', { style, showIcon: false });
        numberElement.on('change', listen('cardNumber'));
        const expiryElement = elements.create('cardExpiry', { style });
        expiryElement.on('change', listen('cardExpiry'));
        const cvcElement = elements.create('cardCvc', { style });
        cvcElement.on('change', listen('cardCvc'));
        const mounted = {
          cardNumber: numberElement,
          cardExpiry: expiryElement,
          cardCvc: cvcElement,
        };
        for (const part of PARTS) {
          const host = hosts.current[part];
          if (host) mounted[part].mount(host);
          unmount.push(() => mounted[part].destroy());
        }
        const tokenizer: CardTokenizer = {
          tokenize: async (holder) => {
            const result = await stripe.createToken(numberElement, { name: holder });
            if (result.error || !result.token?.card) {
              throw new Error(result.error?.message ?? t.failed);
            }
            const { card } = result.token;
            return {
              token: result.token.id,
              last4: card.last4,
              expMonth: card.exp_month,
              expYear: card.exp_year,
            };
          },
        };
        setLoaded(true);
        onReady(tokenizer);
      })
      .catch((error: unknown) => {
        if (!cancelled) onLoadError?.(error instanceof Error ? error.message : t.loadFailed);
      });

    return () => {
      cancelled = true;
      onReady(null);
      for (const destroy of unmount) destroy();
    };
  }, [publishableKey, onChange, onReady, onLoadError, theme]);

  return (
    <Fields aria-busy={!loaded}>
      {loaded ? null : <p>{t.loading}</p>}
      {PARTS.map((part) => (
        <Field key={part} data-part={part}>
          {/* Stripe's iframe carries its own accessible name; ours labels the box. */}
          <span>{labels[part]}</span>
          <Host
            ref={(node) => {
              hosts.current[part] = node;
            }}
          />
        </Field>
      ))}
    </Fields>
  );
}

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  & p {
    grid-column: 1 / -1;
    margin: 0;
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  &[data-part='cardNumber'] {
    grid-column: 1 / -1;
  }
`;

const Host = styled.div`
  min-height: 40px;
  padding: 10px ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.background.default};
`;
