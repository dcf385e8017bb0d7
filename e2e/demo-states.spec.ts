import type { Page } from '@playwright/test';
import { expect, logInToDashboard, pickOption, test } from './fixtures';
import { bannerTexts } from '../apps/portal/src/lib/shell/banners/texts';
import { dashboardTexts } from '../apps/portal/src/routes/dashboard/texts';
import { PAUSED_MESSAGE } from '../packages/sandbox/src/domains/scenarios';
import { addPairTexts } from '../packages/ui/src/sync/AddPairDialog/texts';
import { newPairsBannerTexts } from '../packages/ui/src/sync/NewPairsBanner/texts';
import { pairTableTexts } from '../packages/ui/src/sync/PairTable/texts';
import { searchRequirementsTexts } from '../packages/ui/src/sync/SearchRequirementsDialog/texts';
import { syncCompleteTexts } from '../packages/ui/src/sync/SyncCompleteDialog/texts';
import { syncProgressTexts } from '../packages/ui/src/sync/SyncProgressBanner/texts';
import { syncButtonTexts } from '../packages/ui/src/sync/SyncSplitButton/texts';
import { syncConfirmTexts } from '../packages/ui/src/sync/texts';

/**
 * Every spec state that used to live only in stories is reachable in the demo (issue 29, item
 * 14): the state accounts of the sandbox (packages/sandbox/src/accounts.ts) show them in the
 * running portal.
 */

async function openSyncPage(page: Page) {
  await page.goto('/sync');
  await expect(page.getByRole('table')).toBeVisible();
}

test("noplan@: new pairs ask 'Purchase a Plan to Sync'; four tags show '+N More'", async ({
  page,
}) => {
  await logInToDashboard(page, 'noplan@demo.church');
  await openSyncPage(page);
  await expect(page.getByText(pairTableTexts.tagsMore(2)).first()).toBeVisible();
  await page.getByRole('button', { name: newPairsBannerTexts.confirm }).click();
  const purchase = page.getByRole('alertdialog', { name: syncConfirmTexts.purchasePlan.title });
  await expect(purchase).toBeVisible();
  await expect(purchase).toContainText(syncConfirmTexts.purchasePlan.message);
  await expect(
    purchase.getByRole('button', { name: syncConfirmTexts.purchasePlan.confirm }),
  ).toBeVisible();
});

test('paused@: the temporary-disable banner, invalid CCB, Mailchimp and email', async ({
  page,
}) => {
  await logInToDashboard(page, 'paused@demo.church');
  // The top banner (priority 1) carries the administrator's message.
  await expect(page.getByRole('alert').getByText(PAUSED_MESSAGE)).toBeVisible();
  const warnings = page.getByRole('list', { name: bannerTexts.warningsLabel });
  await expect(warnings.getByRole('link', { name: bannerTexts.invalidCcb })).toHaveAttribute(
    'href',
    '/integrations/setup-ccb',
  );
  await expect(warnings.getByRole('link', { name: bannerTexts.invalidMailchimp })).toHaveAttribute(
    'href',
    '/integrations/setup-mailchimp',
  );
  await expect(
    warnings.getByText(bannerTexts.invalidEmail('paused@demo.church'), { exact: true }),
  ).toBeVisible();
});

test("renewal@: 'Repurchase Plan', the permission warnings, 'Action Required' and disabled process queues", async ({
  page,
}) => {
  await logInToDashboard(page, 'renewal@demo.church');
  await expect(page.getByText(bannerTexts.paymentFailed)).toBeVisible();
  await expect(page.getByRole('link', { name: bannerTexts.repurchasePlan })).toHaveAttribute(
    'href',
    '/billing',
  );
  const warnings = page.getByRole('list', { name: bannerTexts.warningsLabel });
  await expect(warnings.getByText(bannerTexts.searchPermission)).toBeVisible();
  await expect(warnings.getByText(bannerTexts.processQueuePermission)).toBeVisible();

  await openSyncPage(page);
  const sync = page.getByRole('button', { name: syncButtonTexts.sync, exact: true });
  await expect(sync).toBeEnabled();
  await sync.click();
  const requirements = page.getByRole('alertdialog', { name: searchRequirementsTexts.title });
  await expect(requirements).toBeVisible();
  await expect(
    requirements.getByRole('button', { name: searchRequirementsTexts.recheck }),
  ).toBeVisible();
  await requirements.getByRole('button', { name: searchRequirementsTexts.doLater }).click();
  // Do Later goes on with the sync; it runs to completion.
  const done = page.getByRole('dialog', { name: syncCompleteTexts.title });
  await expect(done).toContainText(syncCompleteTexts.message, { timeout: 30_000 });
  await done.getByRole('button', { name: syncCompleteTexts.done }).click();

  await page
    .getByRole('button', { name: /Add New Sync pair/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: addPairTexts.title.add });
  const searches = dialog.getByRole('button', { name: addPairTexts.ccbSource.savedSearches });
  await expect(searches).toHaveAttribute('aria-disabled', 'true');
  await pickOption(dialog, addPairTexts.fields.campus, 'Main Campus');
  await expect(
    dialog.getByRole('combobox', { name: addPairTexts.fields.campus, exact: true }),
  ).toHaveValue('Main Campus');
  const queues = dialog.getByRole('button', { name: addPairTexts.ccbTarget.processQueues });
  await expect(queues).toHaveAttribute('aria-disabled', 'true');
  await queues.hover();
  await expect(page.getByText(addPairTexts.ccbTarget.processQueuesPending)).toBeVisible();
  await searches.hover();
  await expect(page.getByText(addPairTexts.ccbSource.savedSearchesNoPermission)).toBeVisible();
});

test("busy@: an automatic sync at sign-in completes with its dialog; a manual sync is 'added to queue'", async ({
  page,
}) => {
  await logInToDashboard(page, 'busy@demo.church');
  const done = page.getByRole('dialog', { name: syncCompleteTexts.title });
  await expect(done).toContainText(syncCompleteTexts.message, { timeout: 30_000 });
  await done.getByRole('button', { name: syncCompleteTexts.done }).click();
  await expect(done).toBeHidden();

  const syncNow = page
    .getByRole('region', { name: dashboardTexts.syncTitle })
    .getByRole('button', { name: dashboardTexts.syncNow });
  await expect(syncNow).toBeEnabled();
  await syncNow.click();
  await expect(page.getByText(syncProgressTexts.queued, { exact: true })).toBeVisible();
  // The other church's job ends, then this one runs and completes.
  await expect(done).toContainText(syncCompleteTexts.message, { timeout: 40_000 });
  await done.getByRole('button', { name: syncCompleteTexts.done }).click();

  await openSyncPage(page);
  await expect(page.getByText(pairTableTexts.tagsMore(2)).first()).toBeVisible();
});
