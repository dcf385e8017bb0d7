import type { Sandbox, WorldSize } from '@flocksync/sandbox';
import { isDemo } from '@/lib/config';

/** Latency in demo mode: small, but loading states must show. */
const DEMO_LATENCY_MS = 300;

let started: Promise<Sandbox | null> | undefined;

/**
 * Demo mode runs the sandbox in the page behind MSW's service worker, so what a visitor adds,
 * syncs or deletes survives a reload (journalled in sessionStorage, which logout leaves alone)
 * and faults can be asked for in the address bar: `?sandboxFault=/sync/manual:network`.
 * Without service workers, calls fall through to the same sandbox served at /v1/api by Vite.
 * This module, the sandbox and MSW load in their own chunks (see ./index.ts); a real-API build
 * replaces this whole folder with `inert.ts` (see apps/portal/vite.config.ts), so none of them is
 * ever bundled there.
 */
export function startDemoSandbox(): Promise<Sandbox | null> {
  if (!isDemo) return Promise.resolve(null);
  started ??= (async () => {
    if (!('serviceWorker' in navigator)) return null;
    const [{ setupWorker }, { createSandbox, parseFaults }, { sandboxHandlers }] =
      await Promise.all([
        import('msw/browser'),
        import('@flocksync/sandbox'),
        import('@flocksync/sandbox/msw'),
      ]);
    const query = new URLSearchParams(window.location.search);
    const sandbox = createSandbox({
      latencyMs: DEMO_LATENCY_MS,
      storage: window.sessionStorage,
      size: demoWorldSize(query),
      faults: parseFaults(query.getAll('sandboxFault')),
    });
    const worker = setupWorker(...sandboxHandlers(sandbox, `${window.location.origin}/v1/api`));
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
    return sandbox;
  })().catch((error: unknown) => {
    console.warn('Demo sandbox worker unavailable; using the server sandbox.', error);
    return null;
  });
  return started;
}

const SIZE_KEY = 'flocksync.sandbox.size';

/**
 * `?sandboxSize=large` starts the large world (1,000+ pairs, 500+ held contacts) and keeps it for
 * the tab's session, so a reload stays in it; `?sandboxSize=demo` returns to the seeded demo.
 */
function demoWorldSize(query: URLSearchParams): WorldSize {
  const asked = query.get('sandboxSize');
  try {
    if (asked === 'large' || asked === 'demo') window.sessionStorage.setItem(SIZE_KEY, asked);
    return window.sessionStorage.getItem(SIZE_KEY) === 'large' ? 'large' : 'demo';
  } catch {
    return asked === 'large' ? 'large' : 'demo';
  }
}

/** "Reset demo data": back to the seeded world. */
export async function resetDemoData(): Promise<boolean> {
  const sandbox = await startDemoSandbox();
  if (!sandbox) return false;
  sandbox.reset();
  return true;
}
