import { useMemo, type ReactNode } from 'react';
import type { User } from '@flocksync/api-client';
import { SnackbarProvider } from '@flocksync/ui';
import { PortalProviders } from '@/lib/providers';
import { QueryProvider } from '@/lib/query';
import { createMemoryStorage, createSessionStore, ROOT_KEY, TOKEN_KEY } from '@/lib/session';

export interface StorySession {
  user: User;
  /** The admin's own copy, for stories where an admin acts as `user`. */
  admin?: User;
}

/**
 * Portal providers for Storybook: an in-memory session (optionally signed in as
 * `parameters.session.user`), the real API client answered by MSW, and a fresh query cache.
 */
export function StoryProviders({
  session,
  children,
}: {
  session?: StorySession;
  children: ReactNode;
}) {
  const store = useMemo(
    () =>
      createSessionStore(
        createMemoryStorage(
          session
            ? {
                [TOKEN_KEY]: session.user.apiKey,
                [ROOT_KEY]: JSON.stringify({ user: session.user, admin: session.admin ?? null }),
              }
            : {},
        ),
      ),
    [session],
  );
  return (
    <PortalProviders session={store} apiBaseUrl="/v1/api">
      {/* A fresh query cache per story: no answer leaks from one story into the next. */}
      <QueryProvider>
        <SnackbarProvider>{children}</SnackbarProvider>
      </QueryProvider>
    </PortalProviders>
  );
}
