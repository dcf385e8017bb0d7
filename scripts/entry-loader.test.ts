import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy } from '../apps/portal/csp';
import {
  deferEntry,
  ENTRY_LOADER,
  ENTRY_LOADER_ID,
  ENTRY_LOADER_SOURCE,
  ENTRY_META,
} from '../apps/portal/entryLoader';
import { EARLY_ACTIONS } from '../apps/portal/src/lib/earlyActions';

/** The head and body Vite writes for the portal (its module script and its preload). */
const built = `<!doctype html>
<html lang="en">
  <head>
    <title>Flocksync</title>
    <script type="module" crossorigin src="/assets/index-AAA.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-BBB.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('deferEntry: a prerendered page loads its script after its first paint', () => {
  const page = deferEntry(built);

  it('fetches no script before the loader runs: no module script, no module preload', () => {
    expect(page).not.toMatch(/<script type="module"/);
    expect(page).not.toMatch(/modulepreload/);
  });

  it('names the entry, then what it preloaded, for the loader', () => {
    expect(page).toContain(
      `<meta name="${ENTRY_META}" content="/assets/index-AAA.js /assets/rolldown-runtime-BBB.js" />`,
    );
  });

  it('holds the first paint until the loader is parsed, and the loader closes the body', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(`<link rel="expect" href="#${ENTRY_LOADER_ID}" blocking="render" />`);
    expect(page).toMatch(
      new RegExp(
        `<div id="root"></div>\\s*<script id="${ENTRY_LOADER_ID}">[^<]+</script>\\s*</body>`,
      ),
    );
  });

  it('writes exactly the script the CSP allows by its hash', () => {
    const inline = new RegExp(`<script id="${ENTRY_LOADER_ID}">([^<]+)</script>`).exec(page)?.[1];
    const hash = `'sha256-${createHash('sha256')
      .update(inline ?? '')
      .digest('base64')}'`;
    expect(hash).toBe(ENTRY_LOADER_SOURCE);
    expect(contentSecurityPolicy()).toContain(`script-src 'self' ${ENTRY_LOADER_SOURCE} `);
  });

  it('refuses a page without its one module script (a Vite change would otherwise slip by)', () => {
    expect(() => deferEntry('<html><head></head><body></body></html>')).toThrow(
      /one module script/,
    );
  });
});

describe('ENTRY_LOADER, run', () => {
  type Observer = (list: { getEntriesByName: (name: string) => unknown[] }, o: unknown) => void;
  let observers: Array<{ callback: Observer; observer: object }>;
  let disconnected: number;
  let frames: Array<() => void>;
  let imported: string[];
  let listeners: Record<string, Array<(event: { target: unknown }) => void>>;
  let page: Record<string, unknown>;
  const dispatch = (type: string, target: unknown = {}) =>
    listeners[type]?.forEach((listener) => listener({ target }));

  /** Runs the loader against a page whose `<meta>` names two modules. */
  function run({ paintTiming }: { paintTiming: boolean }) {
    const PerformanceObserver = Object.assign(
      function (this: object, callback: Observer) {
        observers.push({ callback, observer: this });
        Object.assign(this, {
          observe: (options: { type: string; buffered: boolean }) =>
            expect(options).toEqual({ type: 'paint', buffered: true }),
          disconnect: () => (disconnected += 1),
        });
      },
      { supportedEntryTypes: paintTiming ? ['paint', 'largest-contentful-paint'] : [] },
    );
    const window: Record<string, unknown> = { PerformanceObserver };
    page = window;
    const document = {
      querySelector: (selector: string) =>
        selector === `meta[name="${ENTRY_META}"]` ? { content: '/a.js /b.js' } : null,
      addEventListener: (type: string, listener: (event: { target: unknown }) => void) =>
        (listeners[type] ??= []).push(listener),
    };
    const requestAnimationFrame = (callback: () => void) => frames.push(callback);
    const source = ENTRY_LOADER.replace(/\bimport\(/g, 'importModule(');
    new Function(
      'window',
      'document',
      'PerformanceObserver',
      'requestAnimationFrame',
      'setTimeout',
      'importModule',
      source,
    )(window, document, PerformanceObserver, requestAnimationFrame, setTimeout, (url: string) =>
      imported.push(url),
    );
  }

  const paint = (names: string[]) =>
    observers.forEach(({ callback, observer }) =>
      callback(
        { getEntriesByName: (name: string) => names.filter((entry) => entry === name) },
        observer,
      ),
    );

  beforeEach(() => {
    vi.useFakeTimers();
    observers = [];
    disconnected = 0;
    frames = [];
    imported = [];
    listeners = {};
  });
  afterEach(() => vi.useRealTimers());

  it('imports every named module once the first contentful paint is presented, and only once', () => {
    run({ paintTiming: true });
    paint(['first-paint']);
    vi.advanceTimersByTime(10);
    expect(imported).toEqual([]);
    paint(['first-contentful-paint']);
    expect(disconnected).toBe(1);
    vi.advanceTimersByTime(0);
    expect(imported).toEqual(['/a.js', '/b.js']);
    vi.advanceTimersByTime(2_000);
    expect(imported).toEqual(['/a.js', '/b.js']);
  });

  it('without paint timing, waits two frames', () => {
    run({ paintTiming: false });
    expect(observers).toHaveLength(0);
    frames.shift()?.();
    vi.advanceTimersByTime(0);
    expect(imported).toEqual([]);
    frames.shift()?.();
    vi.advanceTimersByTime(0);
    expect(imported).toEqual(['/a.js', '/b.js']);
  });

  it('loads at once when the person reaches for the page (a pointer, a key, a focus)', () => {
    for (const type of ['pointerdown', 'keydown', 'focusin']) {
      imported = [];
      listeners = {};
      run({ paintTiming: true });
      dispatch(type);
      expect(imported, type).toEqual(['/a.js', '/b.js']);
      dispatch(type);
      expect(imported, type).toHaveLength(2);
    }
  });

  it('notes forms sent and plain buttons pressed before the app is there, in order', () => {
    run({ paintTiming: true });
    const form = { name: 'login' };
    const button = { name: 'Use ready@demo.church' };
    dispatch('click', {
      closest: (selector: string) => (selector === '#root button[type=button]' ? button : null),
    });
    dispatch('click', { closest: () => null });
    dispatch('submit', form);
    expect(page[EARLY_ACTIONS]).toEqual([button, form]);
    // Once the app has taken them (takeEarlyActions), nothing more is noted.
    page[EARLY_ACTIONS] = null;
    dispatch('submit', form);
    expect(page[EARLY_ACTIONS]).toBeNull();
  });

  it('loads after a second when no paint comes (a tab opened in the background)', () => {
    run({ paintTiming: true });
    vi.advanceTimersByTime(999);
    expect(imported).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(imported).toEqual(['/a.js', '/b.js']);
  });
});
