import { describe, expect, it } from 'vitest';
import { isLinkExpired } from './resetLink';

describe('isLinkExpired (v is an expiry timestamp in seconds)', () => {
  const now = 1_800_000_000_000;
  it('is expired when v is in the past or unreadable', () => {
    expect(isLinkExpired('1799999999', now)).toBe(true);
    expect(isLinkExpired('soon', now)).toBe(true);
  });
  it('is valid when v is in the future or absent', () => {
    expect(isLinkExpired('1800000001', now)).toBe(false);
    expect(isLinkExpired(null, now)).toBe(false);
  });
});
