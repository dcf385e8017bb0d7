import { describe, expect, it } from 'vitest';
import { isValidEmail, requireFilled } from './validation';

describe('isValidEmail', () => {
  it.each(['ann@church.org', ' ann.b+x@sub.church.org ', 'a@b.co'])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });
  it.each(['', 'ann', 'ann@', '@church.org', 'ann@church', 'a b@c.org', 'ann@church.o'])(
    'rejects %j',
    (value) => {
      expect(isValidEmail(value)).toBe(false);
    },
  );
});

describe('requireFilled', () => {
  it('names each blank field with the spec text', () => {
    expect(requireFilled({ a: ' ', b: 'x', c: '' }, ['a', 'b', 'c'])).toEqual({
      a: 'Field cannot be empty',
      c: 'Field cannot be empty',
    });
  });
});
