import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { User } from '@flocksync/api-client';
import { actAsMachine, selectActingKey, type ActAsOutcome } from '@flocksync/flows';
import { adminTexts, useSnackbar } from '@flocksync/ui';
import { paths } from '@/app/paths';
import { failureText } from '../failure';
import { messages } from '../messages';
import { useApi, useSessionStore } from '../providers';

/**
 * Login / Auto-login as a user from the admin lists (spec part 1 section 4 "Admin impersonation").
 * The target's details are read with the target's own key; the session keeps the admin's record
 * and swaps the target in, so every query from then on is keyed by the target's key (nothing the
 * admin's session cached shows in the user's view, nor the user's in the admin's after Return to
 * Admin).
 */
export function useActAs() {
  const api = useApi();
  const session = useSessionStore();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [machine] = useState(() =>
    actAsMachine.provide({
      actors: {
        loadUser: fromPromise<unknown, { apiKey: string }>(async ({ input, signal }) => {
          try {
            return (await api.call('/account/details', {}, { apiKey: input.apiKey, signal })).data;
          } catch (error) {
            throw new Error(failureText(error, messages.genericFailure));
          }
        }),
      },
      actions: {
        notify: (_, outcome: ActAsOutcome) =>
          snackbar.show({
            message:
              outcome.kind === 'missingKey'
                ? adminTexts.messages.apiKeyMissing
                : outcome.message || messages.genericFailure,
            severity: 'error',
          }),
        // The guard of the admin pages sends the acting admin on to the dashboard as well.
        switchTo: (_, user: unknown) => {
          session.impersonate(user as User);
          void navigate(paths.dashboard.href());
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  return {
    actingKey: selectActingKey(snapshot),
    actAs: (apiKey: string | null | undefined) => send({ type: 'actAs.start', apiKey }),
  };
}
