import { useState } from 'react';
import { useRouteError } from 'react-router-dom';
import { PageFailure, PageLayout } from '@flocksync/ui';
import { browserReloadDeps, isChunkLoadError, reloadOnce } from '@/lib/chunkReload';
import { routeErrorTexts } from './routeErrorTexts';

/**
 * Every route's error boundary: a page that threw while drawing, or whose code could not be
 * loaded, says so in the catalogue's generic words and offers Reload, never React Router's raw
 * error screen. Code missing after a redeploy first reloads the page once by itself.
 */
export function RouteError() {
  const error = useRouteError();
  const chunkFailure = isChunkLoadError(error);
  // Decided once, when the boundary first shows: code missing reloads the page unless it
  // already reloaded itself a moment ago (reloadOnce asks only once per page, so a second
  // render asks nothing more).
  const [reloading] = useState(() => chunkFailure && reloadOnce(browserReloadDeps()));

  // The page is being replaced by a fresh load: nothing to explain.
  if (reloading) return null;
  return (
    <PageLayout width="narrow">
      <PageFailure onReload={() => window.location.reload()}>{routeErrorTexts.message}</PageFailure>
    </PageLayout>
  );
}
