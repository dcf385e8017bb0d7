import type { Page } from '@playwright/test';
import { expect, logInToDashboard, test } from './fixtures';
import { dashboardTexts } from '../apps/portal/src/routes/dashboard/texts';
import { integrationsTexts } from '../apps/portal/src/routes/integrations/texts';
import { setupCcbTexts } from '../apps/portal/src/routes/setup-ccb/texts';
import { setupMailchimpTexts } from '../apps/portal/src/routes/setup-mailchimp/texts';
import { setupLayoutTexts } from '../apps/portal/src/lib/setupTexts';
import { credentialTexts } from '../apps/portal/src/lib/credentials';

const region = (page: Page, name: string) => page.getByRole('region', { name });

test('a new church connects CCB with bad then good credentials, then Mailchimp', async ({
  page,
}) => {
  await logInToDashboard(page, 'setup@demo.church');

  await region(page, dashboardTexts.ccbTitle)
    .getByRole('link', { name: dashboardTexts.setupNow })
    .click();
  await expect(page).toHaveURL(/\/integrations\/setup-ccb$/);
  await expect(page.getByRole('heading', { name: setupCcbTexts.title })).toBeVisible();

  const username = page.getByLabel(setupCcbTexts.username);
  const password = page.getByLabel(setupCcbTexts.password, { exact: true });
  await username.fill('api-user');
  await password.fill('not-my-password');
  await page.getByLabel(setupCcbTexts.account).fill('gracechurch');
  await page.getByRole('button', { name: setupLayoutTexts.authorize }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText(credentialTexts.incorrectPassword);
  await expect(alert).toContainText(credentialTexts.firstConnect);
  await expect(
    alert.getByRole('link', { name: /How to find your CCB API user login/ }),
  ).toHaveAttribute('target', '_blank');
  await expect(username).toHaveValue('api-user');

  await password.fill('demo1234');
  await page.getByRole('button', { name: setupLayoutTexts.authorize }).click();
  await expect(page).toHaveURL(/\/integrations$/);
  await expect(page.getByText('Your CCB account has been authorized successfully.')).toBeVisible();
  const ccb = region(page, integrationsTexts.ccbTitle);
  await expect(ccb.getByText(integrationsTexts.connected)).toBeVisible();
  await expect(ccb.getByRole('link', { name: integrationsTexts.edit })).toBeVisible();

  await region(page, integrationsTexts.mailchimpTitle)
    .getByRole('link', { name: integrationsTexts.connect })
    .click();
  await expect(page).toHaveURL(/\/integrations\/setup-mailchimp$/);
  const key = page.getByLabel(setupMailchimpTexts.apiKey);
  await key.fill('not-a-key');
  await page.getByRole('button', { name: setupLayoutTexts.authorize }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid MailChimp API key');
  await key.fill('0123456789abcdef0123456789abcdef-us21');
  await page.getByRole('button', { name: setupLayoutTexts.authorize }).click();
  await expect(page).toHaveURL(/\/integrations$/);
  await expect(
    region(page, integrationsTexts.mailchimpTitle).getByRole('link', {
      name: integrationsTexts.edit,
    }),
  ).toBeVisible();

  // The session user was refreshed: the dashboard offers Edit for both.
  await page.goto('/dashboard');
  for (const name of [dashboardTexts.ccbTitle, dashboardTexts.mailchimpTitle]) {
    await expect(region(page, name).getByRole('link', { name: dashboardTexts.edit })).toBeVisible();
  }

  // The stored key is shown masked but for its last 10 characters.
  await page.goto('/integrations/setup-mailchimp');
  await expect(page.getByLabel(setupMailchimpTexts.apiKey)).toHaveValue(/^•+bcdef-us21$/);
});

test('stored CCB credentials are locked until Edit, and a bad update keeps the old data', async ({
  page,
}) => {
  await logInToDashboard(page, 'ready@demo.church');
  await page.goto('/integrations/setup-ccb');
  const password = page.getByLabel(setupCcbTexts.password, { exact: true });
  await expect(password).toBeDisabled();
  await page.getByRole('button', { name: setupLayoutTexts.edit }).click();
  await password.fill('wrong');
  await page.getByRole('button', { name: setupLayoutTexts.reauthorize }).click();
  await expect(page.getByRole('alert')).toContainText(credentialTexts.existing);
});
