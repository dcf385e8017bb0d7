import { useMemo, type ReactNode } from 'react';
import type { User } from '@flocksync/api-client';
import { SnackbarProvider } from '@flocksync/ui';
import { PortalProviders } from '@/lib/providers';
import { createMemoryStorage, createSessionStore, ROOT_KEY, TOKEN_KEY } from '@/lib/session';

export interface StorySession {
  user: User;
  /** The admin's own copy, for stories where an admin acts as `user`. */
  admin?: User;
}

/**
 * Portal providers for Storybook: an in-memory session (optionally signed in as
 * `parameters.session.user`) and the real API client, answered by MSW.
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
      <SnackbarProvider>{children}</SnackbarProvider>
    </PortalProviders>
  );
}
