// The JavaScript budget of every route (quality bar "Performance"), measured from a build's
// Vite manifest: deterministic, so `npm test` checks it (scripts/check-real-api-build.mjs runs
// it on the real-API build it makes anyway) and `npm run bench` reports it for both modes.
//
// What a route costs, in gzip bytes (level 9, each file on its own, as a server sends them):
//
//   closure(chunk)  the chunk's file and every file it imports statically, transitively: what the
//                   browser must load before the chunk runs. Dynamic imports (a dialog loaded
//                   when it opens, the sanitiser, the API client) are not part of it.
//   entry           closure(index.html's entry): loaded by every route.
//   shell           closure(app/ShellLayout): the signed-in layout, loaded with the first
//                   signed-in page.
//
//   login (`/`)            total = entry ∪ closure(login page)                  ≤ 120 KiB
//   other public pages     adds  = closure(page) − entry                         ≤  60 KiB
//   dashboard              adds  = (shell ∪ closure(page)) − entry               ≤  60 KiB
//                          (the first signed-in page: it pays for the shell)
//   other signed-in pages  adds  = closure(page) − entry − shell                 ≤  60 KiB
//                          (reached from the dashboard or another signed-in page)
//
// A signed-in page opened cold (a bookmark) loads the shell too; the table shows that figure
// as `cold` for information, without a budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const KiB = 1024;
export const budgets = { login: 120 * KiB, adds: 60 * KiB };

const SHELL = 'src/app/ShellLayout.tsx';
const LOGIN = 'src/routes/login/LoginPage.tsx';
const DASHBOARD = 'src/routes/dashboard/DashboardPage.tsx';
const PAGE = /^src\/routes\/([^/]+)\/([^/]+Page)\.tsx$/;

/**
 * Reads `dist/.vite/manifest.json` and measures every route against its budget. `publicPages`:
 * the page modules (`folder/NamePage`) that open without a session (see `publicPagesOf`).
 */
export function measureRoutes(dist, publicPages) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const sizes = new Map();
  const gz = (file) => {
    if (!sizes.has(file))
      sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  const closure = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const child of chunk.imports ?? []) closure(child, seen);
    return seen;
  };
  const sum = (files) => [...files].reduce((total, file) => total + gz(file), 0);
  const minus = (files, ...loaded) => [...files].filter((f) => !loaded.some((l) => l.has(f)));

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey || !manifest[SHELL]) throw new Error(`No entry or ${SHELL} in the manifest`);
  const entry = closure(entryKey);
  const shell = closure(SHELL);

  const rows = [
    {
      route: 'login',
      rule: 'total',
      bytes: sum(new Set([...entry, ...closure(LOGIN)])),
      budget: budgets.login,
    },
    { route: '(shell)', rule: 'info', bytes: sum(minus(shell, entry)), budget: null },
  ];
  for (const key of Object.keys(manifest).sort()) {
    const match = PAGE.exec(key);
    if (!match || key === LOGIN) continue;
    const route = `${match[1]}/${match[2]}`;
    const page = closure(key);
    const isPublic = publicPages.has(route);
    const cold = isPublic ? null : sum(minus(new Set([...page, ...shell]), entry));
    const bytes = isPublic
      ? sum(minus(page, entry))
      : key === DASHBOARD
        ? cold
        : sum(minus(page, entry, shell));
    rows.push({ route, rule: 'adds', bytes, budget: budgets.adds, cold });
  }
  return { entryBytes: sum(entry), rows };
}

/**
 * The public page modules, read from the route table (apps/portal/src/app/paths.ts) through
 * Vite's module runner; the not-found page (the router's `*`) is public too.
 */
export async function publicPagesOf(root) {
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport(join(root, 'apps/portal/src/app/paths.ts'));
  const pages = Object.values(module.paths)
    .filter((entry) => entry.access === 'public' && entry.page)
    .map((entry) => entry.page);
  return new Set([...pages, 'not-found/NotFoundPage']);
}

const fmt = (bytes) => (bytes === null || bytes === undefined ? '' : `${(bytes / KiB).toFixed(1)}`);

/** The table `npm test` and `npm run bench` print; returns the routes over budget. */
export function printRoutes({ entryBytes, rows }, title) {
  console.log(`\n${title} (KiB gzip; entry ${fmt(entryBytes)}; rules: scripts/route-budgets.mjs)`);
  console.log(
    `${'route'.padEnd(36)}${'rule'.padStart(6)}${'KiB'.padStart(8)}${'budget'.padStart(8)}${'cold'.padStart(8)}`,
  );
  const over = [];
  for (const row of rows) {
    const bad = row.budget !== null && row.bytes > row.budget;
    if (bad) over.push(row);
    console.log(
      `${row.route.padEnd(36)}${row.rule.padStart(6)}${fmt(row.bytes).padStart(8)}${fmt(row.budget).padStart(8)}${fmt(row.cold).padStart(8)}${bad ? '  OVER' : ''}`,
    );
  }
  return over;
}
