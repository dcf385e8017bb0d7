import type { Page, Request } from '@playwright/test';
import { expect, logInToDashboard, openOptions, test } from './fixtures';
import { dashboardTexts } from '../apps/portal/src/routes/dashboard/texts';
import { conflictTexts } from '../packages/ui/src/conflicts/texts';
import { addPairTexts } from '../packages/ui/src/sync/AddPairDialog/texts';

/**
 * Request budgets (quality bar "Reliability": nothing is asked twice). A visit to each screen,
 * from a fresh page load, asks each (path, body) of `/v1/api` at most once: the shell, the page
 * and any dialog or machine over it share one answer through the query cache.
 */

interface Recorder {
  calls: string[];
  /** Resolves once no call has been under way for `quietMs`. */
  settled: (quietMs?: number) => Promise<void>;
}

function record(page: Page): Recorder {
  const calls: string[] = [];
  // Requests of the page left behind end (aborted) after recording starts: only ours count.
  const pending = new Set<Request>();
  let lastActivity = Date.now();
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/v1/api/');
  const done = (request: Request) => {
    if (!pending.delete(request)) return;
    lastActivity = Date.now();
  };
  page.on('request', (request) => {
    if (!isApi(request)) return;
    pending.add(request);
    lastActivity = Date.now();
    calls.push(`${new URL(request.url()).pathname} ${request.postData() ?? ''}`);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    calls,
    settled: (quietMs = 1000) =>
      expect
        .poll(() => pending.size === 0 && Date.now() - lastActivity >= quietMs, {
          timeout: 20_000,
        })
        .toBe(true),
  };
}

/** Every (path, body) asked more than once, with its count. */
function repeated(calls: readonly string[]) {
  const counts = new Map<string, number>();
  for (const call of calls) counts.set(call, (counts.get(call) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > 1).map(([call, count]) => `${count}x ${call}`);
}

/** Opens `path` afresh, waits for `ready` and for the calls to settle, returns what was asked. */
async function visit(page: Page, path: string, ready: () => Promise<void>) {
  // The page being left (the dashboard after signing in) may still be asking; only what the
  // visit itself asks counts.
  await record(page).settled();
  const recorder = record(page);
  await page.goto(path);
  await ready();
  await recorder.settled();
  return recorder.calls;
}

const paths = (calls: readonly string[]) => calls.map((call) => call.split(' ')[0]);

test('a visit to /dashboard asks each call once', async ({ page }) => {
  await logInToDashboard(page, 'ready@demo.church');
  const calls = await visit(page, '/dashboard', async () => {
    await expect(
      page.getByRole('region', { name: dashboardTexts.syncTitle }).getByRole('listitem').first(),
    ).toBeVisible();
  });
  expect(paths(calls)).toEqual(
    expect.arrayContaining(['/v1/api/account/warnings', '/v1/api/sync/dashboard-data']),
  );
  expect(repeated(calls)).toEqual([]);
});

test('a visit to /integrations asks each call once', async ({ page }) => {
  await logInToDashboard(page, 'ready@demo.church');
  const calls = await visit(page, '/integrations', async () => {
    await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
    await expect(page.getByText('Connected', { exact: true }).first()).toBeVisible();
  });
  expect(paths(calls)).toEqual(
    expect.arrayContaining(['/v1/api/account/warnings', '/v1/api/account/api-details']),
  );
  expect(repeated(calls)).toEqual([]);
});

test('a visit to /sync asks each call once', async ({ page }) => {
  await logInToDashboard(page, 'ready@demo.church');
  const calls = await visit(page, '/sync', async () => {
    // A loaded row (the skeleton's rows show before any call has gone out).
    await expect(page.getByRole('table').getByText('Not Synced').first()).toBeVisible();
  });
  expect(paths(calls)).toEqual(
    expect.arrayContaining([
      '/v1/api/ccb/saved-search',
      '/v1/api/ccb/get-mc-to-ccb',
      '/v1/api/ccb/all-campus',
      '/v1/api/mailchimp/all-audience',
    ]),
  );
  expect(repeated(calls)).toEqual([]);
});

test('a visit to /sync/resolve-broken-pairs asks each call once', async ({ page }) => {
  test.setTimeout(60_000);
  await logInToDashboard(page, 'broken@demo.church');
  const calls = await visit(page, '/sync/resolve-broken-pairs', async () => {
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
  });
  // The sync page under the dialog, the resolver's input and its lookup share every list.
  expect(paths(calls).filter((path) => path === '/v1/api/ccb/all-campus')).toHaveLength(1);
  expect(paths(calls)).toEqual(expect.arrayContaining(['/v1/api/ccb/all-groups']));
  expect(repeated(calls)).toEqual([]);
});

test('a visit to /resolve-conflicts asks each call once, through all four steps', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await logInToDashboard(page, 'ready@demo.church');
  const dialog = page.getByRole('dialog', { name: conflictTexts.title });
  const atStep = async (step: number) => {
    const steps = dialog.getByRole('list', { name: conflictTexts.steps.label });
    await expect(steps.getByRole('listitem').nth(step - 1)).toHaveAttribute('aria-current', 'step');
    await expect(dialog.getByRole('status')).toHaveCount(0);
  };
  const next = () => dialog.getByRole('button', { name: conflictTexts.buttons.next }).click();
  const calls = await visit(page, '/resolve-conflicts', async () => {
    await atStep(1);
    await dialog.getByRole('tab', { name: /MC to CCB/ }).click();
    await dialog.getByRole('radio', { name: /Newcomers/ }).check();
    await next();
    await atStep(2);
    await dialog.getByRole('radio', { name: 'Alex Sanchez' }).check();
    await next();
    await atStep(3);
    await dialog.getByRole('radio', { name: /^Joanna Sanchez/ }).check();
    await next();
    await atStep(4);
    // Back to the start: every list is the one already asked for.
    for (const step of [3, 2, 1]) {
      await dialog.getByRole('button', { name: conflictTexts.buttons.back }).click();
      await atStep(step);
    }
  });
  // The dashboard under the wizard and the wizard share the warnings (the banner's count).
  expect(paths(calls)).toEqual(
    expect.arrayContaining([
      '/v1/api/account/warnings',
      '/v1/api/sync-pair/simple-view',
      '/v1/api/dupe/hold-contacts',
      '/v1/api/dupe/possible-matches',
    ]),
  );
  expect(repeated(calls)).toEqual([]);
});

test('the add-pair dialog opened before its lists arrive fills them in', async ({ page }) => {
  await logInToDashboard(page, 'ready@demo.church');
  // The campus and audience lists answer late; the dialog is opened at once.
  await page.goto('/sync?sandboxFault=/ccb/all-campus:slow=2500,/mailchimp/all-audience:slow=2500');
  const add = page.getByRole('button', { name: /Add New Sync pair/i }).first();
  await add.click();
  const dialog = page.getByRole('dialog', { name: addPairTexts.title.add });
  const campus = dialog.getByRole('combobox', { name: addPairTexts.fields.campus, exact: true });
  const audience = dialog.getByRole('combobox', {
    name: addPairTexts.fields.audience,
    exact: true,
  });
  await expect(campus).toHaveAttribute('aria-busy', 'true');
  await expect(audience).toHaveAttribute('aria-busy', 'true');
  // Filled in: each enables and its list offers the sandbox's choices.
  await expect(campus).toBeEnabled({ timeout: 10_000 });
  await expect(audience).toBeEnabled({ timeout: 10_000 });
  const audiences = await openOptions(dialog, addPairTexts.fields.audience);
  await expect(audiences.getByRole('option')).not.toHaveCount(0);
  await audience.press('Escape');
  const campuses = await openOptions(dialog, addPairTexts.fields.campus);
  await expect(campuses.getByRole('option')).not.toHaveCount(0);
  const first = (await campuses.getByRole('option').first().textContent()) ?? '';
  await campuses.getByRole('option').first().click();
  await expect(campus).toHaveValue(first);
});
