import { useCallback } from 'react';
import type { ApiBody, User } from '@flocksync/api-client';
import { useApi } from '@/lib/providers';

/**
 * Activation (spec part 1 "Activation"): sends the person's details with `/account/update` under
 * the link's API key and answers the updated account.
 */
export function useActivateAccount(apiKey: string) {
  const api = useApi();
  return useCallback(
    async (details: ApiBody<'/account/update'>): Promise<User> =>
      (await api.call('/account/update', details, { apiKey })).data,
    [api, apiKey],
  );
}
