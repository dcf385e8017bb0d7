import { ApiError } from '@flocksync/api-client';
import { messages } from './messages';

/** The server answered and said no (status 0 or an invalid key): asking again changes nothing. */
export function isServerRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.kind === 'status' || error.kind === 'unauthorized');
}

/**
 * The text for a failed call on the account pages: the server's own words when it answered
 * (status 0 or an invalid key), else the spec's request-failure text.
 */
export function failureText(error: unknown, fallback: string = messages.requestFailed): string {
  if (isServerRefusal(error)) {
    return error.errorMessage || error.serverMessage || fallback;
  }
  return fallback;
}
