import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney } from './money';

describe('formatMoney', () => {
  it('writes US dollars with two decimals and thousands separators', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(29)).toBe('$29.00');
    expect(formatMoney(49.5)).toBe('$49.50');
    expect(formatMoney(1200)).toBe('$1,200.00');
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
  });

  it('puts the sign before the dollar sign', () => {
    expect(formatMoney(-5)).toBe('-$5.00');
    expect(formatMoney(-1200.5)).toBe('-$1,200.50');
  });

  it('rounds to the cent', () => {
    expect(formatMoney(0.005)).toBe('$0.01');
    expect(formatMoney(19.994)).toBe('$19.99');
  });
});

describe('formatAmount', () => {
  it('is the same number without the dollar sign', () => {
    for (const value of [0, 29, 49.5, 1200, 1234567.891, -5, -1200.5]) {
      expect(`$${formatAmount(Math.abs(value))}`).toBe(formatMoney(Math.abs(value)));
    }
    expect(formatAmount(1200)).toBe('1,200.00');
    expect(formatAmount(-5)).toBe('-5.00');
  });
});
