import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { isAbortError, type ApiClient, type User } from '@flocksync/api-client';
import { useSnackbar } from '@flocksync/ui';
import { paths } from '@/app/paths';
import { messages } from './messages';
import { useApi, useSession, useSessionStore } from './providers';
import type { SessionStore } from './session';

/** How long an answer of `/account/details` counts as the server's current one. */
export const ACCOUNT_FRESH_MS = 2000;

/** The last refresh per session: joined by `currentAccount` instead of asking again. */
const lastRefresh = new WeakMap<
  SessionStore,
  { token: string | null; promise: Promise<User>; settledAt: number | null }
>();

/**
 * Fresh account details (`/account/details`) replace the stored user, after a change the shell
 * shows (credentials, sync flags, search requirements). A session that changed meanwhile
 * (logout, impersonation) is not overwritten. Throws what the call threw.
 */
export function refreshAccount(
  api: ApiClient,
  session: SessionStore,
  signal?: AbortSignal,
): Promise<User> {
  const token = session.getSnapshot().token;
  const promise = api.call('/account/details', {}, { signal }).then(({ data }) => {
    if (session.getSnapshot().token === token) session.refresh(data);
    return data;
  });
  const entry = { token, promise, settledAt: null as number | null };
  lastRefresh.set(session, entry);
  promise.then(
    () => (entry.settledAt = Date.now()),
    () => lastRefresh.get(session) === entry && lastRefresh.delete(session),
  );
  return promise;
}

/**
 * The account details as the server holds them now: a refresh under way (the page load's) or
 * answered within `ACCOUNT_FRESH_MS` is joined, otherwise the details are asked again. A visit
 * right after a page load so asks `/account/details` once.
 */
export function currentAccount(
  api: ApiClient,
  session: SessionStore,
  signal?: AbortSignal,
): Promise<User> {
  const entry = lastRefresh.get(session);
  const fresh =
    entry !== undefined &&
    entry.token === session.getSnapshot().token &&
    (entry.settledAt === null || Date.now() - entry.settledAt < ACCOUNT_FRESH_MS);
  return fresh ? entry.promise : refreshAccount(api, session, signal);
}

/** `refreshAccount` for this portal's client and session. */
export function useRefreshAccount() {
  const api = useApi();
  const session = useSessionStore();
  return useCallback(
    (signal?: AbortSignal) => refreshAccount(api, session, signal),
    [api, session],
  );
}

/** `currentAccount` for this portal's client and session. */
export function useCurrentAccount() {
  const api = useApi();
  const session = useSessionStore();
  return useCallback(
    (signal?: AbortSignal) => currentAccount(api, session, signal),
    [api, session],
  );
}

/** For refreshes that are best effort: a failure leaves the stored user as it was. */
export const warnUnlessAborted = (error: unknown) => {
  if (!isAbortError(error)) console.warn('Account refresh failed', error);
};

/**
 * On load, fresh account details replace the stored user and the token (spec `/account/details`).
 * The entry may have asked already (`startEarlyReads`): that answer is joined.
 */
export function useAccountRefresh() {
  const refresh = useCurrentAccount();
  const { token } = useSession();
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    refresh(controller.signal).catch(warnUnlessAborted);
    return () => controller.abort();
    // Once per page load and per signed-in key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token === null]);
}

/** Log out: calls the API (best effort), clears local storage and all state, goes to /. */
export function useLogout() {
  const api = useApi();
  const session = useSessionStore();
  const navigate = useNavigate();
  return useCallback(() => {
    // The key is read synchronously by `call`, before the store is cleared.
    void api.call('/user/logout').catch(() => undefined);
    session.signOut();
    navigate(paths.login.href(), { replace: true });
  }, [api, session, navigate]);
}

/** Admin impersonation (spec part 1 section 4 and part 2 "Admin"). */
export function useImpersonation() {
  const api = useApi();
  const session = useSessionStore();
  const navigate = useNavigate();
  const snackbar = useSnackbar();

  const actAs = useCallback(
    async (apiKey: string | null | undefined) => {
      if (!apiKey) {
        snackbar.show({ message: messages.apiKeyMissing, severity: 'error' });
        return;
      }
      try {
        const { data } = await api.call('/account/details', {}, { apiKey });
        session.impersonate(data);
        navigate(paths.dashboard.href());
      } catch {
        snackbar.show({ message: messages.genericFailure, severity: 'error' });
      }
    },
    [api, session, navigate, snackbar],
  );

  const returnToAdmin = useCallback(() => {
    session.returnToAdmin();
    navigate(paths.dashboard.href());
  }, [session, navigate]);

  return { actAs, returnToAdmin };
}

const SESSION_QUERY = ['adminUserId', 'isAdmin', 'apiKey'] as const;

/**
 * `adminUserId`, `isAdmin` and `apiKey` in the address switch the session to that user, but
 * only when an admin is signed in; they are removed from the address bar once read.
 */
export function useSessionQuery() {
  const { user } = useSession();
  const { actAs } = useImpersonation();
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!SESSION_QUERY.some((key) => url.searchParams.has(key))) return;
    const apiKey = url.searchParams.get('apiKey');
    const honoured = user?.role === 1 && url.searchParams.get('isAdmin') === '1' && apiKey;
    SESSION_QUERY.forEach((key) => url.searchParams.delete(key));
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    if (honoured) void actAs(apiKey);
    // Read once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
