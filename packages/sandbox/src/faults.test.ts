import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { ApiError, createApiClient, NetworkError } from '@flocksync/api-client';
import { sandboxHandlers } from './msw';
import {
  createSandbox,
  FAULT_DEFAULT_DELAY_MS,
  FAULT_HTML_MESSAGE,
  FAULT_NON_JSON_PAGE,
  FAULT_STATUS_MESSAGE,
  parseFaults,
  type Sandbox,
} from './index';

const BASE = 'http://sandbox.test/v1/api';
const sleep = vi.fn(async (_ms: number) => {});
const sandbox: Sandbox = createSandbox({ clock: { now: () => 1_800_000_000_000, sleep } });
const server = setupServer(...sandboxHandlers(sandbox, BASE));
const api = createApiClient({ baseUrl: BASE, getApiKey: () => null });
const login = () => api.call('/user/login', { email: 'ready@demo.church', password: 'demo1234' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sandbox.faults.clear();
  sleep.mockClear();
});
afterAll(() => server.close());

describe('sandbox faults, through the real client', () => {
  it('answers normally without a fault', async () => {
    await expect(login()).resolves.toMatchObject({ status: 1 });
  });

  it('status: status 0 with a message, by path or for every path', async () => {
    sandbox.faults.set('/user/login', { kind: 'status' });
    await expect(login()).rejects.toMatchObject({
      kind: 'status',
      serverMessage: FAULT_STATUS_MESSAGE,
    });
    sandbox.faults.clear();
    sandbox.faults.set('*', { kind: 'status', arg: 'Down for maintenance' });
    await expect(login()).rejects.toMatchObject({ serverMessage: 'Down for maintenance' });
  });

  it('html: the message carries markup for the sanitiser', async () => {
    sandbox.faults.set('/user/login', { kind: 'html' });
    const error = await login().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe(FAULT_HTML_MESSAGE);
  });

  it('http500: an HTTP 500 with a non-JSON body', async () => {
    sandbox.faults.set('/user/login', { kind: 'http500' });
    await expect(login()).rejects.toMatchObject({ kind: 'http', details: { httpStatus: 500 } });
  });

  it('nonjson: HTTP 200 with an HTML page, which the client reports as unreadable', async () => {
    sandbox.faults.set('/user/login', { kind: 'nonjson' });
    await expect(login()).rejects.toMatchObject({
      kind: 'parse',
      details: { httpStatus: 200, body: FAULT_NON_JSON_PAGE },
    });
  });

  it('kind*N: the fault applies to the next N calls, then the path answers again', async () => {
    sandbox.faults.set('/user/login', { kind: 'network', times: 2 });
    await expect(login()).rejects.toBeInstanceOf(NetworkError);
    await expect(login()).rejects.toBeInstanceOf(NetworkError);
    await expect(login()).resolves.toMatchObject({ status: 1 });
    expect(sandbox.faults.size).toBe(0);
  });

  it('network: no answer at all', async () => {
    sandbox.faults.set('/user/login', { kind: 'network' });
    await expect(login()).rejects.toBeInstanceOf(NetworkError);
  });

  it('slow: the normal answer after the delay, on the sandbox clock', async () => {
    sandbox.faults.set('/user/login', { kind: 'slow' });
    await expect(login()).resolves.toMatchObject({ status: 1 });
    expect(sleep).toHaveBeenCalledWith(FAULT_DEFAULT_DELAY_MS);
    sandbox.faults.set('/user/login', { kind: 'slow', arg: '250' });
    await login();
    expect(sleep).toHaveBeenLastCalledWith(250);
  });
});

describe('parseFaults', () => {
  it('reads path:kind[*N][=arg] entries, comma-joined or repeated, and skips junk', () => {
    const faults = parseFaults([
      '/sync/manual:network,/user/login:status=Nope',
      '*:slow=500',
      '/sync/all-pairs:http500*2',
      '/sync/check:status*1=Not yet',
      'bogus',
      '/x:explode',
    ]);
    expect(Object.fromEntries(faults)).toEqual({
      '/sync/manual': { kind: 'network' },
      '/user/login': { kind: 'status', arg: 'Nope' },
      '*': { kind: 'slow', arg: '500' },
      '/sync/all-pairs': { kind: 'http500', times: 2 },
      '/sync/check': { kind: 'status', arg: 'Not yet', times: 1 },
    });
  });
});
