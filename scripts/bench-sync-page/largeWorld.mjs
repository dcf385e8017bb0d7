// What the page benches (bench-sync-page.mjs, bench-logs-page.mjs) share: a production-like
// real-API build whose API is the sandbox's large world on the same origin (as
// bench-lighthouse.mjs does with the default world), served, with headless Chromium signed in as
// the large world's ready church, as the login page would leave it.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { build, preview, runnerImport } from 'vite';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Builds the portal to `node_modules/.cache/<name>` (apps/portal/dist stays the e2e tests' own),
 * and `harnessConfig`'s page beside it under `__bench/`; serves both on `port` with the large
 * world; launches Chromium and signs in. `cleanUp()` closes everything, once, however the run
 * ends (Ctrl-C included).
 */
export async function openLargeWorld({ name, port, harnessConfig }) {
  const portalRoot = join(ROOT, 'apps/portal');
  const outDir = join(ROOT, 'node_modules/.cache', name);

  // Vite's module runner (runnerImport) sets NODE_ENV to development when it is unset, and a
  // build then bundles React's development runtime: say production first, and check the output.
  process.env.NODE_ENV = 'production';
  process.env.VITE_API_BASE_URL = '/v1/api';
  await build({
    root: portalRoot,
    configFile: join(portalRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  const folders = ['assets'];
  if (harnessConfig) {
    await build({ configFile: harnessConfig, build: { outDir: join(outDir, '__bench') } });
    folders.push('__bench/assets');
  }
  for (const folder of folders) {
    for (const file of readdirSync(join(outDir, folder)).filter((f) => f.endsWith('.js'))) {
      if (readFileSync(join(outDir, folder, file), 'utf8').includes('jsxDEV')) {
        throw new Error(
          `${folder}/${file} holds React's development runtime: not a production build.`,
        );
      }
    }
  }

  // The sandbox imports @flocksync/api-client: read workspace packages from src/ (as
  // vite.shared.ts's importWorkspaceModule does) instead of their unbuilt dist/.
  const { module: bench } = await runnerImport(join(ROOT, 'scripts/bench-sync-page/server.ts'), {
    logLevel: 'error',
    environments: {
      inline: { resolve: { conditions: ['source'], noExternal: [/^@flocksync\//] } },
    },
  });
  const server = await preview({
    root: portalRoot,
    configFile: false,
    appType: 'spa',
    logLevel: 'warn',
    build: { outDir },
    plugins: [bench.largeSandboxPlugin()],
    preview: { port, strictPort: true, host: 'localhost' },
  });

  let browser;
  let closing;
  const cleanUp = () => {
    closing ??= Promise.allSettled([
      browser?.close(),
      new Promise((resolve) => server.httpServer.close(resolve)),
    ]);
    return closing;
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => void cleanUp().then(() => process.exit(130)));
  }

  const base = `http://localhost:${port}`;
  try {
    browser = await chromium.launch({
      executablePath: bench.chromiumPath,
      args: bench.chromiumArgs,
      headless: true,
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // Signed in as the large world's ready church, as the login page would leave it.
    const signIn = await context.newPage();
    await signIn.goto(`${base}/login`);
    await signIn.evaluate(async ({ email, password }) => {
      const body = new URLSearchParams({ email, password });
      const response = await fetch('/v1/api/user/login', { method: 'POST', body });
      const { data } = await response.json();
      localStorage.setItem('token', data.apiKey);
      localStorage.setItem('root', JSON.stringify({ user: data, admin: null }));
    }, bench.BENCH_ACCOUNT);
    return { base, bench, context, signIn, cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
