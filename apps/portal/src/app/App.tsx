import { useEffect, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, themes } from '@flocksync/ui';
import { apiBaseUrl } from '@/lib/config';
import { replayEarlyActions } from '@/lib/earlyActions';
import { portalFetch } from '@/demo';
import { PortalProviders } from '@/lib/providers';
import type { SessionStore } from '@/lib/session';
import { createRouter } from './router';

/** Theme, global styles, session and API around a router: the browser's and the prerenderer's. */
export function AppFrame({ session, children }: { session: SessionStore; children: ReactNode }) {
  return (
    <ThemeProvider theme={themes.light}>
      <GlobalStyle />
      <PortalProviders session={session} apiBaseUrl={apiBaseUrl} fetch={portalFetch}>
        {children}
      </PortalProviders>
    </ThemeProvider>
  );
}

const NO_ACTIONS: readonly Element[] = [];

export function App({
  session,
  earlyActions = NO_ACTIONS,
}: {
  session: SessionStore;
  /** What was done on the prerendered page before this app took it over: done now (ADR 030). */
  earlyActions?: readonly Element[];
}) {
  const [router] = useState(createRouter);
  useEffect(() => replayEarlyActions(earlyActions), [earlyActions]);
  return (
    <AppFrame session={session}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
