import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { approveUserMachine, selectApprovingId, type ApproveOutcome } from '@flocksync/flows';
import {
  adminTexts,
  NO_USER_FILTERS,
  PageLayout,
  PendingUserTable,
  UserFilters,
  useSnackbar,
  type UserFilterValues,
} from '@flocksync/ui';
import { paths } from '@/app/paths';
import { useActAs } from '@/lib/admin';
import { failureText } from '@/lib/failure';
import { useApi } from '@/lib/providers';
import { useApiPagedList, useInvalidate } from '@/lib/query';

const FILTERS = ['email'] as const;

/**
 * /pending-users (role 1): 'Pending Users' with an email filter and Search; each row's Login
 * (role 2) and 'Approve User'. The call always sends all four filters, blank when unused.
 */
export function PendingUsersPage() {
  const api = useApi();
  const snackbar = useSnackbar();
  const invalidate = useInvalidate();
  const [typed, setTyped] = useState<UserFilterValues>(NO_USER_FILTERS);
  const [filters, setFilters] = useState<UserFilterValues>(NO_USER_FILTERS);
  // Every filter is in the body (blank when unused): the spec sends all four.
  const list = useApiPagedList('/admin/pending-users', filters);
  const { actAs, actingKey } = useActAs();

  const [machine] = useState(() =>
    approveUserMachine.provide({
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
    }),
  );
  const [snapshot, send] = useMachine(machine);

  return (
    <PageLayout title={paths.pendingUsers.title}>
      <UserFilters
        fields={FILTERS}
        values={typed}
        onChange={(field, value) => setTyped((current) => ({ ...current, [field]: value }))}
        onSearch={() => setFilters(typed)}
      />
      <PendingUserTable
        users={list.rows}
        total={list.total}
        status={list.status}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
        onRetry={list.retry}
        onLogin={(user) => actAs(user.apiKey)}
        onApprove={(user) => send({ type: 'approve.start', id: user.id })}
        approvingId={selectApprovingId(snapshot)}
        actingKey={actingKey}
      />
    </PageLayout>
  );
}
