import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import type { ApiData } from '@flocksync/api-client';
import {
  createUserMachine,
  isYearlyAmount,
  selectCreateUserView,
  type CreateUserEvent,
  type PackageChoice,
} from '@flocksync/flows';
import {
  NO_USER_FILTERS,
  useSnackbar,
  type AdminUserView,
  type PackageOption,
  type UserFilterValues,
} from '@flocksync/ui';
import { useApi } from '@/lib/providers';
import { useApiPagedList, useApiQueries } from '@/lib/query';
import { createUserImplementations } from './adminImplementations';
import { useActAs } from './useActAs';
import { useCopyActivationLink } from './useCopyLink';

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
 * /users' flow: the filters typed and searched, the user base page by page, the profile viewed,
 * the activation link's copy, Login and Auto-login as a user, and Create User (its machine given
 * its effects once; the packages read when the dialog opens).
 */
export function useUsers() {
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
    createUserMachine.provide(createUserImplementations({ api, snackbar })),
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

  return {
    typed,
    type: (field: keyof UserFilterValues, value: string) =>
      setTyped((current) => ({ ...current, [field]: value })),
    search: () => setFilters(typed),
    list,
    viewing,
    setViewing,
    copyLink: (link: string) => void copyLink(link),
    actAs,
    actingKey,
    create: { ...create, canSubmit: create.canSubmit && choices.length > 0 },
    packages,
    openCreate: () => send({ type: 'create.open', packages: choices }),
    send: send as (event: CreateUserEvent) => void,
  } as const;
}
