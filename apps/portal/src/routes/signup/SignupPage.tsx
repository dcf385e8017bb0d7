import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Link, PasswordField, TextField } from '@flocksync/ui';
import { paths } from '@/app/paths';
import { AuthFooter, AuthForm, AuthLayout } from '@/lib/AuthLayout';
import { Captcha } from '@/lib/captcha/Captcha';
import { externalLinks } from '@/lib/siteConfig';
import { useSignup } from '@/lib/signup/useSignup';
import { signupTexts as t } from './texts';

/** Sign-up: pending approval, success with automatic login, or failure (spec part 1). */
export function SignupPage() {
  const {
    stage,
    submitting,
    email,
    failure,
    form,
    captchaMissing,
    submit,
    captchaChange,
    confirmEmail,
  } = useSignup({ success: t.success });

  if (stage !== 'form') {
    return (
      <AuthLayout title={t.title}>
        <AuthForm as="div">
          {failure ? <Alert variant="danger">{failure}</Alert> : null}
          {stage === 'pending' ? (
            <>
              <Alert variant="info">{t.pendingQuestion(email)}</Alert>
              <Button variant="primary" block loading={submitting} onClick={confirmEmail}>
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
          <Captcha onChange={captchaChange} />
          {captchaMissing ? <Alert variant="danger">{t.captchaRequired}</Alert> : null}
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
