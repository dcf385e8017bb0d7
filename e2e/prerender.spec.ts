import { expect, test } from './fixtures';
import { loginTexts as t } from '../apps/portal/src/routes/login/texts';
import { DEMO_PASSWORD } from '../packages/sandbox/src/accounts';
import { APP_DOCUMENT } from '../apps/portal/documents';

/**
 * The public pages are HTML from the server (issue 18, ADR 027): on screen before any script
 * runs, then taken over by the app in place (hydrated), with no mismatch.
 */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the public pages are there, styled, and a form cannot be sent', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
    await expect(page.getByLabel(t.email)).toBeVisible();
    // The critical styles came inline: the card is centred, not unstyled flow.
    const card = await page.getByRole('main').boundingBox();
    expect(card?.x).toBeGreaterThan(0);
    // A form sent before the app has taken it over goes nowhere (method="dialog").
    await page.getByLabel(t.email).fill('ready@demo.church');
    await page.getByLabel(t.password, { exact: true }).fill('typed-before-the-script');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(page.url()).not.toContain('typed-before-the-script');

    for (const [path, heading] of [
      ['/signup', 'Create your Flocksync account'],
      ['/forgot-password', 'Forgot your password?'],
      ['/403', /403/],
    ] as const) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    }
  });

  test('an unknown address is the not-found page with status 404', async ({ page }) => {
    const answer = await page.goto('/no-such-page');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('a signed-in route is the empty app page', async ({ page, request }) => {
    const answer = await page.goto('/dashboard');
    expect(answer?.status()).toBe(200);
    const [dashboard, app] = await Promise.all([
      request.get('/dashboard').then((r) => r.text()),
      request.get(`/${APP_DOCUMENT}`).then((r) => r.text()),
    ]);
    expect(dashboard).toBe(app);
    expect(dashboard).toContain('<div id="root"></div>');
  });
});

test('the app takes the prerendered login page over in place and signs in', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // Hydrating keeps the server's elements; rendering afresh would replace #root's children.
  await page.addInitScript(() => {
    const state = window as unknown as { rootReplaced?: boolean };
    new MutationObserver((records) => {
      const root = document.getElementById('root');
      if (records.some((r) => r.target === root && r.removedNodes.length > 0))
        state.rootReplaced = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('#root h1') ?? {}).some((key) => key.startsWith('__react')),
  );
  expect(
    await page.evaluate(() => (window as { rootReplaced?: boolean }).rootReplaced),
  ).toBeFalsy();

  await page.getByLabel(t.email).fill('ready@demo.church');
  await page.getByLabel(t.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(problems, 'hydration errors').toEqual([]);
});

test('the script comes after the paint; what was typed and sent before it counts', async ({
  page,
}) => {
  // The entry is held back until the person has typed and pressed Login (ADR 030).
  let release: () => void = () => undefined;
  const sent = new Promise<void>((resolve) => (release = resolve));
  let requestedAfterPaint: boolean | undefined;
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    requestedAfterPaint ??= await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
    );
    await sent;
    await route.continue();
  });
  await page.goto('/');
  await page.getByLabel(t.email).fill('ready@demo.church');
  await page.getByLabel(t.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t.submit }).click();
  expect(page.url(), 'nothing is sent before the app is there').not.toContain(DEMO_PASSWORD);
  release();
  // The app takes over, finds the form sent early, and sends it with what was typed.
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(requestedAfterPaint, 'the entry was fetched after the first contentful paint').toBe(true);
});
