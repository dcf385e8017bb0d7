import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  installChunkReload,
  isChunkLoadError,
  isReloading,
  reloadOnce,
  resetReloading,
  type ReloadOnceDeps,
} from './chunkReload';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

function deps(storage: ReloadOnceDeps['storage'], at: number) {
  return { storage, now: () => at, reload: vi.fn() };
}

afterEach(() => resetReloading());

describe('reloadOnce', () => {
  it('reloads a page that has not reloaded itself, and remembers when', () => {
    const storage = memoryStorage();
    const d = deps(storage, 1_000_000);
    expect(reloadOnce(d)).toBe(true);
    expect(d.reload).toHaveBeenCalledTimes(1);
    expect(storage.items.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(isReloading()).toBe(true);
  });

  it('asks for the reload only once in one page, however many chunks fail', () => {
    const d = deps(memoryStorage(), 1_000_000);
    reloadOnce(d);
    expect(reloadOnce(d)).toBe(true);
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again within the window after the last automatic reload', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: '1000000' });
    const d = deps(storage, 1_000_000 + CHUNK_RELOAD_WINDOW_MS - 1);
    expect(reloadOnce(d)).toBe(false);
    expect(d.reload).not.toHaveBeenCalled();
    expect(isReloading()).toBe(false);
  });

  it('reloads again once the window has passed (a later redeploy)', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: '1000000' });
    const d = deps(storage, 1_000_000 + CHUNK_RELOAD_WINDOW_MS);
    expect(reloadOnce(d)).toBe(true);
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  it('ignores a stored time in the future or that is not a number', () => {
    for (const stored of ['2000000', 'garbage']) {
      resetReloading();
      const d = deps(memoryStorage({ [CHUNK_RELOAD_KEY]: stored }), 1_000_000);
      expect(reloadOnce(d)).toBe(true);
    }
  });

  it('never reloads when storage cannot guard against a loop', () => {
    const reload = vi.fn();
    const broken = {
      get storage(): ReloadOnceDeps['storage'] {
        throw new DOMException('denied', 'SecurityError');
      },
      now: () => 1,
      reload,
    };
    expect(reloadOnce(broken)).toBe(false);
    const full = deps(
      {
        getItem: () => null,
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      },
      1,
    );
    expect(reloadOnce(full)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(full.reload).not.toHaveBeenCalled();
  });
});

describe('isChunkLoadError', () => {
  it('knows each browser’s words for a chunk that could not load', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://x/assets/LogsPage-abc.js',
      'error loading dynamically imported module: https://x/assets/LogsPage-abc.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/x.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    }
  });

  it('leaves every other error to the boundary’s message', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('installChunkReload', () => {
  it('reloads once on vite:preloadError, then leaves a second failure in the window alone', async () => {
    const target = new EventTarget();
    const storage = memoryStorage();
    const reload = vi.fn();
    const fakeWindow = Object.assign(target, {
      sessionStorage: storage,
      location: { reload },
      setTimeout: (run: () => void) => queueMicrotask(run),
    }) as unknown as Window;
    const uninstall = installChunkReload(fakeWindow);
    target.dispatchEvent(new Event('vite:preloadError'));
    // The reload waits for the router to reach the failed page's address.
    expect(reload).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.items.has(CHUNK_RELOAD_KEY)).toBe(true);

    // The reloaded page (a new module instance) fails again at once: no second reload.
    resetReloading();
    target.dispatchEvent(new Event('vite:preloadError'));
    await Promise.resolve();
    expect(reload).toHaveBeenCalledTimes(1);
    uninstall();
  });
});
