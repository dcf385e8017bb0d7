import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import type * as sandboxVite from '@flocksync/sandbox/vite';
import { importWorkspaceModule, sharedResolve } from '../../vite.shared.ts';
import { CSP_REPORT_PATH, securityHeaders } from './csp.ts';

const port = Number(process.env.PORT ?? 4173);
/** Set at build time to point the portal at a real server instead of the sandbox. */
const apiBaseUrl = process.env.VITE_API_BASE_URL;
/** Demo mode: no real API, so the page runs the sandbox behind MSW and lists the demo logins. */
const demo = !apiBaseUrl;
/** The sandbox also answers /v1/api on the server (`SANDBOX_API=1` keeps it behind a real-API build, for benchmarks). */
const serveSandbox = demo || process.env.SANDBOX_API === '1';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The demo module (`@/demo`) is the only way into the sandbox, MSW and the demo accounts; a
 * real-API build gets the inert one in its place, so none of them is even bundled.
 */
const demoModule = demo ? fromHere('./src/demo/index.ts') : fromHere('./src/demo/inert.ts');

/** public/ holds MSW's service worker for demo mode; a real-API build must not ship it. */
function withoutServiceWorker(): Plugin {
  let outDir = '';
  return {
    name: 'flocksync-without-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * The served build's headers on every answer (pages, assets, 404s and the sandbox's /v1/api),
 * and the endpoint the CSP reports violations to: each report is logged and answered 204.
 */
function securityHeadersEverywhere(): Plugin {
  const headers = securityHeaders(apiBaseUrl);
  return {
    name: 'flocksync-security-headers',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        if (request.url?.split('?')[0] !== CSP_REPORT_PATH) return next();
        if (request.method !== 'POST') {
          response.statusCode = 405;
          response.setHeader('Allow', 'POST');
          response.end();
          return;
        }
        let size = 0;
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => {
          size += chunk.length;
          // A report is a few hundred bytes; anything far larger is not one.
          if (size <= 64 * 1024) chunks.push(chunk);
        });
        request.on('end', () => {
          console.warn(`[csp-report] ${Buffer.concat(chunks).toString('utf8').slice(0, 2000)}`);
          response.statusCode = 204;
          response.end();
        });
      });
    },
  };
}

/** The sandbox's Vite plugin, loaded only when a server runs (never into a build). */
async function sandboxApi(): Promise<Plugin> {
  const { sandboxPlugin } = await importWorkspaceModule<typeof sandboxVite>(
    fromHere('../../packages/sandbox/src/vite.ts'),
  );
  return sandboxPlugin({ latencyMs: Number(process.env.SANDBOX_LATENCY_MS ?? 250) });
}

/**
 * React Router publishes its development build (dev warnings on) under every export condition;
 * a production build takes the production files beside it, which differ only in those warnings.
 */
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: fromHere('../../node_modules/react-router/dist/production/index.mjs'),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fromHere('../../node_modules/react-router/dist/production/dom-export.mjs'),
  },
];

export default defineConfig(async ({ command }) => ({
  plugins: [
    // First, so its headers reach every answer, the sandbox's included.
    securityHeadersEverywhere(),
    react(),
    ...(demo ? [] : [withoutServiceWorker()]),
    ...(serveSandbox && command === 'serve' ? [await sandboxApi()] : []),
  ],
  resolve: {
    ...sharedResolve,
    alias: [
      { find: /^@\/demo$/, replacement: demoModule },
      ...(command === 'build' ? reactRouterProduction : []),
      ...toAliasList(sharedResolve.alias),
    ],
  },
  server: { port: 5173, strictPort: false },
  // The production build is served under the strict CSP (dev keeps Vite's inline preamble);
  // the headers come from `securityHeadersEverywhere`.
  preview: { port, strictPort: true, host: 'localhost' },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    // Every browser the es2022 target admits preloads modules itself. A page's chunk, loaded
    // from the entry's route table, names its own imports, which the browser then fetches in
    // parallel: listing them all in the entry (Vite's preload map, one list per page) cost the
    // login page ~1.3 KiB gzip for a head start of one round trip on the next page. The
    // signed-in shell keeps its list: it is what every first signed-in page waits for.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (
        filename: string,
        deps: string[],
        { hostType }: { hostType: string },
      ) => (hostType !== 'js' || /ShellLayout/.test(filename) ? deps : []),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first screen needs before it paints (the entry and all it imports
          // statically, the login page included) is one chunk: one request, and gzip sees it
          // whole. Lazy routes and dialogs keep rolldown's automatic splitting.
          groups: [{ name: 'index', tags: ['$initial' as const] }],
        },
      },
    },
  },
}));

function toAliasList(alias: Record<string, string>) {
  return Object.entries(alias).map(([find, replacement]) => ({ find, replacement }));
}
