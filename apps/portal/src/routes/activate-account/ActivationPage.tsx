import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Checkbox, Dialog, TextField } from '@flocksync/ui';
import { paths } from '@/app/paths';
import { AuthForm, AuthLayout } from '@/lib/AuthLayout';
import { siteConfig } from '@/lib/siteConfig';
import { failureText } from '@/lib/failure';
import { messages } from '@/lib/messages';
import { useActivateAccount } from '@/lib/auth/activateAccount';
import { useSession, useSessionStore } from '@/lib/providers';
import { useForm } from '@/lib/useForm';
import { useSubmitOnce } from '@/lib/useSubmitOnce';
import { isValidEmail, requireFilled } from '@/lib/validation';
import { activationTexts as t } from './texts';

type Field = 'firstName' | 'lastName' | 'treasurerEmail';

/**
 * Activation: a non-activated user fills in their details; the last path segment is the API key
 * used for the call. An activated user is sent to the dashboard.
 */
export function ActivationPage() {
  const welcomeVideo = siteConfig.welcomeVideoUrl;
  const session = useSessionStore();
  const { user } = useSession();
  const { apiKey = '' } = useParams();
  const activateAccount = useActivateAccount(apiKey);
  const navigate = useNavigate();
  const form = useForm<Field>({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    treasurerEmail: '',
  });
  const { values } = form;
  const [sameEmail, setSameEmail] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const [welcomeOpen, setWelcomeOpen] = useState(true);
  const { submitting, run } = useSubmitOnce();

  if (user?.isActivated === 1 && !submitting)
    return <Navigate to={paths.dashboard.href()} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const required: Field[] = sameEmail
        ? ['firstName', 'lastName']
        : ['firstName', 'lastName', 'treasurerEmail'];
      const found = requireFilled(values, required);
      if (!sameEmail && !found.treasurerEmail && !isValidEmail(values.treasurerEmail)) {
        found.treasurerEmail = messages.invalidEmail;
      }
      if (!form.accept(found)) return;
      setFailure(null);
      try {
        const data = await activateAccount({
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          isSameEmail: sameEmail ? 1 : 0,
          isSendActivationEmail: 1,
          isActivated: 1,
          ...(sameEmail ? {} : { treasurerEmail: values.treasurerEmail.trim() }),
        });
        session.refresh(data);
        navigate(paths.dashboard.href(), { replace: true });
      } catch (error) {
        setFailure(failureText(error));
      }
    });
  };

  return (
    <AuthLayout title={t.title} intro={t.intro}>
      <AuthForm noValidate onSubmit={submit} aria-label={t.title}>
        {failure ? <Alert variant="danger">{failure}</Alert> : null}
        <TextField
          label={t.firstName}
          {...form.field('firstName')}
          autoComplete="given-name"
          block
        />
        <TextField
          label={t.lastName}
          {...form.field('lastName')}
          autoComplete="family-name"
          block
        />
        <Checkbox label={t.sameEmail} checked={sameEmail} onChange={setSameEmail} />
        {sameEmail ? null : (
          <TextField
            label={t.treasurerEmail}
            {...form.field('treasurerEmail')}
            type="email"
            autoComplete="email"
            hint={t.treasurerHint}
            block
          />
        )}
        <Button type="submit" variant="primary" size="large" block loading={submitting}>
          {t.submit}
        </Button>
      </AuthForm>
      <Dialog
        open={welcomeOpen}
        onClose={() => setWelcomeOpen(false)}
        title={t.welcomeTitle}
        size="large"
      >
        <Dialog.Body>
          <p>{t.welcomeBody}</p>
          {welcomeVideo ? (
            <video src={welcomeVideo} controls width="100%" aria-label={t.welcomeVideo}>
              {/* Captions are published beside the video, as <video>.vtt. */}
              <track
                kind="captions"
                src={`${welcomeVideo}.vtt`}
                srcLang="en"
                label="English"
                default
              />
            </video>
          ) : null}
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="primary" onClick={() => setWelcomeOpen(false)}>
            {t.welcomeClose}
          </Button>
        </Dialog.Footer>
      </Dialog>
    </AuthLayout>
  );
}
