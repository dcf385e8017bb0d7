export { staleAfterSync, type ReadPath } from './operations';
export { QueryProvider } from './QueryProvider';
export { createPortalQueryClient, apiQueryOptions } from './queryClient';
export { useApiFetch, useApiQueries, useApiRefetch, useInvalidate, type ApiFetch } from './hooks';
export { useApiPages, type PagedPath } from './pages';
