import { useEffect, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, themes } from '@flocksync/ui';
import { apiBaseUrl } from '@/lib/config';
import { replayEarlyActions } from '@/lib/earlyActions';
import { portalFetch } from '@/demo';
import { PortalProviders, type PortalApi } from '@/lib/providers';
import type { SessionStore } from '@/lib/session';
import { createRouter } from './router';

/** Theme, global styles, session and API around a router: the browser's and the prerenderer's. */
export function AppFrame({
  session,
  portalApi,
  children,
}: {
  session: SessionStore;
  portalApi?: PortalApi;
  children: ReactNode;
}) {
  return (
    <ThemeProvider theme={themes.light}>
      <GlobalStyle />
      <PortalProviders
        session={session}
        apiBaseUrl={apiBaseUrl}
        fetch={portalFetch}
        portalApi={portalApi}
      >
        {children}
      </PortalProviders>
    </ThemeProvider>
  );
}

const NO_ACTIONS: readonly Element[] = [];

export function App({
  session,
  portalApi,
  earlyActions = NO_ACTIONS,
}: {
  session: SessionStore;
  /** The client `main.tsx` started the first page's reads with (ADR 031). */
  portalApi?: PortalApi;
  /** What was done on the prerendered page before this app took it over: done now (ADR 030). */
  earlyActions?: readonly Element[];
}) {
  const [router] = useState(createRouter);
  useEffect(() => replayEarlyActions(earlyActions), [earlyActions]);
  return (
    <AppFrame session={session} portalApi={portalApi}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
