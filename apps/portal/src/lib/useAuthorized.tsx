import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { isAbortError } from '@flocksync/api-client';
import { SafeHtml, SNACKBAR_LONG_MS, useSnackbar } from '@flocksync/ui';
import { paths } from '@/app/paths';
import { useApi } from './providers';
import { useRefreshAccount, warnUnlessAborted } from './account';

/**
 * What follows a successful CCB or Mailchimp authorize (spec part 1 "Integrations setup"): a
 * manual sync unless the answer carried an error message, the session user reloaded so the
 * shell sees the new credentials, the server's message kept about 20 s, then /integrations.
 */
export function useAuthorized() {
  const api = useApi();
  const refreshAccount = useRefreshAccount();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  return useCallback(
    async (answer: { message: string; errorMessage?: string }, signal: AbortSignal) => {
      if (!answer.errorMessage) {
        try {
          await api.call('/sync/manual', {}, { signal });
        } catch (error) {
          // The first sync can wait: with the other account still missing it is refused, and
          // the shell's banners already say what is missing.
          if (isAbortError(error)) throw error;
        }
      }
      await refreshAccount(signal).catch(warnUnlessAborted);
      signal.throwIfAborted();
      snackbar.show({
        message: (
          <>
            <SafeHtml html={answer.message} />
            {answer.errorMessage ? (
              <>
                {' '}
                <SafeHtml html={answer.errorMessage} />
              </>
            ) : null}
          </>
        ),
        severity: answer.errorMessage ? 'warning' : 'success',
        durationMs: SNACKBAR_LONG_MS,
      });
      navigate(paths.integrations.href());
    },
    [api, refreshAccount, snackbar, navigate],
  );
}
