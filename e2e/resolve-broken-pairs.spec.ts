import type { Locator, Page } from '@playwright/test';
import { expect, logInToDashboard, openOptions, test } from './fixtures';
import { directionTabsTexts } from '../packages/ui/src/sync/DirectionTabs/texts';
import { pairTableTexts } from '../packages/ui/src/sync/PairTable/texts';
import { resolverDialogTexts as t } from '../packages/ui/src/sync/ResolverDialog/texts';

/** The resolver at `direction`, once its pairs were looked up. */
async function resolverStep(page: Page, direction: 'ccbToMc' | 'mcToCcb') {
  const dialog = page.getByRole('dialog', { name: t.title[direction] });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(t.checking)).toHaveCount(0, { timeout: 15_000 });
  return dialog;
}

/**
 * Picks the first option that can be chosen (and does not match `skip`) in the row's combobox
 * named `label`, once its list has loaded, and sees it chosen.
 */
async function pickFirst(row: Locator, label: string, skip?: RegExp) {
  const list = await openOptions(row, label);
  const labels = await list
    .locator('[role="option"]:not([aria-disabled="true"])')
    .evaluateAll((options) => options.map((option) => option.textContent ?? ''));
  const choice = labels.find((text) => text.trim() !== '' && !skip?.test(text));
  if (!choice) throw new Error('no option to pick');
  await list.getByRole('option', { name: choice, exact: true }).click();
  await expect(row.getByRole('combobox', { name: label, exact: true })).toHaveValue(choice);
  return choice;
}

/** The row's Mailchimp side: a tag typed into the tag picker, or the first interest group. */
async function chooseTarget(row: Locator, tag: string) {
  const tags = row.getByRole('combobox', { name: t.fields.tags });
  if (await tags.count()) {
    await tags.fill(tag);
    await tags.press('Enter');
    // The list stays open for more tags; Escape closes it (and stays inside the picker).
    await tags.press('Escape');
  } else {
    await pickFirst(row, t.fields.mcGroup);
  }
}

test('broken pairs are resolved across both steps and leave the sync page', async ({ page }) => {
  // Every list a row needs is asked for in turn, each with the sandbox's 150 ms latency.
  test.setTimeout(60_000);
  await logInToDashboard(page, 'broken@demo.church');
  await page.goto('/sync');
  const fixNow = page.getByRole('button', { name: pairTableTexts.row.fixNow });
  await expect(fixNow.first()).toBeVisible();
  await fixNow.first().click();
  await expect(page).toHaveURL(/\/sync\/resolve-broken-pairs$/);

  // Step 1: CCB to MailChimp, three broken pairs.
  let dialog = await resolverStep(page, 'ccbToMc');
  await expect(dialog.getByText(t.resolved(0, 3))).toBeVisible();
  await expect(dialog.getByRole('list', { name: t.steps.label })).toBeVisible();

  // Worship Team lost its Mailchimp group: create a new one.
  const worship = dialog.getByRole('listitem', { name: /Worship Team/ });
  await pickFirst(worship, t.fields.mcGroup, /^(?!Create a)/);
  await expect(dialog.getByText(t.resolved(1, 3))).toBeVisible();

  // Women's Bible Study lost its tag: create one from the tag picker's search text.
  const study = dialog.getByRole('listitem', { name: /Women's Bible Study/ });
  await chooseTarget(study, 'Bible Study');
  await expect(dialog.getByText(t.resolved(2, 3))).toBeVisible();

  // Youth Group was removed from CCB: another group, then the audience and its group again.
  const youth = dialog.getByRole('listitem', { name: /Youth Group/ });
  await pickFirst(youth, t.fields.group, /youth group|all members of/i);
  await pickFirst(youth, t.fields.audience);
  await chooseTarget(youth, 'Youth');
  await expect(dialog.getByText(t.resolved(3, 3))).toBeVisible();
  await dialog.getByRole('button', { name: t.buttons.saveAndProceed }).click();

  // Step 2: MailChimp to CCB, two broken pairs.
  dialog = await resolverStep(page, 'mcToCcb');
  await expect(dialog.getByText(t.resolved(0, 2))).toBeVisible();
  const newcomers = dialog.getByRole('listitem', { name: /Newcomers/ });
  await pickFirst(newcomers, t.fields.group, /all members of/i);
  const prayer = dialog.getByRole('listitem', { name: /Prayer Team/ });
  await pickFirst(prayer, t.fields.audience);
  await chooseTarget(prayer, 'Prayer');
  await expect(dialog.getByText(t.resolved(2, 2))).toBeVisible();
  await dialog.getByRole('button', { name: t.buttons.save }).click();

  // Back on /sync with nothing left to fix, in either direction.
  await expect(page).toHaveURL(/\/sync$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByText('Not Synced').first()).toBeVisible();
  await expect(fixNow).toHaveCount(0);
  await page.getByRole('tab', { name: new RegExp(directionTabsTexts.tabs.mcToCcb) }).click();
  await expect(page.getByText('Not Synced').first()).toBeVisible();
  await expect(fixNow).toHaveCount(0);
});

test('closing the resolver returns to the sync page and keeps the pairs broken', async ({
  page,
}) => {
  await logInToDashboard(page, 'broken@demo.church');
  await page.goto('/sync/resolve-broken-pairs');
  const dialog = await resolverStep(page, 'ccbToMc');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/sync$/);
  await expect(page.getByRole('button', { name: pairTableTexts.row.fixNow }).first()).toBeVisible();
});

test('a failed read stays said when the sync page arrives beneath the resolver', async ({
  page,
}) => {
  await logInToDashboard(page, 'broken@demo.church');
  // The sync page's code arrives only after the resolver has said the failure.
  let releaseSyncPage = () => {};
  const held = new Promise<void>((resolve) => (releaseSyncPage = resolve));
  await page.route(/\/assets\/SyncPage-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  let asked = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/v1/api/ccb/get-mc-to-ccb')) asked += 1;
  });
  const fault = encodeURIComponent('/ccb/get-mc-to-ccb:status*1=Not now (resolver test).');
  await page.goto(`/sync/resolve-broken-pairs?sandboxFault=${fault}`);
  const failure = page.getByRole('dialog').getByRole('alert');
  await expect(failure).toContainText('Not now (resolver test).');

  releaseSyncPage();
  await expect(page.getByRole('heading', { level: 1, name: 'Sync' })).toBeVisible();
  // The page beneath joined the failure instead of asking again behind the dialog.
  await expect(failure).toContainText('Not now (resolver test).');
  expect(asked).toBe(1);

  await page.getByRole('dialog').getByRole('button', { name: t.retry }).click();
  const dialog = await resolverStep(page, 'ccbToMc');
  await expect(dialog.getByText(t.resolved(0, 3))).toBeVisible();
  expect(asked).toBe(2);
});
