import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, sendTo, setup, waitFor } from 'xstate';
import {
  storedSwitchMachine,
  storedSwitchStatus,
  type StoredSwitchChange,
  type StoredSwitchOutcome,
  type StoredSwitchStatus,
} from './storedSwitchMachine';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A parent that invokes the switch, keeps each answer and shows the child's status. */
function start({
  asks,
  load,
  save,
}: {
  asks: boolean;
  load: () => Promise<unknown>;
  save: (change: StoredSwitchChange) => Promise<unknown>;
}) {
  const outcomes: StoredSwitchOutcome[] = [];
  const saves: StoredSwitchChange[] = [];
  const child = storedSwitchMachine.provide({
    actors: {
      load: fromPromise(load),
      save: fromPromise<unknown, StoredSwitchChange>(({ input }) => {
        saves.push(input);
        return save(input);
      }),
    },
    actions: { notify: (_, outcome) => outcomes.push(outcome) },
  });
  const parent = setup({
    types: {
      context: {} as { answers: unknown[]; status: StoredSwitchStatus | null },
      events: {} as { type: 'switch.answer'; answer: unknown } | { type: 'press'; on: boolean },
    },
    actors: { child },
  }).createMachine({
    context: { answers: [], status: null },
    invoke: {
      id: 'switch',
      src: 'child',
      input: { report: 'switch.answer', asks },
      onSnapshot: {
        actions: assign({ status: ({ event }) => storedSwitchStatus(event.snapshot) }),
      },
    },
    on: {
      'switch.answer': {
        actions: assign({ answers: ({ context, event }) => [...context.answers, event.answer] }),
      },
      press: {
        actions: sendTo('switch', ({ event }) => ({
          type: 'switch.toggle' as const,
          change: { on: event.on },
        })),
      },
    },
  });
  const actor = createActor(parent);
  return { actor, outcomes, saves };
}

describe('storedSwitchMachine', () => {
  it('asks the server first when it asks, and holds presses until it knows', async () => {
    const load = deferred<unknown>();
    const { actor, saves } = start({
      asks: true,
      load: () => load.promise,
      save: async () => true,
    });
    actor.start();
    expect(actor.getSnapshot().context.status).toEqual({ loading: true, saving: null });
    actor.send({ type: 'press', on: true });
    expect(saves).toEqual([]);
    load.resolve(false);
    await waitFor(actor, (s) => s.context.status?.loading === false);
    expect(actor.getSnapshot().context.answers).toEqual([false]);
    // The press made while loading was not kept for later.
    expect(saves).toEqual([]);
  });

  it('a load answering null keeps what the parent knows', async () => {
    const { actor } = start({ asks: true, load: async () => null, save: async () => true });
    actor.start();
    await waitFor(actor, (s) => s.context.status?.loading === false);
    expect(actor.getSnapshot().context.answers).toEqual([]);
  });

  it('saves one press at a time, reports the answer and notifies it was stored', async () => {
    const save = deferred<unknown>();
    const { actor, saves, outcomes } = start({
      asks: false,
      load: async () => null,
      save: () => save.promise,
    });
    actor.start();
    actor.send({ type: 'press', on: true });
    expect(actor.getSnapshot().context.status).toEqual({ loading: false, saving: { on: true } });
    // A second press while saving is dropped: nothing is sent twice.
    actor.send({ type: 'press', on: false });
    save.resolve({ on: true, stored: 1 });
    await waitFor(actor, (s) => s.context.status?.saving === null);
    expect(saves).toEqual([{ on: true }]);
    expect(actor.getSnapshot().context.answers).toEqual([{ on: true, stored: 1 }]);
    expect(outcomes).toEqual([{ on: true, ok: true }]);
  });

  it('a failed save notifies, then asks the server again when it asks', async () => {
    let loads = 0;
    const { actor, outcomes } = start({
      asks: true,
      load: async () => {
        loads += 1;
        return loads === 1 ? false : 'held';
      },
      save: async () => {
        throw new Error('Server Error');
      },
    });
    actor.start();
    await waitFor(actor, (s) => s.context.answers.length === 1);
    actor.send({ type: 'press', on: true });
    await waitFor(actor, (s) => s.context.answers.length === 2);
    expect(outcomes).toEqual([{ on: true, ok: false }]);
    expect(loads).toBe(2);
    expect(actor.getSnapshot().context.answers).toEqual([false, 'held']);
  });

  it('a failed save of a switch that does not ask keeps what the parent knew', async () => {
    const { actor, outcomes } = start({
      asks: false,
      load: async () => 'never asked',
      save: async () => {
        throw new Error('Server Error');
      },
    });
    actor.start();
    actor.send({ type: 'press', on: false });
    await waitFor(actor, () => outcomes.length === 1);
    expect(outcomes).toEqual([{ on: false, ok: false }]);
    expect(actor.getSnapshot().context.answers).toEqual([]);
    expect(actor.getSnapshot().context.status).toEqual({ loading: false, saving: null });
  });
});
