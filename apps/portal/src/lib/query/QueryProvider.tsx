import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useApiCalls, useSessionStore } from '../providers';
import { createPortalQueryClient, invalidateAfter } from './queryClient';

/**
 * The query cache for the signed-in pages (and for each story, a fresh one). Every successful
 * call marks stale what it changed; signing out forgets every answer.
 */
export function QueryProvider({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(() => client ?? createPortalQueryClient());
  const subscribe = useApiCalls();
  const session = useSessionStore();
  useEffect(
    () => subscribe((path) => void invalidateAfter(queryClient, path)),
    [subscribe, queryClient],
  );
  useEffect(
    () =>
      session.subscribe(() => {
        if (session.getSnapshot().token === null) queryClient.clear();
      }),
    [session, queryClient],
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
