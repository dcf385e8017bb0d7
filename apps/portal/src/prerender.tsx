/**
 * The build's prerenderer (ADR 027: a public page paints before its script loads): renders a public page to HTML with the styles it
 * uses, in Node, through the same route tree, providers and components as the browser. The
 * browser then hydrates that HTML (main.tsx). Built and run by vite.config.ts after the client
 * build; never part of what a browser loads.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppFrame } from './app/App';
import { appRoutes } from './app/router';
import { createSessionStore } from './lib/session';

/** Nobody is signed in on a prerendered page. */
function emptyStorage(): Storage {
  return {
    length: 0,
    clear: () => undefined,
    getItem: () => null,
    key: () => null,
    removeItem: () => undefined,
    setItem: () => undefined,
  };
}

export interface Prerendered {
  /** The page's markup, for `#root`. */
  html: string;
  /** Its styles, as `<style>` elements for the head. */
  styles: string;
}

export async function prerender(url: string): Promise<Prerendered> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <AppFrame session={createSessionStore(emptyStorage())}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppFrame>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
