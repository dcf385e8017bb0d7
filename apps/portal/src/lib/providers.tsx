import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '@flocksync/api-client';
import type { SessionState, SessionStore } from './session';

const SessionContext = createContext<SessionStore | null>(null);
const ApiContext = createContext<ApiClient | null>(null);

export interface PortalProvidersProps {
  session: SessionStore;
  apiBaseUrl: string;
  /** The transport (demo mode waits for its sandbox); the global fetch when left out. */
  fetch?: typeof globalThis.fetch;
  children: ReactNode;
}

/** Session and API client for the whole portal; a 401 anywhere ends the session. */
export function PortalProviders({ session, apiBaseUrl, fetch, children }: PortalProvidersProps) {
  const api = useMemo(
    () =>
      createApiClient({
        baseUrl: apiBaseUrl,
        getApiKey: () => session.getSnapshot().token,
        fetch,
        onUnauthorized: () => session.signOut(),
      }),
    [session, apiBaseUrl, fetch],
  );
  return (
    <SessionContext.Provider value={session}>
      <ApiContext.Provider value={api}>{children}</ApiContext.Provider>
    </SessionContext.Provider>
  );
}

function useRequired<T>(value: T | null, name: string): T {
  if (value === null) throw new Error(`${name} is used outside PortalProviders`);
  return value;
}

export function useSessionStore(): SessionStore {
  return useRequired(useContext(SessionContext), 'useSessionStore');
}

export function useSession(): SessionState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

export function useApi(): ApiClient {
  return useRequired(useContext(ApiContext), 'useApi');
}
