/**
 * resetPasswordMachine on a bare actor with fake actors and a simulated clock.
 *
 * start: an expired link --> expired (nothing looked up); else --> checking. checking done -->
 *   form (the account); error --> failed --reset.retry--> checking. form --reset.submit-->
 *   submitting (once, for the link's account and key); done --> done (the server's message);
 *   error --> form (the error), cleared when sent again.
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { fail, flush, ok, scripted, type Result } from '../test/fakes';
import {
  resetPasswordMachine,
  selectResetPassword,
  type ResetAccount,
  type ResetPasswordRequest,
} from './resetPasswordMachine';

const account: ResetAccount = { email: 'ann@example.org' };
const passwords = { password: 'new-psalm-23', confirmPassword: 'new-psalm-23' };

function start(
  lookUpAnswers: Result<ResetAccount>[] = [ok(account)],
  changeAnswers: Result<string>[] = [ok('Password changed')],
  expired = false,
) {
  const clock = new SimulatedClock();
  const lookUp = scripted<ResetAccount, { key: string }>(...lookUpAnswers);
  const changePassword = scripted<string, ResetPasswordRequest>(...changeAnswers);
  const actor = createActor(
    resetPasswordMachine.provide({
      actors: { lookUp: lookUp.logic, changePassword: changePassword.logic },
    }),
    { clock, input: { key: 'link-key', expired } },
  ).start();
  const view = () => selectResetPassword(actor.getSnapshot());
  return { actor, clock, lookUp, changePassword, view };
}

describe('resetPasswordMachine', () => {
  it('looks nothing up for an expired link', () => {
    const { actor, lookUp, changePassword, view } = start(undefined, undefined, true);
    expect(view()).toMatchObject({ link: 'expired', submitting: false, done: false });
    expect(actor.getSnapshot().status).toBe('done');
    actor.send({ type: 'reset.submit', ...passwords });
    expect(lookUp.calls).toEqual([]);
    expect(changePassword.calls).toEqual([]);
  });

  it("checks the link's account, then opens the form", async () => {
    const { actor, lookUp, view } = start(['hang']);
    expect(view()).toEqual({
      link: 'checking',
      lookupError: null,
      result: null,
      submitting: false,
      done: false,
    });
    expect(lookUp.calls).toEqual([{ key: 'link-key' }]);
    actor.send({ type: 'reset.submit', ...passwords });
    expect(view().submitting).toBe(false);
    lookUp.pending[0]?.resolve(account);
    await flush();
    expect(view().link).toBe('found');
    expect(actor.getSnapshot().context.account).toEqual(account);
  });

  it('keeps a failed lookup, and looks again on retry', async () => {
    const failure = new Error('Network');
    const { actor, lookUp, view } = start([fail(failure), 'hang']);
    await flush();
    expect(view()).toMatchObject({ link: 'failed', lookupError: { error: failure } });
    actor.send({ type: 'reset.submit', ...passwords });
    expect(view().link).toBe('failed');
    actor.send({ type: 'reset.retry' });
    expect(view()).toMatchObject({ link: 'checking', lookupError: null });
    expect(lookUp.calls).toHaveLength(2);
    lookUp.pending[0]?.resolve(account);
    await flush();
    expect(view().link).toBe('found');
  });

  it("sends the new password once for the link's account and ends on the server's words", async () => {
    const { actor, changePassword, view } = start(undefined, ['hang']);
    await flush();
    actor.send({ type: 'reset.retry' });
    expect(view().link).toBe('found');
    actor.send({ type: 'reset.submit', ...passwords });
    actor.send({ type: 'reset.submit', ...passwords });
    expect(view()).toMatchObject({ link: 'found', submitting: true, result: null });
    expect(changePassword.calls).toEqual([{ key: 'link-key', email: account.email, ...passwords }]);
    changePassword.pending[0]?.resolve('Password changed');
    await flush();
    expect(view()).toMatchObject({
      submitting: false,
      done: true,
      result: { ok: true, message: 'Password changed' },
    });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps a failed change on the form, and clears it when sent again', async () => {
    const refusal = new Error('Invalid link');
    const { actor, changePassword, view } = start(undefined, [fail(refusal), 'hang']);
    await flush();
    actor.send({ type: 'reset.submit', ...passwords });
    await flush();
    expect(view()).toMatchObject({
      link: 'found',
      submitting: false,
      done: false,
      result: { ok: false, error: refusal },
    });
    actor.send({ type: 'reset.submit', ...passwords });
    expect(view()).toMatchObject({ submitting: true, result: null });
    expect(changePassword.calls).toHaveLength(2);
  });
});
