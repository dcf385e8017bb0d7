import { fromPromise } from 'xstate';
import type { signupMachine, SignupRequest } from '@flocksync/flows';
import type { User } from '@flocksync/api-client';
import type { useSnackbar } from '@flocksync/ui';
import { paths } from '@/app/paths';
import type { useApi, useSessionStore } from '@/lib/providers';

/**
 * The one place sign-up gets its effects (spec part 1 "Sign-up"): `signupMachine` registers and
 * confirms a pending address through the client; a new account is announced, signed in and
 * taken to the dashboard. `useSignup` beside it builds it once per page.
 */

export type SignupImplementations = Parameters<typeof signupMachine.provide>[0];

export interface SignupDependencies {
  api: ReturnType<typeof useApi>;
  session: ReturnType<typeof useSessionStore>;
  navigate: (to: string) => void;
  snackbar: ReturnType<typeof useSnackbar>;
  /** The snackbar's words for a new account. */
  success: string;
}

export function signupImplementations({
  api,
  session,
  navigate,
  snackbar,
  success,
}: SignupDependencies): SignupImplementations {
  return {
    actors: {
      // An account waiting for an admin's approval comes back without its user.
      register: fromPromise<User | null, SignupRequest>(async ({ input }) => {
        const result = await api.call('/user/register', input);
        return result.isPending === 1 || !result.data ? null : result.data;
      }),
      markPending: fromPromise<unknown, { email: string }>(({ input }) =>
        api.call('/user/mark-pending', { email: input.email }),
      ),
    },
    actions: {
      signedIn: (_, user) => {
        snackbar.show({ message: success, severity: 'success' });
        session.signIn(user);
        navigate(paths.dashboard.href({ notActivated: user.isActivated !== 1 }));
      },
    },
  };
}
