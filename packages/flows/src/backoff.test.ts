import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';

describe('backoffDelay', () => {
  const options = { baseMs: 1000, capMs: 30_000 };

  it('grows the window exponentially from the base', () => {
    const top = (attempt: number) => backoffDelay(attempt, { ...options, random: () => 0.999999 });
    expect([0, 1, 2, 3].map(top)).toEqual([999, 1999, 3999, 7999]);
  });

  it('never exceeds the cap, however many attempts', () => {
    expect(backoffDelay(50, { ...options, random: () => 0.999999 })).toBe(29_999);
  });

  it('spreads retries over the whole window (full jitter)', () => {
    expect(backoffDelay(3, { ...options, random: () => 0 })).toBe(0);
    expect(backoffDelay(3, { ...options, random: () => 0.5 })).toBe(4000);
  });
});
