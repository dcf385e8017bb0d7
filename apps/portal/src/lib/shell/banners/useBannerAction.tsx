import { useCallback, useRef, useState } from 'react';
import { ApiError, isAbortError } from '@flocksync/api-client';
import { SafeHtml, useSnackbar } from '@flocksync/ui';
import { useRefreshAccount } from '@/lib/account';
import { messages } from '@/lib/messages';

/**
 * Runs a banner's action once at a time (a second press while it runs does nothing), then
 * reloads the user so the banner follows (the warnings follow the call itself, through the
 * query cache); success and failure are snackbars.
 */
export function useBannerAction(run: () => Promise<string>) {
  const refreshAccount = useRefreshAccount();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const act = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const message = await run();
      await refreshAccount();
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
  }, [run, refreshAccount, snackbar]);

  return { act, busy };
}
