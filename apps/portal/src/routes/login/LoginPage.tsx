import { Suspense, useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, Link, PasswordField, TextField } from '@flocksync/ui';
import type { ReturnState } from '@/app/Guard';
import { paths } from '@/app/paths';
import { DemoAccounts } from '@/demo';
import { AuthFooter, AuthForm, AuthLayout } from '@/lib/AuthLayout';
import { isDemo } from '@/lib/config';
import { failureText } from '@/lib/failure';
import { useLogIn } from '@/lib/auth/logIn';
import { useSession, useSessionStore } from '@/lib/providers';
import { safeReturnPath } from '@/lib/redirect';
import { useForm } from '@/lib/useForm';
import { useSubmitOnce } from '@/lib/useSubmitOnce';
import { requireFilled } from '@/lib/validation';
import { loginDemoTexts, loginTexts as t } from './texts';

export function LoginPage() {
  const logIn = useLogIn();
  const session = useSessionStore();
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm({ email: '', password: '' });
  const { values } = form;
  const [failure, setFailure] = useState<string | null>(null);
  const { submitting, run } = useSubmitOnce();

  const landingFor = (activated: boolean) =>
    safeReturnPath(
      (location.state as ReturnState | null)?.from,
      paths.dashboard.href({ notActivated: !activated }),
    );

  if (user && !submitting) return <Navigate to={landingFor(user.isActivated === 1)} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (!form.accept(requireFilled(values, ['email', 'password']))) return;
      setFailure(null);
      try {
        const data = await logIn(values.email.trim(), values.password);
        session.signIn(data);
        navigate(landingFor(data.isActivated === 1), { replace: true });
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
          label={t.email}
          {...form.field('email')}
          type="email"
          autoComplete="username"
          block
        />
        <PasswordField
          label={t.password}
          {...form.field('password')}
          autoComplete="current-password"
          block
        />
        <Row>
          <Link as={RouterLink} to={paths.forgotPassword.href()}>
            {t.forgotPassword}
          </Link>
        </Row>
        <Button type="submit" variant="primary" size="large" block loading={submitting}>
          {t.submit}
        </Button>
        <AuthFooter>
          {t.noAccount}{' '}
          <Link as={RouterLink} to={paths.signup.href()}>
            {t.createAccount}
          </Link>
        </AuthFooter>
      </AuthForm>
      {/* Only demo mode lists the sandbox's accounts; a real-API build has no DemoAccounts. */}
      {isDemo && DemoAccounts ? (
        <Suspense fallback={null}>
          <DemoAccounts
            texts={loginDemoTexts}
            onPick={(email, password) => {
              form.setValues({ email, password });
              form.setErrors({});
            }}
          />
        </Suspense>
      ) : null}
    </AuthLayout>
  );
}

const Row = styled.div`
  display: flex;
  justify-content: flex-end;
`;
