import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { selectSignup, signupMachine } from '@flocksync/flows';
import { useSnackbar } from '@flocksync/ui';
import { failureText } from '@/lib/failure';
import { messages } from '@/lib/messages';
import { useApi, useSessionStore } from '@/lib/providers';
import { useForm, type FormErrors } from '@/lib/useForm';
import { isValidEmail, requireFilled } from '@/lib/validation';
import { signupImplementations } from './signupImplementations';

type Field = 'email' | 'password' | 'confirmPassword';

function validate(values: Record<Field, string>): FormErrors<Field> {
  const errors = requireFilled(values, ['email', 'password', 'confirmPassword']);
  if (!errors.email && !isValidEmail(values.email)) errors.email = messages.invalidEmail;
  if (!errors.password && !errors.confirmPassword && values.password !== values.confirmPassword) {
    errors.confirmPassword = messages.passwordsIncorrect;
  }
  return errors;
}

/**
 * The sign-up flow (spec part 1 "Sign-up"): the form and its captcha, checked here, and
 * `signupMachine` given its effects once. Returns what the page shows (the step, the form, the
 * failure as text, whether the captcha is missing) and what it does (submit, the captcha's
 * answer, confirming a pending address). `success` is the snackbar's words for a new account.
 */
export function useSignup({ success }: { success: string }) {
  const api = useApi();
  const session = useSessionStore();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [machine] = useState(() =>
    signupMachine.provide(
      signupImplementations({
        api,
        session,
        navigate: (to) => void navigate(to, { replace: true }),
        snackbar,
        success,
      }),
    ),
  );
  const [snapshot, send] = useMachine(machine);
  const view = selectSignup(snapshot);
  const form = useForm<Field>({ email: '', password: '', confirmPassword: '' });
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaMissing, setCaptchaMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (view.submitting) return;
    setCaptchaMissing(!captcha);
    if (!form.accept(validate(form.values)) || !captcha) return;
    send({
      type: 'signup.submit',
      email: form.values.email.trim(),
      password: form.values.password,
      confirmPassword: form.values.confirmPassword,
      captchaToken: captcha,
    });
  };

  return {
    stage: view.stage,
    submitting: view.submitting,
    email: view.email,
    failure: view.failure === null ? null : failureText(view.failure),
    form,
    captchaMissing,
    submit,
    captchaChange: (token: string | null) => {
      setCaptcha(token);
      setCaptchaMissing(false);
    },
    confirmEmail: () => send({ type: 'signup.confirmEmail' }),
  };
}
