import { expect, test } from './fixtures';
import { loginTexts as t } from '../apps/portal/src/routes/login/texts';
import { DEMO_PASSWORD } from '../packages/sandbox/src/accounts';
import { dashboardTexts } from '../apps/portal/src/routes/dashboard/texts';
import { messages } from '../apps/portal/src/lib/messages';

test('a demo user logs in and is greeted on the dashboard', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel(t.email).fill('ready@demo.church');
  await page.getByLabel(t.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { name: dashboardTexts.greeting('Daniel') }),
  ).toBeVisible();
  // The token and the user are kept in local storage.
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    root: localStorage.getItem('root'),
  }));
  expect(stored.token).toMatch(/^demo-ready-/);
  expect(JSON.parse(stored.root ?? '{}').user.email).toBe('ready@demo.church');
});

test('a wrong password shows the server message and keeps what was typed', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel(t.email).fill('ready@demo.church');
  await page.getByLabel(t.password, { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page.getByLabel(t.email)).toHaveValue('ready@demo.church');
  await expect(page).toHaveURL(/\/$/);
});

test('a protected page sends a signed-out visitor to login and back after it', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await page.getByLabel(t.email).fill('setup@demo.church');
  await page.getByLabel(t.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t.submit }).click();
  await expect(
    page.getByRole('heading', { name: dashboardTexts.greeting('Samuel') }),
  ).toBeVisible();
});

test('demo mode: a fault asked for in the address bar reaches the login call', async ({ page }) => {
  await page.goto('/?sandboxFault=/user/login:status=Your account is locked.');
  await page.getByLabel(t.email).fill('ready@demo.church');
  await page.getByLabel(t.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByRole('alert')).toHaveText('Your account is locked.');
});

test('demo mode: a network failure shows the request-failure text', async ({ page }) => {
  await page.goto('/?sandboxFault=/user/login:network');
  await page.getByLabel(t.email).fill('ready@demo.church');
  await page.getByLabel(t.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(messages.requestFailed);
  await expect(page.getByLabel(t.password, { exact: true })).toHaveValue(DEMO_PASSWORD);
});
