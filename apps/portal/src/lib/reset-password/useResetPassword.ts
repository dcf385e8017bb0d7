import { useState, type FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { resetPasswordMachine, selectResetPassword } from '@flocksync/flows';
import { failureText, isServerRefusal } from '@/lib/failure';
import { messages } from '@/lib/messages';
import { useApi } from '@/lib/providers';
import { useForm } from '@/lib/useForm';
import { useHydrated } from '@/lib/useHydrated';
import { requireFilled } from '@/lib/validation';
import { resetPasswordImplementations } from './resetPasswordImplementations';
import { isLinkExpired } from './resetLink';

type Field = 'password' | 'confirmPassword';

/**
 * The reset-password flow of the link being opened (spec part 1 "Forgot password"):
 * `resetPasswordMachine` given its effects once and started with the link's key and whether it
 * has expired. Returns what the page shows (whether to leave for forgot password, the lookup,
 * its failure as text and whether it may be tried again, the form, the answer as text) and what
 * it does (submit, retry).
 */
export function useResetPassword() {
  const api = useApi();
  const { key = '' } = useParams();
  const [params] = useSearchParams();
  const [linkExpired] = useState(() => isLinkExpired(params.get('v'), Date.now()));
  // The prerendered page knows neither the link nor the clock: it is left for the forgot-password
  // page once hydrated, so the first client render is the server's (no React #418, which left
  // the server's card on screen above the next page).
  const expired = useHydrated() && linkExpired;
  const [machine] = useState(() =>
    resetPasswordMachine.provide(resetPasswordImplementations({ api })),
  );
  const [snapshot, send] = useMachine(machine, { input: { key, expired: linkExpired } });
  const view = selectResetPassword(snapshot);
  const form = useForm<Field>({ password: '', confirmPassword: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (view.submitting) return;
    const { values } = form;
    const found = requireFilled(values, ['password', 'confirmPassword']);
    if (!found.password && !found.confirmPassword && values.password !== values.confirmPassword) {
      found.confirmPassword = messages.passwordsIncorrect;
    }
    if (!form.accept(found) || view.link !== 'found') return;
    send({
      type: 'reset.submit',
      password: values.password,
      confirmPassword: values.confirmPassword,
    });
  };

  // A failure the server did not say (network, 500, no answer) may be tried again, a refusal
  // (an unknown link) may not.
  const lookupFailure = view.lookupError
    ? {
        text: failureText(view.lookupError.error),
        retry: !isServerRefusal(view.lookupError.error),
      }
    : null;
  const result = view.result
    ? view.result.ok
      ? { ok: true, text: view.result.message }
      : { ok: false, text: failureText(view.result.error) }
    : null;

  return {
    expired,
    /** Still checking the link (an expired one stays so until the page leaves). */
    checking: view.link === 'checking' || view.link === 'expired',
    found: view.link === 'found',
    lookupFailure,
    result,
    submitting: view.submitting,
    done: view.done,
    form,
    submit,
    retry: () => send({ type: 'reset.retry' }),
  };
}
