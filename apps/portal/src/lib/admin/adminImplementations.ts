import { fromPromise } from 'xstate';
import type {
  AddUserBody,
  ApproveOutcome,
  approveUserMachine,
  createUserMachine,
} from '@flocksync/flows';
import { adminTexts, type useSnackbar } from '@flocksync/ui';
import { failureText } from '@/lib/failure';
import { messages } from '@/lib/messages';
import type { useApi } from '@/lib/providers';
import type { useInvalidate } from '@/lib/query';

export interface AdminDeps {
  api: ReturnType<typeof useApi>;
  snackbar: ReturnType<typeof useSnackbar>;
}

/**
 * The one place /users' Create User gets its effects: the call through the client (which makes
 * /admin/users stale), its failure in the server's words, 'created' in a snackbar.
 */
export function createUserImplementations({
  api,
  snackbar,
}: AdminDeps): Parameters<typeof createUserMachine.provide>[0] {
  return {
    actors: {
      addUser: fromPromise<unknown, AddUserBody>(async ({ input, signal }) => {
        try {
          return await api.call('/admin/add-user', input, { signal });
        } catch (error) {
          throw new Error(failureText(error, messages.genericFailure));
        }
      }),
    },
    actions: {
      created: () => snackbar.show({ message: adminTexts.createUser.created, severity: 'success' }),
    },
  };
}

/**
 * The one place /pending-users' 'Approve User' gets its effects: the call, its outcome in a
 * snackbar, and the list asked again.
 */
export function approveUserImplementations({
  api,
  snackbar,
  invalidate,
}: AdminDeps & {
  invalidate: ReturnType<typeof useInvalidate>;
}): Parameters<typeof approveUserMachine.provide>[0] {
  return {
    actors: {
      approveUser: fromPromise<string | null, { id: number }>(async ({ input, signal }) => {
        try {
          const answer = await api.call('/admin/approve-user', input, { signal });
          return answer.message || null;
        } catch (error) {
          throw new Error(failureText(error, ''));
        }
      }),
    },
    actions: {
      notify: (_, outcome: ApproveOutcome) =>
        snackbar.show(
          outcome.kind === 'approved'
            ? { message: outcome.message || adminTexts.messages.approved, severity: 'success' }
            : {
                message: outcome.message || adminTexts.messages.approveFailed,
                severity: 'error',
              },
        ),
      // A success already made the lists stale; a failure reloads them too (spec).
      reload: () => void invalidate(['/admin/pending-users'], { afterChange: false }),
    },
  };
}
