import type { Page } from '@playwright/test';
import { expect, logIn, test } from './fixtures';
import { dashboardTexts as t } from '../apps/portal/src/routes/dashboard/texts';

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

test('Sync now starts a manual sync and says so', async ({ page }) => {
  await logIn(page, 'ready@demo.church');
  const button = region(page, t.syncTitle).getByRole('button', { name: t.syncNow });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page.getByText(/Syncing in progress|Sync task added to queue/)).toBeVisible();
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
