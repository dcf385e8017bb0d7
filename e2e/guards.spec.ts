import { expect, logIn, test } from './fixtures';
import { forbiddenTexts } from '../apps/portal/src/routes/forbidden/texts';
import { dashboardTexts } from '../apps/portal/src/routes/dashboard/texts';
import { notFoundTexts } from '../apps/portal/src/routes/not-found/texts';

test('a normal user is refused the admin pages with the 403 page', async ({ page }) => {
  await page.goto('/users');
  await logIn(page, 'ready@demo.church', { here: true });
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByRole('heading', { name: forbiddenTexts.title })).toBeVisible();
  await page.getByRole('link', { name: forbiddenTexts.home }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an unactivated user is sent to the activation prompt', async ({ page }) => {
  await page.goto('/sync');
  await logIn(page, 'new@demo.church', { here: true });
  await expect(page).toHaveURL(/\/dashboard\?non-activate-account$/);
});

test('an admin reaches the admin pages', async ({ page }) => {
  await page.goto('/pending-users');
  await logIn(page, 'admin@demo.church', { here: true });
  await expect(page).toHaveURL(/\/pending-users$/);
  await expect(page.getByRole('heading', { name: 'Pending Users' })).toBeVisible();
});

test('an unknown path shows the fallback page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: notFoundTexts.title })).toBeVisible();
});

test.describe('login never returns to another origin', () => {
  test('a same-origin return location planted the same way is honoured (control)', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => {
      window.history.replaceState(
        { usr: { from: '/integrations' }, key: 'planted', idx: 0 },
        '',
        '/',
      );
    });
    await page.reload();
    await logIn(page, 'ready@demo.church', { here: true });
    await expect(page).toHaveURL(/\/integrations$/);
  });

  for (const payload of [
    '//evil.example/phish',
    '/\\evil.example',
    'https:evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    // Dot segments that normalise to `//evil.example` once resolved.
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e%2e//evil.example',
  ]) {
    test(`a return location of ${payload} falls back to the dashboard`, async ({ page }) => {
      await page.goto('/');
      // Plant the payload where the router keeps "the page first asked for", then reload.
      await page.evaluate((from) => {
        window.history.replaceState({ usr: { from }, key: 'planted', idx: 0 }, '', '/');
      }, payload);
      await page.reload();
      await logIn(page, 'ready@demo.church', { here: true });
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/dashboard$/);
    });
  }

  test('opening the login page while signed in, with a crafted return location, lands on the dashboard', async ({
    page,
  }) => {
    await page.goto('/');
    await logIn(page, 'ready@demo.church', { here: true });
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const from of ['/.//evil.example', '/a/..//evil.example']) {
      await page.evaluate((planted) => {
        window.history.replaceState({ usr: { from: planted }, key: 'planted', idx: 0 }, '', '/');
      }, from);
      await page.reload();
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/dashboard$/);
      await expect(
        page.getByRole('heading', { name: dashboardTexts.greeting('Daniel') }),
      ).toBeVisible();
    }
  });
});
