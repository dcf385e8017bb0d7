import { fromPromise } from 'xstate';
import { FIELD_LIMITS, isAbortError, type ApiBody, type Schemas } from '@flocksync/api-client';
import type { credentialsMachine } from '@flocksync/flows';
import {
  type AuthorizeAnswer,
  type CredentialsInput,
  type CredentialValues,
  type StoredCredentials,
} from '@flocksync/flows';
import type { useSnackbar } from '@flocksync/ui';
import { SafeHtml, SNACKBAR_LONG_MS } from '@flocksync/ui';
import { paths } from '@/app/paths';
import { warnUnlessAborted, type useRefreshAccount } from '@/lib/account';
import { failureText } from '@/lib/failure';
import type { useApi, useSessionStore } from '@/lib/providers';
import type { ApiFetch } from '@/lib/query';
import { setupCcbTexts } from './texts';

/**
 * The one place the integrations setup screens get their effects (spec part 1 "Integrations
 * setup"): `credentialsMachine` reads the stored credentials through the query cache, sends
 * authorize, remove and the CCB settings through the client, refreshes the account the shell
 * reads, and says what happened in snackbars. `useCredentials` beside it builds it once per page.
 */

export type CredentialsKind = 'ccb' | 'mailchimp';

const CCB_FIELDS = ['ccbUsername', 'ccbPassword', 'ccbAccount'] as const;

/** What each screen's form holds: its fields, their limits, what is trimmed, what is shown. */
export const credentialsInput: Record<CredentialsKind, CredentialsInput> = {
  ccb: {
    fields: CCB_FIELDS,
    limits: Object.fromEntries(CCB_FIELDS.map((field) => [field, FIELD_LIMITS[field]])),
    trimmed: ['ccbUsername', 'ccbAccount'],
    prefill: true,
  },
  mailchimp: {
    fields: ['mailchimpApiKey'],
    limits: { mailchimpApiKey: FIELD_LIMITS.mailchimpApiKey },
    trimmed: ['mailchimpApiKey'],
    // A stored key is never shown in full: Edit asks for a new one.
    prefill: false,
    checkTrimmed: true,
  },
};

/** The stored credentials of one screen, and (for CCB) the account's two settings. */
function storedOf(
  kind: CredentialsKind,
  details: Schemas['ApiDetails'],
  user: Schemas['User'] | null,
): StoredCredentials {
  if (kind === 'mailchimp') {
    const key = details.mailchimpApiKey;
    const info = details.mailchimpInfo;
    return {
      values: key ? { mailchimpApiKey: key } : null,
      connected: key && info ? { account: info.account_name, email: info.email } : null,
    };
  }
  const values = {
    ccbUsername: details.ccbUsername,
    ccbPassword: details.ccbPassword,
    ccbAccount: details.ccbAccount,
  };
  return {
    values: CCB_FIELDS.some((field) => values[field] !== '') ? values : null,
    connected: null,
    syncDisabled: user?.isDisableSync === 1,
    storeUserInfo: user?.isStoreUserInfo === 1,
  };
}

export type CredentialsImplementations = Parameters<typeof credentialsMachine.provide>[0];

/** What the implementations are made of: the client, the query cache, navigation, snackbars. */
export interface CredentialsDependencies {
  api: ReturnType<typeof useApi>;
  session: ReturnType<typeof useSessionStore>;
  fetch: ApiFetch;
  navigate: (to: string) => void;
  snackbar: ReturnType<typeof useSnackbar>;
  refreshAccount: ReturnType<typeof useRefreshAccount>;
}

export function credentialsImplementations(
  kind: CredentialsKind,
  { api, session, fetch, navigate, snackbar, refreshAccount }: CredentialsDependencies,
): CredentialsImplementations {
  const t = setupCcbTexts;
  return {
    actors: {
      loadStored: fromPromise(async () =>
        storedOf(kind, await fetch('/account/api-details'), session.getSnapshot().user),
      ),
      authorize: fromPromise<AuthorizeAnswer, { values: CredentialValues }>(
        async ({ input, signal }) =>
          kind === 'ccb'
            ? api.call('/ccb/authorize', input.values as ApiBody<'/ccb/authorize'>, { signal })
            : api.call('/mailchimp/authorize', input.values as ApiBody<'/mailchimp/authorize'>, {
                signal,
              }),
      ),
      // A success is followed by a manual sync unless the answer carried an error message, and
      // the session user reloaded so the shell sees the new credentials.
      finishAuthorize: fromPromise<unknown, AuthorizeAnswer>(async ({ input, signal }) => {
        if (!input.errorMessage) {
          try {
            await api.call('/sync/manual', {}, { signal });
          } catch (error) {
            // The first sync can wait: with the other account still missing it is refused, and
            // the shell's banners already say what is missing.
            if (isAbortError(error)) throw error;
          }
        }
        await refreshAccount(signal).catch(warnUnlessAborted);
        signal.throwIfAborted();
      }),
      remove: fromPromise<string>(
        async ({ signal }) =>
          (await api.call(kind === 'ccb' ? '/ccb/remove' : '/mailchimp/remove', {}, { signal }))
            .message,
      ),
      // Best effort: the shell's banners follow the stored user; a failure leaves it as it was.
      refreshAccount: fromPromise(({ signal }) => refreshAccount(signal).catch(warnUnlessAborted)),
      setSyncDisabled: fromPromise<unknown, { on: boolean }>(({ input, signal }) =>
        api.call(input.on ? '/sync/disable' : '/sync/enable', {}, { signal }),
      ),
      setStoreUserInfo: fromPromise<string, { on: boolean; values: CredentialValues }>(
        async ({ input, signal }) => {
          const answer = input.on
            ? await api.call(
                '/sync/enable-store-user-info',
                input.values as ApiBody<'/sync/enable-store-user-info'>,
                { signal },
              )
            : await api.call('/sync/disable-store-user-info', {}, { signal });
          return answer.message;
        },
      ),
    },
    actions: {
      // The server's message kept about 20 s, then /integrations.
      authorized: (_, answer) => {
        snackbar.show({
          message: (
            <>
              <SafeHtml html={answer.message} />
              {answer.errorMessage ? (
                <>
                  {' '}
                  <SafeHtml html={answer.errorMessage} />
                </>
              ) : null}
            </>
          ),
          severity: answer.errorMessage ? 'warning' : 'success',
          durationMs: SNACKBAR_LONG_MS,
        });
        navigate(paths.integrations.href());
      },
      notifySyncing: (_, outcome) => {
        if (outcome.ok) {
          snackbar.show({
            message: outcome.on ? t.syncDisabled : t.syncEnabled,
            severity: 'success',
          });
        } else if (!isAbortError(outcome.error)) {
          snackbar.show({ message: t.failure, severity: 'error' });
        }
      },
      notifyStoreUserInfo: (_, outcome) => {
        if (outcome.ok) {
          snackbar.show({
            message: <SafeHtml html={outcome.message ?? ''} />,
            severity: 'success',
          });
        } else if (!isAbortError(outcome.error)) {
          snackbar.show({
            message: <SafeHtml html={failureText(outcome.error, t.failure)} />,
            severity: 'error',
          });
        }
      },
    },
    delays: { resultShown: SNACKBAR_LONG_MS },
  };
}
