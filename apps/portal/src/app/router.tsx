import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { LoginPage } from '@/routes/login/LoginPage';
import { Guard } from './Guard';
import { Root } from './Root';
import { RouteError } from './RouteError';
import { paths, type PageModule, type PathName } from './paths';

/**
 * The login page is what most visits open first, so it is part of the entry: no second round
 * trip before it paints (its bytes count towards the login budget either way).
 */
const eagerPages: Partial<Record<PageModule, ComponentType>> = { 'login/LoginPage': LoginPage };

/** Every other page module, each its own lazily loaded chunk (`paths[name].page` picks one). */
const pageModules = import.meta.glob<Record<string, ComponentType>>([
  '../routes/*/*Page.tsx',
  '!../routes/login/LoginPage.tsx',
]);

async function loadPage(page: PageModule): Promise<ComponentType> {
  const load = pageModules[`../routes/${page}.tsx`];
  if (!load) throw new Error(`No page module routes/${page}.tsx`);
  const name = page.slice(page.lastIndexOf('/') + 1);
  const Page = (await load())[name];
  if (!Page) throw new Error(`routes/${page}.tsx exports no ${name}`);
  return Page;
}

async function comingSoon(title: string): Promise<ComponentType> {
  const { ComingSoonPage } = await import('@/routes/coming-soon/ComingSoonPage');
  return function Placeholder() {
    return <ComingSoonPage title={title} />;
  };
}

/**
 * Every route has its own boundary (a page that fails keeps the shell around it); the static
 * property, not the lazy module, carries it, so a page whose code cannot load is caught too.
 */
const ErrorBoundary = RouteError;

function guarded(entry: (typeof paths)[PathName], Page: ComponentType) {
  return function GuardedPage() {
    return (
      <Guard access={entry.access}>
        <Page />
      </Guard>
    );
  };
}

let routerStarted = false;

/**
 * A route's lazy load that never rejects once the app's router runs: React Router draws no
 * boundary for a lazy route that fails during the first load (it keeps waiting on it), so a
 * page whose code cannot load becomes a page that throws that failure, which the route's own
 * boundary shows (and which reloads once for a missing chunk). Before the router runs
 * (loadRoutesFor, the prerenderer) a failure still rejects, for the caller to decide.
 */
type LazyPage = { Component: ComponentType };

export async function settled(load: () => Promise<LazyPage>): Promise<LazyPage> {
  try {
    return await load();
  } catch (error) {
    if (!routerStarted) throw error;
    return {
      Component: function FailedToLoad(): never {
        throw error;
      },
    };
  }
}

/** For tests: lazy loads behave as in a running app. */
export function startRouterForTest(): void {
  routerStarted = true;
}

function routeFor([, entry]: [PathName, (typeof paths)[PathName]]): RouteObject {
  const page: PageModule | undefined = entry.page;
  const Eager = page && eagerPages[page];
  if (Eager) return { path: entry.pattern, Component: guarded(entry, Eager), ErrorBoundary };
  return {
    path: entry.pattern,
    ErrorBoundary,
    lazy: () =>
      settled(async () => {
        const Page = await (page ? loadPage(page) : comingSoon(entry.title));
        return { Component: guarded(entry, Page) };
      }),
  };
}

const entries = Object.entries(paths) as [PathName, (typeof paths)[PathName]][];

/**
 * Every route of both spec parts, each a lazily loaded module behind its guard. Public pages
 * stand alone; every signed-in page renders inside the shell.
 */
export const routes: RouteObject[] = [
  ...entries.filter(([, entry]) => entry.access === 'public').map(routeFor),
  {
    // The shell loads with the first signed-in page, so the login page never pays for it.
    lazy: () => settled(async () => ({ Component: (await import('./ShellLayout')).ShellLayout })),
    ErrorBoundary,
    children: entries.filter(([, entry]) => entry.access !== 'public').map(routeFor),
  },
  {
    path: '*',
    ErrorBoundary,
    lazy: () =>
      settled(async () => ({
        Component: (await import('@/routes/not-found/NotFoundPage')).NotFoundPage,
      })),
  },
];

/** The whole route tree: the session effects and snackbars around every route. */
export const appRoutes: RouteObject[] = [{ element: <Root />, ErrorBoundary, children: routes }];

export const createRouter = () => {
  routerStarted = true;
  return createBrowserRouter(appRoutes);
};

/**
 * Loads the lazy routes a location matches and puts them in the tree, so the router's first
 * render is the page itself, as the prerendered HTML shows it (hydration needs the two alike).
 */
export async function loadRoutesFor(location: string): Promise<void> {
  const matches = matchRoutes(appRoutes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (!route.lazy || typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      route.lazy = undefined;
    }),
  );
}
