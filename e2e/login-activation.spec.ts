import { expect, logIn, test } from './fixtures';
import { demoUser } from '../packages/sandbox/src/index';
import { activationTexts } from '../apps/portal/src/routes/activate-account/texts';
import { dashboardTexts } from '../apps/portal/src/routes/dashboard/texts';

/**
 * Spec part 1 section 4, "Login": success goes to the prior page, to the activate-account page,
 * or to the dashboard (with the non-activate-account flag when isActivated is 0).
 */

test('the activation link opened signed out leads through login to the activation form', async ({
  page,
}) => {
  const key = demoUser('new@demo.church').apiKey;
  await page.goto(`/activate-account/${key}`);
  // No session: the guard sends the visitor to login, keeping the link.
  await expect(page).toHaveURL(/\/$/);
  await logIn(page, 'new@demo.church', { here: true });
  await expect(page).toHaveURL(new RegExp(`/activate-account/${key}$`));
  await page.getByRole('button', { name: activationTexts.welcomeClose }).click();
  await page.getByLabel(activationTexts.firstName).fill('Ruth');
  await page.getByLabel(activationTexts.lastName).fill('Adeyemi');
  await page.getByRole('button', { name: activationTexts.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('root') ?? '{}'));
  expect(stored.user).toMatchObject({ firstName: 'Ruth', isActivated: 1 });
});

test('a user not activated who logs in from the login page lands on the activation prompt', async ({
  page,
}) => {
  await logIn(page, 'new@demo.church');
  await expect(page).toHaveURL(/\/dashboard\?non-activate-account$/);
  await expect(page.getByRole('heading', { name: dashboardTexts.activateTitle })).toBeVisible();
});
