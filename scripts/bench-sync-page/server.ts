/**
 * Node side of the sync-page benchmark, loaded by ../bench-sync-page.mjs through Vite's
 * `runnerImport` (so it can reuse the TypeScript sources): the large sandbox world behind
 * /v1/api of a `vite preview` server, and the shared Chromium settings.
 */
import type { Plugin } from 'vite';
import { createSandbox, DEMO_PASSWORD } from '../../packages/sandbox/src/index.ts';
import { sandboxMiddleware } from '../../packages/sandbox/src/vite.ts';

export { chromiumArgs, chromiumPath } from '../../vite.shared.ts';

/** The account that owns the large world's pairs (1,500 CCB to MC, 900 of them broken). */
export const BENCH_ACCOUNT = { email: 'ready@demo.church', password: DEMO_PASSWORD };

/** Answers /v1/api from one large world, without latency (only the browser's work is timed). */
export function largeSandboxPlugin(): Plugin {
  const sandbox = createSandbox({ size: 'large', latencyMs: 0 });
  return {
    name: 'flocksync-bench-large-sandbox',
    configurePreviewServer(server) {
      server.middlewares.use(sandboxMiddleware(sandbox));
    },
  };
}
