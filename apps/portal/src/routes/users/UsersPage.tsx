import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { ApiData } from '@flocksync/api-client';
import {
  createUserMachine,
  isYearlyAmount,
  selectCreateUserView,
  type AddUserBody,
  type PackageChoice,
} from '@flocksync/flows';
import {
  adminTexts,
  Button,
  CreateUserDialog,
  NO_USER_FILTERS,
  PageLayout,
  UserFilters,
  UserPlusIcon,
  UserProfileDialog,
  UserTable,
  useSnackbar,
  type AdminUserView,
  type PackageOption,
  type UserFilterValues,
} from '@flocksync/ui';
import { paths } from '@/app/paths';
import { useActAs, useCopyActivationLink } from '@/lib/admin';
import { failureText } from '@/lib/failure';
import { messages } from '@/lib/messages';
import { useApi } from '@/lib/providers';
import { useApiPagedList, useApiQueries } from '@/lib/query';

const FILTERS = ['firstName', 'lastName', 'email', 'ccbAccount'] as const;

/** The Create User packages: every plan monthly and yearly, split by amount (above 27 yearly). */
function packagesOf(plans: ApiData<'/billing/all-plans'> | undefined): PackageOption[] {
  if (!plans) return [];
  const all = [
    ...plans.monthly.map((plan) => ({ plan, amount: plan.monthlyAmount })),
    ...plans.yearly.map((plan) => ({ plan, amount: plan.annualAmount })),
  ];
  return all.map(({ plan, amount }) => ({
    value: `${plan.id}:${amount}`,
    name: plan.name,
    amount,
    period: isYearlyAmount(amount) ? 'yearly' : 'monthly',
  }));
}

/**
 * /users (role 1): the user base, 20 a page, more on scroll; filters by first name, last name,
 * email and CCB account; View, the activation link's copy, Login and Auto-login as a user, and
 * Create User.
 */
export function UsersPage() {
  const api = useApi();
  const query = useApiQueries();
  const snackbar = useSnackbar();
  const [typed, setTyped] = useState<UserFilterValues>(NO_USER_FILTERS);
  const [filters, setFilters] = useState<UserFilterValues>(NO_USER_FILTERS);
  const list = useApiPagedList('/admin/users', filters);
  const [viewing, setViewing] = useState<AdminUserView | null>(null);
  const { actAs, actingKey } = useActAs();
  const copyLink = useCopyActivationLink();

  const [machine] = useState(() =>
    createUserMachine.provide({
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
        created: () =>
          snackbar.show({ message: adminTexts.createUser.created, severity: 'success' }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  const create = selectCreateUserView(snapshot);
  const plans = useQuery({ ...query('/billing/all-plans'), enabled: create.open });
  const packages = useMemo(() => packagesOf(plans.data), [plans.data]);
  const choices = useMemo<PackageChoice[]>(
    () =>
      packages.map((option) => ({
        key: option.value,
        id: Number(option.value.split(':')[0]),
        amount: option.amount,
      })),
    [packages],
  );
  useEffect(() => send({ type: 'create.packages', packages: choices }), [send, choices]);

  return (
    <PageLayout
      title={paths.users.title}
      actions={
        <Button
          leadingVisual={<UserPlusIcon />}
          onClick={() => send({ type: 'create.open', packages: choices })}
        >
          {adminTexts.actions.addUser}
        </Button>
      }
    >
      <UserFilters
        fields={FILTERS}
        values={typed}
        onChange={(field, value) => setTyped((current) => ({ ...current, [field]: value }))}
        onSearch={() => setFilters(typed)}
      />
      <UserTable
        users={list.rows}
        total={list.total}
        status={list.status}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
        onRetry={list.retry}
        onView={setViewing}
        onCopyLink={(user) => void copyLink(user.activationLink)}
        onLogin={(user) => actAs(user.apiKey)}
        onAutoLogin={(user) => actAs(user.apiKey)}
        actingKey={actingKey}
      />
      <UserProfileDialog user={viewing} onClose={() => setViewing(null)} />
      <CreateUserDialog
        open={create.open}
        values={create.values}
        packages={packages}
        canSubmit={create.canSubmit && choices.length > 0}
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
