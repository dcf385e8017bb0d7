import type { Page } from '@playwright/test';
import { expect, logInToDashboard, test } from './fixtures';
import { shellTexts as t } from '../apps/portal/src/lib/shell/texts';
import { SIDEBAR_COLLAPSED_KEY } from '../apps/portal/src/lib/shell/useSidebarPreference';

const sidebar = (page: Page) => page.getByRole('navigation', { name: t.navLabel });

test('the sidebar lists its entries in the spec order', async ({ page }) => {
  await logInToDashboard(page, 'ready@demo.church');
  await expect(sidebar(page).getByRole('listitem')).toHaveText([
    t.searchLogs,
    t.dashboard,
    t.sync,
    t.integration,
    t.tools,
    t.logs,
  ]);
  await expect(sidebar(page).getByRole('link', { name: t.dashboard })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await sidebar(page).getByRole('link', { name: t.integration }).click();
  await expect(page).toHaveURL(/\/integrations$/);
  await expect(page.getByRole('link', { name: t.backToDashboard })).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: /Daniel Okafor/ })).toBeVisible();
});

test('an unactivated account has no Sync entry', async ({ page }) => {
  await logInToDashboard(page, 'new@demo.church');
  await expect(sidebar(page).getByRole('link', { name: t.dashboard })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: t.sync, exact: true })).toHaveCount(0);
});

test('the collapsed sidebar stays collapsed after a reload, and always on /sync', async ({
  page,
}) => {
  await logInToDashboard(page, 'ready@demo.church');
  await page.getByRole('button', { name: t.collapseSidebar }).click();
  await expect(page.getByRole('button', { name: t.expandSidebar })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), SIDEBAR_COLLAPSED_KEY)).toBe(
    'true',
  );
  await page.reload();
  await expect(page.getByRole('button', { name: t.expandSidebar })).toBeVisible();
  await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBe(64);

  await page.getByRole('button', { name: t.expandSidebar }).click();
  expect(await page.evaluate((key) => localStorage.getItem(key), SIDEBAR_COLLAPSED_KEY)).toBe(
    'false',
  );
  await sidebar(page).getByRole('link', { name: t.sync, exact: true }).click();
  await expect(page).toHaveURL(/\/sync$/);
  // Forced collapsed on /sync, with no toggle; the preference itself is kept.
  await expect(page.getByRole('button', { name: /sidebar/ })).toHaveCount(0);
  await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBe(64);
  expect(await page.evaluate((key) => localStorage.getItem(key), SIDEBAR_COLLAPSED_KEY)).toBe(
    'false',
  );
});

test('the search-logs modal ignores an empty term and opens the results with one', async ({
  page,
}) => {
  await logInToDashboard(page, 'ready@demo.church');
  await sidebar(page).getByRole('button', { name: t.searchLogs }).click();
  const dialog = page.getByRole('dialog', { name: t.searchTitle });
  const field = dialog.getByPlaceholder(t.searchPlaceholder);
  await expect(field).toBeFocused();
  await dialog.getByRole('button', { name: t.searchSubmit }).click();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await field.fill('  ann@church.org ');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/logs\/search-results$/);
  await expect(dialog).toBeHidden();
  const state = await page.evaluate(() => (window.history.state as { usr?: unknown }).usr);
  expect(state).toEqual({ searchTerm: 'ann@church.org' });
});

test('an admin’s profile menu offers My Profile, Users and Pending Users', async ({ page }) => {
  await logInToDashboard(page, 'admin@demo.church');
  await sidebar(page)
    .getByRole('button', { name: /Grace Whitfield/ })
    .click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    t.myProfile,
    t.users,
    t.pendingUsers,
    t.logOut,
  ]);
  await menu.getByRole('menuitem', { name: t.pendingUsers }).click();
  await expect(page).toHaveURL(/\/pending-users$/);
  await expect(page.getByRole('navigation', { name: t.subMenuLabel })).toBeVisible();
});

test('a user’s profile menu logs out', async ({ page }) => {
  await logInToDashboard(page, 'ready@demo.church');
  await sidebar(page)
    .getByRole('button', { name: /Daniel Okafor/ })
    .click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /Helpdesk/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await menu.getByRole('menuitem', { name: t.logOut }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(sidebar(page)).toHaveCount(0);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the bottom bar shows on the dashboard and its More menu leads on', async ({ page }) => {
    await logInToDashboard(page, 'ready@demo.church');
    await expect(sidebar(page)).toHaveCount(0);
    const bar = page.getByRole('navigation', { name: t.bottomBarLabel });
    await expect(bar.getByRole('listitem')).toHaveText([t.dashboard, t.sync, t.more, t.logout]);
    await bar.getByRole('button', { name: t.more }).click();
    const menu = page.getByRole('menu', { name: t.more });
    await expect(menu.getByRole('menuitem')).toHaveText([
      t.myProfile,
      t.billing,
      t.integrations,
      t.logs,
      t.toolsShort,
      t.notifications,
      /Helpdesk/,
      /Facebook Group/,
    ]);
    await menu.getByRole('menuitem', { name: t.integrations }).click();
    await expect(page).toHaveURL(/\/integrations$/);
    // The bottom bar is for /dashboard and /sync only.
    await expect(bar).toHaveCount(0);
    await page.getByRole('link', { name: t.backToDashboard }).click();
    await expect(bar).toBeVisible();
  });
});
