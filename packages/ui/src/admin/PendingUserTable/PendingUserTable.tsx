import { Button } from '../../core/Button';
import { VisuallyHidden } from '../../core/VisuallyHidden';
import { LoadMore } from '../LoadMore';
import { Actions, AdminMark, EmailCell, ListState, Table } from '../shared/AdminTable';
import { adminTexts } from '../texts';
import type { AdminUserView, ListStatus } from '../types';

export interface PendingUserTableProps {
  users: readonly AdminUserView[];
  total: number;
  status: ListStatus;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  onLogin: (user: AdminUserView) => void;
  onApprove: (user: AdminUserView) => void;
  /** The row being approved: its button spins. */
  approvingId?: number | null;
  actingKey?: string | null;
}

const c = adminTexts.columns;
const a = adminTexts.actions;

/**
 * /pending-users: Email (admin icon for role 1, a 'Login' link for role 2), App version, API key
 * or 'Unknown', and 'Approve User'. More rows load on scroll.
 */
export function PendingUserTable({
  users,
  total,
  status,
  hasMore,
  loadingMore,
  onLoadMore,
  onRetry,
  onLogin,
  onApprove,
  approvingId = null,
  actingKey = null,
}: PendingUserTableProps) {
  const state = ListState({
    status,
    empty: users.length === 0,
    emptyText: adminTexts.list.emptyPending,
    onRetry,
    columns: 4,
  });
  if (state) return state;
  return (
    <>
      <Table>
        <VisuallyHidden as="caption">{adminTexts.list.pendingCaption}</VisuallyHidden>
        <thead>
          <tr>
            <th scope="col">{c.email}</th>
            <th scope="col">{c.appVersion}</th>
            <th scope="col">{c.apiKey}</th>
            <th scope="col" data-column="actions">
              {c.actions}
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <td data-label={c.email}>
                <EmailCell>
                  {user.role === 1 ? <AdminMark /> : null}
                  <span>{user.email}</span>
                  {user.role === 2 ? (
                    <Button
                      size="small"
                      variant="invisible"
                      aria-label={a.loginLabel(user.email)}
                      loading={actingKey !== null && actingKey === user.apiKey}
                      onClick={() => onLogin(user)}
                    >
                      {a.login}
                    </Button>
                  ) : null}
                </EmailCell>
              </td>
              <td data-label={c.appVersion}>{user.appVersion}</td>
              <td data-label={c.apiKey} data-column="apiKey">
                {user.apiKey ?? adminTexts.unknown}
              </td>
              <td data-label={c.actions} data-column="actions">
                <Actions>
                  <Button
                    size="small"
                    variant="primary"
                    aria-label={a.approveLabel(user.email)}
                    loading={approvingId === user.id}
                    onClick={() => onApprove(user)}
                  >
                    {a.approve}
                  </Button>
                </Actions>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <LoadMore
        shown={users.length}
        total={total}
        hasMore={hasMore}
        loading={loadingMore}
        onLoadMore={onLoadMore}
      />
    </>
  );
}
