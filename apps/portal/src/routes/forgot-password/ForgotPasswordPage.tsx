import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Button, Link, TextField } from '@flocksync/ui';
import { paths } from '@/app/paths';
import { AuthFooter, AuthForm, AuthLayout } from '@/lib/AuthLayout';
import { messages } from '@/lib/messages';
import { failureText } from '@/lib/failure';
import { useRequestPasswordReset } from '@/lib/auth/requestPasswordReset';
import { lengthError, useForm } from '@/lib/useForm';
import { useHydrated } from '@/lib/useHydrated';
import { useSubmitOnce } from '@/lib/useSubmitOnce';
import { isValidEmail } from '@/lib/validation';
import { forgotPasswordTexts as t } from './texts';

export function ForgotPasswordPage() {
  const requestPasswordReset = useRequestPasswordReset();
  const [params] = useSearchParams();
  // The prerendered page has no query: the expiry notice comes once the app has the page (ADR 027).
  const expired = useHydrated() && params.has('expired');
  const form = useForm({ email: '' });
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const { submitting, run } = useSubmitOnce();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const value = form.values.email.trim();
      const found =
        value === ''
          ? messages.fieldEmpty
          : (lengthError('email', value) ??
            (isValidEmail(value) ? undefined : messages.invalidEmail));
      form.setErrors({ email: found });
      if (found) return;
      setResult(null);
      try {
        setResult({ ok: true, text: await requestPasswordReset(value) });
      } catch (failure) {
        setResult({ ok: false, text: failureText(failure) });
      }
    });
  };

  return (
    <AuthLayout title={t.title} intro={t.intro}>
      <AuthForm noValidate onSubmit={submit} aria-label={t.title}>
        {expired ? <Alert variant="warning">{t.expired}</Alert> : null}
        {result ? <Alert variant={result.ok ? 'success' : 'danger'}>{result.text}</Alert> : null}
        <TextField
          label={t.email}
          {...form.field('email')}
          type="email"
          autoComplete="email"
          block
        />
        <Button type="submit" variant="primary" size="large" block loading={submitting}>
          {t.submit}
        </Button>
        <AuthFooter>
          <Link as={RouterLink} to={paths.login.href()}>
            {t.backToLogin}
          </Link>
        </AuthFooter>
      </AuthForm>
    </AuthLayout>
  );
}
