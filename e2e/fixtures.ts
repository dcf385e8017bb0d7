import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { loginTexts } from '../apps/portal/src/routes/login/texts';
import { DEMO_PASSWORD } from '../packages/sandbox/src/accounts';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Every e2e test runs with a watch on Content-Security-Policy violations: the production build
 * must produce none (quality bar "Headers").
 */
export const test = base.extend<{ cspWatch: void }>({
  cspWatch: [
    async ({ page }, use) => {
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await use();
      const violations = await page
        .evaluate(() => window.__cspViolations ?? [])
        .catch(() => [] as string[]);
      expect(violations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Signs in through the login form as a demo account: from '/' by default, or on the login page
 * the browser is already on (`{ here: true }`, e.g. after a guard sent it there).
 */
export async function logIn(page: Page, email: string, options: { here?: boolean } = {}) {
  if (!options.here) await page.goto('/');
  await page.getByLabel(loginTexts.email).fill(email);
  await page.getByLabel(loginTexts.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: loginTexts.submit }).click();
}

/** Signs in and waits for the dashboard. */
export async function logInToDashboard(page: Page, email: string) {
  await logIn(page, email);
  // Two workers on two cores: loading, taking the page over and signing in take a few seconds.
  await expect(page).toHaveURL(/\/dashboard(\?|$)/, { timeout: 15_000 });
}

/**
 * Opens the list of the combobox named `label` inside `scope` (a dialog, a row) and returns its
 * listbox; the list sits inside the scope, not in a portal.
 */
export async function openOptions(scope: Locator, label: string): Promise<Locator> {
  const combobox = scope.getByRole('combobox', { name: label, exact: true });
  // A list loads before its combobox enables: the resolver asks for its lists one after another,
  // about 3 s of demo latency in all, twice that on two busy cores.
  await expect(combobox).toBeEnabled({ timeout: 15_000 });
  await combobox.click();
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  return scope.getByRole('listbox', { name: label, exact: true });
}

/** Chooses `option` in the combobox named `label` inside `scope`, by pointer, as a person would. */
export async function pickOption(scope: Locator, label: string, option: string) {
  const list = await openOptions(scope, label);
  await list.getByRole('option', { name: option, exact: true }).click();
}
