import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginTexts } from '../apps/portal/src/routes/login/texts';
import { syncTexts } from '../packages/flows/src/sync/texts';
import { addPairTexts } from '../packages/ui/src/AddPairDialog/texts';

async function logIn(page: Page, email: string) {
  await page.goto('/');
  await page.getByLabel(loginTexts.email).fill(email);
  await page.getByLabel(loginTexts.password, { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: loginTexts.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a connected church lists its pairs and runs a sync to completion', async ({ page }) => {
  await logIn(page, 'ready@demo.church');
  await page.goto('/sync');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  // Wait until the page knows the church: its new pairs are listed and Sync is available.
  await expect(page.getByText('Not Synced').first()).toBeVisible();
  const sync = page.getByRole('button', { name: syncTexts.button.sync, exact: true });
  await expect(sync).not.toHaveAttribute('aria-disabled', 'true');
  await sync.click();
  // The ready church has new, unsynced pairs, so the machine asks first: sync everything.
  await page.getByRole('button', { name: syncTexts.newPairs.syncAll }).click();
  await expect(page.getByText(syncTexts.banner.running).first()).toBeVisible();
  await expect(page.getByText(syncTexts.completed.message)).toBeVisible({ timeout: 30_000 });
});

test('the add pair dialog opens from the sync page', async ({ page }) => {
  await logIn(page, 'ready@demo.church');
  await page.goto('/sync');
  await page
    .getByRole('button', { name: /Add New Sync pair/i })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: addPairTexts.title.add })).toBeVisible();
});
