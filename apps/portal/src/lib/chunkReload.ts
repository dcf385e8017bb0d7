/**
 * A redeploy replaces the hashed chunks an open tab still asks for: its next lazy page fails to
 * load. The page then reloads once by itself, which fetches the new build; a second failure
 * within a short window is not a stale tab but a real outage, and the route's error boundary
 * explains it instead of reloading in a loop.
 */

/** The sessionStorage key holding when the last automatic reload happened (ms since epoch). */
export const CHUNK_RELOAD_KEY = 'flocksync.chunkReloadAt';

/** Within this window after an automatic reload, a failed chunk is shown, not reloaded again. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

/**
 * The words each browser uses when a dynamic import or Vite's preload of a chunk fails:
 * Chromium, Firefox, Safari, Vite's CSS preload, and a module script that failed to load.
 */
const chunkFailure =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css|failed to load module script/i;

/** Whether an error is a chunk of the build that could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return chunkFailure.test(error.message);
}

export interface ReloadOnceDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

let reloading = false;

/** True once this page has asked for an automatic reload (the boundary then draws nothing). */
export function isReloading(): boolean {
  return reloading;
}

/**
 * Reloads the page unless it already reloaded itself within the window. Returns whether it did.
 * Without a usable sessionStorage nothing guards against a loop, so it never reloads.
 */
export function reloadOnce(deps: ReloadOnceDeps): boolean {
  if (reloading) return true;
  try {
    // Reading `storage` may itself throw (storage disabled), so it is read in here.
    const { storage } = deps;
    const at = deps.now();
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (last > 0 && at - last >= 0 && at - last < CHUNK_RELOAD_WINDOW_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(at));
  } catch {
    return false;
  }
  reloading = true;
  deps.reload();
  return true;
}

/** The browser's own storage, clock and reload (`deferred`: the reload waits a task). */
export function browserReloadDeps(
  win: Window = window,
  { deferred = false }: { deferred?: boolean } = {},
): ReloadOnceDeps {
  return {
    // A getter: reading sessionStorage may throw, which reloadOnce catches.
    get storage() {
      return win.sessionStorage;
    },
    now: () => Date.now(),
    reload: deferred
      ? () => win.setTimeout(() => win.location.reload(), 0)
      : () => win.location.reload(),
  };
}

/**
 * Vite announces a chunk it could not load (`vite:preloadError`) before the import rejects: the
 * page reloads once. The rejection still reaches the route, whose boundary shows the message
 * when no reload happens.
 */
export function installChunkReload(win: Window = window): () => void {
  const onPreloadError = () => {
    // The event comes before the router has moved to the page that failed: the reload waits a
    // task, so it loads that page's address, not the one being left.
    reloadOnce(browserReloadDeps(win, { deferred: true }));
  };
  win.addEventListener('vite:preloadError', onPreloadError);
  return () => win.removeEventListener('vite:preloadError', onPreloadError);
}

/** For tests: forget that a reload was asked for. */
export function resetReloading(): void {
  reloading = false;
}
