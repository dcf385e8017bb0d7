import type { CardBrand } from '@flocksync/ui';

/** Spec part 2 sections 5 and 9: the raw card fields' rules. */
export const CARD_NUMBER_MIN = 10;
export const CARD_NUMBER_MAX = 16;
export const CVC_MAX = 4;
export const EXPIRY_YEARS = Array.from({ length: 11 }, (_, index) => 2022 + index);
export const EXPIRY_MONTHS = Array.from({ length: 12 }, (_, index) =>
  String(index + 1).padStart(2, '0'),
);

/** Stripe's test cards the sandbox knows: one that declines when charged, one that fails. */
export const DECLINING_CARD = '4000000000000002';
export const PROCESSING_ERROR_CARD = '4000000000000119';
/** Stripe's words for a processing error (shown as the provider's message). */
export const PROCESSING_ERROR_MESSAGE =
  'An error occurred while processing your card. Try again in a little bit.';

/** Further input is ignored: digits only, up to `max`. */
export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** The brand logo shows for numbers starting with 4 (Visa) or 5 (Mastercard). */
export function brandOf(number: string): CardBrand {
  if (number.startsWith('4')) return 'visa';
  if (number.startsWith('5')) return 'mastercard';
  return 'unknown';
}

/** Stripe's test tokens: `tok_chargeDeclined` declines, the others charge. */
export function sandboxToken(number: string): string {
  if (number === DECLINING_CARD) return 'tok_chargeDeclined';
  const brand = brandOf(number);
  return brand === 'unknown' ? 'tok_sandbox' : `tok_${brand}`;
}
