import type { Page } from '@playwright/test';
import { expect, logInToDashboard, openOptions, test } from './fixtures';
import { syncPageTexts } from '../apps/portal/src/routes/sync/texts';
import { statisticsTexts } from '../packages/ui/src/logs/texts';
import { addPairTexts } from '../packages/ui/src/sync/AddPairDialog/texts';
import { brokenPartTexts } from '../packages/ui/src/sync/BrokenPartTip/texts';
import { pairTableTexts } from '../packages/ui/src/sync/PairTable/texts';
import { savedSearchGroupTexts } from '../packages/ui/src/sync/texts';

/**
 * What the /sync pair table says about single pairs (spec part 1 "Sync page (/sync)"): broken
 * parts, the skipped-groups list, and classic saved searches, as the demo churches show them.
 */

const pairRow = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function openSync(page: Page) {
  await page.goto('/sync');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
}

test('broken@: each broken pair marks its missing part, with a learn-more link', async ({
  page,
}) => {
  await logInToDashboard(page, 'broken@demo.church');
  await openSync(page);
  const tag = brokenPartTexts.message('tag');
  await expect(
    pairRow(page, 'Youth Group').getByRole('button', { name: brokenPartTexts.message('group') }),
  ).toBeVisible();
  const trigger = pairRow(page, "Women's Bible Study").getByRole('button', { name: tag });
  await trigger.hover();
  const bubble = page.getByRole('dialog', { name: tag });
  await expect(bubble).toContainText(tag);
  await expect(bubble.getByRole('link', { name: /Learn more/ })).toHaveAttribute(
    'href',
    syncPageTexts.learnMoreHref,
  );
});

test('broken@: the skipped group opens its row of the last sync log', async ({ page }) => {
  await logInToDashboard(page, 'broken@demo.church');
  await openSync(page);
  const list = pairRow(page, 'Greeters').getByRole('button', { name: /Greeters/ });
  await list.hover();
  await expect(page.getByRole('tooltip')).toHaveText(pairTableTexts.row.skipped);
  await list.click();
  await expect(page).toHaveURL(/\/logs\/details\/\d+\/statistics\/\d+$/);
  await expect(page.getByRole('tablist', { name: statisticsTexts.tabsLabel })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Errors/ })).toBeVisible();
});

test('ready@: a classic saved search is marked obsolete, and grouped apart when adding', async ({
  page,
}) => {
  await logInToDashboard(page, 'ready@demo.church');
  await openSync(page);
  await expect(pairRow(page, 'Old: Newsletter list')).toContainText(pairTableTexts.row.obsolete);
  await page
    .getByRole('button', { name: /Add New Sync pair/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: addPairTexts.title.add });
  await dialog.getByRole('button', { name: addPairTexts.ccbSource.savedSearches }).click();
  const search = await openOptions(dialog, addPairTexts.fields.savedSearch);
  const classic = search.getByRole('group', { name: savedSearchGroupTexts.classic });
  await expect(classic.getByRole('option', { name: 'Old: Newsletter list' })).toBeAttached();
  await expect(
    search
      .getByRole('group', { name: savedSearchGroupTexts.advanced })
      .getByRole('option', { name: 'Volunteers (active)' }),
  ).toBeAttached();
});
