import { useCallback } from 'react';
import { adminTexts, useSnackbar } from '@flocksync/ui';

/**
 * Copies a user's activation link (made absolute on this origin) to the clipboard and says so:
 * 'Activation link copied to clipboard' or 'Failed to copy text to clipboard'.
 */
export function useCopyActivationLink() {
  const snackbar = useSnackbar();
  return useCallback(
    async (link: string) => {
      try {
        await navigator.clipboard.writeText(new URL(link, window.location.origin).href);
        snackbar.show({ message: adminTexts.messages.copied, severity: 'success' });
      } catch {
        snackbar.show({ message: adminTexts.messages.copyFailed, severity: 'error' });
      }
    },
    [snackbar],
  );
}
