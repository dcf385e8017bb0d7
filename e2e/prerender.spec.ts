import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { sandboxCaptchaTexts } from '../apps/portal/src/lib/captcha/texts';
import { forgotPasswordTexts } from '../apps/portal/src/routes/forgot-password/texts';
import { signupTexts } from '../apps/portal/src/routes/signup/texts';
import { loginDemoTexts, loginTexts as t } from '../apps/portal/src/routes/login/texts';
import { DEMO_PASSWORD } from '../packages/sandbox/src/accounts';
import { APP_DOCUMENT } from '../apps/portal/documents';

/**
 * The public pages are HTML from the server (ADR 027): on screen before any script
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

/**
 * Holds the app's entry back until `release()` (ADR 030: it is fetched after the first paint), and
 * says whether it was asked for after the first contentful paint.
 */
async function holdEntry(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const state: { afterPaint?: boolean } = {};
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    state.afterPaint ??= await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
    );
    await released;
    await route.continue();
  });
  return { release, requestedAfterPaint: () => state.afterPaint };
}

/** The app loads, hydrates, then does what was done and the page answers: on two busy cores. */
const TAKEN_OVER = 15_000;

test.describe('before the app is there', () => {
  test('the script comes after the paint; what was typed and sent counts', async ({ page }) => {
    const entry = await holdEntry(page);
    await page.goto('/');
    await page.getByLabel(t.email).fill('ready@demo.church');
    await page.getByLabel(t.password, { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: t.submit }).click();
    expect(page.url(), 'nothing is sent before the app is there').not.toContain(DEMO_PASSWORD);
    entry.release();
    // The app takes over, finds the form sent early, and sends it with what was typed.
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: TAKEN_OVER });
    expect(entry.requestedAfterPaint(), 'fetched after the first contentful paint').toBe(true);
  });

  test('a demo account pressed counts: the form is filled once the app is there', async ({
    page,
  }) => {
    const entry = await holdEntry(page);
    await page.goto('/');
    await page
      .getByRole('button', { name: loginDemoTexts.useAccount('ready@demo.church') })
      .click();
    await expect(page.getByLabel(t.email)).toHaveValue('');
    entry.release();
    await expect(page.getByLabel(t.email)).toHaveValue('ready@demo.church', {
      timeout: TAKEN_OVER,
    });
    await expect(page.getByLabel(t.password, { exact: true })).toHaveValue(DEMO_PASSWORD);
  });

  test('forgot password typed and sent counts', async ({ page }) => {
    const entry = await holdEntry(page);
    await page.goto('/forgot-password');
    await page.getByLabel(forgotPasswordTexts.email).fill('ready@demo.church');
    await page.getByRole('button', { name: forgotPasswordTexts.submit }).click();
    entry.release();
    await expect(page.getByRole('status')).toContainText('Recover email sent', {
      timeout: TAKEN_OVER,
    });
  });

  test('sign-up typed, ticked and sent counts', async ({ page }) => {
    const entry = await holdEntry(page);
    await page.goto('/signup');
    await page.getByLabel(signupTexts.email).fill('early@matrix.church');
    await page.getByLabel(signupTexts.password, { exact: true }).fill('choir-2026');
    await page.getByLabel(signupTexts.confirmPassword, { exact: true }).fill('choir-2026');
    await page.getByLabel(sandboxCaptchaTexts.label).check();
    await page.getByRole('button', { name: signupTexts.submit }).click();
    entry.release();
    await expect(page).toHaveURL(/non-activate-account/, { timeout: TAKEN_OVER });
  });
});
