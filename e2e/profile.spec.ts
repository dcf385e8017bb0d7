import type { Page } from '@playwright/test';
import { expect, logInToDashboard, test } from './fixtures';
import { accountTexts as t } from '../packages/ui/src/account/texts';
import { shellTexts } from '../apps/portal/src/lib/shell/texts';
import { loginTexts } from '../apps/portal/src/routes/login/texts';

async function edit(page: Page, label: string, value: string) {
  await page.getByRole('button', { name: t.edit(label) }).click();
  const input = page.getByLabel(label, { exact: true });
  await input.fill(value);
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
  await expect(page.getByRole('button', { name: t.edit(label) })).toBeAttached();
}

test('ready@ edits every profile field, which the server keeps', async ({ page }) => {
  test.setTimeout(90_000);
  await logInToDashboard(page, 'ready@demo.church');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: t.title })).toBeVisible();

  await edit(page, t.fields.firstName, 'Danny');
  await edit(page, t.fields.lastName, 'Okafor-Smith');
  await edit(page, t.fields.phoneNumber, '615 555 0123');
  await expect(page.getByText('(615) 555-0123')).toBeVisible();
  await edit(page, t.fields.address, '12 Music Row');
  await edit(page, t.fields.city, 'Nashville');
  await page.getByRole('button', { name: t.edit(t.fields.state) }).click();
  await page.getByLabel(t.fields.state, { exact: true }).selectOption('TN');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
  await edit(page, t.fields.zip, '37203');
  await edit(page, t.fields.treasurerEmail, 'treasurer@demo.church');
  await edit(page, t.fields.email, 'daniel@demo.church');

  await page
    .getByRole('group', { name: t.avatar.label })
    .locator('input[type=file]')
    .setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
  await expect(page.getByRole('img', { name: t.avatar.alt('Danny Okafor-Smith') })).toBeVisible();
  await expect(
    page
      .getByRole('group', { name: t.avatar.label })
      .getByRole('status')
      .filter({ hasText: t.saved }),
  ).toBeVisible();

  // What the server holds shows after a reload.
  await page.reload();
  for (const text of [
    'Danny',
    'Okafor-Smith',
    '(615) 555-0123',
    '12 Music Row',
    'Nashville',
    'TN',
    '37203',
    'treasurer@demo.church',
    'daniel@demo.church',
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('img', { name: t.avatar.alt('Danny Okafor-Smith') })).toBeVisible();
});

test('a server error shows, then the field returns to its value', async ({ page }) => {
  await logInToDashboard(page, 'ready@demo.church');
  await page.goto('/settings');
  await page.getByRole('button', { name: t.edit(t.fields.email) }).click();
  await page.getByLabel(t.fields.email, { exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid Email' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: t.edit(t.fields.email) })).toBeVisible({
    timeout: 3000,
  });
  await expect(page.getByText('ready@demo.church', { exact: true })).toBeVisible();
});

test('ready@ changes the password and logs in with the new one', async ({ page }) => {
  test.setTimeout(60_000);
  await logInToDashboard(page, 'ready@demo.church');
  await page.goto('/settings');
  await page.getByRole('button', { name: t.password.open }).click();
  const dialog = page.getByRole('dialog', { name: t.password.title });
  await dialog.getByRole('button', { name: t.password.save }).click();
  await expect(dialog.getByText(t.password.empty)).toHaveCount(3);
  await dialog.getByRole('textbox', { name: t.password.oldPassword, exact: true }).fill('whatever');
  await dialog
    .getByRole('textbox', { name: t.password.newPassword, exact: true })
    .fill('new-hymn-7');
  await dialog
    .getByRole('textbox', { name: t.password.confirmPassword, exact: true })
    .fill('new-hymn-8');
  await dialog.getByRole('button', { name: t.password.save }).click();
  await expect(dialog.getByText(t.password.mismatch)).toBeVisible();
  await dialog
    .getByRole('textbox', { name: t.password.confirmPassword, exact: true })
    .fill('new-hymn-7');
  await dialog.getByRole('button', { name: t.password.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/password has been changed/i)).toBeVisible();

  await page.getByRole('button', { name: new RegExp(`^${shellTexts.accountMenu}`) }).click();
  await page.getByRole('menuitem', { name: shellTexts.logOut }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByLabel(loginTexts.email).fill('ready@demo.church');
  await page.getByLabel(loginTexts.password, { exact: true }).fill('new-hymn-7');
  await page.getByRole('button', { name: loginTexts.submit }).click();
  // Back where the person was (login returns to the prior page), signed in as Daniel.
  await expect(page).toHaveURL(/\/(dashboard|settings)$/);
  await expect(
    page.getByRole('button', { name: new RegExp(`^${shellTexts.accountMenu}.*Daniel`) }),
  ).toBeVisible();
});
