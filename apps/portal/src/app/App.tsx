import { useEffect, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, themes } from '@flocksync/ui';
import { apiBaseUrl } from '@/lib/config';
import { replayEarlySubmit } from '@/lib/earlySubmit';
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

export function App({ session }: { session: SessionStore }) {
  const [router] = useState(createRouter);
  // A prerendered page's form sent before this app took it over is sent now (ADR 030).
  useEffect(() => replayEarlySubmit(), []);
  return (
    <AppFrame session={session}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
