import { fromPromise } from 'xstate';
import type { ResetAccount, resetPasswordMachine, ResetPasswordRequest } from '@flocksync/flows';
import type { useApi } from '@/lib/providers';

/**
 * The one place reset password gets its effects (spec part 1 "Forgot password"):
 * `resetPasswordMachine` reads the link's account and sends the new password through the
 * client, both with the link's key. `useResetPassword` beside it builds it once per page.
 */

export type ResetPasswordImplementations = Parameters<typeof resetPasswordMachine.provide>[0];

export function resetPasswordImplementations({
  api,
}: {
  api: ReturnType<typeof useApi>;
}): ResetPasswordImplementations {
  return {
    actors: {
      lookUp: fromPromise<ResetAccount, { key: string }>(
        async ({ input, signal }) =>
          (await api.call('/account/details', {}, { apiKey: input.key, signal })).data,
      ),
      changePassword: fromPromise<string, ResetPasswordRequest>(
        async ({ input: { key, ...body } }) =>
          (await api.call('/user/change-password', body, { apiKey: key })).message,
      ),
    },
  };
}
