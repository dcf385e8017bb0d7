import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { createApiClient, NetworkError } from '@flocksync/api-client';
import { sandboxFaultHandlers, sandboxHandlers } from './msw';
import {
  createSandbox,
  FAULT_DEFAULT_DELAY_MS,
  FAULT_HTML_MESSAGE,
  FAULT_KINDS,
  FAULT_STATUS_MESSAGE,
  parseFaults,
} from './index';

const BASE = 'http://sandbox.test/v1/api';
const sleep = vi.fn(async (_ms: number) => {});
const clock = { now: () => 1_800_000_000_000, sleep };
// The world behind: what a story's own handlers answer when the fault lets a call through.
const behind = createSandbox({ clock });
const server = setupServer();
const api = createApiClient({ baseUrl: BASE, getApiKey: () => null });
const login = () => api.call('/user/login', { email: 'ready@demo.church', password: 'demo1234' });

/** The fault handlers in front of the sandbox's own, as Storybook's toolbar stacks them. */
const withFaults = (spec: string) =>
  server.use(
    ...sandboxFaultHandlers(parseFaults(spec), { baseUrl: BASE, clock }),
    ...sandboxHandlers(behind, BASE),
  );

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sleep.mockClear();
});
afterAll(() => server.close());

describe('sandboxFaultHandlers: faults in front of other handlers', () => {
  it('answers a faulted call as the sandbox would', async () => {
    withFaults('/user/login:status');
    await expect(login()).rejects.toMatchObject({
      kind: 'status',
      serverMessage: FAULT_STATUS_MESSAGE,
    });
    server.resetHandlers();
    withFaults('*:html');
    await expect(login()).rejects.toMatchObject({ serverMessage: FAULT_HTML_MESSAGE });
    server.resetHandlers();
    withFaults('*:http500');
    await expect(login()).rejects.toMatchObject({ kind: 'http', details: { httpStatus: 500 } });
    server.resetHandlers();
    withFaults('*:nonjson');
    await expect(login()).rejects.toMatchObject({ kind: 'parse' });
    server.resetHandlers();
    withFaults('*:network');
    await expect(login()).rejects.toBeInstanceOf(NetworkError);
  });

  it('kind*N: counts each faulted call once, then lets the path through', async () => {
    withFaults('/user/login:status*1');
    await expect(login()).rejects.toMatchObject({ kind: 'status' });
    await expect(login()).resolves.toMatchObject({ status: 1 });
    server.resetHandlers();
    withFaults('/user/login:slow*1=40');
    await login();
    await login();
    expect(sleep.mock.calls).toEqual([[40]]);
  });

  it('lets every other call through to the handlers behind', async () => {
    withFaults('/sync/manual:network');
    await expect(login()).resolves.toMatchObject({ status: 1 });
  });

  it('slow: the answer from behind, after the delay', async () => {
    withFaults('*:slow');
    await expect(login()).resolves.toMatchObject({ status: 1 });
    expect(sleep).toHaveBeenCalledWith(FAULT_DEFAULT_DELAY_MS);
  });

  it('describes every kind parseFaults accepts', () => {
    for (const kind of Object.keys(FAULT_KINDS)) {
      expect(parseFaults(`*:${kind}`).get('*')).toEqual({ kind });
    }
    expect(parseFaults('*:explode').size).toBe(0);
  });
});
