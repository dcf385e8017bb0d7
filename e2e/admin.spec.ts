import type { Page } from '@playwright/test';
import { expect, logIn, logInToDashboard, test } from './fixtures';
import { adminTexts as t } from '../packages/ui/src/admin/texts';
import { dashboardTexts } from '../apps/portal/src/routes/dashboard/texts';
import { forbiddenTexts } from '../apps/portal/src/routes/forbidden/texts';
import { shellTexts } from '../apps/portal/src/lib/shell/texts';

async function searchBy(page: Page, label: string, value: string) {
  const form = page.getByRole('search', { name: t.filters.label });
  await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: t.filters.search }).click();
}

const usersTable = (page: Page) => page.getByRole('table', { name: t.list.usersCaption });
const pendingTable = (page: Page) => page.getByRole('table', { name: t.list.pendingCaption });

test('an admin filters users, and more rows load on scroll, 20 a page', async ({ page }) => {
  await logInToDashboard(page, 'admin@demo.church');
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(usersTable(page).getByRole('row')).toHaveCount(21);
  await page.getByTestId('load-more').scrollIntoViewIfNeeded();
  await expect(usersTable(page).getByRole('row')).toHaveCount(41);
  await expect(page.getByText(/^Showing 40 of \d+$/)).toBeVisible();

  await searchBy(page, t.filters.email, 'ready@');
  await expect(usersTable(page).getByRole('row')).toHaveCount(2);
  const row = usersTable(page).getByRole('row', { name: /ready@demo\.church/ });
  await expect(row).toContainText('Daniel');
  await expect(row).toContainText(t.status.activated);
  await row.getByRole('button', { name: t.actions.viewLabel('ready@demo.church') }).click();
  const dialog = page.getByRole('dialog', { name: t.profile.title });
  await expect(dialog).toContainText('Daniel Okafor');
  await dialog.getByRole('button', { name: t.profile.close }).first().click();
  await expect(dialog).toBeHidden();
});

test('an admin creates a user, who shows as Non-activate, and copies the link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logInToDashboard(page, 'admin@demo.church');
  await page.goto('/users');
  await page.getByRole('button', { name: t.actions.addUser }).click();
  const dialog = page.getByRole('dialog', { name: t.createUser.title });
  const create = dialog.getByRole('button', { name: t.createUser.create });
  await expect(create).toBeDisabled();
  await dialog.getByLabel(t.createUser.email).fill('office@hopechapel.org');
  await dialog.getByRole('textbox', { name: t.createUser.password, exact: true }).fill('hymn-42');
  await dialog.getByLabel(t.createUser.firstName).fill('Ruth');
  await dialog.getByLabel(t.createUser.lastName).fill('Abernathy');
  await expect(create).toBeDisabled();
  await dialog
    .getByLabel(t.createUser.package)
    .selectOption({ label: 'Medium – $183.60 (Yearly)' });
  await expect(create).toBeEnabled();
  await create.click();
  const created = page.getByRole('status').filter({ hasText: /created successfully/i });
  await expect(created).toBeVisible();
  await expect(dialog).toBeHidden();
  await created.getByRole('button', { name: 'Dismiss' }).click();

  await searchBy(page, t.filters.email, 'hopechapel');
  const row = usersTable(page).getByRole('row', { name: /office@hopechapel\.org/ });
  await expect(row).toContainText(t.status.notActivated);
  await row.getByRole('button', { name: t.actions.copyLinkLabel('office@hopechapel.org') }).click();
  await expect(page.getByText(t.messages.copied)).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^http:\/\/localhost:\d+\/activate-account\/[0-9a-f]+$/);
});

test('an admin acts as ready@ and returns to admin', async ({ page }) => {
  await logInToDashboard(page, 'admin@demo.church');
  await page.goto('/users');
  await searchBy(page, t.filters.email, 'ready@demo');
  await page
    .getByRole('button', { name: t.actions.loginLabel('ready@demo.church'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { name: dashboardTexts.greeting('Daniel') }),
  ).toBeVisible();
  await expect(
    page.getByText(shellTexts.actingAs('Daniel Okafor', 'ready@demo.church')),
  ).toBeVisible();
  // The user's own profile, not the admin's.
  await page.goto('/settings');
  await expect(page.getByText('ready@demo.church').first()).toBeVisible();
  await page.getByRole('button', { name: shellTexts.returnToAdmin }).click();
  await expect(page.getByRole('heading', { name: dashboardTexts.adminGreeting })).toBeVisible();
  await page.goto('/users');
  await expect(usersTable(page).getByRole('row')).toHaveCount(21);
});

test("'API key missing!' for a user without a key", async ({ page }) => {
  await logInToDashboard(page, 'admin@demo.church');
  await page.goto('/users');
  const keyless = usersTable(page).getByRole('row').filter({ hasText: t.unknown });
  await page.getByTestId('load-more').scrollIntoViewIfNeeded();
  await expect(keyless.first()).toBeVisible();
  await keyless
    .first()
    .getByRole('button', { name: /^Login as / })
    .click();
  await expect(page.getByText(t.messages.apiKeyMissing)).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);
});

test('an admin approves pending@, who leaves the list and shows as Non-activate', async ({
  page,
}) => {
  await logInToDashboard(page, 'admin@demo.church');
  await page.goto('/pending-users');
  await expect(page.getByRole('heading', { name: 'Pending Users', level: 1 })).toBeVisible();
  const row = pendingTable(page).getByRole('row', { name: /pending@demo\.church/ });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: t.actions.approveLabel('pending@demo.church') }).click();
  await expect(page.getByText(t.messages.approved)).toBeVisible();
  await expect(row).toBeHidden();

  await page.goto('/users');
  await searchBy(page, t.filters.email, 'pending@');
  await expect(usersTable(page).getByRole('row', { name: /pending@demo\.church/ })).toContainText(
    t.status.notActivated,
  );
});

test('the pending list sends all four filters, blank when unused', async ({ page }) => {
  await logInToDashboard(page, 'admin@demo.church');
  const request = page.waitForRequest(
    (r) =>
      r.url().endsWith('/admin/pending-users') && r.postData()?.includes('email=pending') === true,
  );
  await page.goto('/pending-users');
  await searchBy(page, t.filters.email, 'pending');
  const form = new URLSearchParams((await request).postData() ?? '');
  expect(Object.fromEntries(form)).toMatchObject({
    page: '1',
    firstName: '',
    lastName: '',
    email: 'pending',
    ccbAccount: '',
  });
  await expect(pendingTable(page).getByRole('row')).toHaveCount(2);
});

for (const path of ['/users', '/pending-users']) {
  test(`a non-admin gets the 403 page on ${path}`, async ({ page }) => {
    await page.goto(path);
    await logIn(page, 'ready@demo.church', { here: true });
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByRole('heading', { name: forbiddenTexts.title })).toBeVisible();
  });
}
