import { describe, expect, it } from 'vitest';
import { decodeForm, encodeForm, type DecodedForm } from './form';

const pairs = (params: URLSearchParams) => Array.from(params.entries());

describe('encodeForm', () => {
  it('writes scalars, 0/1 booleans and blanks', () => {
    expect(
      pairs(
        encodeForm({
          page: 1,
          email: 'a@b.c',
          flag: true,
          off: false,
          blank: '',
          nil: null,
          skip: undefined,
        }),
      ),
    ).toEqual([
      ['page', '1'],
      ['email', 'a@b.c'],
      ['flag', '1'],
      ['off', '0'],
      ['blank', ''],
      ['nil', ''],
    ]);
  });

  it('writes arrays of scalars as name[] and arrays of objects as name[i][key]', () => {
    const body = encodeForm({
      syncType: [0, 1],
      params: [{ interestCategoryId: 'c1', interestId: 'i1' }, { tags: 'Youth,Men' }],
    });
    expect(pairs(body)).toEqual([
      ['syncType[]', '0'],
      ['syncType[]', '1'],
      ['params[0][interestCategoryId]', 'c1'],
      ['params[0][interestId]', 'i1'],
      ['params[1][tags]', 'Youth,Men'],
    ]);
    expect(body.toString()).toBe(
      'syncType%5B%5D=0&syncType%5B%5D=1&params%5B0%5D%5BinterestCategoryId%5D=c1&params%5B0%5D%5BinterestId%5D=i1&params%5B1%5D%5Btags%5D=Youth%2CMen',
    );
  });

  it('writes nested objects with brackets', () => {
    expect(
      pairs(
        encodeForm({
          filter: { firstName: 'Ann', email: '' },
          params: { mapping: { MOBILE_PHONE: 'PHONE' } },
        }),
      ),
    ).toEqual([
      ['filter[firstName]', 'Ann'],
      ['filter[email]', ''],
      ['params[mapping][MOBILE_PHONE]', 'PHONE'],
    ]);
  });
});

describe('decodeForm', () => {
  it('is the inverse of encodeForm for the bracket convention', () => {
    const body = {
      apiKey: 'k',
      syncType: ['0', '1'],
      params: [{ interestCategoryId: 'c1', interestId: 'i1' }, { tags: 'A,B' }],
      filter: { firstName: 'Ann', lastName: '' },
      nested: { mapping: { MOBILE_PHONE: 'PHONE' } },
    };
    expect(decodeForm(encodeForm(body).toString())).toEqual(body);
  });
});

describe('decodeForm and prototype keys', () => {
  const payloads = [
    '__proto__[polluted]=yes',
    'a[__proto__][polluted]=yes',
    'a[0][__proto__][polluted]=yes',
    'constructor[prototype][polluted]=yes',
    'a[constructor][prototype][polluted]=yes',
    'prototype[polluted]=yes',
    '__proto__=yes',
    'a[b][__proto__]=yes',
  ];

  /** Every key of a decoded value, at any depth. */
  const keysOf = (value: unknown): string[] =>
    value !== null && typeof value === 'object'
      ? Object.keys(value).flatMap((key) => [
          key,
          ...keysOf((value as Record<string, unknown>)[key]),
        ])
      : [];

  it.each(payloads)('drops %s without touching Object.prototype', (payload) => {
    const decoded = decodeForm(`keep=1&${payload}&a[ok]=2`);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    const keys = keysOf(decoded);
    for (const forbidden of ['__proto__', 'constructor', 'prototype', 'polluted'])
      expect(keys).not.toContain(forbidden);
    expect(decoded.keep).toBe('1');
    expect((decoded.a as DecodedForm | undefined)?.ok).toBe('2');
  });

  it('builds objects without a prototype and keeps the usual shapes', () => {
    const decoded = decodeForm('filter[firstName]=Ann&tags[]=A&params[0][name]=n');
    expect(Object.getPrototypeOf(decoded)).toBeNull();
    expect(Object.getPrototypeOf(decoded.filter)).toBeNull();
    expect(Array.isArray(decoded.tags)).toBe(true);
    expect(Object.getPrototypeOf((decoded.params as DecodedForm[])[0])).toBeNull();
    expect(decoded).toEqual({ filter: { firstName: 'Ann' }, tags: ['A'], params: [{ name: 'n' }] });
    expect('toString' in decoded).toBe(false);
  });
});
