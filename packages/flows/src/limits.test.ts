import { describe, expect, it } from 'vitest';
import * as client from '@flocksync/api-client';
import { FORM_LIMITS, isTooLong, tooLongMessage } from './limits';

describe("the flows' copy of the wire limits", () => {
  it('holds the same number as the API client for every field it checks', () => {
    for (const [field, limit] of Object.entries(FORM_LIMITS)) {
      expect(limit).toBe(client.limitOf(field));
    }
  });

  it('says the same words as the API client for a value over its limit', () => {
    expect(tooLongMessage(FORM_LIMITS.email)).toBe(client.tooLongMessage(254));
    expect(tooLongMessage(FORM_LIMITS.firstName)).toBe(client.tooLongMessage(100));
  });

  it('counts as the API client does (an emoji is one character)', () => {
    for (const [value, limit] of [
      ['abc', 3],
      ['abcd', 3],
      ['ab😀', 3],
      ['ab😀d', 3],
    ] as const) {
      expect(isTooLong(value, limit)).toBe(client.isTooLong(value, limit));
    }
    expect(isTooLong('ab😀', 3)).toBe(false);
    expect(isTooLong('ab😀d', 3)).toBe(true);
  });
});
