// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { themes } from '@flocksync/ui';
import type { CardFieldsState, CardTokenizer } from './types';

/** A stand-in for Stripe.js: elements that record their listeners, and a token for the number. */
const stripe = vi.hoisted(() => {
  const listeners = new Map<string, (event: Record<string, unknown>) => void>();
  const mounted: string[] = [];
  const createToken = vi.fn(async () => ({
    token: { id: 'tok_amex', card: { last4: '0005', exp_month: 4, exp_year: 2031 } },
  }));
  const instance = {
    elements: () => ({
      create: (part: string) => ({
        on: (_name: string, listener: (event: Record<string, unknown>) => void) =>
          listeners.set(part, listener),
        mount: () => mounted.push(part),
        destroy: () => {},
      }),
    }),
    createToken,
  };
  return { listeners, mounted, createToken, loadStripe: vi.fn(async () => instance) };
});

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));

const { StripeCardFields } = await import('./StripeCardFields');

afterEach(() => cleanup());

async function mountFields() {
  const changes: CardFieldsState[] = [];
  let tokenizer: CardTokenizer | null = null;
  render(
    <ThemeProvider theme={themes.light}>
      <StripeCardFields
        publishableKey="pk_test_123"
        onChange={(state) => changes.push(state)}
        onReady={(ready) => {
          tokenizer = ready;
        }}
      />
    </ThemeProvider>,
  );
  await act(async () => {});
  return { changes, tokenizer: () => tokenizer };
}

const change = (part: string, event: Record<string, unknown>) =>
  act(() => stripe.listeners.get(part)?.({ complete: false, ...event }));

describe('Stripe card fields (production)', () => {
  it('loads Stripe with the publishable key and mounts number, expiry and CVC', async () => {
    await mountFields();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(stripe.mounted).toEqual(['cardNumber', 'cardExpiry', 'cardCvc']);
  });

  it.each([
    ['visa', 'visa'],
    ['mastercard', 'mastercard'],
    ['amex', 'amex'],
    ['discover', 'discover'],
    ['diners', 'diners'],
    ['jcb', 'jcb'],
    ['unionpay', 'unionpay'],
    ['unknown', 'unknown'],
    ['cartes_bancaires', 'unknown'],
  ])("reports Stripe's brand %s as %s", async (given, shown) => {
    const { changes } = await mountFields();
    await change('cardNumber', { brand: given });
    expect(changes.at(-1)?.brand).toBe(shown);
  });

  it('is complete only when all three parts are, and reports the first error', async () => {
    const { changes } = await mountFields();
    await change('cardNumber', { brand: 'amex', complete: true });
    await change('cardExpiry', { complete: false, error: { message: 'Your card has expired.' } });
    expect(changes.at(-1)).toEqual({
      complete: false,
      error: 'Your card has expired.',
      brand: 'amex',
    });
    await change('cardExpiry', { complete: true });
    await change('cardCvc', { complete: true });
    expect(changes.at(-1)).toEqual({ complete: true, error: null, brand: 'amex' });
  });

  it("tokenizes with the holder's name and hands back last 4 and expiry, never the number", async () => {
    const { tokenizer } = await mountFields();
    await expect(tokenizer()?.tokenize('Ada Lovelace')).resolves.toEqual({
      token: 'tok_amex',
      last4: '0005',
      expMonth: 4,
      expYear: 2031,
    });
    expect(stripe.createToken).toHaveBeenCalledWith(expect.anything(), { name: 'Ada Lovelace' });
  });
});
