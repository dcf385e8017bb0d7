import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@flocksync/api-client';
import { demoUser } from '@flocksync/sandbox';
import { EARLY_READ_FRESH_MS, earlyReadsFor, startEarlyReads, takeEarlyRead } from './earlyReads';
import { createSessionStore } from './session';

const ready = demoUser('ready@demo.church');
const unactivated = demoUser('new@demo.church');
const admin = demoUser('admin@demo.church');
const KEY = ready.apiKey;

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

/** A client answering each path with its name, and the calls it was asked. */
function recordingApi() {
  const calls: string[] = [];
  const answers = new Map<
    string,
    { resolve: (data: unknown) => void; reject: (e: unknown) => void }
  >();
  const api = {
    call: (path: string) => {
      calls.push(path);
      return new Promise((resolve, reject) =>
        answers.set(path, { resolve: (data) => resolve({ data }), reject }),
      );
    },
  } as unknown as ApiClient;
  return { api, calls, answers };
}

function signedIn(user = ready) {
  const session = createSessionStore(memoryStorage());
  session.signIn(user);
  return session;
}

describe('earlyReadsFor', () => {
  it("names the shell's reads and the dashboard's own", () => {
    expect(earlyReadsFor('/dashboard', ready)).toEqual([
      '/account/warnings',
      '/account/api-details',
      '/account/is-syncing',
      '/billing/current-plan',
      '/sync/dashboard-data',
    ]);
    expect(earlyReadsFor('/sync', ready)).toEqual(['/account/warnings', '/account/api-details']);
  });

  it('reads only the warnings of an account not yet activated, and nothing for an admin or a public page', () => {
    expect(earlyReadsFor('/dashboard', unactivated)).toEqual(['/account/warnings']);
    expect(earlyReadsFor('/dashboard', admin)).toEqual([]);
    expect(earlyReadsFor('/', ready)).toEqual([]);
    expect(earlyReadsFor('/forgot-password', ready)).toEqual([]);
  });
});

describe('startEarlyReads and takeEarlyRead', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    // Whatever a test left is taken, so the next starts clean.
    for (const path of earlyReadsFor('/dashboard', ready)) takeEarlyRead(path, undefined, KEY);
  });

  it('asks the account details and the reads at once, and gives each answer once', async () => {
    const { api, calls, answers } = recordingApi();
    startEarlyReads(api, signedIn(), '/dashboard');
    expect(calls).toEqual(['/account/details', ...earlyReadsFor('/dashboard', ready)]);

    answers.get('/account/warnings')?.resolve({ isCancelled: 0 });
    const early = takeEarlyRead('/account/warnings', undefined, KEY);
    await expect(early).resolves.toEqual({ data: { isCancelled: 0 } });
    expect(takeEarlyRead('/account/warnings', undefined, KEY)).toBeUndefined();
  });

  it('gives a failure to the first asker, as if it had asked itself', async () => {
    const { api, answers } = recordingApi();
    startEarlyReads(api, signedIn(), '/dashboard');
    answers.get('/billing/current-plan')?.reject(new Error('down'));
    await expect(takeEarlyRead('/billing/current-plan', {}, KEY)).rejects.toThrow('down');
  });

  it('gives nothing for another key, a read with a body, or an answer settled too long ago', async () => {
    const { api, answers } = recordingApi();
    startEarlyReads(api, signedIn(), '/dashboard');
    expect(takeEarlyRead('/account/warnings', undefined, 'another key')).toBeUndefined();
    expect(takeEarlyRead('/sync/dashboard-data', { page: 2 } as object, KEY)).toBeUndefined();
    // A read with a body leaves the early answer to the read without one.
    answers.get('/sync/dashboard-data')?.resolve({});
    answers.get('/account/api-details')?.resolve({});
    await vi.advanceTimersByTimeAsync(EARLY_READ_FRESH_MS - 1);
    expect(takeEarlyRead('/sync/dashboard-data', undefined, KEY)).toBeDefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(takeEarlyRead('/account/api-details', undefined, KEY)).toBeUndefined();
  });

  it('asks nothing signed out', () => {
    const { api, calls } = recordingApi();
    startEarlyReads(api, createSessionStore(memoryStorage()), '/dashboard');
    expect(calls).toEqual([]);
  });
});
