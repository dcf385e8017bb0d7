import { describe, expect, it } from 'vitest';
import { pairIdOf } from './pairRows';

describe('pairIdOf', () => {
  it('reads the pair id behind a row id', () => {
    expect(pairIdOf('ccbToMc-12')).toBe(12);
    expect(pairIdOf('mcToCcb-3')).toBe(3);
  });
});
