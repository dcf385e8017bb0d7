import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { REQUEST_TIMEOUT_MS, createApiClient } from './client';
import { ApiError, NetworkError, TimeoutError, isAbortError } from './errors';

const BASE = 'http://api.test/v1/api';
const server = setupServer();
const sent: { path: string; body: string; contentType: string | null }[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

function answer(respond: () => Response | Promise<Response>) {
  server.use(
    http.post(`${BASE}/*`, async ({ request }) => {
      sent.push({
        path: new URL(request.url).pathname,
        body: await request.text(),
        contentType: request.headers.get('content-type'),
      });
      return respond();
    }),
  );
}

const user = {
  id: 1,
  email: 'ready@demo.church',
  apiKey: 'k-123',
  role: 2,
  firstName: 'Daniel',
  lastName: 'Okafor',
  isActivated: 1,
  isPending: 0,
} as const;

function client(onUnauthorized = vi.fn()) {
  return createApiClient({ baseUrl: BASE, getApiKey: () => 'key-1', onUnauthorized });
}

describe('createApiClient', () => {
  it('posts form-encoded bodies and resolves with the successful envelope', async () => {
    answer(() => HttpResponse.json({ status: 1, message: 'ok', data: user }));
    const result = await client().call('/user/login', { email: 'a@b.c', password: 'p w' });
    expect(result.data.apiKey).toBe('k-123');
    expect(sent[0]).toEqual({
      path: '/v1/api/user/login',
      body: 'email=a%40b.c&password=p+w',
      contentType: 'application/x-www-form-urlencoded',
    });
  });

  it('maps status 0 to an ApiError carrying the server message', async () => {
    answer(() => HttpResponse.json({ status: 0, message: 'Invalid email or password.' }));
    const error = await client()
      .call('/user/login', { email: 'a@b.c', password: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'status', serverMessage: 'Invalid email or password.' });
  });

  it('maps HTTP 500 and non-JSON bodies to ApiError, never an unhandled throw', async () => {
    answer(() => new HttpResponse('<html>Bad gateway</html>', { status: 500 }));
    await expect(client().call('/user/login', { email: 'a', password: 'b' })).rejects.toMatchObject(
      {
        kind: 'http',
        details: { httpStatus: 500 },
      },
    );
    answer(() => new HttpResponse('{not json', { status: 200 }));
    await expect(client().call('/user/login', { email: 'a', password: 'b' })).rejects.toMatchObject(
      {
        kind: 'parse',
      },
    );
  });

  it('maps a network failure to NetworkError', async () => {
    answer(() => HttpResponse.error());
    await expect(
      client().call('/user/login', { email: 'a', password: 'b' }),
    ).rejects.toBeInstanceOf(NetworkError);
  });

  it('rejects with the AbortError when the caller aborts', async () => {
    answer(() => new Promise<Response>(() => {}));
    const controller = new AbortController();
    const pending = client().call(
      '/user/login',
      { email: 'a', password: 'b' },
      { signal: controller.signal },
    );
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
  });

  describe('the time limit (a call that never answers)', () => {
    afterEach(() => vi.useRealTimers());

    const hangingLogin = (signal?: AbortSignal) => {
      answer(() => new Promise<Response>(() => {}));
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      return client().call('/user/login', { email: 'a', password: 'b' }, { signal });
    };

    it('gives up after 15 s with a TimeoutError, which is a NetworkError', async () => {
      const pending = hangingLogin().catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      let settled = false;
      void pending.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await pending;
      expect(error).toBeInstanceOf(TimeoutError);
      expect(error).toBeInstanceOf(NetworkError);
      expect(error).toMatchObject({ path: '/user/login', timeoutMs: 15_000 });
    });

    it("keeps the caller's AbortError when the caller aborts first", async () => {
      const controller = new AbortController();
      const pending = hangingLogin(controller.signal).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(1000);
      controller.abort();
      const error = await pending;
      expect(isAbortError(error)).toBe(true);
      expect(error).not.toBeInstanceOf(TimeoutError);
    });

    it('clears its timer once the answer is in', async () => {
      answer(() => HttpResponse.json({ status: 1, message: 'ok', data: user }));
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await client().call('/user/login', { email: 'a', password: 'b' });
      expect(vi.getTimerCount()).toBe(0);
    });

    it('takes a per-call limit', async () => {
      answer(() => new Promise<Response>(() => {}));
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const pending = client()
        .call('/account/details', {}, { timeoutMs: 500 })
        .catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(500);
      expect(await pending).toMatchObject({ name: 'TimeoutError', timeoutMs: 500 });
    });
  });

  it('reports HTTP 401 to onUnauthorized once and rejects', async () => {
    const onUnauthorized = vi.fn();
    answer(() => HttpResponse.json({ status: 0, message: 'Invalid API key.' }, { status: 401 }));
    await expect(
      client(onUnauthorized).call('/user/login', { email: 'a', password: 'b' }),
    ).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('appends the session key, or the key the caller passes', async () => {
    answer(() => HttpResponse.json({ status: 1, message: 'ok', data: user }));
    await client().call('/account/details');
    expect(sent[0]?.body).toBe('apiKey=key-1');
    await client().call('/account/details', {}, { apiKey: 'other' });
    expect(sent[1]?.body).toBe('apiKey=other');
  });

  it('does not end the session for a 401 on a key the caller chose', async () => {
    const onUnauthorized = vi.fn();
    answer(() => HttpResponse.json({ status: 0, message: 'Invalid API key.' }, { status: 401 }));
    await expect(
      client(onUnauthorized).call('/account/details', {}, { apiKey: 'expired-link-key' }),
    ).rejects.toMatchObject({
      kind: 'unauthorized',
      details: { serverMessage: 'Invalid API key.' },
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
