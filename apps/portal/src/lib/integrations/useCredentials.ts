import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { tooLongMessage } from '@flocksync/api-client';
import {
  credentialsMachine,
  selectCredentials,
  type CredentialError,
  type CredentialsEvent,
} from '@flocksync/flows';
import { useSnackbar } from '@flocksync/ui';
import { useRefreshAccount } from '@/lib/account';
import { credentialMessage, type CredentialMessage } from '@/lib/credentials';
import { failureText } from '@/lib/failure';
import { messages } from '@/lib/messages';
import { useApi, useSessionStore } from '@/lib/providers';
import { useApiFetch } from '@/lib/query';
import {
  credentialsImplementations,
  credentialsInput,
  type CredentialsKind,
} from './credentialsImplementations';

export type { CredentialsKind };

/** A field's error as the spec words it. */
const errorText = (error: CredentialError | undefined): string | undefined =>
  error === undefined
    ? undefined
    : error.code === 'empty'
      ? messages.fieldEmpty
      : tooLongMessage(error.limit);

/**
 * The integrations setup flow of one screen (Setup CCB or Setup Mailchimp): the credentials
 * machine given its effects once, and what the page shows: the load, the fields with their
 * errors as texts, the alert, the removal dialog and (CCB) the settings, with `send` for the
 * page's events.
 */
export function useCredentials(kind: CredentialsKind) {
  const api = useApi();
  const session = useSessionStore();
  const fetch = useApiFetch();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const refreshAccount = useRefreshAccount();
  const [machine] = useState(() =>
    credentialsMachine.provide(
      credentialsImplementations(kind, {
        api,
        session,
        fetch,
        navigate: (to) => void navigate(to),
        snackbar,
        refreshAccount,
      }),
    ),
  );
  const [snapshot, send] = useMachine(machine, { input: credentialsInput[kind] });
  const view = selectCredentials(snapshot);
  const errors = Object.fromEntries(
    Object.entries(view.errors).map(([field, error]) => [field, errorText(error)]),
  ) as Partial<Record<string, string>>;
  const alert: { message: CredentialMessage; variant: 'success' | 'danger' } | null =
    view.result === null
      ? null
      : view.result.variant === 'success'
        ? { variant: 'success', message: { kind: 'server', html: view.result.html } }
        : {
            variant: 'danger',
            message: credentialMessage(
              failureText(view.result.error, messages.genericFailure),
              view.result.hadCredentials,
            ),
          };
  return { ...view, errors, alert, send: send as (event: CredentialsEvent) => void };
}
