import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiBody, ApiData } from '@flocksync/api-client';
import { useApi, useSession } from '../providers';
import type { ReadPath } from './operations';
import {
  apiPagedQueryOptions,
  apiQueryOptions,
  invalidatePaths,
  type PagedPath,
} from './queryClient';
import { useSharesFailures } from './SharedFailures';

/**
 * The query options of the signed-in key: `useQuery(query('/ccb/all-campus'))` in a page,
 * the same key a machine's actor fetches through `useApiFetch`.
 */
export function useApiQueries() {
  const api = useApi();
  const { token } = useSession();
  const sharesFailures = useSharesFailures();
  return useCallback(
    <P extends ReadPath>(path: P, body?: ApiBody<P>) => {
      const options = apiQueryOptions(api, token, path, body);
      return sharesFailures ? { ...options, retryOnMount: false } : options;
    },
    [api, token, sharesFailures],
  );
}

/** The paged query options of the signed-in key: `useInfiniteQuery(pages('/logs/list'))`. */
export function useApiPages() {
  const api = useApi();
  const { token } = useSession();
  return useCallback(
    <P extends PagedPath>(path: P, body?: Omit<ApiBody<P>, 'page'>) =>
      apiPagedQueryOptions(api, token, path, body),
    [api, token],
  );
}

export type ApiFetch = <P extends ReadPath>(path: P, body?: ApiBody<P>) => Promise<ApiData<P>>;

/**
 * Reads for machines' actors: the cached answer while it is fresh, else one request shared with
 * whoever else is asking (a page under a dialog, another row of the resolver).
 */
export function useApiFetch(): ApiFetch {
  const queryClient = useQueryClient();
  const query = useApiQueries();
  return useCallback<ApiFetch>(
    (path, body) => queryClient.fetchQuery(query(path, body)),
    [queryClient, query],
  );
}

/** Marks stale, and refetches where shown, every answer of `paths` (see `invalidatePaths`). */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return useCallback(
    (paths: readonly ReadPath[], options?: { afterChange?: boolean }) =>
      invalidatePaths(queryClient, paths, options),
    [queryClient],
  );
}

/** Asks the server again now, whatever the cache holds, and shares the answer with every view. */
export function useApiRefetch(): ApiFetch {
  const queryClient = useQueryClient();
  const query = useApiQueries();
  return useCallback<ApiFetch>(
    (path, body) => queryClient.fetchQuery({ ...query(path, body), staleTime: 0 }),
    [queryClient, query],
  );
}
