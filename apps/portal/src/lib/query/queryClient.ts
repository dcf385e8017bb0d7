import { infiniteQueryOptions, QueryClient, queryOptions } from '@tanstack/react-query';
import type { ApiBody, ApiClient, ApiData } from '@flocksync/api-client';
import { takeEarlyRead } from '../earlyReads';
import { DEFAULT_STALE_MS, reads, staleAfter, type ReadPath } from './operations';

/**
 * The portal's one query cache. Answers stay fresh for a while (see `reads`), so the dialogs
 * and machines over a page share the page's answers; failures are not retried behind the
 * person's back (each view offers 'Try again'), and a focused window does not refetch.
 */
export function createPortalQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: DEFAULT_STALE_MS, retry: false, refetchOnWindowFocus: false },
    },
  });
}

/** The key of one answer: the operation, its body and the signed-in key it was asked with. */
const queryKeyOf = (path: ReadPath, body: object | undefined, token: string | null) =>
  [path, body ?? {}, token ?? ''] as const;

/** Query options of one read: what `useQuery`, `fetchQuery` and prefetches all share. */
export function apiQueryOptions<P extends ReadPath>(
  api: ApiClient,
  token: string | null,
  path: P,
  body?: ApiBody<P>,
) {
  const { staleMs } = reads[path] as { staleMs?: number };
  return queryOptions({
    queryKey: queryKeyOf(path, body, token),
    queryFn: async ({ signal }): Promise<ApiData<P>> => {
      // The entry asked this before the page's code was in (ADR 031): that answer, once.
      const early = takeEarlyRead(path, body, token) as Promise<{ data: ApiData<P> }> | undefined;
      if (early) return (await early).data;
      const call = api.call as (
        path: P,
        body: unknown,
        options: { signal: AbortSignal },
      ) => Promise<{ data: ApiData<P> }>;
      return (await call(path, body ?? {}, { signal })).data;
    },
    staleTime: staleMs ?? DEFAULT_STALE_MS,
  });
}

/** The reads answered in pages (`page` from 1; a `Paging` answer with `list` and `hasMore`). */
export type PagedPath = Extract<ReadPath, '/logs/list'>;

/**
 * Query options of a paged read: page 1 first, then the next page on demand until a page comes
 * back empty or says there is no more (spec part 2 section 4). Keyed under the path, so every
 * invalidation of the path reaches every page.
 */
export function apiPagedQueryOptions<P extends PagedPath>(
  api: ApiClient,
  token: string | null,
  path: P,
  body: Omit<ApiBody<P>, 'page'> = {} as Omit<ApiBody<P>, 'page'>,
) {
  const { staleMs } = reads[path] as { staleMs?: number };
  return infiniteQueryOptions({
    queryKey: [path, body, token ?? '', 'pages'] as const,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }): Promise<ApiData<P>> => {
      const call = api.call as (
        path: P,
        body: unknown,
        options: { signal: AbortSignal },
      ) => Promise<{ data: ApiData<P> }>;
      return (await call(path, { ...body, page: pageParam }, { signal })).data;
    },
    getNextPageParam: (last: ApiData<P>, _all, pageParam: number) => {
      const paged = last as { list: unknown[]; hasMore?: boolean };
      return paged.list.length === 0 || paged.hasMore === false ? undefined : pageParam + 1;
    },
    staleTime: staleMs ?? DEFAULT_STALE_MS,
  });
}

/**
 * Marks stale (and refetches where shown) every answer of `paths`, whatever body or key. After
 * a change a request already under way is replaced (it may predate the change); a mere
 * "ask again" (`afterChange: false`) joins it instead.
 */
export function invalidatePaths(
  client: QueryClient,
  paths: readonly ReadPath[] | 'all',
  { afterChange = true }: { afterChange?: boolean } = {},
) {
  const options = { cancelRefetch: afterChange };
  if (paths === 'all') return client.invalidateQueries(undefined, options);
  return Promise.all(paths.map((path) => client.invalidateQueries({ queryKey: [path] }, options)));
}

/** After a successful call: what it changed becomes stale. */
export const invalidateAfter = (client: QueryClient, path: string) =>
  invalidatePaths(client, staleAfter(path));
