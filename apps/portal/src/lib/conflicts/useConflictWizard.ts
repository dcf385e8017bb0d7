import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import {
  conflictWizardMachine,
  selectConflictWizardView,
  type ConflictWizardEvent,
} from '@flocksync/flows';
import { useSnackbar } from '@flocksync/ui';
import { useApi } from '@/lib/providers';
import { useApiFetch } from '@/lib/query';
import { conflictWizardImplementations } from './conflictWizardImplementations';
import { readSkipIgnoreConfirm } from './ignoreConfirm';

/**
 * The conflict wizard's flow (spec part 1 "Conflicts"): the wizard machine given its effects
 * once ('do not show again' read from local storage); returns the wizard's view (null once it
 * has closed) and `send`.
 */
export function useConflictWizard() {
  const api = useApi();
  const fetch = useApiFetch();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [machine] = useState(() =>
    conflictWizardMachine.provide(
      conflictWizardImplementations({ api, fetch, navigate: (to) => void navigate(to), snackbar }),
    ),
  );
  const [snapshot, send] = useMachine(machine, {
    input: { skipIgnoreConfirm: readSkipIgnoreConfirm() },
  });
  return {
    view: selectConflictWizardView(snapshot),
    send: send as (event: ConflictWizardEvent) => void,
  } as const;
}
