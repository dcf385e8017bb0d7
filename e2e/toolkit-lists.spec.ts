import type { Page } from '@playwright/test';
import { expect, logInToDashboard, test } from './fixtures';
import { toolkitTexts } from '../packages/ui/src/toolkit/texts';

const c = toolkitTexts.cards;

/** Opens /tools through the sidebar's 'Tools / Settings' and waits for the cards. */
async function openTools(page: Page) {
  await page.getByRole('link', { name: /Tools/ }).first().click();
  await expect(page).toHaveURL(/\/tools$/);
  await expect(page.getByRole('group', { name: toolkitTexts.gridLabel })).toBeVisible();
}

/** Sees a success snackbar, then dismisses it (the next one waits behind it). */
async function announced(page: Page, text: string) {
  const snackbar = page.getByRole('status').filter({ hasText: text });
  await expect(snackbar).toBeVisible();
  await snackbar.getByRole('button', { name: 'Dismiss' }).click();
  await expect(snackbar).toBeHidden();
}

test('making a contact primary asks first, then the list marks it primary', async ({ page }) => {
  const t = toolkitTexts.primaryContacts;
  await logInToDashboard(page, 'ready@demo.church');
  await openTools(page);
  await page.getByRole('link', { name: c.checkPrimaryProfiles.manage }).click();
  await expect(page).toHaveURL(/\/tools\/primary-contacts$/);
  await expect(page.getByRole('checkbox', { name: t.showDuplicatesOnly })).toBeChecked();
  const table = page.getByRole('table', { name: t.caption });
  const button = table.getByRole('button', { name: new RegExp(`^${t.makePrimary}: `) }).first();
  const label = (await button.getAttribute('aria-label')) ?? '';
  const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: label }) });
  // The cell's own text (its phone-only line follows in a span).
  const email = (
    (await row
      .getByRole('cell')
      .nth(2)
      .evaluate((cell) => cell.firstChild?.textContent)) ?? ''
  ).trim();
  expect(email).toContain('@');

  // Cancel sends nothing; the row still offers it.
  await button.click();
  const question = page.getByRole('alertdialog', { name: t.confirm.title });
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(table.getByRole('button', { name: label })).toBeVisible();

  await table.getByRole('button', { name: label }).click();
  await question.getByRole('button', { name: t.confirm.action }).click();
  await announced(page, 'Primary profile updated successfully.');
  await expect(table.getByRole('button', { name: label })).toHaveCount(0);

  // Stored: after a reload the email's one primary row is the profile chosen.
  await page.reload();
  const filters = page.getByRole('search', { name: toolkitTexts.filters.label });
  await filters.getByRole('searchbox', { name: toolkitTexts.filters.email }).fill(email);
  await filters.getByRole('button', { name: toolkitTexts.filters.search }).click();
  await expect(
    page.getByRole('table', { name: t.caption }).getByText(t.primary, { exact: true }),
  ).toHaveCount(1);
  await expect(page.getByRole('button', { name: label })).toHaveCount(0);

  // Close returns to /tools.
  await page.getByRole('link', { name: t.close }).click();
  await expect(page).toHaveURL(/\/tools$/);
});

test('an unsynced pair is deleted after a question, another dismissed', async ({ page }) => {
  const t = toolkitTexts.unsyncedPairs;
  await logInToDashboard(page, 'ready@demo.church');
  await openTools(page);
  await page.getByRole('link', { name: c.autoCleanup.review }).click();
  await expect(page).toHaveURL(/\/tools\/confirm-delete$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const table = page.getByRole('table', { name: t.caption });
  const deletes = table.getByRole('button', { name: new RegExp(`^${t.delete} `) });
  await expect(deletes).toHaveCount(2);

  await deletes.first().click();
  const question = page.getByRole('alertdialog', { name: t.confirm.title });
  await question.getByRole('button', { name: t.confirm.action }).click();
  await announced(page, t.deleted);
  await expect(deletes).toHaveCount(1);

  await table.getByRole('button', { name: new RegExp(`^${t.dismiss} `) }).click();
  await announced(page, t.dismissed);
  await expect(page.getByText(t.empty)).toBeVisible();

  // Stored: the server lists none after a reload.
  await page.reload();
  await expect(page.getByText(t.empty)).toBeVisible();
});
