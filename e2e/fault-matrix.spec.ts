import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, logInToDashboard, openOptions, pickOption, test } from './fixtures';
import { messages } from '../apps/portal/src/lib/messages';
import { setupLayoutTexts } from '../apps/portal/src/lib/setupTexts';
import { dashboardTexts } from '../apps/portal/src/routes/dashboard/texts';
import { forgotPasswordTexts } from '../apps/portal/src/routes/forgot-password/texts';
import { integrationsTexts } from '../apps/portal/src/routes/integrations/texts';
import { loginTexts } from '../apps/portal/src/routes/login/texts';
import { setupCcbTexts } from '../apps/portal/src/routes/setup-ccb/texts';
import { sandboxCaptchaTexts } from '../apps/portal/src/lib/captcha/texts';
import { setupMailchimpTexts } from '../apps/portal/src/routes/setup-mailchimp/texts';
import { signupTexts } from '../apps/portal/src/routes/signup/texts';
import { syncPageTexts } from '../apps/portal/src/routes/sync/texts';
import { resolverTexts } from '../packages/flows/src/resolver/texts';
import { rollbackTexts } from '../packages/flows/src/rollback/texts';
import { conflictTexts } from '../packages/ui/src/conflicts/texts';
import { syncNewPairsTexts } from '../packages/ui/src/sync/SyncNewPairsDialog/texts';
import { syncButtonTexts } from '../packages/ui/src/sync/SyncSplitButton/texts';
import { unsyncPairTexts } from '../packages/ui/src/sync/UnsyncPairDialog/texts';
import { adminTexts } from '../packages/ui/src/admin/texts';
import { activationTexts } from '../apps/portal/src/routes/activate-account/texts';
import { resetPasswordTexts } from '../apps/portal/src/routes/reset-password/texts';
import { demoUser } from '../packages/sandbox/src/index';
import { conflictWizardTexts } from '../packages/flows/src/conflicts/texts';
import { pairEditorTexts } from '../packages/flows/src/pair-editor/texts';
import { addPairTexts } from '../packages/ui/src/sync/AddPairDialog/texts';
import { directionTabsTexts } from '../packages/ui/src/sync/DirectionTabs/texts';
import { pairTableTexts } from '../packages/ui/src/sync/PairTable/texts';
import { refreshListsTexts } from '../packages/ui/src/sync/RefreshListsButton/texts';
import { resolverDialogTexts } from '../packages/ui/src/sync/ResolverDialog/texts';
import { autoSyncTexts, directionTexts } from '../packages/ui/src/sync/texts';
import { accountTexts } from '../packages/ui/src/account/texts';
import {
  cancelTexts,
  cardFormTexts,
  invoiceTexts,
  oneMoreThingTexts,
  orderTexts,
  planCardTexts,
  plansTexts,
  purchaseConfirmTexts,
} from '../packages/ui/src/billing/texts';
import { logsTexts, rollbackDialogTexts, statisticsTexts } from '../packages/ui/src/logs/texts';
import { toolkitTexts } from '../packages/ui/src/toolkit/texts';
import { toolkitMachineTexts } from '../packages/flows/src/toolkit/texts';

/**
 * The fault matrix (spec part 1 section 8, "The error catalogue"): every built screen's load and every action, through the five ways
 * a call fails (no connection, HTTP 500, an answer that is not JSON, no answer at all, status 0
 * with a message). Each must end in the catalogue's words (or the server's, for status 0), never
 * markup, keep what was typed, and recover once the fault clears: the sandbox's `kind*1` faults
 * fail the first call only, so the view's own way on (Try again, sending again) must succeed.
 * `e2e/fault-matrix-reporter.ts` counts the cells (tried / handled) at the end of the run.
 */
// Two workers on two cores: a failure may take a few seconds to be said; it must be said.
const expect = baseExpect.configure({ timeout: 10_000 });

const KINDS = ['network', 'http500', 'nonjson', 'hang', 'status'] as const;
type Kind = (typeof KINDS)[number];

/** What the status-0 fault says: a view that shows server words shows this. */
const SERVER_SAYS = 'The server said no to this (fault matrix).';

interface Cell {
  /** Who is signed in (none: a public page). */
  account?: string;
  /** Where the screen is. */
  url: string;
  /** The call that fails. */
  path: string;
  /** For an action: what the person does (the screen has loaded). */
  act?: (page: Page) => Promise<void>;
  /** Where the failure is said. */
  failure: (page: Page) => Locator;
  /** The catalogue's text for the failure. */
  text: string;
  /** Status 0 shows the server's words instead (spec: login, saves). */
  statusShowsServer?: boolean;
  /** What was typed, which must survive the failure. */
  typed?: (page: Page) => Promise<void>;
  /** The view's way on. */
  retry: (page: Page) => Promise<void>;
  /** What shows once it worked. */
  recovered: (page: Page) => Promise<void>;
}

const tryAgain =
  (name = 'Try again') =>
  (page: Page) =>
    page.getByRole('button', { name }).first().click();

/** A failure said in an alert with the catalogue's `text`. */
const alerted = (text: string) => ({
  failure: (page: Page) => page.getByRole('alert').filter({ hasText: text }),
  text,
});

/** Recovered: the alert that said `text` is gone. */
const alertGone = (text: string) => (page: Page) =>
  expect(page.getByRole('alert').filter({ hasText: text })).toHaveCount(0);

/** The Toolkit's Error dialog is closed with OK, then the action is done again. */
const afterErrorDialog = (act: (page: Page) => Promise<void>) => async (page: Page) => {
  await page
    .getByRole('alertdialog', { name: toolkitTexts.errorDialog.title })
    .getByRole('button', { name: toolkitTexts.errorDialog.close })
    .click();
  await act(page);
};

const READY = 'ready@demo.church';

/** Presses Remove on the Greeters → Volunteers pair and confirms 'Un-Sync Pair?'. */
async function unsyncGreeters(page: Page) {
  await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
  await page
    .getByRole('row')
    .filter({ hasText: 'Greeters' })
    .filter({ hasText: 'Volunteers' })
    .getByRole('button', { name: /^Remove/ })
    .click();
  await page
    .getByRole('alertdialog', { name: unsyncPairTexts.title })
    .getByRole('button', { name: unsyncPairTexts.confirm })
    .click();
}

/** Presses a row's Make primary and answers its question. */
async function makePrimary(page: Page) {
  const t = toolkitTexts.primaryContacts;
  await page
    .getByRole('table', { name: t.caption })
    .getByRole('button', { name: new RegExp(`^${t.makePrimary}: `) })
    .first()
    .click();
  await page
    .getByRole('alertdialog', { name: t.confirm.title })
    .getByRole('button', { name: t.confirm.action })
    .click();
}

/** Presses a row's Delete and answers its question. */
async function deleteUnsyncedPair(page: Page) {
  const t = toolkitTexts.unsyncedPairs;
  await page
    .getByRole('table', { name: t.caption })
    .getByRole('button', { name: new RegExp(`^${t.delete} `) })
    .first()
    .click();
  await page
    .getByRole('alertdialog', { name: t.confirm.title })
    .getByRole('button', { name: t.confirm.action })
    .click();
}
const MAILCHIMP_KEY = '0123456789abcdef0123456789abcdef-us21';

const planCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** On /change-plan: Downgrade now, then yes to the question. */
async function downgrade(page: Page) {
  await page.getByRole('button', { name: orderTexts.pay.downgradeNow }).click();
  await page
    .getByRole('alertdialog', { name: purchaseConfirmTexts.title })
    .getByRole('button', { name: purchaseConfirmTexts.confirm })
    .click();
}

/** Fills the sandbox's card fields with a valid Mastercard. */
async function fillCard(page: Page) {
  await page.getByLabel(cardFormTexts.cardHolder).fill('Ruth Abernathy');
  await page.getByLabel(cardFormTexts.cardNumber).fill('5555555555554444');
  await page.getByLabel(cardFormTexts.expiryMonth).selectOption('08');
  await page.getByLabel(cardFormTexts.expiryYear).selectOption('2031');
  await page.getByLabel(cardFormTexts.cvc).fill('123');
}

/** Turns the CCB to MailChimp switch on /sync (on, as the ready church has it, to off). */
async function switchCcbToMc(page: Page) {
  const toggle = page.getByRole('switch', {
    name: directionTabsTexts.switch(directionTexts.ccbToMc),
  });
  await expect(toggle).toBeEnabled();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
}

/** Turns Automatic Syncing on /sync (on, as the ready church has it, to off). */
async function switchAutoSync(page: Page) {
  const toggle = page.getByRole('switch', { name: autoSyncTexts.label });
  await expect(toggle).toBeEnabled();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
}

/** At the website signups' held contacts: Ignore Kwame Osei, and yes to the question. */
async function ignoreKwame(page: Page) {
  await page
    .getByRole('dialog', { name: conflictTexts.title })
    .getByRole('button', { name: 'Ignore Kwame Osei' })
    .click();
  await page
    .getByRole('alertdialog', { name: conflictTexts.ignoreOne.title })
    .getByRole('button', { name: conflictTexts.ignoreOne.confirm })
    .click();
}

/** Picks a one-pixel PNG as the profile picture. */
async function uploadPicture(page: Page) {
  await page
    .getByRole('group', { name: accountTexts.avatar.label })
    .locator('input[type=file]')
    .setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
}

const cells: Record<string, Cell> = {
  'login: sign in': {
    url: '/',
    path: '/user/login',
    act: async (page) => {
      await page.getByLabel(loginTexts.email).fill(READY);
      await page.getByLabel(loginTexts.password, { exact: true }).fill('demo1234');
      await page.getByRole('button', { name: loginTexts.submit }).click();
    },
    failure: (page) => page.getByRole('alert'),
    text: messages.requestFailed,
    statusShowsServer: true,
    typed: async (page) => {
      await expect(page.getByLabel(loginTexts.email)).toHaveValue(READY);
      await expect(page.getByLabel(loginTexts.password, { exact: true })).toHaveValue('demo1234');
    },
    retry: tryAgain(loginTexts.submit),
    recovered: (page) => expect(page).toHaveURL(/\/dashboard/),
  },
  'forgot password: send': {
    url: '/forgot-password',
    path: '/user/reset-password',
    act: async (page) => {
      await page.getByLabel(forgotPasswordTexts.email).fill(READY);
      await page.getByRole('button', { name: forgotPasswordTexts.submit }).click();
    },
    failure: (page) => page.getByRole('alert'),
    text: messages.requestFailed,
    statusShowsServer: true,
    typed: (page) => expect(page.getByLabel(forgotPasswordTexts.email)).toHaveValue(READY),
    retry: tryAgain(forgotPasswordTexts.submit),
    recovered: (page) => expect(page.getByRole('status')).toContainText('Recover email sent'),
  },
  'sign up: send': {
    url: '/signup',
    path: '/user/register',
    act: async (page) => {
      await page.getByLabel(signupTexts.email).fill('office@matrix.church');
      await page.getByLabel(signupTexts.password, { exact: true }).fill('choir-2026');
      await page.getByLabel(signupTexts.confirmPassword, { exact: true }).fill('choir-2026');
      await page.getByLabel(sandboxCaptchaTexts.label).check();
      await page.getByRole('button', { name: signupTexts.submit }).click();
    },
    failure: (page) => page.getByRole('alert'),
    text: messages.requestFailed,
    statusShowsServer: true,
    typed: async (page) => {
      await expect(page.getByLabel(signupTexts.email)).toHaveValue('office@matrix.church');
      await expect(page.getByLabel(signupTexts.password, { exact: true })).toHaveValue(
        'choir-2026',
      );
    },
    retry: async (page) => {
      // A captcha answer is used up by the try that failed: the person ticks it again.
      await page.getByLabel(sandboxCaptchaTexts.label).check();
      await page.getByRole('button', { name: signupTexts.submit }).click();
    },
    recovered: (page) => expect(page).toHaveURL(/non-activate-account/),
  },
  'dashboard: load': {
    account: READY,
    url: '/dashboard',
    path: '/sync/dashboard-data',
    ...alerted(dashboardTexts.failure),
    retry: tryAgain(dashboardTexts.retry),
    recovered: alertGone(dashboardTexts.failure),
  },
  'dashboard: Sync now': {
    account: READY,
    url: '/dashboard',
    path: '/sync/manual',
    act: async (page) => {
      const button = page
        .getByRole('region', { name: dashboardTexts.syncTitle })
        .getByRole('button', { name: dashboardTexts.syncNow });
      await expect(button).toBeEnabled();
      await button.click();
      await page.getByRole('button', { name: syncNewPairsTexts.syncAll }).click();
    },
    failure: (page) => page.getByRole('main').getByRole('alert'),
    text: dashboardTexts.failure,
    statusShowsServer: true,
    retry: async (page) => {
      await page
        .getByRole('region', { name: dashboardTexts.syncTitle })
        .getByRole('button', { name: dashboardTexts.syncNow })
        .click();
      await page.getByRole('button', { name: syncNewPairsTexts.syncAll }).click();
    },
    recovered: (page) => expect(page.getByRole('main').getByRole('alert')).toHaveCount(0),
  },
  'integrations: load': {
    account: READY,
    url: '/integrations',
    path: '/account/api-details',
    ...alerted(integrationsTexts.failure),
    retry: tryAgain(integrationsTexts.retry),
    recovered: (page) =>
      expect(
        page
          .getByRole('region', { name: integrationsTexts.ccbTitle })
          .getByText(integrationsTexts.connected),
      ).toBeVisible(),
  },
  'setup CCB: load': {
    account: READY,
    url: '/integrations/setup-ccb',
    path: '/account/api-details',
    ...alerted(setupCcbTexts.failure),
    retry: tryAgain(setupLayoutTexts.retry),
    recovered: (page) => expect(page.getByLabel(setupCcbTexts.username)).not.toHaveValue(''),
  },
  'setup CCB: authorize': {
    account: 'setup@demo.church',
    url: '/integrations/setup-ccb',
    path: '/ccb/authorize',
    act: async (page) => {
      await page.getByLabel(setupCcbTexts.username).fill('api-user');
      await page.getByLabel(setupCcbTexts.password, { exact: true }).fill('demo1234');
      await page.getByLabel(setupCcbTexts.account).fill('gracechurch');
      await page.getByRole('button', { name: setupLayoutTexts.authorize }).click();
    },
    failure: (page) => page.getByRole('alert'),
    text: setupCcbTexts.failure,
    statusShowsServer: true,
    typed: async (page) => {
      await expect(page.getByLabel(setupCcbTexts.username)).toHaveValue('api-user');
      await expect(page.getByLabel(setupCcbTexts.account)).toHaveValue('gracechurch');
    },
    retry: tryAgain(setupLayoutTexts.authorize),
    recovered: (page) => expect(page).toHaveURL(/\/integrations$/),
  },
  'setup Mailchimp: authorize': {
    account: 'setup@demo.church',
    url: '/integrations/setup-mailchimp',
    path: '/mailchimp/authorize',
    act: async (page) => {
      await page.getByLabel(setupMailchimpTexts.apiKey).fill(MAILCHIMP_KEY);
      await page.getByRole('button', { name: setupLayoutTexts.authorize }).click();
    },
    failure: (page) => page.getByRole('alert'),
    text: messages.genericFailure,
    statusShowsServer: true,
    typed: (page) => expect(page.getByLabel(setupMailchimpTexts.apiKey)).toHaveValue(MAILCHIMP_KEY),
    retry: tryAgain(setupLayoutTexts.authorize),
    recovered: (page) => expect(page).toHaveURL(/\/integrations$/),
  },
  'sync: load pairs': {
    account: READY,
    url: '/sync',
    path: '/ccb/saved-search',
    ...alerted(syncPageTexts.failure),
    retry: tryAgain(syncPageTexts.retry),
    recovered: (page) => expect(page.getByRole('table')).toBeVisible(),
  },
  'sync: manual sync': {
    account: READY,
    url: '/sync',
    path: '/sync/manual',
    act: async (page) => {
      await expect(page.getByRole('table')).toBeVisible();
      await page.getByRole('button', { name: syncButtonTexts.sync, exact: true }).click();
      await page.getByRole('button', { name: syncNewPairsTexts.syncAll }).click();
    },
    failure: (page) => page.getByRole('main').getByRole('alert'),
    text: syncPageTexts.failure,
    statusShowsServer: true,
    retry: async (page) => {
      await page.getByRole('button', { name: syncButtonTexts.sync, exact: true }).click();
      await page.getByRole('button', { name: syncNewPairsTexts.syncAll }).click();
    },
    recovered: (page) => expect(page.getByRole('main').getByRole('alert')).toHaveCount(0),
  },
  'sync: un-sync a pair': {
    account: READY,
    url: '/sync',
    path: '/sync-pair/remove-ccb-mc',
    act: (page) => unsyncGreeters(page),
    failure: (page) => page.getByRole('alert').filter({ hasNotText: syncPageTexts.pairRemoved }),
    text: syncPageTexts.failure,
    statusShowsServer: true,
    retry: (page) => unsyncGreeters(page),
    recovered: (page) =>
      expect(page.getByRole('status').filter({ hasText: syncPageTexts.pairRemoved })).toBeVisible(),
  },
  'resolve broken pairs: load': {
    account: 'broken@demo.church',
    url: '/sync/resolve-broken-pairs',
    path: '/ccb/get-mc-to-ccb',
    failure: (page) => page.getByRole('dialog').getByRole('alert'),
    text: resolverTexts.errors.generic,
    statusShowsServer: true,
    retry: tryAgain(),
    recovered: (page) =>
      expect(page.getByRole('dialog').getByRole('alert')).toHaveCount(0, { timeout: 15_000 }),
  },
  'resolve conflicts: load': {
    account: READY,
    url: '/resolve-conflicts',
    path: '/sync-pair/simple-view',
    failure: (page) => page.getByText(conflictTexts.listFailed),
    text: conflictTexts.listFailed,
    retry: tryAgain(conflictTexts.buttons.retry),
    recovered: (page) => expect(page.getByText(conflictTexts.listFailed)).toHaveCount(0),
  },
  'billing: load the plan': {
    account: READY,
    url: '/billing',
    path: '/billing/current-plan',
    ...alerted(invoiceTexts.failed),
    retry: (page) =>
      page
        .getByRole('alert')
        .filter({ hasText: invoiceTexts.failed })
        .getByRole('button', { name: invoiceTexts.retry })
        .click(),
    recovered: alertGone(invoiceTexts.failed),
  },
  'billing: cancel the plan': {
    account: READY,
    url: '/billing',
    path: '/billing/cancel-plan',
    act: async (page) => {
      await page.getByRole('button', { name: planCardTexts.cancel }).click();
      const reasons = page.getByRole('dialog', { name: cancelTexts.title });
      await reasons.getByRole('radio', { name: cancelTexts.reasons['too expensive'] }).check();
      await reasons.getByRole('button', { name: cancelTexts.cancel, exact: true }).click();
      await page
        .getByRole('alertdialog', { name: oneMoreThingTexts.title })
        .getByRole('button', { name: oneMoreThingTexts.confirm })
        .click();
    },
    failure: (page) =>
      page.getByRole('alertdialog', { name: oneMoreThingTexts.title }).getByRole('alert'),
    text: oneMoreThingTexts.failed,
    statusShowsServer: true,
    retry: (page) =>
      page
        .getByRole('alertdialog', { name: oneMoreThingTexts.title })
        .getByRole('button', { name: oneMoreThingTexts.confirm })
        .click(),
    recovered: (page) =>
      expect(page.getByRole('button', { name: planCardTexts.cancel })).toHaveCount(0),
  },
  'invoices: load': {
    account: READY,
    url: '/billing/invoices',
    path: '/billing/invoices',
    ...alerted(invoiceTexts.failed),
    retry: tryAgain(invoiceTexts.retry),
    recovered: alertGone(invoiceTexts.failed),
  },
  'subscription plans: load': {
    account: READY,
    url: '/subscription-plans',
    path: '/billing/all-plans',
    ...alerted(invoiceTexts.failed),
    retry: tryAgain(invoiceTexts.retry),
    recovered: (page) =>
      expect(page.getByRole('button', { name: plansTexts.choose }).first()).toBeVisible(),
  },
  'change plan: load the card': {
    account: READY,
    url: '/subscription-plans',
    path: '/billing/current-card-details',
    act: (page) => page.getByRole('button', { name: plansTexts.choose }).first().click(),
    ...alerted(invoiceTexts.failed),
    retry: tryAgain(invoiceTexts.retry),
    recovered: (page) =>
      expect(
        page.getByRole('button', { name: /^(Pay|Pay now|Upgrade now|Downgrade now)$/ }),
      ).toBeVisible(),
  },
  'setup payment: load the key': {
    account: READY,
    url: '/setup-payment',
    path: '/billing/stripe-publishable-key',
    ...alerted(cardFormTexts.loadFailed),
    retry: tryAgain(cardFormTexts.retry),
    recovered: (page) =>
      expect(page.getByRole('button', { name: cardFormTexts.save })).toBeVisible(),
  },
  'settings: save a field': {
    account: READY,
    url: '/settings',
    path: '/account/update',
    act: async (page) => {
      await page.getByRole('button', { name: accountTexts.edit(accountTexts.fields.city) }).click();
      await page.getByLabel(accountTexts.fields.city, { exact: true }).fill('Franklin');
      await page.getByRole('button', { name: accountTexts.save }).click();
    },
    failure: (page) => page.getByRole('alert'),
    text: accountTexts.updateFailed,
    statusShowsServer: true,
    retry: async (page) => {
      // The field returns to its view after a failure (spec); the person edits it again.
      await page.getByRole('button', { name: accountTexts.edit(accountTexts.fields.city) }).click();
      await page.getByLabel(accountTexts.fields.city, { exact: true }).fill('Franklin');
      await page.getByRole('button', { name: accountTexts.save }).click();
    },
    recovered: (page) =>
      expect(page.getByRole('status').filter({ hasText: accountTexts.saved })).toBeVisible(),
  },
  'logs: load': {
    account: READY,
    url: '/logs',
    path: '/logs/list',
    ...alerted(logsTexts.genericError),
    retry: tryAgain(logsTexts.retry),
    recovered: (page) =>
      expect(page.getByRole('link', { name: logsTexts.viewDetails }).first()).toBeVisible(),
  },
  'log details: load': {
    account: READY,
    url: '/logs',
    path: '/logs/log-details',
    act: (page) => page.getByRole('link', { name: logsTexts.viewDetails }).first().click(),
    ...alerted(logsTexts.genericError),
    retry: tryAgain(),
    recovered: alertGone(logsTexts.genericError),
  },
  'tools: save a switch': {
    account: READY,
    url: '/tools',
    path: '/tools/save-check-received-email',
    act: (page) =>
      page.getByRole('switch', { name: toolkitTexts.cards.checkReceivedEmail.title }).click(),
    failure: (page) => page.getByRole('alertdialog'),
    text: toolkitMachineTexts.failure,
    statusShowsServer: true,
    retry: async (page) => {
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: toolkitTexts.errorDialog.close })
        .click();
      await page.getByRole('switch', { name: toolkitTexts.cards.checkReceivedEmail.title }).click();
    },
    recovered: (page) => expect(page.getByText(toolkitMachineTexts.saved)).toBeVisible(),
  },
  'logs: roll back': {
    account: READY,
    url: '/logs',
    path: '/logs/revert',
    act: async (page) => {
      await page
        .getByRole('button', { name: /^Rollback the sync of/ })
        .first()
        .click();
      const confirm = page.getByRole('alertdialog', { name: rollbackDialogTexts.confirm.title });
      await confirm.getByRole('button', { name: rollbackDialogTexts.confirm.confirm }).click();
    },
    failure: (page) => page.getByRole('dialog', { name: rollbackDialogTexts.failed.title }),
    text: rollbackTexts.errors.generic,
    statusShowsServer: true,
    retry: async (page) => {
      await page
        .getByRole('dialog', { name: rollbackDialogTexts.failed.title })
        .getByRole('button', { name: rollbackDialogTexts.failed.close })
        .last()
        .click();
      await page
        .getByRole('button', { name: /^Rollback the sync of/ })
        .first()
        .click();
      const confirm = page.getByRole('alertdialog', { name: rollbackDialogTexts.confirm.title });
      await confirm.getByRole('button', { name: rollbackDialogTexts.confirm.confirm }).click();
    },
    recovered: (page) =>
      expect(page.getByRole('dialog', { name: rollbackDialogTexts.prompt.title })).toBeVisible(),
  },
  'log statistics: load': {
    account: READY,
    url: '/logs',
    path: '/logs/statistic-details',
    act: async (page) => {
      await page.getByRole('link', { name: logsTexts.viewDetails }).first().click();
      await page
        .getByRole('link', { name: /^View statistics of / })
        .first()
        .click();
    },
    ...alerted(logsTexts.genericError),
    retry: tryAgain(),
    recovered: (page) =>
      expect(page.getByRole('tablist', { name: statisticsTexts.tabsLabel })).toBeVisible(),
  },
  'log search: results': {
    account: READY,
    url: '/logs',
    path: '/logs/search',
    act: (page) => page.getByRole('searchbox', { name: logsTexts.searchLabel }).fill('Smith'),
    ...alerted(logsTexts.genericError),
    retry: tryAgain(),
    recovered: alertGone(logsTexts.genericError),
  },
  'notifications: save a checkbox': {
    account: READY,
    url: '/notifications',
    path: '/tools/save-email-notification-for-unsub',
    act: (page) =>
      page.getByRole('checkbox', { name: toolkitTexts.notifications.notifyUnsub.title }).click(),
    failure: (page) => page.getByRole('alertdialog'),
    text: toolkitMachineTexts.failure,
    statusShowsServer: true,
    retry: async (page) => {
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: toolkitTexts.errorDialog.close })
        .click();
      await page
        .getByRole('checkbox', { name: toolkitTexts.notifications.notifyUnsub.title })
        .click();
    },
    recovered: (page) => expect(page.getByText(toolkitMachineTexts.saved)).toBeVisible(),
  },
  'exceptions: load': {
    account: READY,
    url: '/tools',
    path: '/tools/mc-to-ccb-custom-list',
    act: (page) => page.getByRole('button', { name: toolkitTexts.exceptions.card.manage }).click(),
    failure: (page) =>
      page
        .getByRole('dialog')
        .getByRole('alert')
        .filter({ hasText: toolkitTexts.exceptions.loadFailed }),
    text: toolkitTexts.exceptions.loadFailed,
    retry: tryAgain(toolkitTexts.exceptions.retry),
    recovered: (page) =>
      expect(
        page.getByRole('dialog').getByRole('list', { name: toolkitTexts.exceptions.listLabel }),
      ).toBeVisible(),
  },
  'primary contacts: load': {
    account: READY,
    url: '/tools/primary-contacts',
    path: '/tools/primary-contacts',
    ...alerted(toolkitTexts.primaryContacts.loadFailed),
    retry: tryAgain(toolkitTexts.primaryContacts.retry),
    recovered: alertGone(toolkitTexts.primaryContacts.loadFailed),
  },
  'confirm cleanup: load': {
    account: READY,
    url: '/tools/confirm-delete',
    path: '/tools/cleanup-unsync-pairs',
    ...alerted(toolkitTexts.unsyncedPairs.loadFailed),
    retry: tryAgain(toolkitTexts.unsyncedPairs.retry),
    recovered: alertGone(toolkitTexts.unsyncedPairs.loadFailed),
  },
  'primary contacts: make primary': {
    account: READY,
    url: '/tools/primary-contacts',
    path: '/tools/primary',
    act: (page) => makePrimary(page),
    failure: (page) => page.getByRole('alertdialog', { name: toolkitTexts.errorDialog.title }),
    text: toolkitMachineTexts.failure,
    statusShowsServer: true,
    retry: afterErrorDialog(makePrimary),
    recovered: (page) =>
      expect(
        page.getByRole('status').filter({ hasText: toolkitTexts.primaryContacts.updated }),
      ).toBeVisible(),
  },
  'confirm cleanup: delete a pair': {
    account: READY,
    url: '/tools/confirm-delete',
    path: '/tools/delete-mc-now',
    act: (page) => deleteUnsyncedPair(page),
    failure: (page) => page.getByRole('alertdialog', { name: toolkitTexts.errorDialog.title }),
    text: toolkitMachineTexts.failure,
    statusShowsServer: true,
    retry: afterErrorDialog(deleteUnsyncedPair),
    recovered: (page) =>
      expect(
        page.getByRole('status').filter({ hasText: toolkitTexts.unsyncedPairs.deleted }),
      ).toBeVisible(),
  },
  'ignored emails: load': {
    account: READY,
    url: '/tools/ignored-emails',
    path: '/tools/ignored-emails',
    ...alerted(toolkitTexts.ignoredEmails.loadFailed),
    retry: tryAgain(toolkitTexts.ignoredEmails.retry),
    recovered: alertGone(toolkitTexts.ignoredEmails.loadFailed),
  },
  'ignored emails: unignore': {
    account: READY,
    url: '/tools/ignored-emails',
    path: '/tools/unignore',
    act: (page) =>
      page
        .getByRole('button', { name: new RegExp(`^${toolkitTexts.ignoredEmails.unignore} `) })
        .first()
        .click(),
    failure: (page) => page.getByRole('alert'),
    text: toolkitTexts.ignoredEmails.loadFailed,
    statusShowsServer: true,
    retry: (page) =>
      page
        .getByRole('button', { name: new RegExp(`^${toolkitTexts.ignoredEmails.unignore} `) })
        .first()
        .click(),
    recovered: (page) =>
      expect(
        page.getByRole('status').filter({ hasText: toolkitTexts.ignoredEmails.updated }),
      ).toBeVisible(),
  },
  'header mapping: load': {
    account: READY,
    url: '/header-mapping',
    path: '/tools/header-mappings',
    ...alerted(toolkitTexts.headerMapping.loadFailed),
    retry: tryAgain(),
    recovered: (page) =>
      expect(
        page.getByRole('listitem', { name: 'Mobile Phone' }).getByRole('checkbox'),
      ).toBeChecked(),
  },
  'header mapping: save': {
    account: READY,
    url: '/header-mapping',
    path: '/tools/save-header-mappings',
    act: async (page) => {
      const home = page.getByRole('listitem', { name: 'Home Phone' });
      await home.getByRole('checkbox', { name: 'Home Phone' }).check();
      await home
        .getByRole('combobox', { name: toolkitTexts.headerMapping.field })
        .selectOption({ label: 'Home Phone' });
      await page.getByRole('button', { name: toolkitTexts.headerMapping.save }).click();
    },
    failure: (page) => page.getByRole('alertdialog'),
    text: toolkitMachineTexts.failure,
    statusShowsServer: true,
    typed: (page) =>
      expect(
        page
          .getByRole('listitem', { name: 'Home Phone' })
          .getByRole('combobox', { name: toolkitTexts.headerMapping.field }),
      ).toHaveValue('MMERGE6'),
    retry: async (page) => {
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: toolkitTexts.errorDialog.close })
        .click();
      await page.getByRole('button', { name: toolkitTexts.headerMapping.save }).click();
    },
    recovered: async (page) => {
      await expect(page).toHaveURL(/\/tools$/);
      await expect(page.getByText(toolkitTexts.headerMapping.saved)).toBeVisible();
    },
  },
  'users: load': {
    account: 'admin@demo.church',
    url: '/users',
    path: '/admin/users',
    ...alerted(adminTexts.messages.loadFailed),
    retry: tryAgain(adminTexts.list.retry),
    recovered: alertGone(adminTexts.messages.loadFailed),
  },
  'users: create a user': {
    account: 'admin@demo.church',
    url: '/users',
    path: '/admin/add-user',
    act: async (page) => {
      const t = adminTexts.createUser;
      await page.getByRole('button', { name: adminTexts.actions.addUser }).click();
      const dialog = page.getByRole('dialog', { name: t.title });
      await dialog.getByLabel(t.email).fill('office@hopechapel.org');
      await dialog.getByRole('textbox', { name: t.password, exact: true }).fill('hymn-42');
      await dialog.getByLabel(t.firstName).fill('Ruth');
      await dialog.getByLabel(t.lastName).fill('Abernathy');
      await dialog.getByLabel(t.package).selectOption({ label: 'Medium – $183.60 (Yearly)' });
      await dialog.getByRole('button', { name: t.create }).click();
    },
    failure: (page) =>
      page.getByRole('dialog', { name: adminTexts.createUser.title }).getByRole('alert'),
    text: messages.genericFailure,
    statusShowsServer: true,
    typed: async (page) => {
      const dialog = page.getByRole('dialog', { name: adminTexts.createUser.title });
      await expect(dialog.getByLabel(adminTexts.createUser.email)).toHaveValue(
        'office@hopechapel.org',
      );
      await expect(dialog.getByLabel(adminTexts.createUser.lastName)).toHaveValue('Abernathy');
    },
    retry: (page) =>
      page
        .getByRole('dialog', { name: adminTexts.createUser.title })
        .getByRole('button', { name: adminTexts.createUser.create })
        .click(),
    recovered: (page) =>
      expect(page.getByRole('status').filter({ hasText: /created successfully/i })).toBeVisible(),
  },
  'pending users: load': {
    account: 'admin@demo.church',
    url: '/pending-users',
    path: '/admin/pending-users',
    ...alerted(adminTexts.messages.loadFailed),
    retry: tryAgain(adminTexts.list.retry),
    recovered: alertGone(adminTexts.messages.loadFailed),
  },
  'pending users: approve': {
    account: 'admin@demo.church',
    url: '/pending-users',
    path: '/admin/approve-user',
    act: (page) =>
      page
        .getByRole('button', { name: /^Approve User / })
        .first()
        .click(),
    failure: (page) => page.getByRole('alert'),
    text: adminTexts.messages.approveFailed,
    statusShowsServer: true,
    retry: (page) =>
      page
        .getByRole('button', { name: /^Approve User / })
        .first()
        .click(),
    recovered: (page) =>
      expect(
        page.getByRole('status').filter({ hasText: adminTexts.messages.approved }),
      ).toBeVisible(),
  },
  'subscription plans: check a coupon': {
    account: READY,
    url: '/subscription-plans',
    path: '/billing/check-coupon',
    act: (page) => planCard(page, 'Medium').getByLabel(plansTexts.coupon).fill('WELCOME30'),
    failure: (page) => planCard(page, 'Medium').getByRole('alert'),
    text: plansTexts.couponCheckFailed,
    typed: (page) =>
      expect(planCard(page, 'Medium').getByLabel(plansTexts.coupon)).toHaveValue('WELCOME30'),
    retry: (page) =>
      planCard(page, 'Medium').getByRole('button', { name: plansTexts.couponRetry }).click(),
    recovered: (page) =>
      expect(planCard(page, 'Medium').getByText(plansTexts.validCoupon)).toBeVisible(),
  },
  'change plan: purchase': {
    account: READY,
    url: '/subscription-plans',
    path: '/billing/purchase-plan',
    act: async (page) => {
      await planCard(page, 'Starter').getByRole('button', { name: plansTexts.choose }).click();
      await downgrade(page);
    },
    failure: (page) => page.getByRole('main').getByRole('alert'),
    text: orderTexts.failed,
    statusShowsServer: true,
    retry: downgrade,
    recovered: async (page) => {
      await expect(page).toHaveURL(/\/billing$/);
      await expect(
        planCard(page, planCardTexts.title).getByText('Starter', { exact: true }),
      ).toBeVisible();
    },
  },
  'setup payment: save the card': {
    account: READY,
    url: '/setup-payment',
    path: '/billing/update-card',
    act: async (page) => {
      await fillCard(page);
      await page.getByRole('button', { name: cardFormTexts.save }).click();
    },
    failure: (page) => page.getByRole('main').getByRole('alert'),
    text: cardFormTexts.failed,
    statusShowsServer: true,
    typed: async (page) => {
      await expect(page.getByLabel(cardFormTexts.cardHolder)).toHaveValue('Ruth Abernathy');
      await expect(page.getByLabel(cardFormTexts.cardNumber)).toHaveValue('5555555555554444');
    },
    retry: (page) => page.getByRole('button', { name: cardFormTexts.save }).click(),
    recovered: async (page) => {
      await expect(page).toHaveURL(/\/billing$/);
      await expect(page.getByRole('cell', { name: '4444' })).toBeVisible();
    },
  },
  'billing: accept the offer': {
    account: READY,
    url: '/billing',
    path: '/billing/accept-offer',
    act: async (page) => {
      await page.getByRole('button', { name: planCardTexts.cancel }).click();
      await page
        .getByRole('dialog', { name: cancelTexts.title })
        .getByRole('button', { name: cancelTexts.takeDiscount })
        .click();
    },
    failure: (page) => page.getByRole('dialog', { name: cancelTexts.title }).getByRole('alert'),
    text: cancelTexts.offerFailed,
    statusShowsServer: true,
    retry: (page) =>
      page
        .getByRole('dialog', { name: cancelTexts.title })
        .getByRole('button', { name: cancelTexts.takeDiscount })
        .click(),
    recovered: async (page) => {
      await expect(page.getByRole('dialog', { name: cancelTexts.title })).toHaveCount(0);
      await expect(page.getByText(/25% off your next payment/)).toBeVisible();
    },
  },
  'sync: add a pair': {
    account: READY,
    url: '/sync',
    path: '/sync-pair/save-ccb-mc-multiple',
    act: async (page) => {
      await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
      await page
        .getByRole('button', { name: /Add New Sync pair/i })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: addPairTexts.title.add });
      await pickOption(dialog, addPairTexts.fields.campus, 'North Campus');
      await pickOption(dialog, addPairTexts.fields.group, 'Prayer Team');
      await pickOption(dialog, addPairTexts.fields.audience, 'Volunteers');
      await dialog.getByRole('radio', { name: addPairTexts.groupSource.existing }).check();
      await pickOption(dialog, addPairTexts.fields.mcGroup, 'Volunteering');
      await dialog.getByRole('button', { name: addPairTexts.buttons.save, exact: true }).click();
    },
    failure: (page) =>
      page.getByRole('dialog', { name: addPairTexts.title.add }).getByRole('alert'),
    text: pairEditorTexts.errors.save,
    statusShowsServer: true,
    typed: async (page) => {
      const dialog = page.getByRole('dialog', { name: addPairTexts.title.add });
      await expect(
        dialog.getByRole('combobox', { name: addPairTexts.fields.group, exact: true }),
      ).toHaveValue('Prayer Team');
      await expect(
        dialog.getByRole('combobox', { name: addPairTexts.fields.mcGroup, exact: true }),
      ).toHaveValue('Volunteering');
    },
    retry: (page) =>
      page
        .getByRole('dialog', { name: addPairTexts.title.add })
        .getByRole('button', { name: addPairTexts.buttons.save, exact: true })
        .click(),
    recovered: async (page) => {
      await expect(page.getByRole('dialog', { name: addPairTexts.title.add })).toHaveCount(0);
      await expect(
        page
          .getByRole('row')
          .filter({ hasText: 'Prayer Team' })
          .filter({ hasText: 'Volunteering' }),
      ).toContainText(pairTableTexts.row.notSynced);
    },
  },
  'sync: a direction switch': {
    account: READY,
    url: '/sync',
    path: '/account/update',
    act: (page) => switchCcbToMc(page),
    ...alerted(syncPageTexts.failure),
    retry: switchCcbToMc,
    recovered: async (page) => {
      await expect(page.getByText(syncPageTexts.twoWayDisabled)).toBeVisible();
      await expect(
        page.getByRole('switch', { name: directionTabsTexts.switch(directionTexts.ccbToMc) }),
      ).toHaveAttribute('aria-checked', 'false');
    },
  },
  'sync: Refresh Lists': {
    account: READY,
    url: '/sync',
    path: '/sync/refresh-list',
    act: async (page) => {
      await expect(page.getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
      await page.getByRole('button', { name: refreshListsTexts.idle }).click();
    },
    failure: (page) => page.getByRole('button', { name: refreshListsTexts.failed }),
    text: refreshListsTexts.failed,
    retry: (page) =>
      page
        .getByRole('button', {
          name: new RegExp(`^(${refreshListsTexts.failed}|${refreshListsTexts.idle})$`),
        })
        .click(),
    recovered: (page) =>
      expect(page.getByRole('button', { name: refreshListsTexts.refreshed })).toBeVisible(),
  },
  'sync: the auto-sync switch': {
    account: READY,
    url: '/sync',
    path: '/tools/save-auto-sync',
    act: (page) => switchAutoSync(page),
    ...alerted(syncPageTexts.failure),
    retry: switchAutoSync,
    recovered: async (page) => {
      await expect(page.getByText(autoSyncTexts.disabled)).toBeVisible();
      await expect(page.getByRole('switch', { name: autoSyncTexts.label })).toHaveAttribute(
        'aria-checked',
        'false',
      );
    },
  },
  'exceptions: save': {
    account: READY,
    url: '/tools',
    path: '/tools/add-mc-to-ccb-custom-multiple',
    act: async (page) => {
      const t = toolkitTexts.exceptions;
      await page.getByRole('button', { name: t.card.manage }).click();
      const dialog = page.getByRole('dialog', { name: t.title });
      await expect(dialog.getByRole('group', { name: t.pairLabel(2), exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: t.save, exact: true }).click();
    },
    failure: (page) =>
      page.getByRole('dialog', { name: toolkitTexts.exceptions.title }).getByRole('alert'),
    text: toolkitMachineTexts.failure,
    statusShowsServer: true,
    typed: (page) =>
      expect(
        page
          .getByRole('dialog', { name: toolkitTexts.exceptions.title })
          .getByRole('group', { name: toolkitTexts.exceptions.pairLabel(2), exact: true }),
      ).toBeVisible(),
    retry: (page) =>
      page
        .getByRole('dialog', { name: toolkitTexts.exceptions.title })
        .getByRole('button', { name: toolkitTexts.exceptions.save, exact: true })
        .click(),
    recovered: async (page) => {
      await expect(
        page.getByRole('status').filter({ hasText: toolkitTexts.exceptions.saved }),
      ).toBeVisible();
      await expect(page.getByRole('dialog', { name: toolkitTexts.exceptions.title })).toBeHidden();
    },
  },
  'resolve broken pairs: save': {
    account: 'broken@demo.church',
    url: '/sync/resolve-broken-pairs',
    path: '/sync-pair/save-ccb-mc-multiple',
    act: async (page) => {
      const dialog = page.getByRole('dialog', { name: resolverDialogTexts.title.ccbToMc });
      await expect(dialog.getByText(resolverDialogTexts.checking)).toHaveCount(0, {
        timeout: 15_000,
      });
      const worship = dialog.getByRole('listitem', { name: /Worship Team/ });
      // The first choice of the list (the native select's first after its placeholder).
      const groups = await openOptions(worship, resolverDialogTexts.fields.mcGroup);
      const first = groups.getByRole('option').first();
      const label = (await first.textContent()) ?? '';
      expect(label).not.toBe('');
      await first.click();
      await expect(
        worship.getByRole('combobox', { name: resolverDialogTexts.fields.mcGroup, exact: true }),
      ).toHaveValue(label);
      await expect(dialog.getByText(resolverDialogTexts.resolved(1, 3))).toBeVisible();
      await dialog
        .getByRole('button', { name: resolverDialogTexts.buttons.saveAndProceed })
        .click();
    },
    failure: (page) =>
      page.getByRole('dialog', { name: resolverDialogTexts.title.ccbToMc }).getByRole('alert'),
    text: resolverTexts.errors.generic,
    statusShowsServer: true,
    typed: (page) =>
      expect(
        page
          .getByRole('dialog', { name: resolverDialogTexts.title.ccbToMc })
          .getByText(resolverDialogTexts.resolved(1, 3)),
      ).toBeVisible(),
    retry: (page) =>
      page
        .getByRole('dialog', { name: resolverDialogTexts.title.ccbToMc })
        .getByRole('button', { name: resolverDialogTexts.buttons.saveAndProceed })
        .click(),
    recovered: (page) =>
      expect(page.getByRole('dialog', { name: resolverDialogTexts.title.mcToCcb })).toBeVisible({
        timeout: 15_000,
      }),
  },
  'resolve conflicts: ignore a held contact': {
    account: READY,
    url: '/resolve-conflicts',
    path: '/dupe/ignore-contact',
    act: async (page) => {
      const wizard = page.getByRole('dialog', { name: conflictTexts.title });
      await wizard.getByRole('tab', { name: /MC to CCB/ }).click();
      await wizard.getByRole('radio', { name: /Website Signups .* Newcomers/ }).check();
      await wizard.getByRole('button', { name: conflictTexts.buttons.next }).click();
      await ignoreKwame(page);
    },
    ...alerted(conflictWizardTexts.errors.generic),
    retry: ignoreKwame,
    recovered: (page) =>
      expect(
        page.getByRole('status').filter({ hasText: conflictTexts.snackbars.ignored('Kwame Osei') }),
      ).toBeVisible({ timeout: 15_000 }),
  },
  'resolve conflicts: merge a held contact': {
    account: READY,
    url: '/resolve-conflicts',
    path: '/dupe/match-contact',
    act: async (page) => {
      const wizard = page.getByRole('dialog', { name: conflictTexts.title });
      await wizard.getByRole('tab', { name: /MC to CCB/ }).click();
      await wizard.getByRole('radio', { name: /Website Signups .* Newcomers/ }).check();
      await wizard.getByRole('button', { name: conflictTexts.buttons.next }).click();
      await wizard.getByRole('radio', { name: 'Marcus Simmons' }).check();
      await wizard.getByRole('button', { name: conflictTexts.buttons.next }).click();
      await wizard
        .getByRole('radio', { name: /^Marcus Simmons, marcus\.simmons@gmail\.com/ })
        .check();
      await wizard.getByRole('button', { name: conflictTexts.buttons.next }).click();
      await wizard.getByRole('button', { name: conflictTexts.buttons.merge }).click();
    },
    ...alerted(conflictWizardTexts.errors.generic),
    retry: (page) =>
      page
        .getByRole('dialog', { name: conflictTexts.title })
        .getByRole('button', { name: conflictTexts.buttons.merge })
        .click(),
    recovered: (page) =>
      expect(
        page.getByRole('status').filter({ hasText: conflictTexts.snackbars.merged }),
      ).toBeVisible({ timeout: 15_000 }),
  },
  'activation: activate': {
    account: 'new@demo.church',
    url: `/activate-account/${demoUser('new@demo.church').apiKey}`,
    path: '/account/update',
    act: async (page) => {
      await page.getByRole('button', { name: activationTexts.welcomeClose }).click();
      await page.getByLabel(activationTexts.firstName).fill('Ruth');
      await page.getByLabel(activationTexts.lastName).fill('Adeyemi');
      await page.getByRole('button', { name: activationTexts.submit }).click();
    },
    failure: (page) => page.getByRole('alert'),
    text: messages.requestFailed,
    statusShowsServer: true,
    typed: async (page) => {
      await expect(page.getByLabel(activationTexts.firstName)).toHaveValue('Ruth');
      await expect(page.getByLabel(activationTexts.lastName)).toHaveValue('Adeyemi');
    },
    retry: tryAgain(activationTexts.submit),
    recovered: (page) => expect(page).toHaveURL(/\/dashboard$/),
  },
  'reset password: change': {
    url: `/reset-password/${demoUser(READY).apiKey}?v=${Math.floor(Date.now() / 1000) + 24 * 3600}`,
    path: '/user/change-password',
    act: async (page) => {
      await page.getByLabel(resetPasswordTexts.password, { exact: true }).fill('new-psalm-23');
      await page
        .getByLabel(resetPasswordTexts.confirmPassword, { exact: true })
        .fill('new-psalm-23');
      await page.getByRole('button', { name: resetPasswordTexts.submit }).click();
    },
    failure: (page) => page.getByRole('alert'),
    text: messages.requestFailed,
    statusShowsServer: true,
    typed: async (page) => {
      await expect(page.getByLabel(resetPasswordTexts.password, { exact: true })).toHaveValue(
        'new-psalm-23',
      );
      await expect(
        page.getByLabel(resetPasswordTexts.confirmPassword, { exact: true }),
      ).toHaveValue('new-psalm-23');
    },
    retry: tryAgain(resetPasswordTexts.submit),
    recovered: (page) => expect(page.getByRole('status')).toContainText(/changed/i),
  },
  'settings: change password': {
    account: READY,
    url: '/settings',
    path: '/user/change-password',
    act: async (page) => {
      const t = accountTexts.password;
      await page.getByRole('button', { name: t.open }).click();
      const dialog = page.getByRole('dialog', { name: t.title });
      await dialog.getByRole('textbox', { name: t.oldPassword, exact: true }).fill('demo1234');
      await dialog.getByRole('textbox', { name: t.newPassword, exact: true }).fill('new-hymn-7');
      await dialog
        .getByRole('textbox', { name: t.confirmPassword, exact: true })
        .fill('new-hymn-7');
      await dialog.getByRole('button', { name: t.save }).click();
    },
    failure: (page) =>
      page.getByRole('dialog', { name: accountTexts.password.title }).getByRole('alert'),
    text: accountTexts.updateFailed,
    statusShowsServer: true,
    typed: async (page) => {
      const dialog = page.getByRole('dialog', { name: accountTexts.password.title });
      await expect(
        dialog.getByRole('textbox', { name: accountTexts.password.newPassword, exact: true }),
      ).toHaveValue('new-hymn-7');
      await expect(
        dialog.getByRole('textbox', { name: accountTexts.password.confirmPassword, exact: true }),
      ).toHaveValue('new-hymn-7');
    },
    retry: (page) =>
      page
        .getByRole('dialog', { name: accountTexts.password.title })
        .getByRole('button', { name: accountTexts.password.save })
        .click(),
    recovered: async (page) => {
      await expect(page.getByRole('dialog', { name: accountTexts.password.title })).toBeHidden();
      // The server's words ('… changed successfully.'), else ours: a success snackbar either way.
      await expect(
        page.getByRole('region', { name: 'Notifications' }).getByRole('status'),
      ).toBeVisible();
    },
  },
  'settings: upload a picture': {
    account: READY,
    url: '/settings',
    path: '/account/update',
    act: uploadPicture,
    failure: (page) =>
      page.getByRole('group', { name: accountTexts.avatar.label }).getByRole('alert'),
    text: accountTexts.updateFailed,
    statusShowsServer: true,
    retry: uploadPicture,
    recovered: async (page) => {
      await expect(
        page
          .getByRole('group', { name: accountTexts.avatar.label })
          .getByRole('status')
          .filter({ hasText: accountTexts.saved }),
      ).toBeVisible();
      await expect(page.getByRole('img', { name: /^Profile picture of / })).toBeVisible();
    },
  },
};

/** The `/v1/api` paths under way, kept up to date as calls start and end. */
function watchCalls(page: Page): ReadonlySet<string> {
  const pending = new Set<string>();
  const pathOf = (url: string) => new URL(url).pathname.replace(/^.*\/v1\/api/, '');
  const isApi = (url: string) => url.includes('/v1/api/');
  page.on('request', (request) => {
    if (isApi(request.url())) pending.add(pathOf(request.url()));
  });
  const done = (request: { url: () => string }) => {
    if (isApi(request.url())) pending.delete(pathOf(request.url()));
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return pending;
}

const faultUrl = (url: string, path: string, kind: Kind) => {
  const fault = kind === 'status' ? `${path}:status*1=${SERVER_SAYS}` : `${path}:${kind}*1`;
  return `${url}${url.includes('?') ? '&' : '?'}sandboxFault=${encodeURIComponent(fault)}`;
};

test.describe('fault matrix', () => {
  for (const [name, cell] of Object.entries(cells)) {
    for (const kind of KINDS) {
      test(`${name} × ${kind}`, async ({ page }) => {
        if (kind === 'hang') await page.clock.install();
        if (cell.account) await logInToDashboard(page, cell.account);
        const pending = watchCalls(page);
        await page.goto(faultUrl(cell.url, cell.path, kind));
        if (cell.act) await cell.act(page);
        if (kind === 'hang') {
          // Nothing answers: the client gives up after 15 s (REQUEST_TIMEOUT_MS). The jump waits
          // until the hanging call is the only one left, so no other call times out with it.
          await expect
            .poll(() => [...pending].join(' '), { message: 'only the hanging call is pending' })
            .toBe(cell.path);
          await page.clock.fastForward(15_000);
        }
        const expected = kind === 'status' && cell.statusShowsServer ? SERVER_SAYS : cell.text;
        await expect(cell.failure(page).first()).toContainText(expected);
        const body = (await page.locator('body').innerText()).toLowerCase();
        expect(body, 'no markup shown').not.toMatch(/<\/?(strong|script|html|h1|p)\b/);
        expect(body, "no proxy page's words").not.toContain('gateway timeout');
        if (cell.typed) await cell.typed(page);
        await cell.retry(page);
        await cell.recovered(page);
      });
    }
  }
});
