import type { ApiError } from '@flocksync/api-client';

/**
 * Failures of `/v1/api` calls, read by their shape. flows imports only the API client's types
 * (docs/adr/005-lint-enforces-the-architecture.md), so it cannot test `instanceof ApiError`; the
 * client's `ApiError` names itself 'ApiError' and carries `kind` and `details`, which is what
 * this reads (apiFailure.test.ts keeps it in step with the client's own `messageOf`).
 */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof Error &&
    error.name === 'ApiError' &&
    'kind' in error &&
    'details' in error &&
    typeof error.details === 'object' &&
    error.details !== null
  );
}

/** The best text to show for a failed call: the server's words, else the caller's fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (isApiError(error) && error.kind === 'status') {
    return error.errorMessage || error.serverMessage || fallback;
  }
  return fallback;
}
