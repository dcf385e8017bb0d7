import { expect, test } from './fixtures';

test('the production build is served with a strict Content-Security-Policy', async ({ page }) => {
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
    expect(csp).toContain(directive);
  }
  expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
});

test('an inline script injected into the page is blocked', async ({ page }) => {
  await page.goto('/');
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.head.appendChild(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const flag = (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    // This test provokes a violation on purpose; clear it so the watch sees only real ones.
    window.__cspViolations = [];
    return flag;
  });
  expect(ran).toBe(false);
});
