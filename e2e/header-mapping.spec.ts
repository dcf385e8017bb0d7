import type { Page } from '@playwright/test';
import { expect, logInToDashboard, test } from './fixtures';
import { logDetailsTexts, logsTexts, statisticsTexts } from '../packages/ui/src/logs/texts';
import { syncCompleteTexts } from '../packages/ui/src/sync/SyncCompleteDialog/texts';
import { syncNewPairsTexts } from '../packages/ui/src/sync/SyncNewPairsDialog/texts';
import { syncButtonTexts } from '../packages/ui/src/sync/SyncSplitButton/texts';
import { toolkitTexts } from '../packages/ui/src/toolkit/texts';

/**
 * Custom Fields Mapping (/header-mapping, ADR 028) against the running portal: the
 * validation messages, a mapped field and a changed phone country saved, and the next sync's
 * log showing the values it wrote to Mailchimp.
 */
const t = toolkitTexts.headerMapping;

const row = (page: Page, name: string) => page.getByRole('listitem', { name });

async function openMapping(page: Page) {
  await page.goto('/tools');
  await page.getByRole('link', { name: toolkitTexts.cards.headerMapping.manage }).click();
  await expect(page).toHaveURL(/\/header-mapping$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(row(page, 'Mobile Phone').getByRole('checkbox')).toBeChecked();
}

test('a field mapped with a phone country reaches Mailchimp on the next sync', async ({ page }) => {
  // Two visits of the mapping, a full sync and the log: more than the default 30 s on a busy box.
  test.slow();
  await logInToDashboard(page, 'ready@demo.church');
  await openMapping(page);

  await test.step('an enabled field needs a selection; a field in use cannot be chosen', async () => {
    const home = row(page, 'Home Phone');
    await home.getByRole('checkbox', { name: 'Home Phone' }).check();
    await expect(home.getByRole('option', { name: 'MC Phone' })).toBeDisabled();
    await page.getByRole('button', { name: t.save }).click();
    await expect(home.getByText(t.noField)).toBeVisible();
    await expect(page).toHaveURL(/\/header-mapping$/);
  });

  await test.step('map Home Phone and write phones for the United Kingdom, then save', async () => {
    const home = row(page, 'Home Phone');
    await home.getByRole('combobox', { name: t.field }).selectOption({ label: 'Home Phone' });
    await expect(home.getByText(t.noField)).toBeHidden();
    await row(page, 'Mobile Phone')
      .getByRole('combobox', { name: t.country })
      .selectOption({ label: 'United Kingdom' });
    await page.getByRole('button', { name: t.save }).click();
    await expect(page).toHaveURL(/\/tools$/);
    await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
  });

  await test.step('stored: the mapping shows it when opened again', async () => {
    await openMapping(page);
    const home = row(page, 'Home Phone');
    await expect(home.getByRole('checkbox', { name: 'Home Phone' })).toBeChecked();
    await expect(home.getByRole('combobox', { name: t.field })).toHaveValue('MMERGE6');
    await expect(row(page, 'Mobile Phone').getByRole('combobox', { name: t.country })).toHaveValue(
      'GB',
    );
    await page.getByRole('button', { name: t.close }).click();
    await expect(page).toHaveURL(/\/tools$/);
  });

  await test.step('the next sync writes the values, and its log says so', async () => {
    await page.goto('/sync');
    await expect(page.getByText('Not Synced').first()).toBeVisible({ timeout: 20_000 });
    const sync = page.getByRole('button', { name: syncButtonTexts.sync, exact: true });
    await expect(sync).not.toHaveAttribute('aria-disabled', 'true');
    await sync.click();
    await page.getByRole('button', { name: syncNewPairsTexts.syncAll }).click();
    await expect(page.getByText(syncCompleteTexts.message)).toBeVisible({ timeout: 30_000 });

    await page.goto('/logs');
    const latest = page.getByRole('table', { name: logsTexts.tableLabel }).getByRole('row').nth(1);
    await expect(latest).toContainText('Manual Sync');
    await latest.getByRole('link', { name: logsTexts.viewDetails }).click();
    await expect(page.getByRole('table', { name: logDetailsTexts.tabs.ccbToMc })).toBeVisible();
    await page
      .getByRole('link', { name: logDetailsTexts.statisticsOf('Main Campus - Worship Team') })
      .click();
    await expect(page.getByRole('tablist', { name: statisticsTexts.tabsLabel })).toBeVisible();
    await page.getByRole('tab', { name: /Updated/ }).click();
    const updated = page.getByRole('tabpanel');
    await expect(updated.getByText(/Home Phone set to \+44 \d{3}-555-\d{4}/).first()).toBeVisible();
    await expect(updated.getByText(/MC Phone set to \+44 \d{3}-555-\d{4}/).first()).toBeVisible();
  });
});
