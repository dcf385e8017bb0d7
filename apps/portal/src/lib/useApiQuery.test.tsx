// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@flocksync/api-client';
import { demoUser } from '@flocksync/sandbox';
import { PortalProviders } from './providers';
import { createMemoryStorage, createSessionStore, ROOT_KEY, TOKEN_KEY } from './session';
import { useApiQuery } from './useApiQuery';

const user = demoUser('ready@demo.church');

/** Providers whose transport is `fetch`: each call's body is recorded, the answer is up to it. */
function setup(fetch: (body: URLSearchParams, signal: AbortSignal | null) => Promise<Response>) {
  const session = createSessionStore(
    createMemoryStorage({
      [TOKEN_KEY]: user.apiKey,
      [ROOT_KEY]: JSON.stringify({ user, admin: null }),
    }),
  );
  const transport: typeof globalThis.fetch = async (input) => {
    const request = input as Request;
    return fetch(new URLSearchParams(await request.text()), request.signal);
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PortalProviders session={session} apiBaseUrl="http://test/v1/api" fetch={transport}>
      {children}
    </PortalProviders>
  );
  return { wrapper, session };
}

const answer = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

describe('useApiQuery', () => {
  it('loads, then holds the data; reload asks again', async () => {
    let calls = 0;
    const { wrapper } = setup(() => answer({ status: 1, message: '', data: { n: ++calls } }));
    const { result } = renderHook(() => useApiQuery('/sync/dashboard-data'), { wrapper });
    expect(result.current.loading).toBe(true);
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toEqual({ n: 1 });

    act(() => result.current.reload());
    // The last data stays while the reload runs.
    expect(result.current.loading).toBe(true);
    expect(result.current.data).toEqual({ n: 1 });
    await waitFor(() => expect(result.current.data).toEqual({ n: 2 }));
  });

  it('sends the body with the API key, and does not refetch for an equal body', async () => {
    const bodies: URLSearchParams[] = [];
    const { wrapper } = setup((body) => {
      bodies.push(body);
      return answer({ status: 1, message: '', data: [] });
    });
    const { result, rerender } = renderHook(() => useApiQuery('/ccb/all-groups', { campusId: 3 }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    rerender();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.get('campusId')).toBe('3');
    expect(bodies[0]?.get('apiKey')).toBe(user.apiKey);
  });

  it('reports a refusal as an ApiError', async () => {
    const { wrapper } = setup(() => answer({ status: 0, message: 'No.' }));
    const { result } = renderHook(() => useApiQuery('/account/warnings'), { wrapper });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.loading).toBe(false);
    expect(result.current.data).toBeUndefined();
  });

  it('aborts its request on unmount', async () => {
    const signals: (AbortSignal | null)[] = [];
    const { wrapper } = setup((_, signal) => {
      signals.push(signal);
      return new Promise<Response>(() => {});
    });
    const { unmount } = renderHook(() => useApiQuery('/account/warnings'), { wrapper });
    await waitFor(() => expect(signals).toHaveLength(1));
    unmount();
    expect(signals[0]?.aborted).toBe(true);
  });

  it('waits while disabled', async () => {
    const fetch = vi.fn(() => answer({ status: 1, message: '', data: {} }));
    const { wrapper } = setup(fetch);
    const { result } = renderHook(
      () => useApiQuery('/account/warnings', undefined, { enabled: false }),
      {
        wrapper,
      },
    );
    expect(result.current.loading).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).not.toHaveBeenCalled();
  });
});
