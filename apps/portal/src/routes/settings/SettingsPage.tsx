import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { fromPromise } from 'xstate';
import type { User } from '@flocksync/api-client';
import {
  changePasswordMachine,
  profileFieldMachine,
  selectChangePassword,
  selectProfileField,
} from '@flocksync/flows';
import {
  accountTexts as t,
  AvatarUpload,
  Button,
  Card,
  ChangePasswordDialog,
  PageLayout,
  ProfileField,
  stateOptions,
  useSnackbar,
  type ProfileFieldName,
} from '@flocksync/ui';
import { failureText } from '@/lib/failure';
import { loadPhoneTools, type PhoneTools } from '@/lib/phone';
import { useApi, useSession, useSessionStore } from '@/lib/providers';

/** The text fields in the order they show, with their display limits (spec part 1 section 4). */
const TEXT_FIELDS: readonly ProfileFieldName[] = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'address',
  'city',
  'state',
  'zip',
  'treasurerEmail',
];

/** The one call that saves a profile field; the stored user becomes the server's answer. */
function useSaveProfile() {
  const api = useApi();
  const session = useSessionStore();
  return async (body: Record<string, string>, signal?: AbortSignal) => {
    try {
      const { data } = await api.call('/account/update', body, { signal });
      if (data) session.refresh(data as User);
    } catch (error) {
      throw new Error(failureText(error, t.updateFailed));
    }
  };
}

/**
 * /settings (My Profile): each field goes view → edit → Saving → Saved, or an error that returns
 * to view after 1 s; the avatar uploads with a preview; the state comes from the US list; the
 * phone is read and shown by libphonenumber-js (US by default); Change password.
 */
export function SettingsPage() {
  const { user } = useSession();
  const [phone, setPhone] = useState<PhoneTools | null>(null);
  useEffect(() => {
    let live = true;
    void loadPhoneTools().then((tools) => live && setPhone(tools));
    return () => {
      live = false;
    };
  }, []);
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <PageLayout width="narrow">
      <Card>
        <Card.Body>
          <Avatar user={user} name={name} />
          {TEXT_FIELDS.map((field) => (
            <FieldRow key={field} field={field} user={user} phone={phone} />
          ))}
          <Footer>
            <ChangePassword email={user.email} />
          </Footer>
        </Card.Body>
      </Card>
    </PageLayout>
  );
}

function FieldRow({
  field,
  user,
  phone,
}: {
  field: ProfileFieldName;
  user: User;
  phone: PhoneTools | null;
}) {
  const save = useSaveProfile();
  const snackbar = useSnackbar();
  const [machine] = useState(() =>
    profileFieldMachine.provide({
      actors: {
        saveField: fromPromise<unknown, { field: string; value: string }>(
          async ({ input, signal }) => {
            let value = input.value;
            if (input.field === 'phoneNumber') {
              const tools = await loadPhoneTools();
              const parsed = tools.parse(value);
              if (!parsed) throw new Error(t.invalidPhone);
              value = parsed;
            }
            await save({ [input.field]: value }, signal);
          },
        ),
      },
      actions: {
        notifyError: (_, message: string) =>
          snackbar.show({ message: message || t.updateFailed, severity: 'error' }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { field } });
  const view = selectProfileField(snapshot);
  const stored = (user[field as keyof User] as string | undefined) ?? '';
  const shown = field === 'phoneNumber' && phone && stored ? phone.format(stored) : stored;
  const limit = (t.limits as Partial<Record<ProfileFieldName, number>>)[field];
  const isState = field === 'state';
  return (
    <ProfileField
      label={t.fields[field]}
      value={shown}
      limit={limit}
      mode={view.mode}
      draft={field === 'phoneNumber' && view.mode === 'saved' ? shown : view.draft}
      error={view.error}
      type={
        field.toLowerCase().includes('email') ? 'email' : field === 'phoneNumber' ? 'tel' : 'text'
      }
      options={isState ? stateOptions : undefined}
      placeholder={isState ? t.chooseState : undefined}
      autoComplete={autoCompleteOf(field)}
      onEdit={() => send({ type: 'field.edit', value: shown })}
      onChange={(value) => send({ type: 'field.change', value })}
      onSave={() => send({ type: 'field.save' })}
      onCancel={() => send({ type: 'field.cancel' })}
      onDismiss={() => send({ type: 'field.dismiss' })}
    />
  );
}

const autoCompleteOf = (field: ProfileFieldName) =>
  ({
    firstName: 'given-name',
    lastName: 'family-name',
    email: 'email',
    phoneNumber: 'tel',
    address: 'street-address',
    city: 'address-level2',
    state: 'address-level1',
    zip: 'postal-code',
    treasurerEmail: 'off',
  })[field];

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(t.updateFailed));
    reader.readAsDataURL(file);
  });
}

function Avatar({ user, name }: { user: User; name: string }) {
  const save = useSaveProfile();
  const snackbar = useSnackbar();
  const [types] = useState(() => new Map<string, string>());
  const [machine] = useState(() =>
    profileFieldMachine.provide({
      actors: {
        saveField: fromPromise<unknown, { field: string; value: string }>(({ input, signal }) =>
          save(
            {
              imageFileBase64: input.value,
              imageType: types.get(input.value) ?? 'image/png',
            },
            signal,
          ),
        ),
      },
      actions: {
        notifyError: (_, message: string) =>
          snackbar.show({ message: message || t.updateFailed, severity: 'error' }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { field: 'imageFileBase64' } });
  const view = selectProfileField(snapshot);
  const preview = view.mode === 'saving' || view.mode === 'saved' ? view.draft : null;
  return (
    <AvatarUpload
      name={name}
      src={preview ?? (user.imageFileBase64 || null)}
      mode={view.mode}
      error={view.error}
      onPick={(file) =>
        void readAsDataUrl(file).then(
          (dataUrl) => {
            types.set(dataUrl, file.type);
            send({ type: 'field.submit', value: dataUrl });
          },
          () => snackbar.show({ message: t.updateFailed, severity: 'error' }),
        )
      }
      onDismiss={() => send({ type: 'field.dismiss' })}
    />
  );
}

function ChangePassword({ email }: { email: string }) {
  const api = useApi();
  const snackbar = useSnackbar();
  const [machine] = useState(() =>
    changePasswordMachine.provide({
      actors: {
        // Only the new password is sent (the old one is not checked by the client).
        changePassword: fromPromise<string | null, { password: string }>(
          async ({ input, signal }) => {
            try {
              const answer = await api.call(
                '/user/change-password',
                { email, password: input.password, confirmPassword: input.password },
                { signal },
              );
              return answer.message || null;
            } catch (error) {
              throw new Error(failureText(error, t.updateFailed));
            }
          },
        ),
      },
      actions: {
        changed: (_, message: string | null) =>
          snackbar.show({ message: message || t.password.changed, severity: 'success' }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  const view = selectChangePassword(snapshot);
  return (
    <>
      <Button variant="secondary" onClick={() => send({ type: 'password.open' })}>
        {t.password.open}
      </Button>
      <ChangePasswordDialog
        open={view.open}
        values={view.values}
        errors={view.errors}
        sending={view.sending}
        failure={view.failure}
        onChange={(field, value) => send({ type: 'password.change', field, value })}
        onSubmit={() => send({ type: 'password.submit' })}
        onClose={() => send({ type: 'password.close' })}
      />
    </>
  );
}

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: ${({ theme }) => theme.space[4]};
`;
