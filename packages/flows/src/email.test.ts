import { describe, expect, it } from 'vitest';
import { canCreate, EMPTY_CREATE_USER } from './admin/createUserMachine';
import { isValidEmail } from './email';

const valid = ['ann@church.org', ' ann.b+x@sub.church.org ', 'a@b.co', 'o’neil@church.org'];
const invalid = [
  '',
  '   ',
  'ann',
  'ann@',
  '@church.org',
  'ann@church',
  'ann@church.',
  'ann@church.o',
  'a b@c.org',
  'ann@@church.org',
  'ann@chu rch.org',
];

describe('isValidEmail', () => {
  it.each(valid)('accepts %j', (value) => expect(isValidEmail(value)).toBe(true));
  it.each(invalid)('rejects %j', (value) => expect(isValidEmail(value)).toBe(false));
});

describe('Create User asks the same of an email', () => {
  const filled = {
    ...EMPTY_CREATE_USER,
    password: 'x',
    firstName: 'A',
    lastName: 'B',
    packageId: '1',
  };
  it.each([...valid, ...invalid])('%j', (email) => {
    expect(canCreate({ ...filled, email })).toBe(isValidEmail(email));
  });
});
