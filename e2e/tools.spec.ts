import type { Page } from '@playwright/test';
import { expect, logInToDashboard, test } from './fixtures';
import { toolkitMachineTexts } from '../packages/flows/src/toolkit/texts';
import { toolkitTexts } from '../packages/ui/src/toolkit/texts';

const c = toolkitTexts.cards;

/** Opens /tools through the sidebar's 'Tools / Settings' and waits for the cards. */
async function openTools(page: Page) {
  await page.getByRole('link', { name: /Tools/ }).first().click();
  await expect(page).toHaveURL(/\/tools$/);
  await expect(page.getByRole('group', { name: toolkitTexts.gridLabel })).toBeVisible();
}

const toggle = (page: Page, title: string) => page.getByRole('switch', { name: title });

/** Sees a success snackbar, then dismisses it (the next one waits behind it). */
async function announced(page: Page, text: string) {
  const snackbar = page.getByRole('status').filter({ hasText: text });
  await expect(snackbar).toBeVisible();
  await snackbar.getByRole('button', { name: 'Dismiss' }).click();
  await expect(snackbar).toBeHidden();
}

test('a Toolkit switch flips once the server stored it, and stays so', async ({ page }) => {
  await logInToDashboard(page, 'ready@demo.church');
  await openTools(page);
  const skipMerge = toggle(page, c.skipMergeValidation.title);
  await expect(skipMerge).toHaveAttribute('aria-checked', 'false');
  await skipMerge.click();
  await announced(page, toolkitMachineTexts.saved);
  await expect(skipMerge).toHaveAttribute('aria-checked', 'true');

  await page.reload();
  await expect(toggle(page, c.skipMergeValidation.title)).toHaveAttribute('aria-checked', 'true');
  await toggle(page, c.skipMergeValidation.title).click();
  await announced(page, toolkitMachineTexts.saved);
  await expect(toggle(page, c.skipMergeValidation.title)).toHaveAttribute('aria-checked', 'false');

  // Automatic syncing answers in its own words.
  await toggle(page, c.autoSync.title).click();
  await announced(page, 'Auto-Syncing has been Disabled');
  await toggle(page, c.autoSync.title).click();
  await announced(page, 'Auto-Syncing has been Enabled');
  await expect(toggle(page, c.autoSync.title)).toHaveAttribute('aria-checked', 'true');
});

test('a refused switch opens the Error dialog with the server message', async ({ page }) => {
  await logInToDashboard(page, 'ready@demo.church');
  await page.goto('/tools?sandboxFault=/tools/save-cleanup:status=Cleanup is not available now.');
  const cleanup = toggle(page, c.autoCleanup.title);
  await cleanup.click();
  const dialog = page.getByRole('alertdialog', { name: toolkitTexts.errorDialog.title });
  await expect(dialog.getByText('Cleanup is not available now.')).toBeVisible();
  await expect(cleanup).toHaveAttribute('aria-checked', 'false');
  await dialog.getByRole('button', { name: toolkitTexts.errorDialog.close }).click();
  await expect(dialog).toBeHidden();
  await expect(cleanup).toBeFocused();
});

test('account cleanup starts, and notifications are stored', async ({ page }) => {
  await logInToDashboard(page, 'ready@demo.church');
  await openTools(page);
  await page.getByRole('button', { name: c.accountCleanup.action }).click();
  await announced(page, 'Account cleanup in progress');

  await page.getByRole('link', { name: c.notifications.manage }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const unsub = page.getByRole('checkbox', { name: toolkitTexts.notifications.notifyUnsub.title });
  await expect(unsub).not.toBeChecked();
  await unsub.click();
  await announced(page, toolkitMachineTexts.saved);
  await expect(unsub).toBeChecked();
  await page.reload();
  await expect(
    page.getByRole('checkbox', { name: toolkitTexts.notifications.notifyUnsub.title }),
  ).toBeChecked();
});

test('unignoring a contact takes it off the ignored emails', async ({ page }) => {
  await logInToDashboard(page, 'ready@demo.church');
  await openTools(page);
  await page.getByRole('link', { name: c.ignoredEmails.manage }).click();
  await expect(page).toHaveURL(/\/tools\/ignored-emails$/);
  const t = toolkitTexts.ignoredEmails;
  const table = page.getByRole('table', { name: t.caption });
  await expect(page.getByText(t.count(2, 2))).toBeVisible();
  const unignore = table.getByRole('button', { name: new RegExp(`^${t.unignore} `) }).first();
  const label = (await unignore.getAttribute('aria-label')) ?? '';
  await unignore.click();
  await announced(page, t.updated);
  await expect(page.getByText(t.count(1, 1))).toBeVisible();
  await expect(table.getByRole('button', { name: label })).toHaveCount(0);

  // The capitalised alias opens the same page, which the server now answers with one row.
  await page.goto('/tools/Ignored-emails');
  await expect(page.getByText(t.count(1, 1))).toBeVisible();
});
