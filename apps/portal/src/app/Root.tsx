import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { SnackbarProvider } from '@flocksync/ui';
import { useSession } from '@/lib/providers';

const SessionEffects = lazy(async () => ({
  default: (await import('@/lib/sessionEffects')).SessionEffects,
}));

/** The act-as values `useSessionQuery` reads (and always removes) from the address. */
const SESSION_QUERY = /[?&](adminUserId|isAdmin|apiKey)=/;

/** The parent of every route: session effects and the one snackbar system. */
export function Root() {
  const { token } = useSession();
  // Read once, on arrival, as the effects read it (the prerenderer has no address).
  const [queried] = useState(
    () => typeof window !== 'undefined' && SESSION_QUERY.test(window.location.search),
  );
  return (
    <SnackbarProvider>
      {token || queried ? (
        <Suspense fallback={null}>
          <SessionEffects />
        </Suspense>
      ) : null}
      <Outlet />
    </SnackbarProvider>
  );
}
