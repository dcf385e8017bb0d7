import type { CardBrand } from '@flocksync/ui';

/** What the card fields report as the person types (never the number itself). */
export interface CardFieldsState {
  /** Number, expiry and CVC are all filled in and valid. */
  complete: boolean;
  /** The first field error to show, or null. */
  error: string | null;
  brand: CardBrand;
}

/** The token the payment provider created in the browser, and what the contract sends with it. */
export interface CardToken {
  token: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Creates a token from the fields; rejects with the provider's message on failure. */
export interface CardTokenizer {
  tokenize(holder: string): Promise<CardToken>;
}

/**
 * Card entry: Stripe Elements with a real API, the sandbox's fields in demo mode and tests. Both
 * report their state through `onChange` and hand the page a tokenizer once ready.
 */
export interface CardFieldsProps {
  publishableKey: string;
  onChange: (state: CardFieldsState) => void;
  onReady: (tokenizer: CardTokenizer | null) => void;
  /** Stripe's script could not load. */
  onLoadError?: (message: string) => void;
}

export const emptyCardState: CardFieldsState = { complete: false, error: null, brand: 'unknown' };

/**
 * Where the page keeps the fields' tokenizer: handed over once the fields are ready, used only
 * when saving (so it is neither state nor read while rendering).
 */
export function createTokenizerSlot() {
  let current: CardTokenizer | null = null;
  return {
    set(next: CardTokenizer | null) {
      current = next;
    },
    get(): CardTokenizer | null {
      return current;
    },
  };
}
