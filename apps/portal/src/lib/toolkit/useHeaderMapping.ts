import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { headerMappingMachine, selectHeaderMappingView } from '@flocksync/flows';
import { useSnackbar } from '@flocksync/ui';
import { useApi } from '@/lib/providers';
import { useApiRefetch } from '@/lib/query';
import { headerMappingImplementations } from './headerMappingImplementations';

/**
 * /header-mapping's flow: the header-mapping machine given its effects once; returns what the
 * form shows (`selectHeaderMappingView`) and `send`.
 */
export function useHeaderMapping() {
  const api = useApi();
  const refetch = useApiRefetch();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const [machine] = useState(() =>
    headerMappingMachine.provide(
      headerMappingImplementations({
        api,
        refetch,
        navigate: (to) => void navigate(to),
        snackbar,
      }),
    ),
  );
  const [snapshot, send] = useMachine(machine);
  return { view: selectHeaderMappingView(snapshot), send } as const;
}
