import { useState } from 'react';
import { isAbortError, type ApiPath } from '@flocksync/api-client';
import { ConfirmDialog } from '@flocksync/ui';
import { useRefreshAccount, warnUnlessAborted } from './account';
import { useApi } from './providers';
import { useSubmitOnce } from './useSubmitOnce';

export interface RemoveCredentialsOptions {
  /** The call that forgets the credentials (`/ccb/remove`, `/mailchimp/remove`). */
  path: Extract<ApiPath, '/ccb/remove' | '/mailchimp/remove'>;
  /** The confirmation's title, body and confirm button. */
  texts: { removeTitle: string; removeBody: string; removeConfirm: string };
  /** The page's unmount signal: a page left mid-call neither shows nor refreshes anything. */
  signal: () => AbortSignal;
  /** The credentials are gone: the page empties its form and shows the server's `message`. */
  onRemoved: (message: string) => void;
  /** The call failed (the dialog has closed). */
  onFailed: (failure: unknown) => void;
}

/**
 * Remove on an integrations setup screen (spec part 1 "Integrations setup"): `ask()` opens the
 * confirmation; confirming sends the call once, closes the dialog either way, and on success
 * refreshes the session user so the shell's banners name what is now missing.
 */
export function useRemoveCredentials({
  path,
  texts,
  signal,
  onRemoved,
  onFailed,
}: RemoveCredentialsOptions) {
  const api = useApi();
  const refreshAccount = useRefreshAccount();
  const remove = useSubmitOnce();
  const [confirming, setConfirming] = useState(false);

  const confirm = () =>
    void remove.run(async () => {
      try {
        const { message } = await api.call(path, {}, { signal: signal() });
        onRemoved(message);
        setConfirming(false);
        // The shell's banners now name the missing settings: they follow the call through the
        // query cache.
        await refreshAccount(signal()).catch(warnUnlessAborted);
      } catch (failure) {
        if (isAbortError(failure)) return;
        setConfirming(false);
        onFailed(failure);
      }
    });

  const dialog = (
    <ConfirmDialog
      open={confirming}
      title={texts.removeTitle}
      confirmLabel={texts.removeConfirm}
      confirmVariant="danger"
      loading={remove.submitting}
      onConfirm={confirm}
      onCancel={() => setConfirming(false)}
    >
      <p>{texts.removeBody}</p>
    </ConfirmDialog>
  );
  return { ask: () => setConfirming(true), dialog };
}
