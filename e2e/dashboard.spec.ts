import type { Page } from '@playwright/test';
import { expect, logIn, logInToDashboard, test } from './fixtures';
import { dashboardTexts as t } from '../apps/portal/src/routes/dashboard/texts';
import { syncCompleteTexts } from '../packages/ui/src/sync/SyncCompleteDialog/texts';
import { syncNewPairsTexts } from '../packages/ui/src/sync/SyncNewPairsDialog/texts';
import { syncProgressTexts } from '../packages/ui/src/sync/SyncProgressBanner/texts';
import { syncConfirmTexts } from '../packages/ui/src/sync/texts';

const region = (page: Page, name: string) => page.getByRole('region', { name });

test('a connected church sees its plan, its syncs and their logs', async ({ page }) => {
  await logIn(page, 'ready@demo.church');
  await expect(page.getByRole('heading', { name: t.greeting('Daniel') })).toBeVisible();

  const billing = region(page, t.billingTitle);
  await expect(billing.getByText('Pro', { exact: true })).toBeVisible();
  await expect(billing.getByText(t.billingStart)).toBeVisible();
  await expect(billing.getByText(t.billingNext)).toBeVisible();
  await expect(billing.getByRole('link', { name: t.change })).toHaveAttribute(
    'href',
    '/subscription-plans',
  );
  await expect(billing.getByRole('link', { name: t.cancel })).toHaveAttribute('href', '/billing');

  const sync = region(page, t.syncTitle);
  const recent = sync.getByRole('region', { name: t.recentSyncs });
  await expect(recent.getByRole('listitem').first()).toBeVisible();
  await expect(sync.getByText(t.lastSync)).toBeVisible();
  await expect(sync.getByRole('button', { name: t.syncNow })).toBeEnabled();

  const log = recent.getByRole('link', { name: /^Log #\d+$/ }).first();
  const href = await log.getAttribute('href');
  await log.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

/** Sync now on the ready church: it has new pairs, so it is asked first; sync everything. */
async function syncEverything(page: Page) {
  const button = region(page, t.syncTitle).getByRole('button', { name: t.syncNow });
  await expect(button).toBeEnabled();
  await button.click();
  await page.getByRole('button', { name: syncNewPairsTexts.syncAll }).click();
}

test('Sync now runs a sync to completion and the card shows the new run', async ({ page }) => {
  await logIn(page, 'ready@demo.church');
  const recent = region(page, t.syncTitle).getByRole('region', { name: t.recentSyncs });
  const firstLog = recent.getByRole('link', { name: /^Log #\d+$/ }).first();
  await expect(firstLog).toBeVisible();
  const before = await firstLog.textContent();

  await syncEverything(page);
  await expect(page.getByText(syncProgressTexts.running, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: syncProgressTexts.cancel })).toBeVisible();
  const done = page.getByRole('dialog', { name: syncCompleteTexts.title });
  await expect(done).toContainText(syncCompleteTexts.message, { timeout: 30_000 });
  // The card was asked again: the new manual run leads the recent syncs.
  await expect(firstLog).not.toHaveText(before ?? '');
  await expect(recent.getByRole('listitem').first()).toContainText('Manual Sync');
  await done.getByRole('button', { name: syncCompleteTexts.done }).click();
  await expect(done).toBeHidden();
  await expect(page.getByText(syncProgressTexts.running, { exact: true })).toHaveCount(0);
});

test('Sync now can be stopped: Cancel Sync asks, then the sync stops without completing', async ({
  page,
}) => {
  await logIn(page, 'ready@demo.church');
  await syncEverything(page);
  const cancel = page.getByRole('button', { name: syncProgressTexts.cancel });
  await expect(cancel).toBeVisible();
  await expect(cancel).not.toHaveAttribute('aria-busy', 'true');
  await cancel.click();
  const stop = page.getByRole('alertdialog', { name: syncConfirmTexts.stopSync.title });
  await expect(stop).toContainText(syncConfirmTexts.stopSync.message);
  await stop.getByRole('button', { name: syncConfirmTexts.stopSync.confirm }).click();
  await expect(stop).toBeHidden();
  await expect(cancel).toBeHidden();
  await expect(page.getByText(syncProgressTexts.running, { exact: true })).toHaveCount(0);
  await expect(region(page, t.syncTitle).getByRole('button', { name: t.syncNow })).toBeEnabled();
  // Stopped, not completed: no completion dialog.
  await expect(page.getByText(syncCompleteTexts.message)).toHaveCount(0);
});

test('a church with nothing connected is asked to set up, and cannot sync yet', async ({
  page,
}) => {
  await logIn(page, 'setup@demo.church');
  await expect(page.getByRole('heading', { name: t.greeting('Samuel') })).toBeVisible();
  await expect(region(page, t.ccbTitle).getByRole('link', { name: t.setupNow })).toHaveAttribute(
    'href',
    '/integrations/setup-ccb',
  );
  await expect(region(page, t.billingTitle).getByRole('link', { name: t.subscribe })).toBeVisible();
  const sync = region(page, t.syncTitle);
  await expect(sync.getByText(t.needsCredentials)).toBeVisible();
  await expect(sync.getByRole('button', { name: t.syncNow })).toBeDisabled();
});

test('an account that is not activated sees only the prompt, and resends the email', async ({
  page,
}) => {
  await logIn(page, 'new@demo.church');
  await expect(page).toHaveURL(/\/dashboard\?non-activate-account$/);
  await expect(page.getByRole('heading', { name: t.activateTitle })).toBeVisible();
  await expect(region(page, t.billingTitle)).toHaveCount(0);
  await page.getByRole('button', { name: t.activateResend }).click();
  await expect(page.getByText(t.activationSent)).toBeVisible();
});

test('an admin is welcomed without integration or billing cards', async ({ page }) => {
  await logIn(page, 'admin@demo.church');
  await expect(page.getByRole('heading', { name: t.adminGreeting })).toBeVisible();
  await expect(region(page, t.billingTitle)).toHaveCount(0);
  await expect(region(page, t.ccbTitle)).toHaveCount(0);
});

test("a fresh load of the dashboard asks for its data while the page's code loads (ADR 031)", async ({
  page,
}) => {
  await logInToDashboard(page, 'ready@demo.church');
  // The dashboard's chunk is held back until its sync card's data has been asked: if the reads
  // waited for the page's code, neither would ever come (routing also turns the cache off).
  let asked!: () => void;
  const dataAsked = new Promise<void>((resolve) => (asked = resolve));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v1/api/sync/dashboard-data') asked();
  });
  await page.route(/\/assets\/DashboardPage-[\w-]+\.js$/, async (route) => {
    await dataAsked;
    await route.continue();
  });
  await page.reload();
  const sync = region(page, t.syncTitle);
  await expect(
    sync.getByRole('region', { name: t.recentSyncs }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(region(page, t.billingTitle).getByText('Pro', { exact: true })).toBeVisible();
});
