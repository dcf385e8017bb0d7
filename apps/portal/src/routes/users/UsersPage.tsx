import {
  adminTexts,
  Button,
  CreateUserDialog,
  PageLayout,
  UserFilters,
  UserPlusIcon,
  UserProfileDialog,
  UserTable,
} from '@flocksync/ui';
import { paths } from '@/app/paths';
import { useUsers } from '@/lib/admin';

const FILTERS = ['firstName', 'lastName', 'email', 'ccbAccount'] as const;

/**
 * /users (role 1): the user base, 20 a page, more on scroll; filters by first name, last name,
 * email and CCB account; View, the activation link's copy, Login and Auto-login as a user, and
 * Create User (`useUsers`).
 */
export function UsersPage() {
  const {
    typed,
    type,
    search,
    list,
    viewing,
    setViewing,
    copyLink,
    actAs,
    actingKey,
    create,
    packages,
    openCreate,
    send,
  } = useUsers();

  return (
    <PageLayout
      title={paths.users.title}
      actions={
        <Button leadingVisual={<UserPlusIcon />} onClick={openCreate}>
          {adminTexts.actions.addUser}
        </Button>
      }
    >
      <UserFilters fields={FILTERS} values={typed} onChange={type} onSearch={search} />
      <UserTable
        users={list.rows}
        total={list.total}
        status={list.status}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
        onRetry={list.retry}
        onView={setViewing}
        onCopyLink={(user) => copyLink(user.activationLink)}
        onLogin={(user) => actAs(user.apiKey)}
        onAutoLogin={(user) => actAs(user.apiKey)}
        actingKey={actingKey}
      />
      <UserProfileDialog user={viewing} onClose={() => setViewing(null)} />
      <CreateUserDialog
        open={create.open}
        values={create.values}
        packages={packages}
        canSubmit={create.canSubmit}
        submitting={create.submitting}
        error={create.error}
        fieldErrors={create.fieldErrors}
        onChange={(field, value) => send({ type: 'field.change', field, value })}
        onSubmit={() => send({ type: 'create.submit' })}
        onClose={() => send({ type: 'create.close' })}
      />
    </PageLayout>
  );
}
