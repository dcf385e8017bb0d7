import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { isAbortError, type Schemas } from '@flocksync/api-client';
import {
  Button,
  Card,
  Chip,
  Heading,
  PasswordField,
  SafeHtml,
  SNACKBAR_LONG_MS,
  Switch,
  TextField,
  useSnackbar,
} from '@flocksync/ui';
import { CredentialAlert } from '@/lib/CredentialAlert';
import { credentialMessage, type CredentialMessage } from '@/lib/credentials';
import { failureText } from '@/lib/failure';
import { messages } from '@/lib/messages';
import { useApi, useSession } from '@/lib/providers';
import {
  CredentialActions,
  Fields,
  SetupLayout,
  SetupLoadError,
  SetupLoading,
} from '@/lib/SetupLayout';
import { useApiQueries } from '@/lib/query';
import { useAuthorized } from '@/lib/useAuthorized';
import { useRefreshAccount, warnUnlessAborted } from '@/lib/account';
import { useRemoveCredentials } from '@/lib/useRemoveCredentials';
import { useSubmitOnce } from '@/lib/useSubmitOnce';
import { lengthError } from '@/lib/useForm';
import { useTimedMessage } from '@/lib/useTimedMessage';
import { useUnmountSignal } from '@/lib/useUnmountSignal';
import { requireFilled } from '@/lib/validation';
import { setupCcbTexts as t } from './texts';

type Field = 'ccbUsername' | 'ccbPassword' | 'ccbAccount';
type Values = Record<Field, string>;
const FIELDS: readonly Field[] = ['ccbUsername', 'ccbPassword', 'ccbAccount'];
const EMPTY: Values = { ccbUsername: '', ccbPassword: '', ccbAccount: '' };

const storedValues = (details: Schemas['ApiDetails']): Values => ({
  ccbUsername: details.ccbUsername,
  ccbPassword: details.ccbPassword,
  ccbAccount: details.ccbAccount,
});

/** /integrations/setup-ccb: 'Authorize your CCB Account!' */
export function SetupCcbPage() {
  const query = useApiQueries();
  const details = useQuery(query('/account/api-details'));
  return (
    <SetupLayout title={t.title} intro={t.intro}>
      {details.data ? (
        <CcbSetup stored={storedValues(details.data)} />
      ) : details.error ? (
        <SetupLoadError onRetry={() => void details.refetch()} />
      ) : (
        <SetupLoading fields={3} />
      )}
    </SetupLayout>
  );
}

/**
 * The form, prefilled with the stored credentials. Fields are locked while credentials exist,
 * until Edit is pressed. Authorize (Re-authorize when credentials exist), Remove, Enable or
 * Disable syncing, and the store-user-info option.
 */
function CcbSetup({ stored: initial }: { stored: Values }) {
  const api = useApi();
  const { user } = useSession();
  const snackbar = useSnackbar();
  const signal = useUnmountSignal();
  const authorized = useAuthorized();
  const refreshAccount = useRefreshAccount();

  const [stored, setStored] = useState<Values | null>(
    FIELDS.some((field) => initial[field] !== '') ? initial : null,
  );
  const [values, setValues] = useState<Values>(initial);
  const [editing, setEditing] = useState(stored === null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [syncDisabled, setSyncDisabled] = useState(user?.isDisableSync === 1);
  const [storeUserInfo, setStoreUserInfo] = useState(user?.isStoreUserInfo === 1);
  const result = useTimedMessage<{ message: CredentialMessage; variant: 'success' | 'danger' }>(
    SNACKBAR_LONG_MS,
  );
  const authorize = useSubmitOnce();
  const syncToggle = useSubmitOnce();
  const storeToggle = useSubmitOnce();
  const storeHintId = useId();

  const locked = stored !== null && !editing;
  const change = (field: Field) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: lengthError(field, value) }));
  };

  /** 'Field cannot be empty' for each blank field, or the too-long message; true when all fit. */
  const validate = () => {
    const found = requireFilled(values, FIELDS);
    for (const field of FIELDS) {
      const tooLong = found[field] ? undefined : lengthError(field, values[field]);
      if (tooLong) found[field] = tooLong;
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const fail = (error: unknown) =>
    result.show({
      variant: 'danger',
      message: credentialMessage(failureText(error, messages.genericFailure), stored !== null),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void authorize.run(async () => {
      if (!validate()) return;
      result.clear();
      try {
        const answer = await api.call(
          '/ccb/authorize',
          {
            ccbUsername: values.ccbUsername.trim(),
            ccbPassword: values.ccbPassword,
            ccbAccount: values.ccbAccount.trim(),
          },
          { signal: signal() },
        );
        await authorized(answer, signal());
      } catch (error) {
        if (!isAbortError(error)) fail(error);
      }
    });
  };

  const removal = useRemoveCredentials({
    path: '/ccb/remove',
    texts: t,
    signal,
    onRemoved: (message) => {
      setStored(null);
      setValues(EMPTY);
      setEditing(true);
      setErrors({});
      result.show({ variant: 'success', message: { kind: 'server', html: message } });
    },
    onFailed: fail,
  });

  const cancelEdit = () => {
    if (!stored) return;
    setValues(stored);
    setErrors({});
    setEditing(false);
  };

  const toggleSyncing = () =>
    void syncToggle.run(async () => {
      const disabling = !syncDisabled;
      try {
        await api.call(disabling ? '/sync/disable' : '/sync/enable', {}, { signal: signal() });
        // Flipped only once the server said yes (status 1).
        setSyncDisabled(disabling);
        snackbar.show({
          message: disabling ? t.syncDisabled : t.syncEnabled,
          severity: 'success',
        });
        await refreshAccount(signal()).catch(warnUnlessAborted);
      } catch (error) {
        if (!isAbortError(error)) snackbar.show({ message: t.failure, severity: 'error' });
      }
    });

  const toggleStoreUserInfo = (enable: boolean) =>
    void storeToggle.run(async () => {
      if (enable && !validate()) return;
      try {
        const { message } = enable
          ? await api.call(
              '/sync/enable-store-user-info',
              {
                ccbUsername: values.ccbUsername.trim(),
                ccbPassword: values.ccbPassword,
                ccbAccount: values.ccbAccount.trim(),
              },
              { signal: signal() },
            )
          : await api.call('/sync/disable-store-user-info', {}, { signal: signal() });
        setStoreUserInfo(enable);
        snackbar.show({ message: <SafeHtml html={message} />, severity: 'success' });
        await refreshAccount(signal()).catch(warnUnlessAborted);
      } catch (error) {
        if (isAbortError(error)) return;
        snackbar.show({
          message: <SafeHtml html={failureText(error, t.failure)} />,
          severity: 'error',
        });
      }
    });

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
            {locked ? <Hint>{t.lockedHint}</Hint> : null}
            <TextField
              label={t.username}
              name="ccbUsername"
              autoComplete="off"
              value={values.ccbUsername}
              onChange={change('ccbUsername')}
              error={errors.ccbUsername}
              disabled={locked}
              block
            />
            <PasswordField
              label={t.password}
              name="ccbPassword"
              autoComplete="off"
              value={values.ccbPassword}
              onChange={change('ccbPassword')}
              error={errors.ccbPassword}
              disabled={locked}
              block
            />
            <TextField
              label={t.account}
              name="ccbAccount"
              autoComplete="off"
              hint={t.accountHint}
              value={values.ccbAccount}
              onChange={change('ccbAccount')}
              error={errors.ccbAccount}
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
      <Card as="section" padding="spacious" aria-label={t.settingsTitle}>
        <Fields>
          <Heading level={2} size="medium">
            {t.settingsTitle}
          </Heading>
          <SyncRow>
            <Chip variant={syncDisabled ? 'warning' : 'success'}>
              {syncDisabled ? t.syncOff : t.syncOn}
            </Chip>
            <Button
              variant="secondary"
              size="small"
              loading={syncToggle.submitting}
              onClick={toggleSyncing}
            >
              {syncDisabled ? t.enableSync : t.disableSync}
            </Button>
          </SyncRow>
          <div>
            <Switch
              label={t.storeUserInfo}
              checked={storeUserInfo}
              loading={storeToggle.submitting}
              onChange={toggleStoreUserInfo}
              aria-describedby={storeHintId}
            />
            <Hint id={storeHintId}>{t.storeUserInfoHint}</Hint>
          </div>
        </Fields>
      </Card>
      {removal.dialog}
    </>
  );
}

const Hint = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const SyncRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;
