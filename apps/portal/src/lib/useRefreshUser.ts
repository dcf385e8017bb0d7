import { useCallback } from 'react';
import { isAbortError } from '@flocksync/api-client';
import { useApi, useSessionStore } from './providers';

/**
 * Reloads the signed-in user (`/account/details`) into the session, after a change the shell
 * shows (credentials, sync flags). Best effort: a failure leaves the stored user as it was.
 */
export function useRefreshUser() {
  const api = useApi();
  const session = useSessionStore();
  return useCallback(
    async (signal?: AbortSignal) => {
      const token = session.getSnapshot().token;
      try {
        const { data } = await api.call('/account/details', {}, { signal });
        // A session that changed meanwhile (logout, impersonation) is not overwritten.
        if (session.getSnapshot().token === token) session.refresh(data);
      } catch (error) {
        if (!isAbortError(error)) console.warn('Account refresh failed', error);
      }
    },
    [api, session],
  );
}
