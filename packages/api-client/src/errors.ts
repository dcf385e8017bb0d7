/** What a call can fail with. Callers branch on the class, never on message text. */
export type ApiErrorKind = 'status' | 'http' | 'parse' | 'unauthorized';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly details: {
      path: string;
      httpStatus: number;
      /** The server's `message` (may hold HTML), when it sent one. */
      serverMessage?: string;
      /** The server's `errorMessage`, where the spec names one. */
      errorMessage?: string;
      body?: unknown;
    },
  ) {
    super(message);
  }

  get serverMessage(): string | undefined {
    return this.details.serverMessage;
  }

  get errorMessage(): string | undefined {
    return this.details.errorMessage;
  }
}

/** The request never got an answer (offline, DNS, CORS, connection reset). */
export class NetworkError extends Error {
  override readonly name: 'NetworkError' | 'TimeoutError' = 'NetworkError';
  constructor(
    readonly path: string,
    options?: { cause?: unknown },
  ) {
    super(`Network request to ${path} failed`, options);
  }
}

/** No answer within the call's time limit: the request was abandoned (see `REQUEST_TIMEOUT_MS`). */
export class TimeoutError extends NetworkError {
  override readonly name: 'NetworkError' | 'TimeoutError' = 'TimeoutError';
  constructor(
    path: string,
    readonly timeoutMs: number,
  ) {
    super(path);
    this.message = `No answer from ${path} within ${timeoutMs} ms`;
  }
}

export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error as { name: unknown }).name === 'AbortError'
  );
}

/** The best text to show for a failed call: the server's words, else the caller's fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.kind === 'status') {
    return error.errorMessage || error.serverMessage || fallback;
  }
  return fallback;
}
