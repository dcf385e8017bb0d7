import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadRoutesFor } from './app/router';
import { portalFetch, startDemoSandbox } from '@/demo';
import { installChunkReload, isReloading } from '@/lib/chunkReload';
import { apiBaseUrl, errorReportUrl, isDemo, loadRuntimeConfig } from '@/lib/config';
import { takeEarlyActions } from '@/lib/earlyActions';
import { createPortalApi } from '@/lib/providers';
import { createSessionStore } from '@/lib/session';
import { installTrustedTypesPolicy } from '@/lib/trustedTypes';

// Before anything loads a script: the CSP requires Trusted Types for script URLs.
installTrustedTypesPolicy();
// A chunk missing after a redeploy reloads the page once (the route's boundary explains the rest).
installChunkReload();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const session = createSessionStore(window.localStorage, window);
const app = (portalApi: ReturnType<typeof createPortalApi>, earlyActions?: readonly Element[]) => (
  <StrictMode>
    <App session={session} portalApi={portalApi} earlyActions={earlyActions} />
  </StrictMode>
);
// A real-API build first reads the deployment's configuration (its API, README "Deploying");
// demo mode has none, and goes on at once. What breaks is reported from then on, when the
// deployment names where (the vitals' library is loaded only then).
const configured = loadRuntimeConfig().then(() => {
  if (errorReportUrl)
    void import('@/lib/reporting/reporting').then(({ startReporting }) =>
      startReporting({ url: errorReportUrl, win: window }),
    );
});
const api = () => createPortalApi(session, apiBaseUrl, portalFetch);

// A public page arrives prerendered (documents.ts, ADR 027): it is on screen before this
// script runs, and the app takes it over in place once its route's code is in. Someone signed
// in is sent on from a public page, which the prerendered HTML cannot know: the app renders
// afresh for them, as it does on every signed-in route (app.html has no markup).
if (container.hasAttribute('data-prerendered') && !session.getSnapshot().token) {
  // What the person did on it before now (ADR 030) is done again once the page is the app's.
  // If its code cannot be loaded (a redeploy), the page reloads once; otherwise the app renders
  // afresh, and the route's boundary says what happened instead of a page that never wakes.
  const loaded = loadRoutesFor(window.location.pathname).then(
    () => true,
    () => false,
  );
  void Promise.all([loaded, configured]).then(([ready]) => {
    if (ready) hydrateRoot(container, app(api(), takeEarlyActions()));
    else if (!isReloading()) createRoot(container).render(app(api()));
  });
} else {
  // A signed-in page: its reads start now, beside its code (ADR 031); in demo mode they are
  // answered by the sandbox, whose boot starts now too, not once the client is in.
  if (isDemo && session.getSnapshot().token) void startDemoSandbox();
  void configured.then(() => {
    const portalApi = api();
    // Loaded beside the page's code, not with the login page's (the first screen's budget).
    void import('@/lib/earlyReads').then(({ startEarlyReads }) =>
      startEarlyReads(portalApi.api, session, window.location.pathname),
    );
    createRoot(container).render(app(portalApi));
  });
}
// Demo mode: the in-page sandbox (MSW's worker, the seeded world) is not needed to paint, and
// booting it is the heaviest work of a visit, so it never competes with the first screen. It
// starts with the first API call, which waits for it (portalFetch: a signed-in page asks at
// once), or as soon as the person reaches for the page (a pointer, a key, a focus), so it is up
// before the login form is sent.
if (isDemo) {
  const signs = ['pointerdown', 'keydown', 'focusin'] as const;
  const start = () => {
    for (const type of signs) window.removeEventListener(type, start, true);
    void startDemoSandbox();
  };
  for (const type of signs) window.addEventListener(type, start, true);
}
