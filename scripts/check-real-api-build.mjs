// Fails when a real-API build of the portal ships demo code: builds apps/portal with
// VITE_API_BASE_URL set into a temporary folder, then looks in every emitted file (source maps
// included) for the demo password and accounts, MSW's service worker and runtime, and the
// sandbox's own code. Names each offending file. Then checks every route's JavaScript against its
// budget on the same build (scripts/route-budgets.mjs) and prints the table. Run by `npm test` and
// `npm run check:real-api-build`.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const portal = join(root, 'apps/portal');

// Vite's module runner (runnerImport, below) would otherwise set NODE_ENV to development, and the
// build would bundle React's development runtime.
process.env.NODE_ENV = 'production';
// The portal's config reads these when it is loaded, so set them before Vite loads it.
process.env.VITE_API_BASE_URL ||= 'https://api.example.org/v1/api';
delete process.env.SANDBOX_API;

const { build, runnerImport } = await import('vite');
const { measureRoutes, printRoutes, publicPagesOf } = await import('./route-budgets.mjs');

// The demo secrets come from the sandbox itself, so renaming an account keeps the check honest.
const { module: accounts } = await runnerImport(join(root, 'packages/sandbox/src/accounts.ts'));
const { module: faults } = await runnerImport(join(root, 'packages/sandbox/src/faults.ts'));
const { module: login } = await runnerImport(join(portal, 'src/routes/login/texts.ts'));

/** What must never reach a real-API build, each with what it gives away. */
const forbidden = [
  [accounts.DEMO_PASSWORD, 'the demo password'],
  ...accounts.DEMO_ACCOUNTS.map((account) => [account.email, 'a demo account']),
  ['mockServiceWorker', "MSW's service worker"],
  ['[MSW]', "MSW's runtime"],
  ['MSW_COOKIE_STORE', "MSW's runtime"],
  [faults.FAULT_STATUS_MESSAGE, "the sandbox's fault answers"],
  ['SandboxNetworkFault', "the sandbox's fault kinds"],
  ['Harvest Fellowship', "the sandbox's seeded world"],
  // The login page's source (in its hidden source map) names them; its code must not.
  [login.loginDemoTexts.demoIntro, "the demo logins' texts", { maps: false }],
];

const outDir = mkdtempSync(join(tmpdir(), 'flocksync-real-api-'));
try {
  await build({
    root: portal,
    configFile: join(portal, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });

  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk(outDir);

  const problems = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const name = relative(outDir, file);
    if (name.endsWith('mockServiceWorker.js')) problems.push(`${name}: MSW's service worker file`);
    for (const [needle, what, { maps = true } = {}] of forbidden)
      if ((maps || !name.endsWith('.map')) && text.includes(needle))
        problems.push(`${name}: ${what} (${JSON.stringify(needle)})`);
  }

  if (problems.length) {
    console.error(
      `The real-API build (VITE_API_BASE_URL=${process.env.VITE_API_BASE_URL}) ships demo code:\n` +
        problems.map((problem) => `  ${problem}`).join('\n'),
    );
    process.exitCode = 1;
  } else {
    console.log(
      `Real-API build: ${files.length} files, no sandbox, MSW or demo accounts in any of them.`,
    );
  }

  const over = printRoutes(
    measureRoutes(outDir, await publicPagesOf(root)),
    'JavaScript per route, real-API build',
  );
  if (over.length) {
    console.error(
      `\nOver budget: ${over.map((row) => row.route).join(', ')}. Find what they carry with ` +
        '`npm run bench` (bench-results/bundle-report.md) and load it when it is needed.',
    );
    process.exitCode = 1;
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
