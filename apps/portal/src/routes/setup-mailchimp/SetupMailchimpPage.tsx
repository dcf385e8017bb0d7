import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { isAbortError, type Schemas } from '@flocksync/api-client';
import { Card, SNACKBAR_LONG_MS, TextField } from '@flocksync/ui';
import { CredentialAlert } from '@/lib/CredentialAlert';
import { credentialMessage, maskApiKey, type CredentialMessage } from '@/lib/credentials';
import { failureText } from '@/lib/failure';
import { messages } from '@/lib/messages';
import { useApi } from '@/lib/providers';
import {
  CredentialActions,
  Fields,
  SetupLayout,
  SetupLoadError,
  SetupLoading,
} from '@/lib/SetupLayout';
import { useApiQueries } from '@/lib/query';
import { useAuthorized } from '@/lib/useAuthorized';
import { useRemoveCredentials } from '@/lib/useRemoveCredentials';
import { useSubmitOnce } from '@/lib/useSubmitOnce';
import { lengthError } from '@/lib/useForm';
import { useTimedMessage } from '@/lib/useTimedMessage';
import { useUnmountSignal } from '@/lib/useUnmountSignal';
import { setupMailchimpTexts as t } from './texts';

/** /integrations/setup-mailchimp: 'Authorize your MailChimp Account!' */
export function SetupMailchimpPage() {
  const query = useApiQueries();
  const details = useQuery(query('/account/api-details'));
  return (
    <SetupLayout title={t.title} intro={t.intro}>
      {details.data ? (
        <MailchimpSetup details={details.data} />
      ) : details.error ? (
        <SetupLoadError onRetry={() => void details.refetch()} />
      ) : (
        <SetupLoading fields={1} />
      )}
    </SetupLayout>
  );
}

/**
 * One field, the API key. A stored key is shown masked but for its last 10 characters and is
 * locked until Edit; Edit asks for a new key, so the stored one never appears in full.
 */
function MailchimpSetup({ details }: { details: Schemas['ApiDetails'] }) {
  const api = useApi();
  const signal = useUnmountSignal();
  const authorized = useAuthorized();

  const [stored, setStored] = useState<string | null>(details.mailchimpApiKey || null);
  const [info, setInfo] = useState(details.mailchimpInfo);
  const [editing, setEditing] = useState(stored === null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const result = useTimedMessage<{ message: CredentialMessage; variant: 'success' | 'danger' }>(
    SNACKBAR_LONG_MS,
  );
  const authorize = useSubmitOnce();

  const locked = stored !== null && !editing;

  const fail = (failure: unknown) =>
    result.show({
      variant: 'danger',
      message: credentialMessage(failureText(failure, messages.genericFailure), stored !== null),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void authorize.run(async () => {
      // Re-authorize while locked sends the stored key again.
      const key = locked && stored ? stored : value.trim();
      const invalid = key === '' ? messages.fieldEmpty : lengthError('mailchimpApiKey', key);
      if (invalid) {
        setError(invalid);
        return;
      }
      result.clear();
      try {
        const answer = await api.call(
          '/mailchimp/authorize',
          { mailchimpApiKey: key },
          { signal: signal() },
        );
        await authorized(answer, signal());
      } catch (failure) {
        if (!isAbortError(failure)) fail(failure);
      }
    });
  };

  const removal = useRemoveCredentials({
    path: '/mailchimp/remove',
    texts: t,
    signal,
    onRemoved: (message) => {
      setStored(null);
      setInfo(null);
      setValue('');
      setError(undefined);
      setEditing(true);
      result.show({ variant: 'success', message: { kind: 'server', html: message } });
    },
    onFailed: fail,
  });

  const cancelEdit = () => {
    setValue('');
    setError(undefined);
    setEditing(false);
  };

  return (
    <>
      {result.message ? (
        <CredentialAlert
          message={result.message.message}
          variant={result.message.variant}
          onDismiss={result.clear}
        />
      ) : null}
      <Card padding="spacious">
        <form noValidate onSubmit={submit} aria-label={t.title}>
          <Fields>
            {stored && info ? (
              <Connected>{t.connectedTo(info.account_name, info.email)}</Connected>
            ) : null}
            <TextField
              label={t.apiKey}
              name="mailchimpApiKey"
              autoComplete="off"
              spellCheck={false}
              hint={locked ? t.maskedHint : t.apiKeyHint}
              value={locked && stored ? maskApiKey(stored) : value}
              onChange={(event) => {
                setValue(event.target.value);
                setError(lengthError('mailchimpApiKey', event.target.value));
              }}
              error={error}
              disabled={locked}
              block
            />
            <CredentialActions
              stored={Boolean(stored)}
              editing={editing}
              locked={locked}
              submitting={authorize.submitting}
              onRemove={removal.ask}
              onCancelEdit={cancelEdit}
              onEdit={() => setEditing(true)}
            />
          </Fields>
        </form>
      </Card>
      {removal.dialog}
    </>
  );
}

const Connected = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;
