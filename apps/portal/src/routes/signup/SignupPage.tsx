import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Alert, Button, Link, PasswordField, TextField, useSnackbar } from '@flocksync/ui';
import { paths } from '@/app/paths';
import { AuthFooter, AuthForm, AuthLayout } from '@/lib/AuthLayout';
import { Captcha } from '@/lib/captcha/Captcha';
import { externalLinks } from '@/lib/siteConfig';
import { failureText } from '@/lib/failure';
import { messages } from '@/lib/messages';
import { useApi, useSessionStore } from '@/lib/providers';
import { useForm, type FormErrors } from '@/lib/useForm';
import { useSubmitOnce } from '@/lib/useSubmitOnce';
import { isValidEmail, requireFilled } from '@/lib/validation';
import { signupTexts as t } from './texts';

type Field = 'email' | 'password' | 'confirmPassword';

function validate(values: Record<Field, string>): FormErrors<Field> {
  const errors = requireFilled(values, ['email', 'password', 'confirmPassword']);
  if (!errors.email && !isValidEmail(values.email)) errors.email = messages.invalidEmail;
  if (!errors.password && !errors.confirmPassword && values.password !== values.confirmPassword) {
    errors.confirmPassword = messages.passwordsIncorrect;
  }
  return errors;
}

/** Sign-up: pending approval, success with automatic login, or failure (spec part 1). */
export function SignupPage() {
  const api = useApi();
  const session = useSessionStore();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const form = useForm<Field>({ email: '', password: '', confirmPassword: '' });
  const { values } = form;
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [stage, setStage] = useState<'form' | 'pending' | 'notified'>('form');
  const { submitting, run } = useSubmitOnce();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setCaptchaError(captcha ? undefined : t.captchaRequired);
      if (!form.accept(validate(values)) || !captcha) return;
      setFailure(null);
      try {
        const result = await api.call('/user/register', {
          email: values.email.trim(),
          password: values.password,
          confirmPassword: values.confirmPassword,
          captchaToken: captcha ?? undefined,
        });
        if (result.isPending === 1 || !result.data) {
          setStage('pending');
          return;
        }
        snackbar.show({ message: t.success, severity: 'success' });
        session.signIn(result.data);
        navigate(paths.dashboard.href({ notActivated: result.data.isActivated !== 1 }), {
          replace: true,
        });
      } catch (error) {
        setFailure(failureText(error));
      }
    });
  };

  const confirmEmail = () =>
    run(async () => {
      setFailure(null);
      try {
        await api.call('/user/mark-pending', { email: values.email.trim() });
        setStage('notified');
      } catch (error) {
        setFailure(failureText(error));
      }
    });

  if (stage !== 'form') {
    return (
      <AuthLayout title={t.title}>
        <AuthForm as="div">
          {failure ? <Alert variant="danger">{failure}</Alert> : null}
          {stage === 'pending' ? (
            <>
              <Alert variant="info">{t.pendingQuestion(values.email.trim())}</Alert>
              <Button
                variant="primary"
                block
                loading={submitting}
                onClick={() => void confirmEmail()}
              >
                {t.confirmEmail}
              </Button>
            </>
          ) : (
            <Alert variant="success">{t.pending}</Alert>
          )}
          <AuthFooter>
            <Link as={RouterLink} to={paths.login.href()}>
              {t.backToLogin}
            </Link>
          </AuthFooter>
        </AuthForm>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t.title} intro={t.intro}>
      <AuthForm noValidate onSubmit={submit} aria-label={t.title}>
        {failure ? <Alert variant="danger">{failure}</Alert> : null}
        <TextField
          label={t.email}
          {...form.field('email')}
          type="email"
          autoComplete="email"
          block
        />
        <PasswordField
          label={t.password}
          {...form.field('password')}
          autoComplete="new-password"
          block
        />
        <PasswordField
          label={t.confirmPassword}
          {...form.field('confirmPassword')}
          autoComplete="new-password"
          block
        />
        <div>
          <Captcha
            onChange={(token) => {
              setCaptcha(token);
              setCaptchaError(undefined);
            }}
          />
          {captchaError ? <Alert variant="danger">{captchaError}</Alert> : null}
        </div>
        <AuthFooter>
          {t.agree}{' '}
          <Link href={externalLinks.terms} external>
            {t.terms}
          </Link>{' '}
          {t.and}{' '}
          <Link href={externalLinks.privacy} external>
            {t.privacy}
          </Link>
          .
        </AuthFooter>
        <Button type="submit" variant="primary" size="large" block loading={submitting}>
          {t.submit}
        </Button>
        <AuthFooter>
          {t.haveAccount}{' '}
          <Link as={RouterLink} to={paths.login.href()}>
            {t.backToLogin}
          </Link>
        </AuthFooter>
      </AuthForm>
    </AuthLayout>
  );
}
