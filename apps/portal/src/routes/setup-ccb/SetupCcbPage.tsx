import { useId } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  Chip,
  ConfirmDialog,
  Heading,
  PasswordField,
  Switch,
  TextField,
} from '@flocksync/ui';
import { CredentialAlert } from '@/lib/CredentialAlert';
import { useCredentials } from '@/lib/integrations/useCredentials';
import {
  CredentialActions,
  Fields,
  SetupLayout,
  SetupLoadError,
  SetupLoading,
} from '@/lib/SetupLayout';
import { setupCcbTexts as t } from './texts';

type Field = 'ccbUsername' | 'ccbPassword' | 'ccbAccount';

/**
 * /integrations/setup-ccb: 'Authorize your CCB Account!'. The form, prefilled with the stored
 * credentials, locked while they exist until Edit is pressed; Authorize (Re-authorize), Remove,
 * Enable or Disable syncing, and the store-user-info option. The flow is `useCredentials`.
 */
export function SetupCcbPage() {
  const credentials = useCredentials('ccb');
  const { send, locked, values, errors } = credentials;
  const storeHintId = useId();
  const field = (name: Field) => ({
    name,
    autoComplete: 'off',
    value: values[name] ?? '',
    onChange: (event: { target: { value: string } }) =>
      send({ type: 'credentials.change', field: name, value: event.target.value }),
    error: errors[name],
    disabled: locked,
    block: true,
  });

  return (
    <SetupLayout title={t.title} intro={t.intro}>
      {credentials.status === 'failed' ? (
        <SetupLoadError onRetry={() => send({ type: 'credentials.retry' })} />
      ) : credentials.status === 'loading' ? (
        <SetupLoading fields={3} />
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
                {locked ? <Hint>{t.lockedHint}</Hint> : null}
                <TextField label={t.username} {...field('ccbUsername')} />
                <PasswordField label={t.password} {...field('ccbPassword')} />
                <TextField label={t.account} hint={t.accountHint} {...field('ccbAccount')} />
                <CredentialActions
                  stored={credentials.stored !== null}
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
          <Card as="section" padding="spacious" aria-label={t.settingsTitle}>
            <Fields>
              <Heading level={2} size="medium">
                {t.settingsTitle}
              </Heading>
              <SyncRow>
                <Chip variant={credentials.syncDisabled ? 'warning' : 'success'}>
                  {credentials.syncDisabled ? t.syncOff : t.syncOn}
                </Chip>
                <Button
                  variant="secondary"
                  size="small"
                  loading={credentials.syncBusy}
                  onClick={() => send({ type: 'syncing.toggle' })}
                >
                  {credentials.syncDisabled ? t.enableSync : t.disableSync}
                </Button>
              </SyncRow>
              <div>
                <Switch
                  label={t.storeUserInfo}
                  checked={credentials.storeUserInfo}
                  loading={credentials.storeBusy}
                  onChange={(on) => send({ type: 'storeUserInfo.set', on })}
                  aria-describedby={storeHintId}
                />
                <Hint id={storeHintId}>{t.storeUserInfoHint}</Hint>
              </div>
            </Fields>
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
