// npm run bench: size (and, as features land, speed) benchmarks. Never part of `npm test`.
//
// Bundle: builds the portal and reports the gzip size of the JavaScript each route loads:
// the entry (with everything it imports statically) and, per lazy route module, what that
// route adds. Budgets come from shared/guide/quality-bar.md.
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = 'apps/portal/dist';
const KiB = 1024;
const budgets = { login: 120 * KiB, otherRouteAdds: 60 * KiB };

execSync('npm run build --workspace @flocksync/portal', { stdio: 'ignore' });
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** All JS files a chunk loads before it runs (itself plus static imports, transitively). */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const child of chunk.imports ?? []) closure(child, seen);
  return seen;
}
const sum = (files) => [...files].reduce((total, file) => total + gz(file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = closure(entryKey);
const entrySize = sum(entry);

const rows = [];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry || !key.includes('/routes/')) continue;
  const adds = [...closure(key)].filter((file) => !entry.has(file));
  const route = key.replace(/^.*\/routes\//, '').replace(/\.tsx?$/, '');
  rows.push({ route, addsBytes: sum(adds), totalBytes: entrySize + sum(adds) });
}

const fmt = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;
console.log(`\nJavaScript per route (gzip). Entry: ${fmt(entrySize)}\n`);
console.log('route'.padEnd(34), 'adds'.padStart(10), 'total'.padStart(10), '  budget');
for (const row of rows.sort((a, b) => a.route.localeCompare(b.route))) {
  const isLogin = row.route.startsWith('login/LoginPage');
  const ok = isLogin ? row.totalBytes <= budgets.login : row.addsBytes <= budgets.otherRouteAdds;
  const budget = isLogin
    ? `total ≤ ${fmt(budgets.login)}`
    : `adds ≤ ${fmt(budgets.otherRouteAdds)}`;
  console.log(
    row.route.padEnd(34),
    fmt(row.addsBytes).padStart(10),
    fmt(row.totalBytes).padStart(10),
    `  ${ok ? 'ok' : 'OVER'} (${budget})`,
  );
}

mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/bundle.json',
  JSON.stringify({ entryBytes: entrySize, routes: rows }, null, 2),
);
console.log('\nWritten to bench-results/bundle.json');
