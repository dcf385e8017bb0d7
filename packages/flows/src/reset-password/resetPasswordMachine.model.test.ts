/**
 * Model-based paths for resetPasswordMachine (xstate/graph): for a fresh and an expired link,
 * with the person's events and the actors' answers, every state node is reached, and each
 * shortest path replayed on a bare actor (its deferred actors settled as the path says) ends in
 * the state the model predicted.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { flush } from '../test/fakes';
import {
  resetPasswordMachine,
  type ResetAccount,
  type ResetPasswordEvent,
  type ResetPasswordRequest,
} from './resetPasswordMachine';

const events: ResetPasswordEvent[] = [
  { type: 'reset.retry' },
  { type: 'reset.submit', password: 'new-psalm-23', confirmPassword: 'new-psalm-23' },
];
const answers = [
  { type: 'xstate.done.actor.0.resetPassword.checking', output: { email: 'ann@example.org' } },
  { type: 'xstate.error.actor.0.resetPassword.checking', error: new Error('Network') },
  { type: 'xstate.done.actor.0.resetPassword.submitting', output: 'Password changed' },
  { type: 'xstate.error.actor.0.resetPassword.submitting', error: new Error('Invalid link') },
];
const pathsFor = (expired: boolean) =>
  getShortestPaths(resetPasswordMachine, {
    input: { key: 'link-key', expired },
    events: [...events, ...answers] as never[],
    serializeState: (state) => JSON.stringify([state.value, state.context]),
  });
const paths = [...pathsFor(false), ...pathsFor(true)];

describe('resetPasswordMachine paths', () => {
  it('reaches every state node but the transient start', () => {
    const reached = new Set(paths.map((path) => path.state.value as string));
    expect(
      Object.keys(resetPasswordMachine.root.states).filter(
        (key) => key !== 'start' && !reached.has(key),
      ),
    ).toEqual([]);
  });

  it.each(paths.map((path) => [JSON.stringify(path.state.value), path] as const))(
    'replays the path to %s',
    async (_name, path) => {
      const pending: { resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
      const deferred = <T>() =>
        new Promise<T>(
          (resolve, reject) => void pending.push({ resolve: (v) => resolve(v as T), reject }),
        );
      const expired = (path.state.context as { expired: boolean }).expired;
      const actor = createActor(
        resetPasswordMachine.provide({
          actors: {
            lookUp: fromPromise<ResetAccount, { key: string }>(() => deferred<ResetAccount>()),
            changePassword: fromPromise<string, ResetPasswordRequest>(() => deferred<string>()),
          },
        }),
        { input: { key: 'link-key', expired } },
      ).start();
      for (const step of path.steps) {
        const event = step.event as { type: string; output?: unknown; error?: unknown };
        if (event.type.startsWith('xstate.done.actor')) pending.shift()?.resolve(event.output);
        else if (event.type.startsWith('xstate.error.actor')) pending.shift()?.reject(event.error);
        else if (!event.type.startsWith('xstate.init')) actor.send(event as ResetPasswordEvent);
        await flush();
      }
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    },
  );
});
