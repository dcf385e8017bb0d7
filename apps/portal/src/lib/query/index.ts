export { isRead, reads, staleAfter, staleAfterSync, type ReadPath } from './operations';
export { QueryProvider } from './QueryProvider';
export { createPortalQueryClient, apiQueryOptions, queryKeyOf } from './queryClient';
export { useApiFetch, useApiQueries, useApiRefetch, useInvalidate, type ApiFetch } from './hooks';
