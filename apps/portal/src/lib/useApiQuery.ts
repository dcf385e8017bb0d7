import { useCallback, useEffect, useState } from 'react';
import { isAbortError, type ApiBody, type ApiData, type ApiPath } from '@flocksync/api-client';
import { useApi, useSession } from './providers';

export interface ApiQuery<D> {
  /** The last data received (kept while a reload runs); undefined until the first answer. */
  data: D | undefined;
  /** Why the last request failed (an `ApiError` or `NetworkError`); undefined after a success. */
  error: unknown;
  /** A request for the current path and body is under way. */
  loading: boolean;
  /** Asks again (e.g. a "Try again" button, or after a change elsewhere). */
  reload: () => void;
  /** Replaces the data locally, e.g. with the credentials an authorize call returned. */
  setData: (update: (current: D | undefined) => D | undefined) => void;
}

interface Answer<D> {
  key: string;
  data: D | undefined;
  error: unknown;
}

type Call = (
  path: string,
  body: unknown,
  options: { signal: AbortSignal },
) => Promise<{ data: unknown }>;

/**
 * A read through the typed client: `data` of `path` answered for `body`, with loading and error
 * states and `reload()`. The request is aborted on unmount and when path or body change, so a
 * late answer is never applied. A stand-in for a query cache (see the report): no sharing
 * between components and no retries.
 */
export function useApiQuery<P extends ApiPath>(
  path: P,
  body?: ApiBody<P>,
  options: { enabled?: boolean } = {},
): ApiQuery<ApiData<P>> {
  const api = useApi();
  // Another signed-in key (impersonation, return to admin) asks again.
  const { token } = useSession();
  const enabled = options.enabled ?? true;
  const [nonce, setNonce] = useState(0);
  const bodyKey = JSON.stringify(body ?? {});
  const key = `${token ?? ''} ${path} ${bodyKey} ${nonce}`;
  const [answer, setAnswer] = useState<Answer<ApiData<P>>>({
    key: '',
    data: undefined,
    error: undefined,
  });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    // The body travels as its JSON key, so a caller's inline object literal does not refetch.
    const form: unknown = JSON.parse(bodyKey);
    (api.call as unknown as Call)(path, form, { signal: controller.signal })
      .then(({ data }) => {
        if (!controller.signal.aborted)
          setAnswer({ key, data: data as ApiData<P>, error: undefined });
      })
      .catch((error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setAnswer((current) => ({ key, data: current.data, error }));
      });
    return () => controller.abort();
  }, [api, path, bodyKey, key, enabled]);

  const reload = useCallback(() => setNonce((value) => value + 1), []);
  const setData = useCallback(
    (update: (current: ApiData<P> | undefined) => ApiData<P> | undefined) =>
      setAnswer((current) => ({ ...current, data: update(current.data) })),
    [],
  );

  return {
    data: answer.data,
    error: answer.key === key ? answer.error : undefined,
    loading: enabled && answer.key !== key,
    reload,
    setData,
  };
}
