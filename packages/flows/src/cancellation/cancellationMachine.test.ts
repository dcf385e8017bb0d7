/** cancellationMachine on bare actors: every transition and each rule of the Cancel button. */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { fail, flush, ok, scripted } from '../test/fakes';
import {
  cancelBlockOf,
  cancellationMachine,
  cancelRequestOf,
  selectCancellationView,
  type CancelRequest,
} from './cancellationMachine';

function start() {
  const cancelPlan = scripted<string, CancelRequest>(ok('Your subscription has been cancelled.'));
  const calls = { reload: vi.fn(), notify: vi.fn() };
  const actor = createActor(
    cancellationMachine.provide({
      actors: { cancelPlan: cancelPlan.logic },
      actions: {
        reloadAfterCancel: (_, stopSync) => calls.reload(stopSync),
        notifyCancelled: (_, message) => calls.notify(message),
      },
    }),
  ).start();
  const view = () => selectCancellationView(actor.getSnapshot());
  return { actor, cancelPlan, calls, view };
}

describe('the reasons dialog', () => {
  it('opens fresh and closes', () => {
    const { actor, view } = start();
    expect(view().dialog).toBeNull();
    actor.send({ type: 'cancel.open' });
    expect(view()).toMatchObject({ dialog: 'reasons', reason: null, block: 'noReason' });
    actor.send({ type: 'reason.choose', reason: 'too expensive' });
    actor.send({ type: 'dialog.close' });
    expect(view().dialog).toBeNull();
    actor.send({ type: 'cancel.open' });
    expect(view().reason).toBeNull();
  });

  it('keeps Cancel disabled until each rule holds', () => {
    const { actor, view } = start();
    actor.send({ type: 'cancel.open' });
    actor.send({ type: 'reasons.submit' });
    expect(view().dialog).toBe('reasons');
    actor.send({ type: 'reason.choose', reason: 'other reasons' });
    expect(view().block).toBe('noComment');
    actor.send({ type: 'comment.change', comment: '   ' });
    expect(view().block).toBe('noComment');
    actor.send({ type: 'reasons.submit' });
    expect(view().dialog).toBe('reasons');
    actor.send({ type: 'comment.change', comment: 'Moving on' });
    expect(view().block).toBeNull();
    actor.send({ type: 'reason.choose', reason: 'found another option' });
    expect(view()).toMatchObject({ block: 'noPlatform', comment: '' });
    actor.send({ type: 'platform.choose', platform: 'Realm' });
    expect(view().block).toBeNull();
    actor.send({ type: 'reasons.submit' });
    expect(view().dialog).toBe('oneMoreThing');
  });
});

describe('Just one more thing...', () => {
  it('sends one request with the stop-sync box, then closes and reloads', async () => {
    const { actor, cancelPlan, calls, view } = start();
    actor.send({ type: 'cancel.open' });
    actor.send({ type: 'reason.choose', reason: 'too expensive' });
    actor.send({ type: 'reasons.submit' });
    actor.send({ type: 'stopSync.change', checked: true });
    actor.send({ type: 'final.confirm' });
    actor.send({ type: 'final.confirm' });
    expect(view()).toMatchObject({ dialog: 'oneMoreThing', cancelling: true });
    await flush();
    expect(cancelPlan.calls).toEqual([{ cancelReason: 'too expensive', stopSync: true }]);
    expect(calls.notify).toHaveBeenCalledWith('Your subscription has been cancelled.');
    expect(calls.reload).toHaveBeenCalledWith(true);
    expect(view().dialog).toBeNull();
  });

  it('a failure stays with the message; closing leaves', async () => {
    const { actor, cancelPlan, view } = start();
    cancelPlan.then(fail(new Error('Your subscription is already cancelled.')));
    actor.send({ type: 'cancel.open' });
    actor.send({ type: 'reason.choose', reason: 'bugs or support problems' });
    actor.send({ type: 'reasons.submit' });
    actor.send({ type: 'final.confirm' });
    await flush();
    expect(view()).toMatchObject({
      dialog: 'oneMoreThing',
      cancelling: false,
      error: 'Your subscription is already cancelled.',
    });
    cancelPlan.then(fail('no words'));
    actor.send({ type: 'final.confirm' });
    await flush();
    expect(view().error).toBe('');
    actor.send({ type: 'dialog.close' });
    expect(view().dialog).toBeNull();
  });
});

describe('the request', () => {
  it('joins the platform or the comment to the reason', () => {
    const base = { platform: null, comment: '', stopSync: false, error: null };
    expect(
      cancelRequestOf({ ...base, reason: 'found another option', platform: 'Pushpay' }),
    ).toEqual({
      cancelReason: 'found another option: Pushpay',
      stopSync: false,
    });
    expect(cancelRequestOf({ ...base, reason: 'other reasons', comment: ' Budget ' })).toEqual({
      cancelReason: 'other reasons: Budget',
      stopSync: false,
    });
    expect(
      cancelRequestOf({ ...base, reason: "don't use it enough", comment: 'x' }).cancelReason,
    ).toBe("don't use it enough");
    expect(cancelBlockOf({ reason: 'too expensive', platform: null, comment: '' })).toBeNull();
  });
});
