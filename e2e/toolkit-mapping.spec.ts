import type { Page } from '@playwright/test';
import { expect, logInToDashboard, pickOption, test } from './fixtures';
import { toolkitTexts } from '../packages/ui/src/toolkit/texts';

/**
 * The Toolkit's exceptions ('Select MailChimp Groups') and Custom Fields Mapping against the
 * running portal (ADR 024).
 */
const t = toolkitTexts.exceptions;

async function openExceptions(page: Page) {
  await page.getByRole('link', { name: /Tools/ }).first().click();
  await expect(page).toHaveURL(/\/tools$/);
  await page.getByRole('button', { name: t.card.manage }).click();
  const dialog = page.getByRole('dialog', { name: t.title });
  await expect(dialog.getByRole('group', { name: t.pairLabel(1), exact: true })).toBeVisible();
  return dialog;
}

async function announced(page: Page, text: string) {
  const snackbar = page.getByRole('status').filter({ hasText: text });
  await expect(snackbar).toBeVisible();
  await snackbar.getByRole('button', { name: 'Dismiss' }).click();
  await expect(snackbar).toBeHidden();
}

test('an exception is added with a new tag, stays, and is removed', async ({ page }) => {
  await logInToDashboard(page, 'ready@demo.church');
  let dialog = await openExceptions(page);
  await expect(dialog.getByRole('group', { name: t.pairLabel(2), exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: t.add }).click();
  const added = dialog.getByRole('group', { name: t.pairLabel(3), exact: true });
  // Saving without an audience is refused in the dialog.
  await dialog.getByRole('button', { name: t.save, exact: true }).click();
  await expect(added.getByText(t.noAudience)).toBeVisible();

  await pickOption(added, t.audience, 'Website Signups');
  await expect(added.getByRole('combobox', { name: t.audience, exact: true })).toHaveValue(
    'Website Signups',
  );
  await added.getByRole('button', { name: t.tags, exact: true }).click();
  await added.getByRole('button', { name: t.chooseTags }).click();
  const tags = page.getByRole('dialog', { name: t.tagsDialog.title });
  await tags.getByRole('combobox', { name: t.tagsDialog.label }).pressSequentially('Board members');
  await page.getByRole('option', { name: 'Create tag "Board members"' }).click();
  // The list closes once focus leaves the combobox.
  await tags.getByRole('heading', { name: t.tagsDialog.title }).click();
  await tags.getByRole('button', { name: t.tagsDialog.confirm }).click();
  await expect(added.getByText('Board members')).toBeVisible();
  await dialog.getByRole('button', { name: t.save, exact: true }).click();
  await announced(page, t.saved);
  await expect(dialog).toBeHidden();

  // Stored: after a reload it is still there, as the third exception.
  await page.reload();
  dialog = await openExceptions(page);
  const third = dialog.getByRole('group', { name: t.pairLabel(3), exact: true });
  await expect(third.getByText('Board members')).toBeVisible();
  await dialog.getByRole('button', { name: t.remove(3) }).click();
  const confirm = page.getByRole('alertdialog', { name: t.removeDialog.title });
  await confirm.getByRole('button', { name: t.removeDialog.confirm }).click();
  // Said while the dialog stays open (the snackbar behind it cannot be dismissed meanwhile).
  await expect(page.getByRole('status').filter({ hasText: t.removed })).toBeVisible();
  await expect(third).toBeHidden();
  await dialog.getByRole('button', { name: t.close }).click();

  await page.reload();
  dialog = await openExceptions(page);
  await expect(dialog.getByRole('group', { name: t.pairLabel(2), exact: true })).toBeVisible();
  await expect(dialog.getByRole('group', { name: t.pairLabel(3), exact: true })).toBeHidden();
});
