/** cardMachine on bare actors: key, editing rules, tokenizing, saving new or update, and back. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import { fail, flush, ok, scripted } from '../test/fakes';
import {
  cardMachine,
  selectCardView,
  type CardEvent,
  type CardInput,
  type CardTokenResult,
  type SaveCardInput,
} from './cardMachine';

const token: CardTokenResult = { token: 'tok_visa', last4: '4242', expMonth: 8, expYear: 2031 };
const complete = { complete: true, error: null, brand: 'visa' as const };

function start(input: CardInput = {}) {
  const loadKey = scripted<string>(ok('pk_test_sandbox'));
  const tokenize = scripted<CardTokenResult, { holder: string }>(ok(token));
  const saveCard = scripted<string, SaveCardInput>(ok('Card added successfully.'));
  const calls = { notify: vi.fn(), reload: vi.fn(), finish: vi.fn(), back: vi.fn() };
  const actor = createActor(
    cardMachine.provide({
      actors: { loadKey: loadKey.logic, tokenize: tokenize.logic, saveCard: saveCard.logic },
      actions: {
        notifySaved: (_, message) => calls.notify(message),
        reloadCard: () => calls.reload(),
        finish: (_, params) => calls.finish(params),
        goBack: () => calls.back(),
      },
    }),
    { input },
  ).start();
  const view = () => selectCardView(actor.getSnapshot());
  return { actor, loadKey, tokenize, saveCard, calls, view };
}

describe('the key', () => {
  it('loads the publishable key before the fields', async () => {
    const { view } = start();
    expect(view().step).toBe('loadingKey');
    await flush();
    expect(view()).toMatchObject({ step: 'editing', publishableKey: 'pk_test_sandbox' });
  });

  it('back works while the key loads; retry means nothing then', async () => {
    const { actor, calls, view } = start();
    actor.send({ type: 'key.retry' });
    actor.send({ type: 'card.back' });
    expect(calls.back).toHaveBeenCalledTimes(1);
    await flush();
    expect(view().step).toBe('editing');
  });

  it('retries after a failure', async () => {
    const loadKey = scripted<string>(fail(), ok('pk_test_again'));
    const back = vi.fn();
    const actor = createActor(
      cardMachine.provide({ actors: { loadKey: loadKey.logic }, actions: { goBack: back } }),
      { input: {} },
    ).start();
    await flush();
    expect(selectCardView(actor.getSnapshot()).step).toBe('keyFailed');
    actor.send({ type: 'card.back' });
    expect(back).toHaveBeenCalledTimes(1);
    actor.send({ type: 'key.retry' });
    expect(selectCardView(actor.getSnapshot()).step).toBe('loadingKey');
    await flush();
    expect(selectCardView(actor.getSnapshot())).toMatchObject({
      step: 'editing',
      publishableKey: 'pk_test_again',
    });
  });
});

describe('editing and saving', () => {
  it('keeps Save disabled until holder and fields are complete and valid', async () => {
    const { actor, view } = start();
    await flush();
    actor.send({ type: 'card.save' });
    expect(view().step).toBe('editing');
    actor.send({ type: 'holder.change', holder: 'Daniel Okafor with a very long name' });
    expect(view().holder).toBe('Daniel Okafor with a');
    expect(view().canSave).toBe(false);
    actor.send({
      type: 'fields.change',
      report: { ...complete, error: 'Card Number is invalid!' },
    });
    expect(view().canSave).toBe(false);
    actor.send({ type: 'fields.change', report: complete });
    expect(view()).toMatchObject({ canSave: true, brand: 'visa' });
  });

  it('tokenizes, saves a new card once, then finishes', async () => {
    const { actor, tokenize, saveCard, calls, view } = start({ from: 'order' });
    await flush();
    actor.send({ type: 'holder.change', holder: ' Samuel ' });
    actor.send({ type: 'fields.change', report: complete });
    actor.send({ type: 'card.save' });
    actor.send({ type: 'card.save' });
    expect(view()).toMatchObject({ step: 'saving', saving: true, canSave: false });
    await flush();
    expect(tokenize.calls).toEqual([{ holder: 'Samuel' }]);
    expect(saveCard.calls).toEqual([{ ...token, mode: 'new' }]);
    expect(calls.notify).toHaveBeenCalledWith('Card added successfully.');
    expect(calls.reload).toHaveBeenCalledTimes(1);
    expect(calls.finish).toHaveBeenCalledWith({ clearOverdue: false });
    expect(view().step).toBe('saved');
  });

  it('updates the card on file; from billing with a billing issue asks to clear the invoice', async () => {
    const { actor, saveCard, calls } = start({
      hasCard: true,
      hasBillingIssue: true,
      from: 'billing',
    });
    await flush();
    actor.send({ type: 'holder.change', holder: 'Grace' });
    actor.send({ type: 'fields.change', report: complete });
    actor.send({ type: 'card.save' });
    await flush();
    expect(saveCard.calls[0]?.mode).toBe('update');
    expect(calls.finish).toHaveBeenCalledWith({ clearOverdue: true });
  });

  it('the overdue question needs both the issue and billing as origin', async () => {
    const { actor, calls } = start({ hasCard: true, from: 'billing' });
    actor.send({ type: 'facts.update', hasBillingIssue: false, hasCard: true });
    await flush();
    actor.send({ type: 'holder.change', holder: 'Grace' });
    actor.send({ type: 'fields.change', report: complete });
    actor.send({ type: 'card.save' });
    await flush();
    expect(calls.finish).toHaveBeenCalledWith({ clearOverdue: false });
  });

  it("shows the provider's message when tokenizing fails, and the server's when saving fails", async () => {
    const { actor, tokenize, saveCard, view, calls } = start();
    tokenize.then(fail(new Error('Your card number is incorrect.')));
    await flush();
    actor.send({ type: 'holder.change', holder: 'Grace' });
    actor.send({ type: 'fields.change', report: complete });
    actor.send({ type: 'card.save' });
    await flush();
    expect(view()).toMatchObject({ step: 'editing', error: 'Your card number is incorrect.' });
    tokenize.then(ok(token));
    saveCard.then(fail(new Error('Your card has expired.')));
    actor.send({ type: 'card.save' });
    expect(view().error).toBeNull();
    await flush();
    expect(view()).toMatchObject({ step: 'editing', error: 'Your card has expired.' });
    saveCard.then(fail('no words'));
    actor.send({ type: 'card.save' });
    await flush();
    expect(view().error).toBe('');
    actor.send({ type: 'card.back' });
    expect(calls.back).toHaveBeenCalledTimes(1);
    expect(calls.finish).not.toHaveBeenCalled();
  });
});

describe('the facts it watches', () => {
  it('takes a card on file and a billing issue from the invoked watcher, at start and later', async () => {
    const watched: { send?: (event: CardEvent) => void; stopped: boolean } = { stopped: false };
    const saveCard = scripted<string, SaveCardInput>(ok('Card updated.'));
    const finish = vi.fn();
    const actor = createActor(
      cardMachine.provide({
        actors: {
          loadKey: scripted<string>(ok('pk')).logic,
          tokenize: scripted<CardTokenResult, { holder: string }>(ok(token)).logic,
          saveCard: saveCard.logic,
          watchFacts: fromCallback<EventObject>(({ sendBack }) => {
            watched.send = sendBack;
            sendBack({ type: 'facts.update', hasCard: true });
            return () => {
              watched.stopped = true;
            };
          }),
        },
        actions: { finish: (_, params) => finish(params) },
      }),
      { input: { from: 'billing' } },
    ).start();
    expect(actor.getSnapshot().context).toMatchObject({ hasCard: true, hasBillingIssue: false });
    watched.send?.({ type: 'facts.update', hasBillingIssue: true });
    expect(actor.getSnapshot().context).toMatchObject({ hasCard: true, hasBillingIssue: true });
    await flush();
    actor.send({ type: 'holder.change', holder: 'Samuel' });
    actor.send({ type: 'fields.change', report: complete });
    actor.send({ type: 'card.save' });
    await flush();
    expect(saveCard.calls[0]).toMatchObject({ mode: 'update' });
    expect(finish).toHaveBeenCalledWith({ clearOverdue: true });
    // The watcher stops with the machine (saved is final).
    expect(watched.stopped).toBe(true);
  });
});
