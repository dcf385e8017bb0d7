export { staleAfterPlanChange, staleAfterSync, type ReadPath } from './operations';
export { QueryProvider } from './QueryProvider';
export { SharedFailures } from './SharedFailures';
export { createPortalQueryClient, apiPagedQueryOptions, apiQueryOptions } from './queryClient';
export {
  useApiFetch,
  useApiPages,
  useApiQueries,
  useApiRefetch,
  useInvalidate,
  type ApiFetch,
} from './hooks';
export { watchQueries } from './watchQueries';
export { failedReads, type FailedReads } from './failedReads';
export { useApiPagedList, type PagedPath as PagedListPath } from './pages';
