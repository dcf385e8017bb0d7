import { useCallback } from 'react';
import { useApi } from '@/lib/providers';

/**
 * The dashboard's activation prompt (spec part 1 "Activation"): sends
 * `/user/resend-activation` for an address and answers the server's message.
 */
export function useResendActivation() {
  const api = useApi();
  return useCallback(
    async (email: string, signal?: AbortSignal): Promise<string> =>
      (await api.call('/user/resend-activation', { email }, { signal })).message,
    [api],
  );
}
