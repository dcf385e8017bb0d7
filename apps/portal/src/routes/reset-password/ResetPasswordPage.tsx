import { Link as RouterLink, Navigate } from 'react-router-dom';
import { Alert, Button, Link, LoadFailure, PasswordField, Skeleton } from '@flocksync/ui';
import { paths } from '@/app/paths';
import { AuthFooter, AuthForm, AuthLayout } from '@/lib/AuthLayout';
import { useResetPassword } from '@/lib/reset-password/useResetPassword';
import { resetPasswordTexts as t } from './texts';

export function ResetPasswordPage() {
  const { expired, checking, found, lookupFailure, result, submitting, done, form, submit, retry } =
    useResetPassword();

  if (expired) return <Navigate to={paths.forgotPassword.href({ expired: true })} replace />;

  return (
    <AuthLayout title={t.title} intro={t.intro}>
      <AuthForm noValidate onSubmit={submit} aria-label={t.title} aria-busy={checking}>
        {lookupFailure?.retry ? (
          <LoadFailure onRetry={retry}>{lookupFailure.text}</LoadFailure>
        ) : lookupFailure ? (
          <Alert variant="danger">{lookupFailure.text}</Alert>
        ) : null}
        {result ? <Alert variant={result.ok ? 'success' : 'danger'}>{result.text}</Alert> : null}
        {checking ? (
          <Skeleton.Text lines={3} />
        ) : (
          <>
            <PasswordField
              label={t.password}
              {...form.field('password')}
              autoComplete="new-password"
              disabled={!found}
              block
            />
            <PasswordField
              label={t.confirmPassword}
              {...form.field('confirmPassword')}
              autoComplete="new-password"
              disabled={!found}
              block
            />
            <Button
              type="submit"
              variant="primary"
              size="large"
              block
              loading={submitting}
              disabled={!found || done}
            >
              {t.submit}
            </Button>
          </>
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
