import { expect, logInToDashboard, test } from './fixtures';
import { brokenPairsSyncTexts } from '../packages/ui/src/sync/BrokenPairsSyncDialog/texts';
import { newPairsBannerTexts } from '../packages/ui/src/sync/NewPairsBanner/texts';
import { pairTableTexts } from '../packages/ui/src/sync/PairTable/texts';
import { syncNewPairsTexts } from '../packages/ui/src/sync/SyncNewPairsDialog/texts';
import { syncProgressTexts } from '../packages/ui/src/sync/SyncProgressBanner/texts';
import { syncButtonTexts } from '../packages/ui/src/sync/SyncSplitButton/texts';
import { dashboardTexts } from '../apps/portal/src/routes/dashboard/texts';

/**
 * A confirmation opened by a click survives a double click: the second press lands on the
 * backdrop or on a button now under the pointer, and must neither close it nor answer it.
 */
test('double-clicking Sync on /sync opens the question once and starts nothing', async ({
  page,
}) => {
  await logInToDashboard(page, 'ready@demo.church');
  await page.goto('/sync');
  await expect(page.getByText(pairTableTexts.row.notSynced).first()).toBeVisible();
  const sync = page.getByRole('button', { name: syncButtonTexts.sync, exact: true });
  await expect(sync).not.toHaveAttribute('aria-disabled', 'true');

  await sync.dblclick();
  const question = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  await expect(question).toHaveCount(1);
  await expect(question).toBeVisible();
  // Still open after the double click has long ended, and nothing started.
  await page.waitForTimeout(1000);
  await expect(question).toBeVisible();
  await expect(page.getByText(syncProgressTexts.running, { exact: true })).toHaveCount(0);

  // The answer given on purpose starts exactly one sync.
  await question.getByRole('button', { name: syncNewPairsTexts.syncAll }).click();
  await expect(page.getByText(syncProgressTexts.running, { exact: true }).first()).toBeVisible();
});

test('double-clicking Sync now on the dashboard opens the question once and starts nothing', async ({
  page,
}) => {
  await logInToDashboard(page, 'ready@demo.church');
  const syncNow = page
    .getByRole('region', { name: dashboardTexts.syncTitle })
    .getByRole('button', { name: dashboardTexts.syncNow });
  await expect(syncNow).toBeEnabled();
  const starts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/sync/manual')) starts.push(request.url());
  });

  await syncNow.dblclick();
  const question = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  await expect(question).toHaveCount(1);
  await expect(question).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(question).toBeVisible();
  expect(starts).toHaveLength(0);

  await question.getByRole('button', { name: syncNewPairsTexts.syncAll }).click();
  await expect(page.getByText(syncProgressTexts.running, { exact: true }).first()).toBeVisible();
  expect(starts).toHaveLength(1);
});

test("double-clicking the new pairs banner's confirm opens its question once", async ({ page }) => {
  await logInToDashboard(page, 'ready@demo.church');
  await page.goto('/sync');
  await expect(page.getByText(pairTableTexts.row.notSynced).first()).toBeVisible();
  await page.getByRole('button', { name: newPairsBannerTexts.confirm }).dblclick();
  const question = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  await expect(question).toHaveCount(1);
  await page.waitForTimeout(1000);
  await expect(question).toBeVisible();
  await expect(page.getByText(syncProgressTexts.running, { exact: true })).toHaveCount(0);
});

test("double-clicking 'Proceed to Sync' past broken pairs starts one sync", async ({ page }) => {
  await logInToDashboard(page, 'broken@demo.church');
  const starts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('/v1/api/sync/manual') || path.endsWith('/v1/api/sync/new-only')) {
      starts.push(path);
    }
  });
  await page.goto('/sync');
  await page.getByRole('button', { name: syncButtonTexts.sync, exact: true }).click();
  const question = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  await expect(question).toContainText(brokenPairsSyncTexts.title);
  await question.getByRole('button', { name: brokenPairsSyncTexts.proceed }).dblclick();

  // The second press neither answers the next question (if one follows) nor starts again.
  await page.waitForTimeout(1500);
  const next = page.getByRole('button', { name: syncNewPairsTexts.syncAll });
  if (await next.isVisible()) await next.click();
  await expect(page.getByText(syncProgressTexts.running, { exact: true }).first()).toBeVisible();
  await page.waitForTimeout(1000);
  expect(starts).toHaveLength(1);
});
