/**
 * Model-based paths for cardMachine (xstate/graph): with a fixed set of the person's events and
 * the actors' answers, every state node is reached, and each shortest path replayed on a bare
 * actor (deferred actors settled as the path says) ends in the state the model predicted.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getStateNodes, type AnyStateNode } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { flush } from '../test/fakes';
import {
  cardMachine,
  type CardEvent,
  type CardTokenResult,
  type SaveCardInput,
} from './cardMachine';

const leaves = (root: AnyStateNode): string[] =>
  Object.values(root.states).flatMap((node) =>
    Object.keys(node.states).length ? leaves(node) : [node.id],
  );

const token: CardTokenResult = { token: 'tok_visa', last4: '4242', expMonth: 8, expYear: 2031 };

describe('cardMachine paths', () => {
  const events: CardEvent[] = [
    { type: 'facts.update', hasCard: true, hasBillingIssue: true },
    { type: 'holder.change', holder: 'Samuel' },
    { type: 'fields.change', report: { complete: true, error: null, brand: 'visa' } },
    { type: 'card.save' },
    { type: 'card.back' },
    { type: 'key.retry' },
  ];
  const answers = [
    { type: 'xstate.done.actor.0.card.loadingKey', output: 'pk_test' },
    { type: 'xstate.error.actor.0.card.loadingKey', error: new Error('No key.') },
    { type: 'xstate.done.actor.0.card.tokenizing', output: token },
    { type: 'xstate.error.actor.0.card.tokenizing', error: new Error('Card declined.') },
    { type: 'xstate.done.actor.0.card.saving', output: 'Card added.' },
    { type: 'xstate.error.actor.0.card.saving', error: new Error('Refused.') },
  ];
  const paths = getShortestPaths(cardMachine, {
    input: { from: 'billing' },
    events: [...events, ...answers] as never[],
    serializeState: (state) => JSON.stringify([state.value, state.context]),
  });

  it('reaches every state node', () => {
    const reached = new Set(
      paths.flatMap((path) =>
        getStateNodes(cardMachine.root, path.state.value).map((node) => node.id),
      ),
    );
    expect(leaves(cardMachine.root).filter((id) => !reached.has(id))).toEqual([]);
  });

  it.each(paths.map((path) => [JSON.stringify(path.state.value), path] as const))(
    'replays the path to %s',
    async (_name, path) => {
      const pending: { resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
      const deferred = <T>() =>
        new Promise<T>(
          (resolve, reject) =>
            void pending.push({ resolve: resolve as (v: unknown) => void, reject }),
        );
      const actor = createActor(
        cardMachine.provide({
          actors: {
            loadKey: fromPromise<string>(() => deferred<string>()),
            tokenize: fromPromise<CardTokenResult, { holder: string }>(() =>
              deferred<CardTokenResult>(),
            ),
            saveCard: fromPromise<string, SaveCardInput>(() => deferred<string>()),
          },
        }),
        { input: { from: 'billing' } },
      ).start();
      for (const step of path.steps) {
        const event = step.event as { type: string; output?: unknown; error?: unknown };
        if (event.type.startsWith('xstate.done.actor')) pending.shift()?.resolve(event.output);
        else if (event.type.startsWith('xstate.error.actor')) pending.shift()?.reject(event.error);
        else if (event.type !== 'xstate.init') actor.send(event as CardEvent);
        await flush();
      }
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      expect(actor.getSnapshot().context).toEqual(path.state.context);
    },
  );
});
