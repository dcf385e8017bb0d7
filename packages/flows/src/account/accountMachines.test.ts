/**
 * My Profile's flows on bare actors with a simulated clock.
 *
 * profileFieldMachine: view --field.edit--> editing; field.change; field.cancel --> view;
 *   field.save: empty or unchanged --> view (nothing sent), else --> saving; view --field.submit-->
 *   saving; saving done --> saved --(1000 ms)--> view; saving error --> failed (notifyError)
 *   --(1000 ms)--> view, or field.dismiss --> view, or field.submit (a file picked again) --> saving.
 * changePasswordMachine: closed --password.open--> editing; password.submit invalid --> editing
 *   with errors (empty, mismatch); valid --> sending (new password only); done --> closed
 *   (changed); error --> editing (the server's message).
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { fail, flush, ok, scripted, type Result } from '../test/fakes';
import {
  changePasswordMachine,
  selectChangePassword,
  validatePasswords,
} from './changePasswordMachine';
import {
  PROFILE_ERROR_MS,
  PROFILE_SAVED_MS,
  profileFieldMachine,
  selectProfileField,
} from './profileFieldMachine';

function field(answers: Result<unknown>[] = [ok({})]) {
  const clock = new SimulatedClock();
  const saveField = scripted<unknown, { field: string; value: string }>(...answers);
  const notifyError = vi.fn();
  const actor = createActor(
    profileFieldMachine.provide({
      actors: { saveField: saveField.logic },
      actions: { notifyError: (_, message) => notifyError(message) },
    }),
    { clock, input: { field: 'city' } },
  ).start();
  const mode = () => selectProfileField(actor.getSnapshot()).mode;
  return { actor, clock, saveField, notifyError, mode };
}

describe('profileFieldMachine', () => {
  it('goes view → edit → Saving → Saved → view', async () => {
    const { actor, clock, saveField, mode } = field(['hang']);
    expect(mode()).toBe('view');
    actor.send({ type: 'field.edit', value: 'Dallas' });
    expect(selectProfileField(actor.getSnapshot())).toMatchObject({
      mode: 'editing',
      draft: 'Dallas',
    });
    actor.send({ type: 'field.change', value: ' Nashville ' });
    actor.send({ type: 'field.save' });
    expect(mode()).toBe('saving');
    expect(saveField.calls).toEqual([{ field: 'city', value: 'Nashville' }]);
    saveField.pending[0]?.resolve({});
    await flush();
    expect(mode()).toBe('saved');
    clock.increment(PROFILE_SAVED_MS - 1);
    expect(mode()).toBe('saved');
    clock.increment(1);
    expect(mode()).toBe('view');
  });

  it('never sends an empty or unchanged text value', () => {
    const { actor, saveField, mode } = field();
    actor.send({ type: 'field.edit', value: 'Dallas' });
    actor.send({ type: 'field.change', value: '   ' });
    actor.send({ type: 'field.save' });
    expect(mode()).toBe('view');
    actor.send({ type: 'field.edit', value: 'Dallas' });
    actor.send({ type: 'field.save' });
    expect(mode()).toBe('view');
    actor.send({ type: 'field.edit', value: 'Dallas' });
    actor.send({ type: 'field.cancel' });
    expect(mode()).toBe('view');
    expect(saveField.calls).toHaveLength(0);
  });

  it('shows an error that returns to view after 1 s', async () => {
    const { actor, clock, notifyError, mode } = field([fail(new Error('Invalid Email'))]);
    actor.send({ type: 'field.edit', value: 'a@b.org' });
    actor.send({ type: 'field.change', value: 'nope' });
    actor.send({ type: 'field.save' });
    await flush();
    expect(selectProfileField(actor.getSnapshot())).toMatchObject({
      mode: 'failed',
      error: 'Invalid Email',
    });
    expect(notifyError).toHaveBeenCalledWith('Invalid Email');
    clock.increment(PROFILE_ERROR_MS - 1);
    expect(mode()).toBe('failed');
    clock.increment(1);
    expect(mode()).toBe('view');
  });

  it('lets an error be dismissed sooner', async () => {
    const { actor, mode } = field([fail(new Error('No.'))]);
    actor.send({ type: 'field.submit', value: 'data:image/png;base64,AAAA' });
    await flush();
    expect(mode()).toBe('failed');
    actor.send({ type: 'field.dismiss' });
    expect(mode()).toBe('view');
  });

  it('sends a file picked again while the failure shows', async () => {
    const { actor, saveField, mode } = field([fail(new Error('No.')), ok(undefined)]);
    actor.send({ type: 'field.submit', value: 'data:image/png;base64,AAAA' });
    await flush();
    expect(mode()).toBe('failed');
    actor.send({ type: 'field.submit', value: 'data:image/png;base64,BBBB' });
    expect(mode()).toBe('saving');
    expect(saveField.calls).toEqual([
      { field: 'city', value: 'data:image/png;base64,AAAA' },
      { field: 'city', value: 'data:image/png;base64,BBBB' },
    ]);
    await flush();
    expect(mode()).toBe('saved');
  });

  it('saves a chosen file at once', async () => {
    const { actor, saveField, mode } = field();
    actor.send({ type: 'field.submit', value: 'abc' });
    expect(saveField.calls).toEqual([{ field: 'city', value: 'abc' }]);
    await flush();
    expect(mode()).toBe('saved');
  });
});

function password(answers: Result<string | null>[] = [ok('Changed.')]) {
  const changePassword = scripted<string | null, { password: string }>(...answers);
  const changed = vi.fn();
  const actor = createActor(
    changePasswordMachine.provide({
      actors: { changePassword: changePassword.logic },
      actions: { changed: (_, message) => changed(message) },
    }),
    { clock: new SimulatedClock() },
  ).start();
  const type = (oldPassword: string, newPassword: string, confirmPassword: string) => {
    actor.send({ type: 'password.change', field: 'oldPassword', value: oldPassword });
    actor.send({ type: 'password.change', field: 'newPassword', value: newPassword });
    actor.send({ type: 'password.change', field: 'confirmPassword', value: confirmPassword });
  };
  return { actor, changePassword, changed, type };
}

describe('changePasswordMachine', () => {
  it('requires all three and a matching confirmation', () => {
    expect(validatePasswords({ oldPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      oldPassword: 'empty',
      newPassword: 'empty',
      confirmPassword: 'empty',
    });
    expect(validatePasswords({ oldPassword: 'a', newPassword: 'b', confirmPassword: 'c' })).toEqual(
      {
        confirmPassword: 'mismatch',
      },
    );
  });

  it('refuses a password over the limit the API takes (128), and not one at it', () => {
    const at = 'p'.repeat(128);
    const over = 'p'.repeat(129);
    expect(validatePasswords({ oldPassword: over, newPassword: at, confirmPassword: at })).toEqual({
      oldPassword: 'tooLong',
    });
    expect(
      validatePasswords({ oldPassword: 'old', newPassword: over, confirmPassword: over }),
    ).toEqual({ newPassword: 'tooLong', confirmPassword: 'tooLong' });
  });

  it('does not send a password over the limit', () => {
    const { actor, changePassword, type } = password();
    actor.send({ type: 'password.open' });
    type('old', 'p'.repeat(129), 'p'.repeat(129));
    actor.send({ type: 'password.submit' });
    expect(selectChangePassword(actor.getSnapshot()).errors).toEqual({
      newPassword: 'tooLong',
      confirmPassword: 'tooLong',
    });
    expect(changePassword.calls).toHaveLength(0);
  });

  it('shows errors only after a save, then follows the typing', () => {
    const { actor, changePassword, type } = password();
    actor.send({ type: 'password.open' });
    type('old', 'new', 'other');
    expect(selectChangePassword(actor.getSnapshot()).errors).toEqual({});
    actor.send({ type: 'password.submit' });
    expect(selectChangePassword(actor.getSnapshot()).errors).toEqual({
      confirmPassword: 'mismatch',
    });
    actor.send({ type: 'password.change', field: 'confirmPassword', value: 'new' });
    expect(selectChangePassword(actor.getSnapshot()).errors).toEqual({});
    expect(changePassword.calls).toHaveLength(0);
  });

  it('sends only the new password and closes', async () => {
    const { actor, changePassword, changed, type } = password();
    actor.send({ type: 'password.open' });
    type('old', 'new-1', 'new-1');
    actor.send({ type: 'password.submit' });
    expect(selectChangePassword(actor.getSnapshot()).sending).toBe(true);
    await flush();
    expect(changePassword.calls).toEqual([{ password: 'new-1' }]);
    expect(changed).toHaveBeenCalledWith('Changed.');
    expect(selectChangePassword(actor.getSnapshot()).open).toBe(false);
  });

  it('keeps the dialog open with the server message on failure', async () => {
    const { actor, changed, type } = password([fail(new Error('Too short.'))]);
    actor.send({ type: 'password.open' });
    type('old', 'n', 'n');
    actor.send({ type: 'password.submit' });
    await flush();
    expect(selectChangePassword(actor.getSnapshot())).toMatchObject({
      open: true,
      failure: 'Too short.',
    });
    expect(changed).not.toHaveBeenCalled();
    actor.send({ type: 'password.close' });
    expect(selectChangePassword(actor.getSnapshot()).open).toBe(false);
  });
});
