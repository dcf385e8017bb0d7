import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type * as sandboxVite from '@flocksync/sandbox/vite';
import { importWorkspaceModule, serverResolve, sharedResolve } from '../../vite.shared.ts';
import { CSP_REPORT_PATH, securityHeaders } from './csp.ts';
import { APP_DOCUMENT, documentFor, prerenderedPages } from './documents.ts';
import { deferEntry } from './entryLoader.ts';
import type * as prerenderModule from './src/prerender.tsx';

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
 * and the endpoint the CSP reports violations to: each report is logged, kept (the last 100)
 * and answered 204; `GET` lists the kept ones, so the end-to-end run can assert there were
 * none (e2e/global-teardown.ts). A deployment sends reports to its API instead (deploy/).
 */
function securityHeadersEverywhere(): Plugin {
  const headers = securityHeaders({
    apiBaseUrl,
    welcomeVideoUrl: process.env.VITE_WELCOME_VIDEO_URL,
    errorReportUrl: process.env.VITE_ERROR_REPORT_URL,
  });
  const reports: string[] = [];
  return {
    name: 'flocksync-security-headers',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        if (request.url?.split('?')[0] !== CSP_REPORT_PATH) return next();
        if (request.method === 'GET') {
          response.setHeader('Content-Type', 'application/json');
          response.end(JSON.stringify(reports));
          return;
        }
        if (request.method !== 'POST') {
          response.statusCode = 405;
          response.setHeader('Allow', 'GET, POST');
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
          const report = Buffer.concat(chunks).toString('utf8').slice(0, 2000);
          console.warn(`[csp-report] ${report}`);
          reports.push(report);
          if (reports.length > 100) reports.shift();
          response.statusCode = 204;
          response.end();
        });
      });
    },
  };
}

/**
 * The public pages as HTML (ADR 027): after the browser build, builds
 * `src/prerender.tsx` for Node, renders every public page and the not-found page into the
 * built index.html (markup in `#root`, marked `data-prerendered`; styles in the head), and
 * keeps the unrendered page as `app.html` for the signed-in routes (documents.ts).
 */
function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'flocksync-prerender',
    apply: (userConfig, { command }) => command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      // Inside the project, so Node finds React and the rest in node_modules.
      mkdirSync(join(config.root, 'node_modules/.cache'), { recursive: true });
      const serverDir = mkdtempSync(join(config.root, 'node_modules/.cache/prerender-'));
      try {
        await build({
          root: config.root,
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: fromHere('./src/prerender.tsx'),
            outDir: serverDir,
            emptyOutDir: true,
            sourcemap: false,
            manifest: false,
          },
        });
        const { prerender } = (await import(
          pathToFileURL(join(serverDir, 'prerender.js')).href
        )) as typeof prerenderModule;
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        if (!template.includes('<div id="root"></div>'))
          throw new Error('index.html has no empty #root');
        writeFileSync(join(outDir, APP_DOCUMENT), template);
        // A prerendered page loads its script after its first paint (entryLoader.ts).
        const shell = deferEntry(template);
        for (const page of prerenderedPages) {
          const { html, styles } = await prerender(page.url);
          const file = join(outDir, page.file);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(
            file,
            shell
              .replace('</head>', `${styles}</head>`)
              .replace('<div id="root"></div>', `<div id="root" data-prerendered>${html}</div>`),
          );
        }
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * `npm start` sends each path its document (documents.ts): a public page's prerendered HTML,
 * `app.html` for a signed-in route, the not-found page with 404 for anything else. Files
 * (assets, the service worker) and the API pass through.
 */
function documentsByRoute(): Plugin {
  return {
    name: 'flocksync-documents',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, response, next) => {
        const [pathname = '/'] = (request.url ?? '/').split('?');
        const isPage =
          (request.method === 'GET' || request.method === 'HEAD') &&
          !/\.[a-z0-9]+$/i.test(pathname) &&
          !pathname.startsWith('/v1/') &&
          pathname !== CSP_REPORT_PATH;
        if (!isPage) return next();
        const { file, status } = documentFor(decodeURI(pathname));
        response.statusCode = status;
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(request.method === 'HEAD' ? undefined : readFileSync(join(outDir, file)));
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
    documentsByRoute(),
    react(),
    prerenderPublicPages(),
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
  // Every styled component gets an id from its file and place (not from the order modules
  // happen to run in), so the prerendered public pages and the browser name their classes
  // alike and hydrate; the CSS is minified and the components marked pure as well.
  oxc: {
    plugins: {
      styledComponents: {
        ssr: true,
        displayName: false,
        fileName: false,
        minify: true,
        pure: true,
      },
    },
  },
  // The prerenderer's Node build reads the workspace packages' sources, as the browser build does.
  ssr: { resolve: serverResolve, noExternal: [/^@flocksync\//, 'styled-components'] },
  server: { port: 5173, strictPort: false },
  // The production build is served under the strict CSP (dev keeps Vite's inline preamble);
  // the headers come from `securityHeadersEverywhere`.
  preview: { port, strictPort: true, host: 'localhost' },
  build: {
    target: 'es2022',
    // Maps for the error reports' stack traces, uploaded by the team's CI; no file names one
    // (`//# sourceMappingURL`), and deploy/ refuses to serve them.
    sourcemap: 'hidden' as const,
    manifest: true,
    // Every browser the es2022 target admits preloads modules itself. A page's chunk, loaded
    // from the entry's route table, names its own imports, which the browser then fetches in
    // parallel: listing them all in the entry (Vite's preload map, one list per page) cost the
    // login page ~1.3 KiB gzip for a head start of one round trip on the next page. The
    // signed-in shell keeps its list, and so does the dashboard: every first signed-in page
    // waits for the shell, and the dashboard is where a sign-in lands (its imports fetched with
    // it, not after it, are one round trip off its largest paint).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (
        filename: string,
        deps: string[],
        { hostType }: { hostType: string },
      ) => (hostType !== 'js' || /ShellLayout|DashboardPage/.test(filename) ? deps : []),
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
