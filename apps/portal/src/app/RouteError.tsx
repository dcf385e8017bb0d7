import { useEffect, useState, type ComponentType } from 'react';
import { useRouteError } from 'react-router-dom';
import { pageFailureTexts, type PageFailureProps } from '@flocksync/ui';
import { browserReloadDeps, isChunkLoadError, reloadOnce } from '@/lib/chunkReload';
import { reportBoundaryError } from '@/lib/reporting/boundary';
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
  // What a boundary catches never reaches the window's handlers: it is reported from here.
  useEffect(() => reportBoundaryError(error), [error]);
  // The designed view is loaded when a boundary first shows (the first screen carries only this
  // file, ADR 015); should the build's files be unreachable, the plain words below stay.
  const [View, setView] = useState<ComponentType<PageFailureProps>>();
  useEffect(() => {
    if (reloading) return;
    import('./RouteErrorView').then(
      ({ PageFailure }) => setView(() => PageFailure),
      () => undefined,
    );
  }, [reloading]);

  // The page is being replaced by a fresh load: nothing to explain.
  if (reloading) return null;
  const reload = () => window.location.reload();
  return (
    <main>
      {View ? (
        <View onReload={reload}>{routeErrorTexts.message}</View>
      ) : (
        <>
          <p role="alert">{routeErrorTexts.message}</p>
          <button type="button" onClick={reload}>
            {pageFailureTexts.reload}
          </button>
        </>
      )}
    </main>
  );
}
