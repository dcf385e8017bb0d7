import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, logInToDashboard, test } from './fixtures';
import { bannerTexts } from '../apps/portal/src/lib/shell/banners/texts';
import { conflictTexts as t } from '../packages/ui/src/conflicts/texts';

/**
 * The conflict wizard in the running portal against the sandbox, as ready@demo.church (five
 * held contacts: a household sharing an address, CCB to MC; four website signups, MC to CCB).
 */

const wizard = (page: Page) => page.getByRole('dialog', { name: t.title });

/** The wizard at `step`, its list arrived. */
async function atStep(page: Page, step: number): Promise<Locator> {
  const dialog = wizard(page);
  const steps = dialog.getByRole('list', { name: t.steps.label }).getByRole('listitem');
  await expect(steps.nth(step - 1)).toHaveAttribute('aria-current', 'step');
  await expect(dialog.getByRole('status')).toHaveCount(0);
  return dialog;
}

/** The count on the dashboard's banner (under the wizard while it is open). */
const banner = (page: Page, count: number) =>
  expect(page.getByText(bannerTexts.conflicts(count))).toBeVisible();

/** A snackbar: queued one at a time, each shown 6 s, so one may wait behind the one before. */
const snackbar = (page: Page, text: string) =>
  expect(page.getByRole('region', { name: 'Notifications' }).getByText(text)).toBeVisible({
    timeout: 15_000,
  });

async function next(dialog: Locator) {
  await dialog.getByRole('button', { name: t.buttons.next }).click();
}

/** From step 2, the held contact `name` at step 3. */
async function openContact(page: Page, name: string) {
  const dialog = await atStep(page, 2);
  await dialog.getByRole('radio', { name }).check();
  await next(dialog);
  return atStep(page, 3);
}

/** From the banner to step 2 of the website signups' conflict (MC to CCB). */
async function openSignups(page: Page) {
  await banner(page, 5);
  await page.getByRole('link', { name: bannerTexts.resolveConflicts }).click();
  await expect(page).toHaveURL(/\/resolve-conflicts$/);
  let dialog = await atStep(page, 1);
  await expect(dialog.getByRole('tab', { name: /CCB to MC.*1 conflict/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await dialog.getByRole('tab', { name: /MC to CCB/ }).click();
  await dialog.getByRole('radio', { name: /Website Signups .* Newcomers/ }).check();
  await next(dialog);
  dialog = await atStep(page, 2);
  await expect(dialog.getByRole('table', { name: t.holds.caption(4) })).toBeVisible();
  return dialog;
}

test('every conflict of the ready church is cleared: export, merge, create, ignore one, ignore all', async ({
  page,
}) => {
  // Each step waits on the sandbox's 150 ms latency (and the demo sandbox's own 300 ms).
  test.setTimeout(90_000);
  await logInToDashboard(page, 'ready@demo.church');
  let dialog = await openSignups(page);

  // Export list: contact-list.csv with every held contact (both directions), the table's among them.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: t.buttons.exportList }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('contact-list.csv');
  const bytes = await readFile((await download.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('First Name,Last Name,Email');
  expect(lines).toHaveLength(6);
  const emails = await dialog
    .getByRole('row')
    .locator('[data-column="email"]')
    .filter({ hasNotText: t.holds.email })
    .allTextContents();
  expect(emails).toHaveLength(4);
  for (const email of emails)
    expect(lines.filter((line) => line.endsWith(`,${email}`))).toHaveLength(1);
  await expect(lines).toContain('Jordan,Ellis,ellis.household@gmail.com');

  // Merge Marcus with his CCB profile, keeping the address he signed up with.
  dialog = await openContact(page, 'Marcus Simmons');
  await dialog.getByRole('radio', { name: /^Marcus Simmons, marcus\.simmons@gmail\.com/ }).check();
  await next(dialog);
  dialog = await atStep(page, 4);
  await expect(dialog.getByRole('region', { name: t.merge.preview })).toContainText(
    'marcus.simmons71@gmail.com',
  );
  await dialog.getByRole('button', { name: t.buttons.merge }).click();
  await snackbar(page, t.snackbars.merged);
  dialog = await atStep(page, 2);
  await expect(dialog.getByRole('table', { name: t.holds.caption(3) })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Marcus Simmons' })).toHaveCount(0);
  await banner(page, 4);

  // Priya is nobody CCB knows: create a new contact.
  dialog = await openContact(page, 'Priya Fairbanks');
  await expect(dialog.getByText(t.matches.none)).toBeVisible();
  await dialog.getByRole('button', { name: t.buttons.createNew }).click();
  dialog = await atStep(page, 4);
  await expect(dialog.getByRole('textbox', { name: t.fields.email })).toHaveValue(
    'pfairbanks@comcast.net',
  );
  await dialog.getByRole('button', { name: t.buttons.merge }).click();
  await snackbar(page, t.snackbars.merged);
  dialog = await atStep(page, 2);
  await expect(dialog.getByRole('table', { name: t.holds.caption(2) })).toBeVisible();
  await banner(page, 3);

  // Ignore Kwame, confirming.
  await dialog.getByRole('button', { name: 'Ignore Kwame Osei' }).click();
  const question = page.getByRole('alertdialog', { name: t.ignoreOne.title });
  await expect(
    question.getByRole('checkbox', { name: t.ignoreOne.dontShowAgain }),
  ).not.toBeChecked();
  await question.getByRole('button', { name: t.ignoreOne.confirm }).click();
  await snackbar(page, t.snackbars.ignored('Kwame Osei'));
  dialog = await atStep(page, 2);
  await expect(dialog.getByRole('table', { name: t.holds.caption(1) })).toBeVisible();
  await banner(page, 2);

  // Ignore All: the two left (Alex here, Jordan in the other direction), then the dashboard.
  await dialog.getByRole('button', { name: t.buttons.ignoreAll }).click();
  const all = page.getByRole('alertdialog', { name: t.ignoreAll.title });
  await all.getByRole('checkbox', { name: t.ignoreAll.agree(2) }).check();
  await all.getByRole('button', { name: t.ignoreAll.confirm }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await snackbar(page, t.snackbars.ignoredAll(2));
  await expect(wizard(page)).toHaveCount(0);
  await expect(page.getByText(/potential Conflict\(s\)/)).toHaveCount(0);
});

test('on a phone: the household conflict merged (its only held contact), then the dashboard', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await logInToDashboard(page, 'ready@demo.church');
  const noSideways = async () => {
    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(client);
    const box = await wizard(page).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(client);
  };
  await page.goto('/resolve-conflicts');
  let dialog = await atStep(page, 1);
  await noSideways();
  await dialog.getByRole('radio', { name: /Youth Group/ }).check();
  await next(dialog);
  dialog = await atStep(page, 2);
  await noSideways();
  // The merge: Jordan and Casey share the household's address; Casey becomes its profile.
  await dialog.getByRole('radio', { name: 'Jordan Ellis' }).check();
  await next(dialog);
  dialog = await atStep(page, 3);
  await noSideways();
  await dialog.getByRole('radio', { name: /^Casey Ellis/ }).check();
  await next(dialog);
  dialog = await atStep(page, 4);
  await noSideways();
  await dialog
    .getByRole('group', { name: t.fields.firstName })
    .getByRole('radio', { name: /Casey/ })
    .check();
  await expect(dialog.getByRole('region', { name: t.merge.preview })).toContainText('Casey');
  await dialog.getByRole('button', { name: t.buttons.merge }).click();
  // Jordan was the only one held for the household: the dashboard, one fewer on the banner.
  await expect(page).toHaveURL(/\/dashboard$/);
  await snackbar(page, t.snackbars.merged);
  await banner(page, 4);
});

test('closing the wizard returns to the dashboard and changes nothing', async ({ page }) => {
  await logInToDashboard(page, 'ready@demo.church');
  await openSignups(page);
  await wizard(page).getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await banner(page, 5);
});
