import { PageLayout, PendingUserTable, UserFilters } from '@flocksync/ui';
import { paths } from '@/app/paths';
import { usePendingUsers } from '@/lib/admin';

const FILTERS = ['email'] as const;

/**
 * /pending-users (role 1): 'Pending Users' with an email filter and Search; each row's Login
 * (role 2) and 'Approve User' (`usePendingUsers`).
 */
export function PendingUsersPage() {
  const { typed, type, search, list, actAs, actingKey, approvingId, approve } = usePendingUsers();

  return (
    <PageLayout title={paths.pendingUsers.title}>
      <UserFilters fields={FILTERS} values={typed} onChange={type} onSearch={search} />
      <PendingUserTable
        users={list.rows}
        total={list.total}
        status={list.status}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
        onRetry={list.retry}
        onLogin={(user) => actAs(user.apiKey)}
        onApprove={(user) => approve(user.id)}
        approvingId={approvingId}
        actingKey={actingKey}
      />
    </PageLayout>
  );
}
