import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { ApiCall, ApiClient } from '@flocksync/api-client';
import type { SessionState, SessionStore } from './session';

const SessionContext = createContext<SessionStore | null>(null);
const ApiContext = createContext<ApiClient | null>(null);

/** Told the path of every call that succeeded (the query layer marks stale what it changed). */
export type ApiCallListener = (path: string) => void;
type SubscribeToCalls = (listener: ApiCallListener) => () => void;
const ApiCallsContext = createContext<SubscribeToCalls | null>(null);

/** The portal's API client and the subscription to its successful calls. */
export interface PortalApi {
  api: ApiClient;
  subscribe: SubscribeToCalls;
}

/**
 * The portal's API client: a 401 anywhere ends the session, and every successful call is
 * reported to the subscribers. Made by `PortalProviders`, or beforehand by `main.tsx`, which
 * starts the first signed-in page's reads with it before the page's code is in (ADR 031).
 */
export function createPortalApi(
  session: SessionStore,
  apiBaseUrl: string,
  fetch?: typeof globalThis.fetch,
): PortalApi {
  // The client (openapi-fetch, the form codec) loads beside the first screen, not before
  // it: no page calls the API before it has painted, and the login page's budget is tight.
  // Its own entry point (`/client`): the package's index is in the entry for its errors.
  const client = import('@flocksync/api-client/client').then(({ createApiClient }) =>
    createApiClient({
      baseUrl: apiBaseUrl,
      getApiKey: () => session.getSnapshot().token,
      fetch,
      onUnauthorized: () => session.signOut(),
    }),
  );
  const listeners = new Set<ApiCallListener>();
  // Every call, whoever makes it (a page, a machine's actor, a banner), reports its success,
  // so what it changed is refreshed everywhere without each caller remembering to.
  const call = (async (...args: Parameters<ApiCall>) => {
    const { call: send } = await client;
    const answer = await (send as (...a: unknown[]) => Promise<unknown>)(...args);
    listeners.forEach((listener) => listener(args[0]));
    return answer;
  }) as ApiCall;
  return {
    api: { call } satisfies ApiClient,
    subscribe: (listener: ApiCallListener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export interface PortalProvidersProps {
  session: SessionStore;
  apiBaseUrl: string;
  /** The transport (demo mode waits for its sandbox); the global fetch when left out. */
  fetch?: typeof globalThis.fetch;
  /** A client made beforehand (`createPortalApi` of the same session); made here if left out. */
  portalApi?: PortalApi;
  children: ReactNode;
}

/** Session and API client for the whole portal. */
export function PortalProviders({
  session,
  apiBaseUrl,
  fetch,
  portalApi,
  children,
}: PortalProvidersProps) {
  const { api, subscribe } = useMemo(
    () => portalApi ?? createPortalApi(session, apiBaseUrl, fetch),
    [portalApi, session, apiBaseUrl, fetch],
  );
  return (
    <SessionContext.Provider value={session}>
      <ApiContext.Provider value={api}>
        <ApiCallsContext.Provider value={subscribe}>{children}</ApiCallsContext.Provider>
      </ApiContext.Provider>
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

/** Subscribes to the paths of successful calls. */
export function useApiCalls(): SubscribeToCalls {
  return useRequired(useContext(ApiCallsContext), 'useApiCalls');
}
