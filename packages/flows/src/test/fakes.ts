/** Test doubles for the machines' actors: scripted promise actors and a microtask flush. */
import { fromPromise } from 'xstate';

export type Result<T> = { ok: T } | { error: unknown } | 'hang';

export const ok = <T>(value: T): Result<T> => ({ ok: value });
export const fail = (error: unknown = new Error('boom')): Result<never> => ({ error });

/**
 * A promise actor answering from a script, one entry per call; the last entry repeats.
 * 'hang' never settles by itself: settle it with `pending`.
 */
export function scripted<TOutput, TInput = unknown>(...script: Result<TOutput>[]) {
  const queue = [...script];
  const calls: TInput[] = [];
  const pending: { resolve: (value: TOutput) => void; reject: (error: unknown) => void }[] = [];
  const logic = fromPromise<TOutput, TInput>(({ input }) => {
    calls.push(input);
    const next = queue.length > 1 ? queue.shift() : queue[0];
    if (next === undefined || next === 'hang') {
      return new Promise<TOutput>((resolve, reject) => pending.push({ resolve, reject }));
    }
    return 'error' in next ? Promise.reject(next.error) : Promise.resolve(next.ok);
  });
  return {
    logic,
    calls,
    pending,
    /** Replaces what the next calls answer. */
    then(...next: Result<TOutput>[]) {
      queue.splice(0, queue.length, ...next);
    },
  };
}

/** Lets settled promises deliver their results to the actors (no real time passes). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

/** A promise actor answering each call from its input; 'hang' waits for `pending`. */
export function answering<TOutput, TInput = unknown>(answer: (input: TInput) => Result<TOutput>) {
  const calls: TInput[] = [];
  const pending: {
    input: TInput;
    resolve: (value: TOutput) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const logic = fromPromise<TOutput, TInput>(({ input }) => {
    calls.push(input);
    const next = answer(input);
    if (next === 'hang') {
      return new Promise<TOutput>((resolve, reject) => pending.push({ input, resolve, reject }));
    }
    return 'error' in next ? Promise.reject(next.error) : Promise.resolve(next.ok);
  });
  return { logic, calls, pending };
}
