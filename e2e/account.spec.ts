import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoUser } from '../packages/sandbox/src/index';
import { signupTexts } from '../apps/portal/src/routes/signup/texts';
import { activationTexts } from '../apps/portal/src/routes/activate-account/texts';
import { forgotPasswordTexts } from '../apps/portal/src/routes/forgot-password/texts';
import { resetPasswordTexts } from '../apps/portal/src/routes/reset-password/texts';
import { loginTexts } from '../apps/portal/src/routes/login/texts';
import { sandboxCaptchaTexts } from '../apps/portal/src/lib/captcha/texts';

test('a newcomer signs up, is logged in, and activates the account', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel(signupTexts.email).fill('office@gracechurch.org');
  await page.getByLabel(signupTexts.password, { exact: true }).fill('choir-2026');
  await page.getByLabel(signupTexts.confirmPassword, { exact: true }).fill('choir-2026');
  await page.getByLabel(sandboxCaptchaTexts.label).check();
  await page.getByRole('button', { name: signupTexts.submit }).click();
  await expect(page).toHaveURL(/\/dashboard\?non-activate-account$/);

  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token).toBeTruthy();
  await page.goto(`/activate-account/${token}`);
  await page.getByRole('button', { name: activationTexts.welcomeClose }).click();
  await page.getByLabel(activationTexts.firstName).fill('Miriam');
  await page.getByLabel(activationTexts.lastName).fill('Okonkwo');
  await page.getByRole('button', { name: activationTexts.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('root') ?? '{}'));
  expect(stored.user).toMatchObject({ firstName: 'Miriam', isActivated: 1 });
});

test('a forgotten password: the request, then a reset link that changes it', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel(forgotPasswordTexts.email).fill('ready@demo.church');
  await page.getByRole('button', { name: forgotPasswordTexts.submit }).click();
  await expect(page.getByRole('status')).toContainText('Recover email sent');

  const key = demoUser('ready@demo.church').apiKey;
  const inAnHour = Math.floor(Date.now() / 1000) + 3600;
  await page.goto(`/reset-password/${key}?v=${inAnHour}`);
  await page.getByLabel(resetPasswordTexts.password, { exact: true }).fill('new-psalm-23');
  await page.getByLabel(resetPasswordTexts.confirmPassword, { exact: true }).fill('new-psalm-23');
  await page.getByRole('button', { name: resetPasswordTexts.submit }).click();
  await expect(page.getByRole('status')).toContainText(/changed/i);

  // The new password works (the demo sandbox kept the change in this tab's session).
  await page.goto('/');
  await page.getByLabel(loginTexts.email).fill('ready@demo.church');
  await page.getByLabel(loginTexts.password, { exact: true }).fill('new-psalm-23');
  await page.getByRole('button', { name: loginTexts.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** Errors the page logs or throws (a hydration mismatch is React's #418). */
function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Until the app has taken the prerendered page over (React's keys on its heading). */
async function hydrated(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('#root h1') ?? {}).some((key) => key.startsWith('__react')),
  );
}

test('an expired reset link shows only the forgot-password page, its expiry text in view', async ({
  page,
}) => {
  const problems = watchErrors(page);
  const key = demoUser('ready@demo.church').apiKey;
  await page.goto(`/reset-password/${key}?v=1600000000`);
  await expect(page).toHaveURL(/\/forgot-password\?expired=1$/);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: forgotPasswordTexts.title })).toBeVisible();
  await expect(page.getByText(forgotPasswordTexts.expired)).toBeInViewport();
  await expect(page.getByRole('heading', { name: resetPasswordTexts.title })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByLabel(resetPasswordTexts.password, { exact: true })).toHaveCount(0);
  // The new link is asked for on the page it landed on.
  await page.getByLabel(forgotPasswordTexts.email).fill('ready@demo.church');
  await page.getByRole('button', { name: forgotPasswordTexts.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Recover email sent' })).toBeVisible();
  expect(problems, 'errors on the way').toEqual([]);
});

test('/forgot-password?expired=1 opened directly hydrates without an error, its text in view', async ({
  page,
}) => {
  const problems = watchErrors(page);
  await page.goto('/forgot-password?expired=1');
  await hydrated(page);
  await expect(page.getByText(forgotPasswordTexts.expired)).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // Still the app's page after hydration: the form answers.
  await page.getByRole('button', { name: forgotPasswordTexts.submit }).click();
  await expect(page.getByText(forgotPasswordTexts.expired)).toBeInViewport();
  expect(problems, 'hydration errors').toEqual([]);
});
