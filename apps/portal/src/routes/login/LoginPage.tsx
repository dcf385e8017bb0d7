import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError } from '@flocksync/api-client';
import { Alert, Button, Card, Link, PasswordField, TextField } from '@flocksync/ui';
import type { ReturnState } from '@/app/Guard';
import { paths } from '@/app/paths';
import { isDemo } from '@/lib/config';
import { messages } from '@/lib/messages';
import { useApi, useSession, useSessionStore } from '@/lib/providers';
import { safeReturnPath } from '@/lib/redirect';
import { loginTexts as t } from './texts';

// Only demo mode lists the sandbox's accounts; a real deployment never loads this chunk.
const DemoAccounts = lazy(() => import('./DemoAccounts'));

type Field = 'email' | 'password';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

function validate(values: Values): Errors {
  const errors: Errors = {};
  for (const field of ['email', 'password'] as const) {
    if (values[field].trim() === '') errors[field] = messages.fieldEmpty;
  }
  return errors;
}

export function LoginPage() {
  const api = useApi();
  const session = useSessionStore();
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<Values>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // A second click before React re-renders must not send a second request.
  const inFlight = useRef(false);

  const landingFor = (activated: boolean) =>
    safeReturnPath(
      (location.state as ReturnState | null)?.from,
      paths.dashboard.href({ notActivated: !activated }),
    );

  if (user && !submitting) return <Navigate to={landingFor(user.isActivated === 1)} replace />;

  const change = (field: Field) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    inFlight.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      const { data } = await api.call('/user/login', {
        email: values.email.trim(),
        password: values.password,
      });
      session.signIn(data);
      navigate(landingFor(data.isActivated === 1), { replace: true });
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.kind === 'status'
          ? (error.serverMessage ?? messages.requestFailed)
          : messages.requestFailed,
      );
      setSubmitting(false);
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <Page>
      <Card padding="spacious" as="main">
        <Title>{t.title}</Title>
        <Intro>{t.intro}</Intro>
        <Form noValidate onSubmit={submit} aria-label={t.title}>
          {failure ? <Alert variant="danger">{failure}</Alert> : null}
          <TextField
            label={t.email}
            name="email"
            type="email"
            autoComplete="username"
            value={values.email}
            onChange={change('email')}
            error={errors.email}
            block
          />
          <PasswordField
            label={t.password}
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={change('password')}
            error={errors.password}
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
          <Footer>
            {t.noAccount}{' '}
            <Link as={RouterLink} to={paths.signup.href()}>
              {t.createAccount}
            </Link>
          </Footer>
        </Form>
        {isDemo ? (
          <Suspense fallback={null}>
            <DemoAccounts
              onPick={(email, password) => {
                setValues({ email, password });
                setErrors({});
              }}
            />
          </Suspense>
        ) : null}
      </Card>
    </Page>
  );
}

const Page = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.background.subtle};
  & > main {
    width: min(100%, 420px);
  }
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.text.muted};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Row = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Footer = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.color.text.muted};
`;
