/**
 * Model-based paths for signupMachine (xstate/graph): with the person's events and the actors'
 * answers, every state node is reached, and each shortest path replayed on a bare actor (its
 * deferred actors settled as the path says) ends in the state the model predicted.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { User } from '@flocksync/api-client';
import { flush } from '../test/fakes';
import { signupMachine, type SignupEvent, type SignupRequest } from './signupMachine';

const user = { apiKey: 'key', email: 'ann@example.org', isActivated: 1 } as User;

describe('signupMachine paths', () => {
  const events: SignupEvent[] = [
    {
      type: 'signup.submit',
      email: 'ann@example.org',
      password: 'secret-pass',
      confirmPassword: 'secret-pass',
      captchaToken: 'token',
    },
    { type: 'signup.confirmEmail' },
  ];
  const answers = [
    { type: 'xstate.done.actor.0.signup.registering', output: user },
    { type: 'xstate.done.actor.0.signup.registering', output: null },
    { type: 'xstate.error.actor.0.signup.registering', error: new Error('Taken.') },
    { type: 'xstate.done.actor.0.signup.confirming', output: {} },
    { type: 'xstate.error.actor.0.signup.confirming', error: new Error('No.') },
  ];
  const paths = getShortestPaths(signupMachine, {
    events: [...events, ...answers] as never[],
    serializeState: (state) => JSON.stringify([state.value, state.context]),
  });

  it('reaches every state node', () => {
    const reached = new Set(paths.map((path) => path.state.value as string));
    expect(Object.keys(signupMachine.root.states).filter((key) => !reached.has(key))).toEqual([]);
  });

  it.each(paths.map((path) => [JSON.stringify(path.state.value), path] as const))(
    'replays the path to %s',
    async (_name, path) => {
      const pending: { resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
      const deferred = <T>() =>
        new Promise<T>(
          (resolve, reject) => void pending.push({ resolve: (v) => resolve(v as T), reject }),
        );
      const actor = createActor(
        signupMachine.provide({
          actors: {
            register: fromPromise<User | null, SignupRequest>(() => deferred<User | null>()),
            markPending: fromPromise<unknown, { email: string }>(() => deferred<unknown>()),
          },
        }),
      ).start();
      for (const step of path.steps) {
        const event = step.event as { type: string; output?: unknown; error?: unknown };
        if (event.type.startsWith('xstate.done.actor')) pending.shift()?.resolve(event.output);
        else if (event.type.startsWith('xstate.error.actor')) pending.shift()?.reject(event.error);
        else if (event.type !== 'xstate.init') actor.send(event as SignupEvent);
        await flush();
      }
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    },
  );
});
