// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageFailureTexts, themes } from '@flocksync/ui';
import { CHUNK_RELOAD_KEY, resetReloading } from '@/lib/chunkReload';
import { RouteError } from './RouteError';
import { routeErrorTexts } from './routeErrorTexts';
import { appRoutes, settled, startRouterForTest } from './router';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  resetReloading();
});

function renderRoutes(routes: RouteObject[]) {
  const router = createMemoryRouter(routes);
  return render(
    <ThemeProvider theme={themes.light}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}

function allRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

describe('the route error boundary', () => {
  it('is on every route of the tree, public and signed-in, carried statically', () => {
    const every = allRoutes(appRoutes);
    expect(every.length).toBeGreaterThan(30);
    for (const route of every)
      expect(route.ErrorBoundary, route.path ?? '(layout)').toBe(RouteError);
  });

  it('shows the generic message and Reload when a page throws while drawing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('Cannot read properties of undefined');
    }
    renderRoutes([{ path: '/', Component: Broken, ErrorBoundary: RouteError }]);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', routeErrorTexts.message);
    expect(screen.getByRole('button', { name: pageFailureTexts.reload })).toBeTruthy();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
  });

  it('keeps the layout around a page that fails (the shell stays)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { Outlet } = await import('react-router-dom');
    renderRoutes([
      {
        ErrorBoundary: RouteError,
        element: (
          <div>
            <nav aria-label="Shell" />
            <Outlet />
          </div>
        ),
        children: [
          {
            path: '/',
            ErrorBoundary: RouteError,
            Component: () => {
              throw new Error('boom');
            },
          },
        ],
      },
    ]);
    await screen.findByRole('alert');
    expect(screen.getByRole('navigation', { name: 'Shell' })).toBeTruthy();
  });

  it('explains a page whose code cannot load when the page already reloaded itself', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    const missing = vi.fn(() =>
      Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: /assets/LogsPage-old.js'),
      ),
    );
    await act(async () => {
      renderRoutes([{ path: '/', ErrorBoundary: RouteError, lazy: missing }]);
    });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', routeErrorTexts.message);
    expect(screen.getByRole('button', { name: pageFailureTexts.reload })).toBeTruthy();
    expect(missing).toHaveBeenCalled();
  });

  it('shows the message for a page whose code fails after the first draw (the router waits otherwise)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    startRouterForTest();
    const late = () =>
      settled(
        () =>
          new Promise((_, reject) =>
            setTimeout(
              () => reject(new TypeError('Failed to fetch dynamically imported module: /x.js')),
              50,
            ),
          ),
      );
    renderRoutes([{ path: '/', ErrorBoundary: RouteError, lazy: late }]);
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveProperty(
      'textContent',
      routeErrorTexts.message,
    );
  });
});
