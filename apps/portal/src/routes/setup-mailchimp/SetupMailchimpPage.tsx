import styled from 'styled-components';
import { Card, ConfirmDialog, TextField } from '@flocksync/ui';
import { CredentialAlert } from '@/lib/CredentialAlert';
import { maskApiKey } from '@/lib/credentials';
import { useCredentials } from '@/lib/integrations/useCredentials';
import {
  CredentialActions,
  Fields,
  SetupLayout,
  SetupLoadError,
  SetupLoading,
} from '@/lib/SetupLayout';
import { setupMailchimpTexts as t } from './texts';

/**
 * /integrations/setup-mailchimp: 'Authorize your MailChimp Account!'. One field, the API key. A
 * stored key is shown masked but for its last 10 characters and is locked until Edit; Edit asks
 * for a new key, so the stored one never appears in full. The flow is `useCredentials`.
 */
export function SetupMailchimpPage() {
  const credentials = useCredentials('mailchimp');
  const { send, locked, stored, connected } = credentials;
  return (
    <SetupLayout title={t.title} intro={t.intro}>
      {credentials.status === 'failed' ? (
        <SetupLoadError onRetry={() => send({ type: 'credentials.retry' })} />
      ) : credentials.status === 'loading' ? (
        <SetupLoading fields={1} />
      ) : (
        <>
          {credentials.alert ? (
            <CredentialAlert
              message={credentials.alert.message}
              variant={credentials.alert.variant}
              onDismiss={() => send({ type: 'credentials.dismiss' })}
            />
          ) : null}
          <Card padding="spacious">
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                send({ type: 'credentials.submit' });
              }}
              aria-label={t.title}
            >
              <Fields>
                {stored && connected ? (
                  <Connected>{t.connectedTo(connected.account, connected.email)}</Connected>
                ) : null}
                <TextField
                  label={t.apiKey}
                  name="mailchimpApiKey"
                  autoComplete="off"
                  spellCheck={false}
                  hint={locked ? t.maskedHint : t.apiKeyHint}
                  value={
                    locked && stored
                      ? maskApiKey(stored.mailchimpApiKey ?? '')
                      : (credentials.values.mailchimpApiKey ?? '')
                  }
                  onChange={(event) =>
                    send({
                      type: 'credentials.change',
                      field: 'mailchimpApiKey',
                      value: event.target.value,
                    })
                  }
                  error={credentials.errors.mailchimpApiKey}
                  disabled={locked}
                  block
                />
                <CredentialActions
                  stored={stored !== null}
                  editing={credentials.editing}
                  locked={locked}
                  submitting={credentials.authorizing}
                  onRemove={() => send({ type: 'credentials.remove' })}
                  onCancelEdit={() => send({ type: 'credentials.cancelEdit' })}
                  onEdit={() => send({ type: 'credentials.edit' })}
                />
              </Fields>
            </form>
          </Card>
        </>
      )}
      <ConfirmDialog
        open={credentials.removal.open}
        title={t.removeTitle}
        confirmLabel={t.removeConfirm}
        confirmVariant="danger"
        loading={credentials.removal.busy}
        onConfirm={() => send({ type: 'credentials.removeConfirm' })}
        onCancel={() => send({ type: 'credentials.removeCancel' })}
      >
        <p>{t.removeBody}</p>
      </ConfirmDialog>
    </SetupLayout>
  );
}

const Connected = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;
