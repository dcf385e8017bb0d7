import { expect, test } from './fixtures';
import { PROBE_REPORT_MARK } from './global-teardown';
import { ENTRY_LOADER_SOURCE } from '../apps/portal/entryLoader';

test('the production build is served with a strict Content-Security-Policy', async ({ page }) => {
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
    expect(csp).toContain(directive);
  }
  // Besides self and the vendors, only the prerendered pages' loader, by its hash (ADR 030).
  expect(csp).toContain(`script-src 'self' ${ENTRY_LOADER_SOURCE} https://js.stripe.com`);
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
});

test('an inline script injected into the page is blocked', async ({ page }) => {
  // A violation on purpose: the address marks its report as a probe (global-teardown.ts).
  await page.goto(`/?${PROBE_REPORT_MARK}`);
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    try {
      // Trusted Types refuse the text itself; were it set, script-src would refuse to run it.
      script.textContent = 'window.__inlineRan = true';
      document.head.appendChild(script);
    } catch {
      // refused
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    const flag = (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    // This test provokes a violation on purpose; clear it so the watch sees only real ones.
    window.__cspViolations = [];
    return flag;
  });
  expect(ran).toBe(false);
});

test('every answer carries the security headers: the API, assets and 404s', async ({ request }) => {
  const api = await request.post('/v1/api/user/login', { form: { email: 'x', password: 'y' } });
  const missing = await request.get('/favicon.ico');
  const unknownCall = await request.post('/v1/api/no/such-call');
  expect(missing.status()).toBe(404);
  expect(unknownCall.status()).toBe(404);
  for (const response of [api, missing, unknownCall]) {
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['content-security-policy']).toContain("object-src 'none'");
  }
});

test('the CSP requires Trusted Types and reports violations to an endpoint that takes them', async ({
  page,
  request,
}) => {
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("require-trusted-types-for 'script'");
  expect(csp).toContain('trusted-types default dompurify');
  expect(csp).toContain('report-to csp');
  expect(response?.headers()['reporting-endpoints']).toBe('csp="/csp-report"');
  const report = await request.post('/csp-report', {
    headers: { 'content-type': 'application/csp-report' },
    data: JSON.stringify({
      'csp-report': { 'violated-directive': 'script-src', 'source-file': PROBE_REPORT_MARK },
    }),
  });
  expect(report.status()).toBe(204);
  // Collected, so the run's end can assert there was no real one (e2e/global-teardown.ts).
  const kept = (await (await request.get('/csp-report')).json()) as string[];
  expect(kept.some((entry) => entry.includes(PROBE_REPORT_MARK))).toBe(true);
});

test('a plain string never reaches innerHTML; a script loads only from an allowed origin', async ({
  page,
}) => {
  await page.goto(`/?${PROBE_REPORT_MARK}`);
  // The app's default policy is in place once its script has run (after the first paint).
  await page.waitForFunction(
    () => (window as { trustedTypes?: { defaultPolicy: unknown } }).trustedTypes?.defaultPolicy,
  );
  const outcome = await page.evaluate(async () => {
    const attempt = (action: () => void) => {
      try {
        action();
        return 'allowed';
      } catch (error) {
        return error instanceof TypeError ? 'refused' : String(error);
      }
    };
    const div = document.createElement('div');
    const result = {
      html: attempt(() => {
        div.innerHTML = '<img src=x onerror="window.__xss=1">';
      }),
      foreignScript: attempt(() => {
        document.createElement('script').src = 'https://evil.example/x.js';
      }),
      stripe: attempt(() => {
        document.createElement('script').src = 'https://js.stripe.com/v3';
      }),
    };
    // Provoked on purpose; the reports arrive after a task; clear them so the watch sees only
    // real ones.
    await new Promise((resolve) => setTimeout(resolve, 50));
    window.__cspViolations = [];
    return result;
  });
  expect(outcome).toEqual({ html: 'refused', foreignScript: 'refused', stripe: 'allowed' });
});
