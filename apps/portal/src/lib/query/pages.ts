import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { ApiBody, ApiData } from '@flocksync/api-client';
import { useApi, useSession } from '../providers';
import { DEFAULT_STALE_MS, reads, type ReadPath } from './operations';

/** The reads answered page by page (`{ list, page, hasMore, total }`, pages from 1). */
export type PagedPath = Extract<
  ReadPath,
  | '/admin/users'
  | '/admin/pending-users'
  | '/logs/list'
  | '/tools/ignored-emails'
  | '/tools/primary-contacts'
>;

interface Paging<Row> {
  list: Row[];
  page: number;
  hasMore: boolean;
  total: number;
}
type RowOf<P extends PagedPath> = ApiData<P> extends Paging<infer Row> ? Row : never;
type PageOf<P extends PagedPath> = Paging<RowOf<P>>;

/**
 * The page after `last` (asked as `page`), or none: a page that says there is no more, or that
 * comes back empty, is the last one (spec part 2 section 4: loading on scroll stops there).
 */
export function nextPageOf(last: Pick<Paging<unknown>, 'list' | 'hasMore'>, page: number) {
  return last.hasMore === false || last.list.length === 0 ? undefined : page + 1;
}

/**
 * The one paged list: every list asked page by page goes through it, through the one query
 * cache, keyed like every read by path, body (without the page) and the signed-in key, so one
 * person's list never shows in another's session; a change that makes `path` stale refetches the
 * pages shown. `loadMore` (what the ui's infinite-scroll sentinel calls) asks the next page until
 * a page says there is no more.
 */
export function useApiPagedList<P extends PagedPath>(path: P, body: Omit<ApiBody<P>, 'page'>) {
  const api = useApi();
  const { token } = useSession();
  const { staleMs } = reads[path] as { staleMs?: number };
  const query = useInfiniteQuery({
    queryKey: [path, body, token ?? '', 'pages'] as const,
    queryFn: async ({ pageParam, signal }): Promise<PageOf<P>> => {
      const call = api.call as unknown as (
        path: P,
        body: unknown,
        options: { signal: AbortSignal },
      ) => Promise<{ data: PageOf<P> }>;
      return (await call(path, { ...body, page: pageParam }, { signal })).data;
    },
    initialPageParam: 1,
    getNextPageParam: (last: PageOf<P>, _all, page: number) => nextPageOf(last, page),
    staleTime: staleMs ?? DEFAULT_STALE_MS,
  });
  const pages = query.data?.pages;
  // The same array while the pages are the same: a table keyed on it keeps its place.
  const rows = useMemo(() => pages?.flatMap((page) => page.list) ?? [], [pages]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    rows: rows as RowOf<P>[],
    total: pages?.at(-1)?.total ?? 0,
    status: query.data ? 'ready' : query.isError ? 'error' : 'loading',
    /** The last answer failed (also when pages asked before are still shown). */
    failed: query.isError,
    /** A request of this list is under way (the first page, the next one or a refetch). */
    fetching: query.isFetching,
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    loadMore,
    retry,
  } as const;
}
