import type { Page } from '@playwright/test';
import { expect, logInToDashboard, test } from './fixtures';
import { shellTexts } from '../apps/portal/src/lib/shell/texts';
import { routeErrorTexts } from '../apps/portal/src/app/routeErrorTexts';
import { pageFailureTexts } from '../packages/ui/src/core/PageFailure/texts';
import { logsTexts } from '../packages/ui/src/logs/texts';

/**
 * A redeploy replaces the hashed chunks an open tab still asks for. Simulated by failing the
 * request of one lazy page's chunk: always (the chunk is gone for good) or once (the reload
 * fetches the new build).
 */
async function missingChunk(page: Page, chunk: RegExp, { once }: { once: boolean }) {
  const failed: string[] = [];
  await page.route(chunk, async (route) => {
    if (once && failed.length > 0) return route.continue();
    failed.push(route.request().url());
    return route.abort('failed');
  });
  return failed;
}

function countLoads(page: Page) {
  const loads = { count: 0 };
  page.on('load', () => (loads.count += 1));
  return loads;
}

// Demo mode's service worker (MSW) would fetch the chunks where page.route cannot see them:
// without it, the same sandbox answers from the server (apps/portal/src/demo/sandbox.ts).
test.use({ serviceWorkers: 'block' });

const rawRouterError = /Unexpected Application Error/;
const logsChunk = /\/assets\/LogsPage-[^/]+\.js$/;
const sidebar = (page: Page) => page.getByRole('navigation', { name: shellTexts.navLabel });

test('a stale tab reloads once by itself and the page it asked for works', async ({ page }) => {
  await logInToDashboard(page, 'ready@demo.church');
  const failed = await missingChunk(page, logsChunk, { once: true });
  const loads = countLoads(page);

  await sidebar(page).getByRole('link', { name: shellTexts.logs, exact: true }).click();

  await expect(page).toHaveURL(/\/logs$/);
  await expect(page.getByRole('table', { name: logsTexts.tableLabel })).toBeVisible({
    timeout: 15_000,
  });
  expect(failed).toHaveLength(1);
  expect(loads.count, 'one reload').toBe(1);
  await expect(page.getByText(rawRouterError)).toHaveCount(0);
});

test('a chunk gone for good reloads once, then says so and offers Reload', async ({ page }) => {
  await logInToDashboard(page, 'ready@demo.church');
  await missingChunk(page, logsChunk, { once: false });
  const loads = countLoads(page);

  await sidebar(page).getByRole('link', { name: shellTexts.logs, exact: true }).click();

  await expect(page.getByRole('alert').filter({ hasText: routeErrorTexts.message })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/logs$/);
  expect(loads.count, 'one reload, no loop').toBe(1);
  // The shell stays around the page that failed: the person can go elsewhere.
  await expect(sidebar(page)).toBeVisible();
  await expect(page.getByText(rawRouterError)).toHaveCount(0);

  // Reload is the way on: once the chunk is back, the page works.
  await page.unroute(logsChunk);
  await page.getByRole('button', { name: pageFailureTexts.reload }).click();
  await expect(page.getByRole('table', { name: logsTexts.tableLabel })).toBeVisible({
    timeout: 15_000,
  });
});

test('a public page whose code is gone says so instead of never waking', async ({ page }) => {
  await missingChunk(page, /\/assets\/SignupPage-[^/]+\.js$/, { once: false });
  const loads = countLoads(page);

  await page.goto('/signup');

  await expect(page.getByRole('alert').filter({ hasText: routeErrorTexts.message })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: pageFailureTexts.reload })).toBeVisible();
  expect(loads.count, 'the visit and one reload').toBe(2);
  await expect(page.getByText(rawRouterError)).toHaveCount(0);
});
