import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS, isTooLong, limitOf, overLimit, tooLongMessage } from './limits';

describe('field limits', () => {
  it('an email may be 254 characters, not 255', () => {
    const at254 = `${'a'.repeat(243)}@church.org`;
    expect(at254).toHaveLength(254);
    expect(overLimit({ email: at254 })).toBeUndefined();
    expect(overLimit({ email: `a${at254}` })).toEqual({ field: 'email', limit: 254 });
  });

  it('finds a long name nested in params and each tag of a comma-joined list', () => {
    expect(overLimit({ params: [{ groupName: 'x'.repeat(101) }] })).toEqual({
      field: 'groupName',
      limit: 100,
    });
    expect(overLimit({ params: [{ tags: `Youth,${'t'.repeat(101)}` }] })).toEqual({
      field: 'tags',
      limit: 100,
    });
    expect(overLimit({ params: [{ tags: `Youth,${'t'.repeat(100)}` }] })).toBeUndefined();
  });

  it('counts an emoji once and leaves fields without a limit alone', () => {
    expect(isTooLong('🙏'.repeat(100), 100)).toBe(false);
    expect(isTooLong('🙏'.repeat(101), 100)).toBe(true);
    expect(limitOf('note')).toBeUndefined();
    expect(limitOf('toString')).toBeUndefined();
    expect(overLimit({ note: 'x'.repeat(10_000) })).toBeUndefined();
  });

  it('says the limit in its message', () => {
    expect(tooLongMessage(FIELD_LIMITS.email)).toBe(
      'This is too long: use at most 254 characters.',
    );
  });
});
