import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { isAbortError, type User } from '@flocksync/api-client';
import { Alert, Button, Link, LoadFailure, PasswordField, Skeleton } from '@flocksync/ui';
import { paths } from '@/app/paths';
import { AuthFooter, AuthForm, AuthLayout } from '@/lib/AuthLayout';
import { failureText, isServerRefusal } from '@/lib/failure';
import { messages } from '@/lib/messages';
import { useApi } from '@/lib/providers';
import { useForm } from '@/lib/useForm';
import { useHydrated } from '@/lib/useHydrated';
import { useSubmitOnce } from '@/lib/useSubmitOnce';
import { requireFilled } from '@/lib/validation';
import { isLinkExpired } from './resetLink';
import { resetPasswordTexts as t } from './texts';

type Field = 'password' | 'confirmPassword';

export function ResetPasswordPage() {
  const api = useApi();
  const { key = '' } = useParams();
  const [params] = useSearchParams();
  const [linkExpired] = useState(() => isLinkExpired(params.get('v'), Date.now()));
  // The prerendered page knows neither the link nor the clock: it is left for the forgot-password
  // page once hydrated, so the first client render is the server's (no React #418, which left
  // the server's card on screen above the next page).
  const expired = useHydrated() && linkExpired;
  // The link's account; a failure the server did not say (network, 500, no answer) may be tried
  // again, a refusal (an unknown link) may not.
  const [lookup, setLookup] = useState<{ user?: User; error?: string; retry?: boolean } | null>(
    null,
  );
  const [attempt, setAttempt] = useState(0);
  const form = useForm<Field>({ password: '', confirmPassword: '' });
  const { values } = form;
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const { submitting, run } = useSubmitOnce();

  useEffect(() => {
    if (linkExpired) return;
    const controller = new AbortController();
    api
      .call('/account/details', {}, { apiKey: key, signal: controller.signal })
      .then(({ data }) => setLookup({ user: data }))
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        setLookup({ error: failureText(error), retry: !isServerRefusal(error) });
      });
    return () => controller.abort();
  }, [api, key, linkExpired, attempt]);

  if (expired) return <Navigate to={paths.forgotPassword.href({ expired: true })} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const found = requireFilled(values, ['password', 'confirmPassword']);
      if (!found.password && !found.confirmPassword && values.password !== values.confirmPassword) {
        found.confirmPassword = messages.passwordsIncorrect;
      }
      if (!form.accept(found) || !lookup?.user) return;
      setResult(null);
      try {
        const response = await api.call(
          '/user/change-password',
          {
            email: lookup.user.email,
            password: values.password,
            confirmPassword: values.confirmPassword,
          },
          { apiKey: key },
        );
        setResult({ ok: true, text: response.message });
      } catch (error) {
        setResult({ ok: false, text: failureText(error) });
      }
    });
  };

  return (
    <AuthLayout title={t.title} intro={t.intro}>
      <AuthForm noValidate onSubmit={submit} aria-label={t.title} aria-busy={lookup === null}>
        {lookup?.error && lookup.retry ? (
          <LoadFailure
            onRetry={() => {
              setLookup(null);
              setAttempt((count) => count + 1);
            }}
          >
            {lookup.error}
          </LoadFailure>
        ) : lookup?.error ? (
          <Alert variant="danger">{lookup.error}</Alert>
        ) : null}
        {result ? <Alert variant={result.ok ? 'success' : 'danger'}>{result.text}</Alert> : null}
        {lookup === null ? (
          <Skeleton.Text lines={3} />
        ) : (
          <>
            <PasswordField
              label={t.password}
              {...form.field('password')}
              autoComplete="new-password"
              disabled={!lookup.user}
              block
            />
            <PasswordField
              label={t.confirmPassword}
              {...form.field('confirmPassword')}
              autoComplete="new-password"
              disabled={!lookup.user}
              block
            />
            <Button
              type="submit"
              variant="primary"
              size="large"
              block
              loading={submitting}
              disabled={!lookup.user || result?.ok}
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
