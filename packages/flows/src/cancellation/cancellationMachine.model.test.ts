/**
 * Model-based paths for cancellationMachine and purchaseMachine (xstate/graph): with a fixed
 * set of the person's events and the actors' answers, every state node is reached, and each
 * shortest path replayed on a bare actor (deferred actors settled as the path says) ends in the
 * state the model predicted.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getStateNodes, type AnyStateNode } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { flush } from '../test/fakes';
import { purchaseMachine, type PurchaseEvent } from '../purchase/purchaseMachine';
import {
  cancellationMachine,
  type CancellationEvent,
  type CancelRequest,
  type OfferRequest,
} from './cancellationMachine';

const leaves = (root: AnyStateNode): string[] =>
  Object.values(root.states).flatMap((node) =>
    Object.keys(node.states).length ? leaves(node) : [node.id],
  );

describe('cancellationMachine paths', () => {
  const events: CancellationEvent[] = [
    { type: 'cancel.open' },
    { type: 'reason.choose', reason: 'other reasons' },
    { type: 'reason.choose', reason: 'found another option' },
    { type: 'reason.choose', reason: 'too expensive' },
    { type: 'platform.choose', platform: 'Realm' },
    { type: 'comment.change', comment: 'Budget' },
    { type: 'reasons.submit' },
    { type: 'stopSync.change', checked: true },
    { type: 'final.confirm' },
    { type: 'pauseMonths.choose', months: 2 },
    { type: 'offer.accept', offer: 'pause' },
    { type: 'dialog.close' },
  ];
  const answers = [
    { type: 'xstate.done.actor.0.cancellation.acceptingOffer', output: 'Paused.' },
    { type: 'xstate.error.actor.0.cancellation.acceptingOffer', error: new Error('No.') },
    { type: 'xstate.done.actor.0.cancellation.cancelling', output: 'Cancelled.' },
    { type: 'xstate.error.actor.0.cancellation.cancelling', error: new Error('No.') },
  ];
  const paths = getShortestPaths(cancellationMachine, {
    events: [...events, ...answers] as never[],
    serializeState: (state) => JSON.stringify([state.value, state.context]),
  });

  it('reaches every state node', () => {
    const reached = new Set(
      paths.flatMap((path) =>
        getStateNodes(cancellationMachine.root, path.state.value).map((node) => node.id),
      ),
    );
    expect([...leaves(cancellationMachine.root)].filter((id) => !reached.has(id))).toEqual([]);
  });

  it.each(paths.map((path) => [JSON.stringify(path.state.value), path] as const))(
    'replays the path to %s',
    async (_name, path) => {
      const pending: { resolve: (v: string) => void; reject: (e: unknown) => void }[] = [];
      const actor = createActor(
        cancellationMachine.provide({
          actors: {
            cancelPlan: fromPromise<string, CancelRequest>(
              () =>
                new Promise<string>((resolve, reject) => void pending.push({ resolve, reject })),
            ),
            acceptOffer: fromPromise<string, OfferRequest>(
              () =>
                new Promise<string>((resolve, reject) => void pending.push({ resolve, reject })),
            ),
          },
        }),
      ).start();
      for (const step of path.steps) {
        const event = step.event as { type: string; output?: string; error?: unknown };
        if (event.type.startsWith('xstate.done.actor'))
          pending.shift()?.resolve(event.output ?? '');
        else if (event.type.startsWith('xstate.error.actor')) pending.shift()?.reject(event.error);
        else if (event.type !== 'xstate.init') actor.send(event as CancellationEvent);
        await flush();
      }
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    },
  );
});

describe('purchaseMachine paths (the order)', () => {
  const order = {
    plan: { id: 1, name: 'Starter', rank: 1 as const },
    isYearly: false,
    couponCode: '',
  };
  const events: PurchaseEvent[] = [
    { type: 'facts.update', hasCard: true },
    { type: 'order.pay' },
    { type: 'confirm.no' },
    { type: 'confirm.yes' },
  ];
  const answers = [
    { type: 'xstate.done.actor.0.purchase.purchasing', output: { ok: true, message: 'Done' } },
    {
      type: 'xstate.done.actor.0.purchase.purchasing',
      output: { ok: false, declined: true, message: 'Your card was declined.' },
    },
  ];
  const paths = getShortestPaths(purchaseMachine, {
    input: { order },
    events: [...events, ...answers] as never[],
    serializeState: (state) => JSON.stringify([state.value, state.context]),
  });

  it('reaches the order, the confirmation, purchasing and both endings', () => {
    const values = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const value of ['order', 'confirming', 'purchasing', 'purchased', 'declined']) {
      expect(values).toContain(JSON.stringify(value));
    }
  });
});
