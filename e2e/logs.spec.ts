import type { Page } from '@playwright/test';
import { expect, logInToDashboard, test } from './fixtures';
import { shellTexts } from '../apps/portal/src/lib/shell/texts';
import { breadcrumbsTexts } from '../packages/ui/src/core/Breadcrumbs/texts';
import {
  logDetailsTexts,
  logsTexts,
  personLogsTexts,
  rollbackDialogTexts,
  searchResultsTexts,
} from '../packages/ui/src/logs/texts';
import { syncCompleteTexts } from '../packages/ui/src/sync/SyncCompleteDialog/texts';
import { syncNewPairsTexts } from '../packages/ui/src/sync/SyncNewPairsDialog/texts';
import { syncButtonTexts } from '../packages/ui/src/sync/SyncSplitButton/texts';

/** Runs a manual sync of everything from /sync and waits for it to complete. */
async function runSync(page: Page) {
  await page.goto('/sync');
  await expect(page.getByText('Not Synced').first()).toBeVisible();
  const sync = page.getByRole('button', { name: syncButtonTexts.sync, exact: true });
  await expect(sync).not.toHaveAttribute('aria-disabled', 'true');
  await sync.click();
  await page.getByRole('button', { name: syncNewPairsTexts.syncAll }).click();
  await expect(page.getByText(syncCompleteTexts.message)).toBeVisible({ timeout: 30_000 });
}

const logsTable = (page: Page) => page.getByRole('table', { name: logsTexts.tableLabel });

test('a sync is found in the logs, read in full, and rolled back', async ({ page }) => {
  await logInToDashboard(page, 'ready@demo.church');
  await runSync(page);

  await page.goto('/logs');
  const table = logsTable(page);
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText('Manual Sync');
  // Rollback on the latest syncs only (3 by default), never on an older one.
  const rollbacks = table.getByRole('button', { name: /^Rollback the sync of/ });
  await expect(rollbacks.first()).toBeVisible();
  expect(await rollbacks.count()).toBeLessThanOrEqual(3);
  await expect(
    table
      .getByRole('row')
      .nth(6)
      .getByRole('button', { name: /Rollback/ }),
  ).toHaveCount(0);

  await test.step('the details of the sync just run', async () => {
    await first.getByRole('link', { name: logsTexts.viewDetails }).click();
    await expect(page).toHaveURL(/\/logs\/details\/\d+$/);
    await expect(page.getByRole('table', { name: logDetailsTexts.tabs.ccbToMc })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: logDetailsTexts.accountChanges.title }),
    ).toBeVisible();
    await page
      .getByRole('navigation', { name: breadcrumbsTexts.label })
      .getByRole('link', { name: 'Logs' })
      .click();
    await expect(page).toHaveURL(/\/logs$/);
  });

  await test.step('roll back the latest sync: the prompt, the rollback row, the mark', async () => {
    await logsTable(page)
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /^Rollback/ })
      .click();
    const confirm = page.getByRole('alertdialog', { name: rollbackDialogTexts.confirm.title });
    const yes = confirm.getByRole('button', { name: rollbackDialogTexts.confirm.confirm });
    await expect(yes).not.toHaveAttribute('aria-busy', 'true');
    await yes.click();
    const prompt = page.getByRole('dialog', { name: rollbackDialogTexts.prompt.title });
    await expect(prompt).toContainText('up to 30 minutes', { timeout: 15_000 });
    await prompt.getByRole('button', { name: rollbackDialogTexts.prompt.reload }).click();
    const rows = logsTable(page).getByRole('row');
    await expect(rows.nth(1)).toContainText('Manual Rollback Sync');
    await expect(rows.nth(2)).toContainText(logsTexts.rollback.reverted);
    // Neither the rollback nor the reverted sync offers Rollback.
    await expect(rows.nth(1).getByRole('button', { name: /Rollback/ })).toHaveCount(0);
    await expect(rows.nth(2).getByRole('button', { name: /Rollback/ })).toHaveCount(0);
  });
});

test('a person is found by email and by name, and their own logs tell their story', async ({
  page,
}) => {
  await logInToDashboard(page, 'ready@demo.church');
  await page.goto('/logs');
  await expect(logsTable(page).getByRole('row').nth(1)).toBeVisible();
  // Anyone in the logs: every email holds an '@'.
  await page.getByPlaceholder(logsTexts.searchPlaceholder).fill('@');
  await expect(page).toHaveURL(/\/logs\/search-results$/);
  const first = page
    .getByRole('table', { name: searchResultsTexts.tabs.ccbToMc })
    .getByRole('row')
    .nth(1);
  const cells = first.getByRole('cell');
  const email = ((await cells.nth(0).textContent()) ?? '').replace(/^Email/, '').trim();
  const name = ((await cells.nth(1).textContent()) ?? '').replace(/^Full name/, '').trim();
  expect(email).toContain('@');
  expect(name).not.toBe('');

  await test.step('by email, from the search box of /logs (after typing stops)', async () => {
    await page.goto('/logs');
    await page.getByPlaceholder(logsTexts.searchPlaceholder).fill(email);
    await expect(page).toHaveURL(/\/logs\/search-results$/);
    const results = page.getByRole('table', { name: searchResultsTexts.tabs.ccbToMc });
    await expect(results.getByText(email).first()).toBeVisible();
    await results
      .getByRole('link', { name: /^View logs of/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/logs\/search-results\/ccbToMc\//);
    const story = page.getByRole('table', { name: personLogsTexts.columns.logs });
    await expect(story.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText(personLogsTexts.latest)).toBeVisible();
  });

  await test.step("by name, from the sidebar's Search Logs", async () => {
    await page.getByRole('button', { name: shellTexts.searchLogs }).first().click();
    const dialog = page.getByRole('dialog', { name: shellTexts.searchTitle });
    await dialog.getByLabel(shellTexts.searchLabel).fill(name);
    await dialog.getByRole('button', { name: shellTexts.searchSubmit }).click();
    const results = page.getByRole('table', { name: searchResultsTexts.tabs.ccbToMc });
    await expect(results.getByText(name).first()).toBeVisible();
    await results
      .getByRole('link', { name: `View logs of ${name}` })
      .first()
      .click();
    await expect(
      page.getByRole('table', { name: personLogsTexts.columns.logs }).getByRole('row').nth(1),
    ).toBeVisible();
  });
});

test("/logs names itself once: one Logs heading, the header bar's", async ({ page }) => {
  await logInToDashboard(page, 'ready@demo.church');
  await page.goto('/logs');
  await expect(logsTable(page).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Logs', exact: true })).toHaveCount(1);
});

test("the dashboard's recent syncs open their log", async ({ page }) => {
  await logInToDashboard(page, 'ready@demo.church');
  await page
    .getByRole('link', { name: /^Log #\d+$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/logs\/details\/\d+$/);
  await expect(page.getByRole('table', { name: logDetailsTexts.tabs.ccbToMc })).toBeVisible();
});

test('back from a log, the list is where it was left', async ({ page }) => {
  // On a phone each log stacks its cells: the demo's six logs overflow the list's scroller.
  await page.setViewportSize({ width: 375, height: 740 });
  await logInToDashboard(page, 'ready@demo.church');
  await page.goto('/logs');
  const table = logsTable(page);
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  // The list scrolls in its own scroller (the body rowgroup); there must be room to scroll.
  const scroller = table.locator('[role="rowgroup"][tabindex="0"]');
  const room = await scroller.evaluate((element) => element.scrollHeight - element.clientHeight);
  expect(room).toBeGreaterThan(300);
  const target = Math.min(room - 100, 700);
  await scroller.evaluate((element, top) => {
    element.scrollTop = top;
  }, target);
  /** The row at the top of the scroller (its aria-rowindex). */
  const topRow = () =>
    scroller.evaluate((element) => {
      const top = element.getBoundingClientRect().top;
      const rows = [...element.querySelectorAll<HTMLElement>('[role="row"]')];
      const first = rows
        .filter((row) => row.getBoundingClientRect().bottom > top + 1)
        .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)[0];
      return first?.getAttribute('aria-rowindex');
    });
  await expect.poll(topRow).not.toBe('2');
  const left = {
    offset: await scroller.evaluate((element) => element.scrollTop),
    row: await topRow(),
  };

  // Opened at once: no waiting for the save's debounce (tested on a simulated clock).
  await page
    .locator(`[role="row"][aria-rowindex="${left.row}"]`)
    .getByRole('link', { name: logsTexts.viewDetails })
    .click();
  await expect(page).toHaveURL(/\/logs\/details\/\d+$/);
  await expect(page.getByRole('table', { name: logDetailsTexts.tabs.ccbToMc })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/logs$/);
  await expect
    .poll(() => scroller.evaluate((element) => element.scrollTop))
    .toBeCloseTo(left.offset, -1);
  expect(await topRow()).toBe(left.row);

  await test.step('Log Details is full-screen; closing it also comes back to the same place', async () => {
    await page
      .locator(`[role="row"][aria-rowindex="${left.row}"]`)
      .getByRole('link', { name: logsTexts.viewDetails })
      .click();
    const details = page.getByRole('dialog', { name: 'Log Details' });
    await expect(details).toBeVisible();
    const box = await details.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 740 });
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/logs$/);
    await expect
      .poll(() => scroller.evaluate((element) => element.scrollTop))
      .toBeCloseTo(left.offset, -1);
  });
});
