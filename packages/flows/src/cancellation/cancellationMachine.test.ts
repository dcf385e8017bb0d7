/** cancellationMachine on bare actors: every transition and each rule of the Cancel button. */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { fail, flush, ok, scripted, type Result } from '../test/fakes';
import {
  cancelBlockOf,
  cancellationMachine,
  cancelRequestOf,
  selectCancellationView,
  type CancelRequest,
  type OfferRequest,
} from './cancellationMachine';

function start(offerAnswers: Result<string>[] = [ok('Thank you for staying!')]) {
  const cancelPlan = scripted<string, CancelRequest>(ok('Your subscription has been cancelled.'));
  const acceptOffer = scripted<string, OfferRequest>(...offerAnswers);
  const calls = {
    reload: vi.fn(),
    notify: vi.fn(),
    reloadOffer: vi.fn(),
    notifyOffer: vi.fn(),
  };
  const actor = createActor(
    cancellationMachine.provide({
      actors: { cancelPlan: cancelPlan.logic, acceptOffer: acceptOffer.logic },
      actions: {
        reloadAfterCancel: (_, stopSync) => calls.reload(stopSync),
        notifyCancelled: (_, message) => calls.notify(message),
        reloadAfterOffer: () => calls.reloadOffer(),
        notifyOfferAccepted: (_, message) => calls.notifyOffer(message),
      },
    }),
  ).start();
  const view = () => selectCancellationView(actor.getSnapshot());
  return { actor, cancelPlan, acceptOffer, calls, view };
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

describe('the offer (ADR 026)', () => {
  it('accepts 25% off once, closes, notifies and reloads the plan; nothing is cancelled', async () => {
    const { actor, acceptOffer, cancelPlan, calls, view } = start();
    actor.send({ type: 'cancel.open' });
    actor.send({ type: 'offer.accept', offer: 'discount' });
    actor.send({ type: 'offer.accept', offer: 'discount' });
    expect(view()).toMatchObject({ dialog: 'reasons', acceptingOffer: true });
    await flush();
    expect(acceptOffer.calls).toEqual([{ offer: 'discount' }]);
    expect(cancelPlan.calls).toEqual([]);
    expect(calls.notifyOffer).toHaveBeenCalledWith('Thank you for staying!');
    expect(calls.reloadOffer).toHaveBeenCalledTimes(1);
    expect(calls.reload).not.toHaveBeenCalled();
    expect(view().dialog).toBeNull();
  });

  it('pauses for the months chosen (1 by default)', async () => {
    const { actor, acceptOffer, view } = start([ok('Paused.'), ok('Paused.')]);
    actor.send({ type: 'cancel.open' });
    expect(view().pauseMonths).toBe(1);
    actor.send({ type: 'pauseMonths.choose', months: 3 });
    expect(view().pauseMonths).toBe(3);
    actor.send({ type: 'offer.accept', offer: 'pause' });
    await flush();
    actor.send({ type: 'cancel.open' });
    expect(view().pauseMonths).toBe(1);
    actor.send({ type: 'offer.accept', offer: 'pause' });
    await flush();
    expect(acceptOffer.calls).toEqual([
      { offer: 'pause', months: 3 },
      { offer: 'pause', months: 1 },
    ]);
  });

  it("stays on the reasons with the server's message when refused; retrying clears it", async () => {
    const { actor, calls, view } = start([
      fail(new Error('You have already accepted this offer.')),
      ok('Thank you for staying!'),
    ]);
    actor.send({ type: 'cancel.open' });
    actor.send({ type: 'reason.choose', reason: 'too expensive' });
    actor.send({ type: 'offer.accept', offer: 'discount' });
    await flush();
    expect(view()).toMatchObject({
      dialog: 'reasons',
      acceptingOffer: false,
      offerError: 'You have already accepted this offer.',
      reason: 'too expensive',
    });
    expect(calls.reloadOffer).not.toHaveBeenCalled();
    actor.send({ type: 'offer.accept', offer: 'discount' });
    expect(view().offerError).toBeNull();
    await flush();
    expect(view().dialog).toBeNull();
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
    const base = {
      platform: null,
      comment: '',
      stopSync: false,
      error: null,
      pauseMonths: 1 as const,
      offerError: null,
    };
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
