import { useCallback, useRef, useState } from 'react';
import { ApiError, isAbortError } from '@flocksync/api-client';
import { SafeHtml, useSnackbar } from '@flocksync/ui';
import { messages } from '@/lib/messages';
import { useApi, useSessionStore } from '@/lib/providers';
import { useShell } from '../ShellData';

/**
 * Runs a banner's action once at a time (a second press while it runs does nothing), then
 * reloads the user and the warnings so the banner follows; success and failure are snackbars.
 */
export function useBannerAction(run: () => Promise<string>) {
  const api = useApi();
  const session = useSessionStore();
  const snackbar = useSnackbar();
  const { reload } = useShell();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const act = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const message = await run();
      const token = session.getSnapshot().token;
      const { data } = await api.call('/account/details');
      if (session.getSnapshot().token === token) session.refresh(data);
      reload();
      snackbar.show({ message, severity: 'success' });
    } catch (error) {
      if (!isAbortError(error)) {
        // A refusal (status 0) says why, maybe in HTML; anything else gets the generic text.
        const server = error instanceof ApiError && error.kind === 'status' && error.serverMessage;
        snackbar.show({
          message: server ? <SafeHtml html={server} /> : messages.genericFailure,
          severity: 'error',
        });
      }
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, [api, run, reload, session, snackbar]);

  return { act, busy };
}
