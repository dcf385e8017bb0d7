import createClient from 'openapi-fetch';
import type { paths } from './generated/schema';
import { ApiError, NetworkError, TimeoutError, isAbortError } from './errors';
import { encodeForm, type FormObject } from './form';

/** Every operation of /v1/api (all are POST). */
export type ApiPath = keyof paths;

type Operation<P extends ApiPath> = paths[P]['post'];

type RequestOf<P extends ApiPath> =
  Operation<P> extends {
    requestBody?: { content: { 'application/x-www-form-urlencoded': infer B } };
  }
    ? B
    : Record<string, never>;

/** What a caller passes: the request body without `apiKey`, which the client appends. */
export type ApiBody<P extends ApiPath> = Omit<RequestOf<P>, 'apiKey'>;

/** The JSON envelope the server answers `P` with. */
export type ApiResponse<P extends ApiPath> =
  Operation<P> extends {
    responses: { 200: { content: { 'application/json': infer R } } };
  }
    ? R
    : never;

/** `data` of a successful answer to `P`. */
export type ApiData<P extends ApiPath> = ApiResponse<P> extends { data?: infer D } ? D : undefined;

/** A successful answer: the envelope with its `data` present. */
export type ApiSuccess<P extends ApiPath> = Omit<ApiResponse<P>, 'data'> & { data: ApiData<P> };

/** Calls sent without an API key (the person is not signed in yet). */
const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  '/user/login',
  '/user/register',
  '/user/reset-password',
  '/user/resend-activation',
  '/user/mark-pending',
]);

/** Calls whose `status` is a state (0 running, 1 done, 2 queued) rather than failure. */
const STATUS_IS_STATE: ReadonlySet<string> = new Set(['/sync/check']);

/**
 * How long a call may go unanswered (so no view waits forever without a word): after this the request
 * is aborted and the call rejects with `TimeoutError`, which every view reports like a dropped
 * connection (the spec's request-failure text and a way to try again). Long jobs (a sync) are
 * started by one short call and then polled, so no call legitimately waits longer.
 */
export const REQUEST_TIMEOUT_MS = 15_000;

export interface ApiClientOptions {
  /** Ends in /v1/api, e.g. `/v1/api` (same origin) or `https://app.example.org/v1/api`. */
  baseUrl: string;
  /** The signed-in user's key, read at call time. */
  getApiKey: () => string | null | undefined;
  /** Defaults to the global fetch, looked up per call so MSW's patched fetch is used in tests. */
  fetch?: typeof globalThis.fetch;
  /** Called once per answer that says the key is unknown or expired (HTTP 401). */
  onUnauthorized?: (error: ApiError) => void;
  /** Overrides `REQUEST_TIMEOUT_MS` for every call of this client. */
  timeoutMs?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Call with this key instead of the session's (an admin loading the user they act as). */
  apiKey?: string;
  /** Overrides the client's time limit for this call. */
  timeoutMs?: number;
}

/** `call` of a client: what the portal and machines use. */
export type ApiCall = ReturnType<typeof createApiClient>['call'];

/**
 * What callers depend on: `call` only, so a portal may hand out a client whose transport
 * (openapi-fetch) is still loading (apps/portal/src/lib/providers.tsx).
 */
export interface ApiClient {
  call: ApiCall;
}

export function createApiClient(options: ApiClientOptions) {
  const fetchImpl: typeof globalThis.fetch =
    options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const raw = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/$/, ''),
    fetch: (request) => fetchImpl(request),
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
    },
    bodySerializer: (body: unknown) => encodeForm(body as FormObject).toString(),
  });

  /**
   * Call `path` with `body` (the API key is appended) and resolve with the successful envelope.
   * Rejects with `ApiError` (status 0, 401, 5xx, non-JSON), `NetworkError`, or the AbortError
   * of `signal`.
   */
  async function call<P extends ApiPath>(
    path: P,
    ...[body, callOptions]: keyof ApiBody<P> extends never
      ? [body?: ApiBody<P>, options?: CallOptions]
      : [body: ApiBody<P>, options?: CallOptions]
  ): Promise<ApiSuccess<P>> {
    const apiKey = PUBLIC_PATHS.has(path)
      ? undefined
      : (callOptions?.apiKey ?? options.getApiKey());
    const form: FormObject = { ...(body as unknown as FormObject | undefined) };
    if (apiKey) form.apiKey = apiKey;

    const timeoutMs = callOptions?.timeoutMs ?? options.timeoutMs ?? REQUEST_TIMEOUT_MS;
    const limit = timeLimit(callOptions?.signal, timeoutMs);
    let result: { data?: unknown; error?: unknown; response: Response };
    try {
      // openapi-fetch's generic signature cannot follow our Omit<apiKey>; the wire shape is
      // pinned by the serializer tests instead.
      const post = raw.POST as unknown as (
        url: string,
        init: { body: FormObject; parseAs: 'text'; signal?: AbortSignal },
      ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
      result = await post(path, { body: form, parseAs: 'text', signal: limit.signal });
    } catch (error) {
      if (limit.timedOut()) throw new TimeoutError(path, timeoutMs);
      if (isAbortError(error)) throw error;
      throw new NetworkError(path, { cause: error });
    } finally {
      limit.clear();
    }

    const { response } = result;
    const text = typeof result.data === 'string' ? result.data : result.error;
    const envelope = parseEnvelope(text);

    if (response.status === 401) {
      const error = new ApiError('unauthorized', 'Your session has ended.', {
        path,
        httpStatus: 401,
        serverMessage: envelope?.message,
        body: envelope ?? text,
      });
      // A key the caller chose (a reset link, an admin acting as someone) is not the session's.
      if (!callOptions?.apiKey) options.onUnauthorized?.(error);
      throw error;
    }
    if (!response.ok) {
      throw new ApiError('http', `The server answered HTTP ${response.status}.`, {
        path,
        httpStatus: response.status,
        serverMessage: envelope?.message,
        errorMessage: envelope?.errorMessage,
        body: envelope ?? text,
      });
    }
    if (!envelope) {
      throw new ApiError('parse', 'The server sent an answer that is not valid JSON.', {
        path,
        httpStatus: response.status,
        body: text,
      });
    }
    if (envelope.status !== 1 && !STATUS_IS_STATE.has(path)) {
      throw new ApiError('status', envelope.errorMessage || envelope.message || 'Request failed.', {
        path,
        httpStatus: response.status,
        serverMessage: envelope.message,
        errorMessage: envelope.errorMessage,
        body: envelope,
      });
    }
    return envelope as unknown as ApiSuccess<P>;
  }

  return { call, raw };
}

/**
 * One signal for a call: aborted by the caller's signal (with its reason, so callers still see
 * their AbortError) or by the time limit, whichever comes first. The timer is cleared as soon
 * as the answer (or failure) is in, so nothing lingers after a call.
 */
function timeLimit(outer: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) onAbort();
  else outer?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The call took too long', 'TimeoutError'));
  }, timeoutMs);
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    clear: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    },
  };
}

interface Envelope {
  status: number;
  message?: string;
  errorMessage?: string;
  data?: unknown;
}

/** The envelope from a body: openapi-fetch hands error bodies over already JSON-parsed. */
function parseEnvelope(body: unknown): Envelope | undefined {
  let value = body;
  if (typeof body === 'string') {
    if (body === '') return undefined;
    try {
      value = JSON.parse(body);
    } catch {
      return undefined; // not JSON: the caller reports it as a parse error
    }
  }
  return typeof value === 'object' && value !== null && 'status' in value
    ? (value as Envelope)
    : undefined;
}
