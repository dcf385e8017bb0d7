import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, themes } from '@flocksync/ui';
import { apiBaseUrl } from '@/lib/config';
import { portalFetch } from '@/demo';
import { PortalProviders } from '@/lib/providers';
import { createSessionStore } from '@/lib/session';
import { createRouter } from './router';

export function App() {
  const [session] = useState(() => createSessionStore(window.localStorage, window));
  const [router] = useState(createRouter);
  return (
    <ThemeProvider theme={themes.light}>
      <GlobalStyle />
      <PortalProviders session={session} apiBaseUrl={apiBaseUrl} fetch={portalFetch}>
        <RouterProvider router={router} />
      </PortalProviders>
    </ThemeProvider>
  );
}
