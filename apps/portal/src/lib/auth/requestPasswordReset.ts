import { useCallback } from 'react';
import { useApi } from '@/lib/providers';

/**
 * Forgot password (spec part 1 "Forgot password"): sends `/user/reset-password` for an address
 * and answers the server's message.
 */
export function useRequestPasswordReset() {
  const api = useApi();
  return useCallback(
    async (email: string): Promise<string> =>
      (await api.call('/user/reset-password', { email })).message,
    [api],
  );
}
