/**
 * Model-based paths for purchaseMachine (xstate/graph), both pages: choosing a plan (period,
 * coupon debounce, check, retry after a failed check, choose) and the order (pay, confirm,
 * purchase and its three endings, no card). Every state node is reached, and each shortest path
 * replayed on a bare actor (the debounce on a simulated clock, deferred actors settled as the
 * path says) ends in the state and context the model predicted.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getStateNodes, SimulatedClock, type AnyStateNode } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { flush } from '../test/fakes';
import {
  COUPON_DEBOUNCE_MS,
  purchaseMachine,
  type CouponCheck,
  type Order,
  type PurchaseEvent,
  type PurchaseInput,
  type PurchaseResult,
} from './purchaseMachine';

const leaves = (root: AnyStateNode): string[] =>
  Object.values(root.states).flatMap((node) =>
    Object.keys(node.states).length ? leaves(node) : [node.id],
  );

const starter = { id: 1, name: 'Starter', rank: 1 as const };
const order: Order = { plan: starter, isYearly: false, couponCode: '' };

const events: PurchaseEvent[] = [
  { type: 'period.change', isYearly: false },
  { type: 'coupon.change', planId: 1, code: 'SAVE' },
  { type: 'coupon.change', planId: 1, code: '' },
  { type: 'coupon.retry', planId: 1 },
  { type: 'plan.choose', plan: starter },
  { type: 'order.pay' },
  { type: 'order.changeCard' },
  { type: 'confirm.no' },
  { type: 'confirm.yes' },
];
const answers = [
  { type: 'xstate.after.couponDebounce.purchase.choosing.waiting' },
  {
    type: 'xstate.done.actor.0.purchase.choosing.checking',
    output: { valid: true, message: 'Valid' },
  },
  { type: 'xstate.error.actor.0.purchase.choosing.checking', error: new Error('Offline') },
  { type: 'xstate.done.actor.0.purchase.purchasing', output: { ok: true, message: 'Done' } },
  {
    type: 'xstate.done.actor.0.purchase.purchasing',
    output: { ok: false, declined: true, message: 'Your card was declined.' },
  },
  {
    type: 'xstate.done.actor.0.purchase.purchasing',
    output: { ok: false, declined: false, message: 'Refused.' },
  },
  { type: 'xstate.error.actor.0.purchase.purchasing', error: new Error('Offline') },
];

// The order's card arrives as a fact. Not sent while choosing: the model would apply it to the
// final 'chosen', which a running actor (done by then) ignores.
const orderFacts: PurchaseEvent[] = [{ type: 'facts.update', hasCard: true }];

function pathsFrom(input: PurchaseInput) {
  return getShortestPaths(purchaseMachine, {
    input,
    events: [...events, ...(input.order ? orderFacts : []), ...answers] as never[],
    serializeState: (state) => JSON.stringify([state.value, state.context]),
  });
}

async function replay(input: PurchaseInput, path: ReturnType<typeof pathsFrom>[number]) {
  const clock = new SimulatedClock();
  const pending: { resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
  const deferred = <T>() =>
    new Promise<T>(
      (resolve, reject) => void pending.push({ resolve: resolve as (v: unknown) => void, reject }),
    );
  const actor = createActor(
    purchaseMachine.provide({
      actors: {
        checkCoupon: fromPromise<CouponCheck, { code: string }>(() => deferred<CouponCheck>()),
        purchase: fromPromise<PurchaseResult, Order>(() => deferred<PurchaseResult>()),
      },
    }),
    { input, clock },
  ).start();
  for (const step of path.steps) {
    const event = step.event as { type: string; output?: unknown; error?: unknown };
    if (event.type.startsWith('xstate.after')) clock.increment(COUPON_DEBOUNCE_MS);
    else if (event.type.startsWith('xstate.done.actor')) pending.shift()?.resolve(event.output);
    else if (event.type.startsWith('xstate.error.actor')) pending.shift()?.reject(event.error);
    else if (event.type !== 'xstate.init') actor.send(event as PurchaseEvent);
    await flush();
  }
  return actor.getSnapshot();
}

describe.each([
  ['choosing a plan', {}],
  ['the order', { order }],
] as const)('purchaseMachine paths: %s', (_name, input: PurchaseInput) => {
  const paths = pathsFrom(input);

  it.each(paths.map((path) => [JSON.stringify(path.state.value), path] as const))(
    'replays the path to %s',
    async (_value, path) => {
      const snapshot = await replay(input, path);
      expect(snapshot.value).toEqual(path.state.value);
      expect(snapshot.context).toEqual(path.state.context);
    },
  );
});

it('the two pages together reach every state node', () => {
  const reached = new Set(
    [pathsFrom({}), pathsFrom({ order })].flatMap((paths) =>
      paths.flatMap((path) =>
        getStateNodes(purchaseMachine.root, path.state.value).map((node) => node.id),
      ),
    ),
  );
  // 'start' is transient: it only decides which page the machine starts on.
  expect(
    leaves(purchaseMachine.root).filter((id) => id !== 'purchase.start' && !reached.has(id)),
  ).toEqual([]);
});
