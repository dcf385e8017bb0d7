import { useInfiniteQuery } from '@tanstack/react-query';
import type { ApiBody, ApiData } from '@flocksync/api-client';
import { useApi, useSession } from '../providers';
import { DEFAULT_STALE_MS, reads, type ReadPath } from './operations';

/** The reads answered page by page (`{ list, page, hasMore, total }`, pages from 1). */
export type PagedPath = Extract<
  ReadPath,
  '/admin/users' | '/admin/pending-users' | '/tools/primary-contacts'
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
 * A paged list through the one query cache: keyed like every read by path, body (without the
 * page) and the signed-in key, so one person's list never shows in another's session; a change
 * that makes `path` stale refetches the pages shown. `loadMore` asks the next page until a page
 * says there is no more.
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
    getNextPageParam: (last: PageOf<P>) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: staleMs ?? DEFAULT_STALE_MS,
  });
  const pages = query.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.list);
  return {
    rows,
    total: pages.at(-1)?.total ?? 0,
    status: query.data ? 'ready' : query.isError ? 'error' : 'loading',
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
    retry: () => void query.refetch(),
  } as const;
}
