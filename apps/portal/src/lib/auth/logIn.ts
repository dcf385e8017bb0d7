import { useCallback } from 'react';
import type { User } from '@flocksync/api-client';
import { useApi } from '@/lib/providers';

/** Log in (spec part 1 "Login"): sends `/user/login` and answers the signed-in account. */
export function useLogIn() {
  const api = useApi();
  return useCallback(
    async (email: string, password: string): Promise<User> =>
      (await api.call('/user/login', { email, password })).data,
    [api],
  );
}
