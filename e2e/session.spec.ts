import type { Page } from '@playwright/test';
import { expect, logIn, test } from './fixtures';
import { demoUser } from '../packages/sandbox/src/index';
import { dashboardTexts } from '../apps/portal/src/routes/dashboard/texts';
import { shellTexts } from '../apps/portal/src/lib/shell/texts';

/** Log out from the shell's profile menu. */
async function logOut(page: Page) {
  await page.getByRole('button', { name: new RegExp(`^${shellTexts.accountMenu}`) }).click();
  await page.getByRole('menuitem', { name: shellTexts.logOut }).click();
}

test('logout clears local storage and returns to login', async ({ page }) => {
  await logIn(page, 'ready@demo.church');
  await expect(
    page.getByRole('heading', { name: dashboardTexts.greeting('Daniel') }),
  ).toBeVisible();
  await logOut(page);
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

test('a logout in one tab logs out the others', async ({ page, context }) => {
  await logIn(page, 'ready@demo.church');
  await expect(
    page.getByRole('heading', { name: dashboardTexts.greeting('Daniel') }),
  ).toBeVisible();
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(
    other.getByRole('heading', { name: dashboardTexts.greeting('Daniel') }),
  ).toBeVisible();
  await logOut(page);
  await expect(other).toHaveURL(/\/$/);
});

test('an admin acts as a user from the address bar, which is cleaned, and returns', async ({
  page,
}) => {
  await logIn(page, 'admin@demo.church');
  await expect(page.getByRole('heading', { name: dashboardTexts.adminGreeting })).toBeVisible();
  const ready = demoUser('ready@demo.church');
  await page.goto(`/dashboard?adminUserId=${ready.id}&isAdmin=1&apiKey=${ready.apiKey}`);
  await expect(
    page.getByRole('heading', { name: dashboardTexts.greeting('Daniel') }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByText(shellTexts.actingAs(`${ready.firstName} ${ready.lastName}`, ready.email)),
  ).toBeVisible();
  await page.getByRole('button', { name: shellTexts.returnToAdmin }).click();
  await expect(page.getByRole('heading', { name: dashboardTexts.adminGreeting })).toBeVisible();
});

test('session query values from a non-admin session are ignored and removed', async ({ page }) => {
  await logIn(page, 'setup@demo.church');
  await expect(
    page.getByRole('heading', { name: dashboardTexts.greeting('Samuel') }),
  ).toBeVisible();
  const ready = demoUser('ready@demo.church');
  await page.goto(`/dashboard?adminUserId=${ready.id}&isAdmin=1&apiKey=${ready.apiKey}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { name: dashboardTexts.greeting('Samuel') }),
  ).toBeVisible();
});
