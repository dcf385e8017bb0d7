// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { User } from '@flocksync/api-client';
import { PortalProviders, useApi } from '../providers';
import { createMemoryStorage, createSessionStore, ROOT_KEY, TOKEN_KEY } from '../session';
import { changes, isRead, reads, staleAfter } from './operations';
import { QueryProvider } from './QueryProvider';
import { useApiFetch, useApiQueries } from './hooks';
import { SharedFailures } from './SharedFailures';

const user = { apiKey: 'key-1', email: 'ready@demo.church', role: 2 } as User;

/**
 * Providers over a transport that records each call's path and answers from `answer` (a
 * `Response` it returns is sent as it is).
 */
function setup(answer: (path: string, calls: number) => unknown = (_, n) => ({ n })) {
  const session = createSessionStore(
    createMemoryStorage({
      [TOKEN_KEY]: user.apiKey,
      [ROOT_KEY]: JSON.stringify({ user, admin: null }),
    }),
  );
  const calls: string[] = [];
  const transport: typeof fetch = async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname.replace('/v1/api', '');
    calls.push(`${path} ${await request.text()}`);
    const count = calls.filter((call) => call.startsWith(`${path} `)).length;
    const data = answer(path, count);
    if (data instanceof Response) return data;
    return new Response(JSON.stringify({ status: 1, message: 'ok', data }), { status: 200 });
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PortalProviders session={session} apiBaseUrl="http://test/v1/api" fetch={transport}>
      <QueryProvider>{children}</QueryProvider>
    </PortalProviders>
  );
  return { wrapper, calls, session };
}

function Campuses({ label }: { label: string }) {
  const query = useApiQueries();
  const campuses = useQuery(query('/ccb/all-campus'));
  return <p>{campuses.data ? `${label}: ${JSON.stringify(campuses.data)}` : `${label}: …`}</p>;
}

describe('the query layer', () => {
  it('a page and a dialog over it share one request for the same operation and body', async () => {
    const { wrapper: Wrapper, calls } = setup();
    render(
      <Wrapper>
        <Campuses label="page" />
        <Campuses label="dialog" />
      </Wrapper>,
    );
    expect(await screen.findByText('page: {"n":1}')).toBeTruthy();
    expect(screen.getByText('dialog: {"n":1}')).toBeTruthy();
    expect(calls.filter((call) => call.startsWith('/ccb/all-campus '))).toHaveLength(1);
  });

  it("a machine's read joins the page's answer instead of asking again", async () => {
    const { wrapper, calls } = setup();
    const { result } = renderHook(
      () => {
        const query = useApiQueries();
        return { page: useQuery(query('/mailchimp/all-audience')), fetch: useApiFetch() };
      },
      { wrapper },
    );
    const fromMachine = await act(() => result.current.fetch('/mailchimp/all-audience'));
    await waitFor(() => expect(result.current.page.data).toEqual({ n: 1 }));
    expect(fromMachine).toEqual({ n: 1 });
    expect(calls.filter((call) => call.startsWith('/mailchimp/all-audience '))).toHaveLength(1);
  });

  it.each([
    ['asks again', false, 2],
    ['under SharedFailures shows the failure', true, 1],
  ])('a part mounting after a failed read %s', async (_, shared, expectedCalls) => {
    const { wrapper: Wrapper, calls } = setup((_path, n) =>
      n === 1 ? new Response('down', { status: 500 }) : { n },
    );
    function Part({ label }: { label: string }) {
      const query = useApiQueries();
      const campuses = useQuery(query('/ccb/all-campus'));
      return <p>{`${label}: ${campuses.status}`}</p>;
    }
    const late = <Part label="late" />;
    const view = render(
      <Wrapper>
        <Part label="dialog" />
      </Wrapper>,
    );
    expect(await screen.findByText('dialog: error')).toBeTruthy();
    view.rerender(
      <Wrapper>
        <Part label="dialog" />
        {shared ? <SharedFailures>{late}</SharedFailures> : late}
      </Wrapper>,
    );
    if (shared) expect(await screen.findByText('late: error')).toBeTruthy();
    else expect(await screen.findByText('late: success')).toBeTruthy();
    expect(calls.filter((call) => call.startsWith('/ccb/all-campus '))).toHaveLength(expectedCalls);
  });

  it('another body is another answer', async () => {
    const { wrapper, calls } = setup();
    const { result } = renderHook(() => useApiFetch(), { wrapper });
    await act(async () => {
      await result.current('/ccb/all-groups', { campusId: 1 });
      await result.current('/ccb/all-groups', { campusId: 2 });
      await result.current('/ccb/all-groups', { campusId: 1 });
    });
    expect(calls.filter((call) => call.startsWith('/ccb/all-groups '))).toEqual([
      '/ccb/all-groups campusId=1&apiKey=key-1',
      '/ccb/all-groups campusId=2&apiKey=key-1',
    ]);
  });

  it('a successful change refreshes what it changed, wherever it is shown', async () => {
    const { wrapper, calls } = setup();
    const { result } = renderHook(
      () => {
        const query = useApiQueries();
        return {
          pairs: useQuery(query('/ccb/saved-search')),
          campuses: useQuery(query('/ccb/all-campus')),
          api: useApi(),
        };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.pairs.data).toEqual({ n: 1 }));
    await act(() =>
      result.current.api.call('/sync-pair/remove-ccb-mc', {
        id: 9,
        type: 'group',
        unsync: 1,
        isDeleteGroup: 0,
      }),
    );
    await waitFor(() => expect(result.current.pairs.data).toEqual({ n: 2 }));
    // Campuses are not changed by removing a pair: still the first answer, asked once.
    expect(result.current.campuses.data).toEqual({ n: 1 });
    expect(calls.filter((call) => call.startsWith('/ccb/all-campus '))).toHaveLength(1);
  });

  it('signing out forgets every answer', async () => {
    const { wrapper, session } = setup();
    const { result } = renderHook(
      () => {
        const query = useApiQueries();
        return useQuery(query('/ccb/all-campus'));
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.data).toEqual({ n: 1 }));
    act(() => session.signOut());
    await waitFor(() => expect(result.current.data).toBeUndefined());
  });
});

describe('what a change makes stale', () => {
  it('a read changes nothing', () => {
    for (const path of Object.keys(reads)) expect(staleAfter(path)).toEqual([]);
  });

  it('a listed change names only reads', () => {
    for (const stale of Object.values(changes)) {
      for (const path of stale ?? []) expect(isRead(path)).toBe(true);
    }
  });

  it('saving a pair refreshes both pair lists, the limits and the warnings', () => {
    expect(staleAfter('/sync-pair/save-ccb-mc-multiple')).toEqual(
      expect.arrayContaining([
        '/ccb/saved-search',
        '/ccb/get-mc-to-ccb',
        '/account/restriction',
        '/account/warnings',
      ]),
    );
  });

  it('resolving a held contact refreshes the conflict lists and the banner count', () => {
    for (const path of [
      '/dupe/match-contact',
      '/dupe/ignore-contact',
      '/dupe/ignore-all-contact',
    ]) {
      expect(staleAfter(path)).toEqual(
        expect.arrayContaining([
          '/sync-pair/simple-view',
          '/dupe/hold-contacts',
          '/dupe/possible-matches',
          '/account/warnings',
        ]),
      );
    }
    // The export asks afresh each time and changes nothing.
    expect(staleAfter('/dupe/all-hold-contacts')).toEqual([]);
  });

  it('a change nobody listed refreshes everything rather than show what is no longer true', () => {
    expect(staleAfter('/ccb/authorize')).toBe('all');
  });

  it('a purchase or a cancellation makes the plan, its limits and the banners stale', () => {
    for (const path of ['/billing/purchase-plan', '/billing/cancel-plan'] as const) {
      expect(staleAfter(path)).toEqual(
        expect.arrayContaining([
          '/billing/current-plan',
          '/billing/invoices',
          '/account/warnings',
          '/account/restriction',
        ]),
      );
    }
    expect(staleAfter('/billing/update-card')).toEqual(['/billing/current-card-details']);
    expect(staleAfter('/billing/check-coupon')).toEqual([]);
  });
});
