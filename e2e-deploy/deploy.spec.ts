import { readdirSync, readFileSync, statSync } from 'node:fs';
import { request as httpGet } from 'node:http';
import { request as httpsGet } from 'node:https';
import { join } from 'node:path';
import { securityHeaders } from '../apps/portal/csp.ts';
import { documentFor } from '../apps/portal/documents.ts';
import { expect, logInToDashboard, test } from '../e2e/fixtures.ts';
import { urls } from './ports.ts';

/** One answer as it comes off the wire: status, headers, body (undecoded). */
function fetchRaw(url: string, headers: Record<string, string> = {}) {
  const get = url.startsWith('https:') ? httpsGet : httpGet;
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>(
    (resolve, reject) => {
      const request = get(url, { headers, rejectUnauthorized: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers as Record<string, string>,
            body: Buffer.concat(chunks),
          }),
        );
      });
      request.on('error', reject);
      request.end();
    },
  );
}

const dist = () => process.env.DEPLOY_TEST_DIST ?? '';
/** The build's scripts, largest first. */
const scripts = () =>
  readdirSync(join(dist(), 'assets'))
    .filter((name) => name.endsWith('.js'))
    .sort((a, b) => size(b) - size(a));
const size = (name: string) => statSync(join(dist(), 'assets', name)).size;

/** What each deployment configures: its API, and so its CSP. */
const apiBaseUrlOf = (baseURL?: string) =>
  baseURL === urls.crossOrigin ? `${urls.api}/v1/api` : '/v1/api';
/** Only the cross-origin deployment names a report URL. */
const errorReportUrlOf = (baseURL?: string) =>
  baseURL === urls.crossOrigin ? `${urls.api}/client-report` : undefined;

test('signs in and reaches the dashboard, with no CSP violation reported', async ({
  page,
  baseURL,
}) => {
  // The fixture's own watch fails the test on any violation seen in the page.
  await logInToDashboard(page, 'ready@demo.church');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const reports = await (await fetch(`${urls.api}/csp-report`)).json();
  expect(reports, `CSP reports from ${baseURL}`).toEqual([]);
});

test('every path gets the document and status apps/portal/documents.ts names', async ({
  baseURL,
}) => {
  const marks = {
    'index.html': 'data-prerendered',
    'signup/index.html': 'data-prerendered',
    'reset-password/index.html': 'data-prerendered',
    'app.html': '<div id="root"></div>',
    '404.html': 'data-prerendered',
  } as Record<string, string>;
  const cases = [
    '/',
    '/?sandboxFault=x',
    '/signup',
    '/Signup',
    '/signup/',
    '/reset-password/k3y',
    '/dashboard',
    '/dashboard?non-activate-account',
    '/logs/details/5',
    '/logs/details/5/statistics/2',
    '/tools/Ignored-emails',
    '/sync/foo',
    '/logs/details/5/x',
    '/index.html',
    '/app.html',
    '/nope',
  ];
  for (const path of cases) {
    const expected = documentFor(path.split('?')[0] ?? path);
    const answer = await fetchRaw(`${baseURL}${path}`);
    expect(answer.status, path).toBe(expected.status);
    expect(answer.headers['content-type'], path).toMatch(/^text\/html/);
    const mark = marks[expected.file];
    if (mark) expect(answer.body.toString('utf8'), path).toContain(mark);
    if (expected.file === 'app.html')
      expect(answer.body.toString('utf8'), path).not.toContain('data-prerendered');
  }
});

test('sends the full header set on documents, assets, the configuration and a 404', async ({
  baseURL,
}) => {
  const expected = securityHeaders({
    apiBaseUrl: apiBaseUrlOf(baseURL),
    errorReportUrl: errorReportUrlOf(baseURL),
  });
  const tls = !!baseURL?.startsWith('https:');
  for (const path of ['/', '/dashboard', `/assets/${scripts()[0]}`, '/config.json', '/nope']) {
    const { headers } = await fetchRaw(`${baseURL}${path}`);
    for (const [name, value] of Object.entries(expected))
      expect(headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
    if (tls)
      expect(headers['strict-transport-security'], path).toBe(
        'max-age=63072000; includeSubDomains',
      );
    else expect(headers['strict-transport-security'], path).toBeUndefined();
  }
});

test('tells the app where its API is (/config.json)', async ({ baseURL }) => {
  const answer = await fetchRaw(`${baseURL}/config.json`);
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const reportUrl = errorReportUrlOf(baseURL);
  expect(JSON.parse(answer.body.toString('utf8'))).toEqual({
    apiBaseUrl: apiBaseUrlOf(baseURL),
    ...(reportUrl ? { errorReportUrl: reportUrl } : {}),
  });
});

test('reports an uncaught error and the vitals to the configured URL, without personal data', async ({
  page,
  baseURL,
}) => {
  test.skip(!errorReportUrlOf(baseURL), 'only the cross-origin deployment names a report URL');
  // The vitals' library is loaded once reporting has started (the app has read its configuration).
  const reporting = page.waitForResponse((response) => response.url().includes('web-vitals'));
  await page.goto('/reset-password/s3cr3t-key');
  await page.getByRole('heading', { level: 1 }).first().click();
  await reporting;
  // An error no code catches, thrown once the page is idle; resolved once the window saw it.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('error', () => setTimeout(resolve), { once: true });
        setTimeout(() => {
          throw new Error('deploy test for ann@example.org');
        });
      }),
  );
  // Leaving the page sends what is waiting.
  await page.goto('about:blank');
  await expect
    .poll(async () => {
      const reports = (await (await fetch(`${urls.api}/client-report`)).json()) as {
        body: string;
      }[];
      return reports.map((report) => report.body).join('\n');
    })
    .toContain('Error: deploy test for [email]');
  const bodies = (await (await fetch(`${urls.api}/client-report`)).json()) as { body: string }[];
  const envelopes = bodies.map(
    (report) => JSON.parse(report.body) as { page: string; reports: { kind: string }[] },
  );
  expect(envelopes.map((envelope) => envelope.page)).toContain('/reset-password/:key');
  expect(envelopes.flatMap((envelope) => envelope.reports.map((report) => report.kind))).toEqual(
    expect.arrayContaining(['error', 'vital']),
  );
  const raw = bodies.map((report) => report.body).join('\n');
  expect(raw).not.toContain('s3cr3t-key');
  expect(raw).not.toContain('ann@example.org');
});

test('sends JavaScript compressed and keeps source maps and the manifest private', async ({
  baseURL,
}) => {
  const names = scripts();
  const largest = names[0] ?? '';
  expect(size(largest)).toBeGreaterThan(10_000);
  const compressed = await fetchRaw(`${baseURL}/assets/${largest}`, {
    'Accept-Encoding': 'gzip',
  });
  expect(compressed.status).toBe(200);
  expect(compressed.headers['content-encoding']).toBe('gzip');
  expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  // The maps exist in the build (for the error reports' stack traces), but are never served.
  const maps = readdirSync(join(dist(), 'assets')).filter((name) => name.endsWith('.map'));
  expect(maps.length).toBeGreaterThan(0);
  for (const path of [`/assets/${maps[0]}`, '/.vite/manifest.json']) {
    const answer = await fetchRaw(`${baseURL}${path}`);
    expect(answer.status, path).toBe(404);
    expect(answer.body.toString('utf8'), path).not.toContain('"mappings"');
  }
  // And no script names one for the browser to ask for.
  for (const name of names)
    expect(readFileSync(join(dist(), 'assets', name), 'utf8'), name).not.toContain(
      'sourceMappingURL',
    );
});

test('plain HTTP goes to HTTPS when the deployment has a certificate', async ({ baseURL }) => {
  test.skip(baseURL !== urls.sameOrigin, 'only the TLS deployment redirects');
  const answer = await fetchRaw(`${urls.sameOriginHttp}/dashboard?x=1`);
  expect(answer.status).toBe(301);
  expect(answer.headers.location).toBe(`${urls.sameOrigin}/dashboard?x=1`);
});
