// Lighthouse (mobile defaults) on the login page and the dashboard, in both modes, and the same
// login form as plain static HTML, measured in the same run (quality bar "Performance"):
// - real: a production-like real-API build whose API is the sandbox middleware (no demo code);
// - demo: what `npm start` serves (the sandbox in the page behind MSW's service worker).
import { execSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { preview } from 'vite';

const PORT = 4391;
const STATIC_PORT = 4392;
const RUNS = Number(process.env.LH_RUNS ?? 3);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** To look into one page: `LH_MODES=real LH_PAGES=dashboard LH_REPORTS=/tmp/lh`. */
const only = (name) => (process.env[name] ? process.env[name].split(',') : null);
const onlyModes = only('LH_MODES');
const onlyPages = only('LH_PAGES');
const reports = process.env.LH_REPORTS;

/** The environment each mode is built and served with. */
const modes = {
  real: { VITE_API_BASE_URL: '/v1/api', SANDBOX_API: '1', SANDBOX_LATENCY_MS: '0' },
  demo: { VITE_API_BASE_URL: '', SANDBOX_API: '', SANDBOX_LATENCY_MS: '0' },
};

/** Builds the portal in `mode` and serves it on PORT (as `npm start` does). */
async function serve(mode) {
  const env = { ...process.env, ...modes[mode] };
  for (const [name, value] of Object.entries(modes[mode])) if (!value) delete env[name];
  execSync('npm run build --workspace @flocksync/portal', { stdio: 'ignore', env });
  for (const [name, value] of Object.entries(modes[mode])) {
    if (value) process.env[name] = value;
    else delete process.env[name];
  }
  return preview({
    root: 'apps/portal',
    configFile: 'apps/portal/vite.config.ts',
    preview: { port: PORT, strictPort: true, host: 'localhost' },
    logLevel: 'silent',
  });
}

// The same form, as a static page: the floor a login page can reach.
const staticHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Flocksync</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f6f8fa}main{background:#fff;padding:32px;border-radius:8px;width:min(100%,440px);box-sizing:border-box}label{display:grid;gap:4px;margin-bottom:12px}input{padding:8px;font-size:16px}button{width:100%;padding:12px;font-size:16px;background:#1f6feb;color:#fff;border:0;border-radius:4px}</style></head>
<body><main><h1>Log in to Flocksync</h1><p>Keep Church Community Builder and Mailchimp in step.</p><form><label>Email<input type="email" name="email"></label><label>Password<input type="password" name="password"></label><button>Login</button></form></main></body></html>`;
const staticServer = createServer((_req, res) => {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(staticHtml);
}).listen(STATIC_PORT);

const browser = await puppeteer.launch({
  executablePath: chromium,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
});

/** Lighthouse 12's scored performance metrics besides LCP (ms, CLS unitless). */
const SCORED = {
  fcpMs: 'first-contentful-paint',
  speedIndexMs: 'speed-index',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};

async function audit(url, prepare, label = 'static') {
  const results = [];
  for (let run = 0; run < RUNS; run += 1) {
    const page = await browser.newPage();
    if (prepare) await prepare(page);
    const { lhr } = await lighthouse(
      url,
      {
        output: 'json',
        onlyCategories: ['performance'],
        logLevel: 'error',
        disableStorageReset: !!prepare,
      },
      undefined,
      page,
    );
    if (reports) {
      mkdirSync(reports, { recursive: true });
      writeFileSync(`${reports}/${label}-${run}.json`, JSON.stringify(lhr));
    }
    results.push({
      score: lhr.categories.performance.score * 100,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      // The other scored metrics, so a score below target says which one cost it.
      metrics: Object.fromEntries(
        Object.entries(SCORED).map(([name, audit]) => [
          name,
          Number(lhr.audits[audit].numericValue.toFixed(name === 'cls' ? 3 : 0)),
        ]),
      ),
      // What the paint was, so a slow one can be told apart from a late element.
      lcpElement:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
          ?.nodeLabel ?? null,
    });
    await page.close();
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return {
    score: median(results.map((r) => r.score)),
    lcpMs: Math.round(median(results.map((r) => r.lcp))),
    runs: results.map((r) => ({
      score: r.score,
      lcpMs: Math.round(r.lcp),
      element: r.lcpElement,
      ...r.metrics,
    })),
  };
}

/**
 * Leaves no session behind: the next mode is served on the same origin, and Lighthouse's storage
 * reset keeps localStorage, so its login audit would be sent on to the dashboard.
 */
async function signOut() {
  const page = await browser.newPage();
  await page.goto(`http://localhost:${PORT}/`, { waitUntil: 'networkidle0' });
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.close();
}

/**
 * Signs in through the login form, so in demo mode the key comes from the sandbox in the page
 * (its world lives in this tab's sessionStorage, which the audit keeps).
 */
async function signIn(page) {
  // A run before this one left its session: start signed out.
  await page.goto(`http://localhost:${PORT}/`, { waitUntil: 'networkidle0' });
  await page.evaluate(() => localStorage.clear());
  await page.goto(`http://localhost:${PORT}/`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('input[type="email"]');
  await page.type('input[type="email"]', 'ready@demo.church');
  await page.type('input[type="password"]', 'demo1234');
  await Promise.all([
    page.waitForFunction(() => location.pathname === '/dashboard', { timeout: 30_000 }),
    page.keyboard.press('Enter'),
  ]);
  await page.waitForNetworkIdle();
}

const measuredModes = Object.keys(modes).filter((mode) => !onlyModes || onlyModes.includes(mode));
const measures = (page) => !onlyPages || onlyPages.includes(page);

try {
  const report = { staticLogin: await audit(`http://localhost:${STATIC_PORT}/`) };
  for (const mode of measuredModes) {
    const server = await serve(mode);
    try {
      const login = measures('login')
        ? await audit(`http://localhost:${PORT}/`, undefined, `${mode}-login`)
        : null;
      const dashboard = measures('dashboard')
        ? await audit(`http://localhost:${PORT}/dashboard`, signIn, `${mode}-dashboard`)
        : null;
      await signOut();
      const loginLcpRatio = login
        ? Number((login.lcpMs / report.staticLogin.lcpMs).toFixed(2))
        : null;
      report[mode] = { login, dashboard, loginLcpRatio };
    } finally {
      await new Promise((resolve) => server.httpServer.close(resolve));
    }
  }
  console.log(
    `\nLighthouse, mobile defaults, median of ${RUNS} (targets: score ≥ 98; login LCP ≤ 1.3 × static)\n`,
  );
  const line = ({ score, lcpMs, runs }) =>
    `score ${score}  LCP ${lcpMs} ms  (runs: ${runs.map((run) => run.score).join(', ')})`;
  console.log('static login'.padEnd(22), line(report.staticLogin));
  for (const mode of measuredModes) {
    const { login, dashboard, loginLcpRatio } = report[mode];
    if (login) console.log(`${mode} login`.padEnd(22), line(login), ` ${loginLcpRatio} × static`);
    if (dashboard) console.log(`${mode} dashboard`.padEnd(22), line(dashboard));
  }
  // A partial run (LH_MODES, LH_PAGES) is for looking into a page: it keeps the full record.
  if (!onlyModes && !onlyPages) {
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/lighthouse.json', JSON.stringify(report, null, 2));
  }
} finally {
  await browser.close();
  staticServer.close();
}
