import { Button } from '../../core/Button';
import { Chip } from '../../core/Chip';
import { IconButton } from '../../core/IconButton';
import { VisuallyHidden } from '../../core/VisuallyHidden';
import { LoadMore } from '../LoadMore';
import { Actions, AdminMark, EmailCell, ListState, Table } from '../shared/AdminTable';
import { CopyIcon } from '../shared/icons';
import { adminTexts } from '../texts';
import type { AdminUserView, ListStatus } from '../types';

export interface UserTableProps {
  users: readonly AdminUserView[];
  /** Rows over all pages. */
  total: number;
  status: ListStatus;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  onView: (user: AdminUserView) => void;
  onCopyLink: (user: AdminUserView) => void;
  /** Login and Auto-login (role 2 rows only). */
  onLogin: (user: AdminUserView) => void;
  onAutoLogin: (user: AdminUserView) => void;
  /** The key being switched to: that row's Login spins. */
  actingKey?: string | null;
}

const c = adminTexts.columns;
const a = adminTexts.actions;

/**
 * /users: Email (with the admin icon on role 1 rows and the status), First Name, Last Name, Ccb
 * Account, App version, API key ('Unknown' when missing), Actions (View; Login and Auto-login for
 * role 2; the activation link's copy button while not activated). More rows load on scroll.
 */
export function UserTable({
  users,
  total,
  status,
  hasMore,
  loadingMore,
  onLoadMore,
  onRetry,
  onView,
  onCopyLink,
  onLogin,
  onAutoLogin,
  actingKey = null,
}: UserTableProps) {
  const state = ListState({
    status,
    empty: users.length === 0,
    emptyText: adminTexts.list.empty,
    onRetry,
    columns: 7,
  });
  if (state) return state;
  return (
    <>
      <Table>
        <VisuallyHidden as="caption">{adminTexts.list.usersCaption}</VisuallyHidden>
        <thead>
          <tr>
            <th scope="col">{c.email}</th>
            <th scope="col">{c.firstName}</th>
            <th scope="col">{c.lastName}</th>
            <th scope="col">{c.ccbAccount}</th>
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
                  <Chip variant={user.isActivated === 1 ? 'success' : 'warning'}>
                    {user.isActivated === 1
                      ? adminTexts.status.activated
                      : adminTexts.status.notActivated}
                  </Chip>
                </EmailCell>
              </td>
              <td data-label={c.firstName}>{user.firstName}</td>
              <td data-label={c.lastName}>{user.lastName}</td>
              <td data-label={c.ccbAccount}>{user.ccbAccount}</td>
              <td data-label={c.appVersion}>{user.appVersion}</td>
              <td data-label={c.apiKey} data-column="apiKey">
                {user.apiKey ?? adminTexts.unknown}
              </td>
              <td data-label={c.actions} data-column="actions">
                <Actions>
                  {user.isActivated === 0 && user.activationLink ? (
                    <IconButton
                      aria-label={a.copyLinkLabel(user.email)}
                      title={a.copyLink}
                      icon={<CopyIcon />}
                      onClick={() => onCopyLink(user)}
                    />
                  ) : null}
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={a.viewLabel(user.email)}
                    onClick={() => onView(user)}
                  >
                    {a.view}
                  </Button>
                  {user.role === 2 ? (
                    <>
                      <Button
                        size="small"
                        variant="secondary"
                        aria-label={a.loginLabel(user.email)}
                        loading={actingKey !== null && actingKey === user.apiKey}
                        onClick={() => onLogin(user)}
                      >
                        {a.login}
                      </Button>
                      <Button
                        size="small"
                        variant="invisible"
                        aria-label={a.autoLoginLabel(user.email)}
                        onClick={() => onAutoLogin(user)}
                      >
                        {a.autoLogin}
                      </Button>
                    </>
                  ) : null}
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
