/**
 * signupMachine on a bare actor with fake actors and a simulated clock.
 *
 * form --signup.submit--> registering; done(user) --> signedIn (signedIn); done(null) -->
 *   pending; error --> form (failure). pending --signup.confirmEmail--> confirming; done -->
 *   notified; error --> pending (failure). A second submit or confirm while one is sent is
 *   ignored.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { User } from '@flocksync/api-client';
import { fail, flush, ok, scripted, type Result } from '../test/fakes';
import { selectSignup, signupMachine, type SignupRequest } from './signupMachine';

const request: SignupRequest = {
  email: 'ann@example.org',
  password: 'secret-pass',
  confirmPassword: 'secret-pass',
  captchaToken: 'token',
};
const user = { apiKey: 'key', email: 'ann@example.org', isActivated: 0 } as User;

function start(
  registerAnswers: Result<User | null>[] = [ok(user)],
  markAnswers: Result<unknown>[] = [ok({})],
) {
  const clock = new SimulatedClock();
  const register = scripted<User | null, SignupRequest>(...registerAnswers);
  const markPending = scripted<unknown, { email: string }>(...markAnswers);
  const signedIn = vi.fn();
  const actor = createActor(
    signupMachine.provide({
      actors: { register: register.logic, markPending: markPending.logic },
      actions: { signedIn: (_, signed) => signedIn(signed) },
    }),
    { clock },
  ).start();
  const view = () => selectSignup(actor.getSnapshot());
  return { actor, clock, register, markPending, signedIn, view };
}

describe('signupMachine', () => {
  it('starts on the form, sending nothing', () => {
    const { view, register } = start();
    expect(view()).toEqual({ stage: 'form', submitting: false, email: '', failure: null });
    expect(register.calls).toEqual([]);
  });

  it('sends the form once and signs the new account in', async () => {
    const { actor, register, signedIn, view } = start(['hang']);
    actor.send({ type: 'signup.submit', ...request });
    actor.send({ type: 'signup.submit', ...request });
    expect(view()).toMatchObject({ stage: 'form', submitting: true, email: request.email });
    expect(register.calls).toEqual([request]);
    register.pending[0]?.resolve(user);
    await flush();
    expect(signedIn).toHaveBeenCalledWith(user);
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().status).toBe('done');
    expect(view()).toMatchObject({ stage: 'form', submitting: false });
  });

  it('keeps a refusal on the form and clears it when sent again', async () => {
    const refusal = new Error('Email already exists');
    const { actor, register, signedIn, view } = start([fail(refusal), 'hang']);
    actor.send({ type: 'signup.submit', ...request });
    await flush();
    expect(view()).toEqual({
      stage: 'form',
      submitting: false,
      email: request.email,
      failure: refusal,
    });
    actor.send({ type: 'signup.submit', ...request, email: 'bob@example.org' });
    expect(view()).toMatchObject({ submitting: true, email: 'bob@example.org', failure: null });
    expect(register.calls).toHaveLength(2);
    expect(signedIn).not.toHaveBeenCalled();
  });

  it('asks a pending account to confirm its address, then says the admin was notified', async () => {
    const { actor, markPending, view } = start([ok(null)], ['hang']);
    actor.send({ type: 'signup.submit', ...request });
    await flush();
    expect(view()).toMatchObject({ stage: 'pending', submitting: false, failure: null });
    actor.send({ type: 'signup.confirmEmail' });
    actor.send({ type: 'signup.confirmEmail' });
    expect(view()).toMatchObject({ stage: 'pending', submitting: true });
    expect(markPending.calls).toEqual([{ email: request.email }]);
    markPending.pending[0]?.resolve({});
    await flush();
    expect(view()).toMatchObject({ stage: 'notified', submitting: false });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps a failed confirmation on the pending step, and may confirm again', async () => {
    const refusal = new Error('No such user');
    const { actor, markPending, view } = start([ok(null)], [fail(refusal), ok({})]);
    actor.send({ type: 'signup.submit', ...request });
    await flush();
    actor.send({ type: 'signup.confirmEmail' });
    await flush();
    expect(view()).toMatchObject({ stage: 'pending', submitting: false, failure: refusal });
    actor.send({ type: 'signup.confirmEmail' });
    expect(view().failure).toBeNull();
    await flush();
    expect(view().stage).toBe('notified');
    expect(markPending.calls).toHaveLength(2);
  });

  it('ignores a confirmation on the form and a submit once pending', async () => {
    const { actor, register, markPending, view } = start([ok(null)]);
    actor.send({ type: 'signup.confirmEmail' });
    expect(markPending.calls).toEqual([]);
    actor.send({ type: 'signup.submit', ...request });
    await flush();
    actor.send({ type: 'signup.submit', ...request });
    expect(view().stage).toBe('pending');
    expect(register.calls).toHaveLength(1);
  });
});
