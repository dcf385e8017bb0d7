import { describe, expect, it } from 'vitest';
import * as client from '@flocksync/api-client';
import { isApiError, messageOf } from './apiFailure';

const details = { path: '/pairs/save', httpStatus: 200 };

describe('a failed call, read by its shape', () => {
  it("recognises the client's ApiError and nothing else", () => {
    expect(isApiError(new client.ApiError('status', 'refused', details))).toBe(true);
    expect(isApiError(new client.NetworkError('/pairs/save'))).toBe(false);
    expect(isApiError(new Error('boom'))).toBe(false);
    expect(isApiError({ name: 'ApiError', kind: 'status', details })).toBe(false);
    expect(isApiError(undefined)).toBe(false);
  });

  it("gives the same text as the client's messageOf for every kind of failure", () => {
    const failures: unknown[] = [
      new client.ApiError('status', 'refused', { ...details, errorMessage: 'Group exists.' }),
      new client.ApiError('status', 'refused', { ...details, serverMessage: 'No <b>access</b>' }),
      new client.ApiError('status', 'refused', {
        ...details,
        errorMessage: 'Group exists.',
        serverMessage: 'No access',
      }),
      new client.ApiError('status', 'refused', details),
      new client.ApiError('http', 'HTTP 500', { ...details, serverMessage: 'Internal' }),
      new client.ApiError('unauthorized', 'signed out', { ...details, errorMessage: 'Sign in' }),
      new client.NetworkError('/pairs/save'),
      new client.TimeoutError('/pairs/save', 30_000),
      new Error('boom'),
      'text',
      null,
    ];
    for (const failure of failures) {
      expect(messageOf(failure, 'Something went wrong.')).toBe(
        client.messageOf(failure, 'Something went wrong.'),
      );
    }
    expect(messageOf(failures[0], 'x')).toBe('Group exists.');
    expect(messageOf(failures[1], 'x')).toBe('No <b>access</b>');
    expect(messageOf(failures[3], 'x')).toBe('x');
  });
});
