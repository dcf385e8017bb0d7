/**
 * The one way money is written: US dollars, thousands separators, two decimals ("$1,200.00",
 * "-$5.00"). Every screen that shows an amount goes through here.
 */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** An amount with its sign: "$1,200.00", "-$5.00". */
export function formatMoney(value: number): string {
  return usd.format(value);
}

/**
 * The number of an amount, for a '$' already on screen beside it: "1,200.00" (the same
 * formatter, without its currency sign).
 */
export function formatAmount(value: number): string {
  return usd
    .formatToParts(value)
    .filter((part) => part.type !== 'currency')
    .map((part) => part.value)
    .join('');
}
