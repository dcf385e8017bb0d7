import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { approveUserMachine, selectApprovingId } from '@flocksync/flows';
import { NO_USER_FILTERS, useSnackbar, type UserFilterValues } from '@flocksync/ui';
import { useApi } from '@/lib/providers';
import { useApiPagedList, useInvalidate } from '@/lib/query';
import { approveUserImplementations } from './adminImplementations';
import { useActAs } from './useActAs';

/**
 * /pending-users' flow: the filters typed and searched, the list page by page (every filter is
 * in the body, blank when unused: the spec sends all four), Login as the user, and the approve
 * machine given its effects once.
 */
export function usePendingUsers() {
  const api = useApi();
  const snackbar = useSnackbar();
  const invalidate = useInvalidate();
  const [typed, setTyped] = useState<UserFilterValues>(NO_USER_FILTERS);
  const [filters, setFilters] = useState<UserFilterValues>(NO_USER_FILTERS);
  const list = useApiPagedList('/admin/pending-users', filters);
  const { actAs, actingKey } = useActAs();
  const [machine] = useState(() =>
    approveUserMachine.provide(approveUserImplementations({ api, snackbar, invalidate })),
  );
  const [snapshot, send] = useMachine(machine);
  return {
    typed,
    type: (field: keyof UserFilterValues, value: string) =>
      setTyped((current) => ({ ...current, [field]: value })),
    search: () => setFilters(typed),
    list,
    actAs,
    actingKey,
    approvingId: selectApprovingId(snapshot),
    approve: (id: number) => send({ type: 'approve.start', id }),
  } as const;
}
