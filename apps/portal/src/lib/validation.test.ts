import { describe, expect, it } from 'vitest';
import { canCreate, EMPTY_CREATE_USER } from '@flocksync/flows';
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

describe('the portal and the Create User flow', () => {
  const filled = {
    ...EMPTY_CREATE_USER,
    password: 'x',
    firstName: 'A',
    lastName: 'B',
    packageId: '1',
  };
  it.each(['ann@church.org', ' a@b.co ', 'ann@church.o', 'ann@church', 'a b@c.org', 'ann@'])(
    'agree on %j',
    (email) => {
      expect(canCreate({ ...filled, email })).toBe(isValidEmail(email));
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
