import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ApiPath } from '@flocksync/api-client';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUser } from '@flocksync/sandbox';
import { ShellLayout } from '@/app/ShellLayout';
import { floatingA11y, refuse, ShellHarness, storyApi, type StoryApiOptions } from '@/testing';
import type { Warnings } from './pick';
import { bannerTexts as t } from './texts';

const ready = demoUser('ready@demo.church');

/** The shell's data answers the sandbox has given in this story, by path (reset before each). */
const served: Partial<Record<ApiPath, number>> = {};
const SHELL_DATA: ApiPath[] = ['/account/warnings', '/account/api-details', '/account/is-syncing'];

/** The sandbox's answers, with the warnings (and optionally more) changed; counts what it serves. */
function api(warnings: Partial<Warnings> = {}, options: StoryApiOptions = {}) {
  const changes: StoryApiOptions['patch'] = {
    '/account/warnings': (data: Warnings) => ({ ...data, ...warnings }),
    ...options.patch,
  };
  const counted = Object.fromEntries(
    SHELL_DATA.map((path) => [
      path,
      (data: never) => {
        served[path] = (served[path] ?? 0) + 1;
        const change = changes[path] as ((data: never) => unknown) | undefined;
        return change ? change(data) : data;
      },
    ]),
  );
  return storyApi({ ...options, patch: { ...changes, ...counted } });
}

const meta = {
  title: 'Pages/Shell/Top banner',
  component: ShellLayout,
  render: () => <ShellHarness />,
  parameters: {
    layout: 'fullscreen',
    route: '/dashboard',
    routePattern: '/*',
    session: { user: ready },
    msw: api(),
    a11y: floatingA11y,
  },
  beforeEach: () => {
    for (const path of SHELL_DATA) delete served[path];
  },
} satisfies Meta<typeof ShellLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The banners the shell shows: exactly one at a time. */
function topBanners(canvasElement: HTMLElement) {
  return Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-banner]'));
}

async function findBanner(canvasElement: HTMLElement, kind: string) {
  await waitFor(() =>
    expect(topBanners(canvasElement).map((b) => b.dataset.banner)).toEqual([kind]),
  );
  return within(topBanners(canvasElement)[0] as HTMLElement);
}

async function expectNoBanner(
  canvasElement: HTMLElement,
  answers: ApiPath[] = ['/account/warnings'],
) {
  // Positive signs, not a sleep: the page, and the answers the banners depend on were served;
  // then the shell settles with no banner.
  await within(canvasElement).findByTestId('page');
  await waitFor(() => {
    for (const path of answers) expect(served[path]).toBeGreaterThan(0);
  });
  await waitFor(() => expect(topBanners(canvasElement)).toHaveLength(0));
}

// ---- 1. Temporary sync disabled -----------------------------------------------------------

/** Priority 1: red, with the admin's message (HTML through the sanitiser). */
export const TemporarySyncDisabled: Story = {
  parameters: {
    msw: api({
      isTemporarySyncDisabled: 1,
      syncDisabledMessage: 'Syncing is paused for maintenance until <b>Sunday 2 pm</b>.',
    }),
  },
  play: async ({ canvasElement }) => {
    const banner = await findBanner(canvasElement, 'temporarySyncDisabled');
    const alert = banner.getByText(/Syncing is paused for maintenance/);
    await expect(alert.closest('[role="alert"]')).not.toBeNull();
    await expect(banner.getByText('Sunday 2 pm').tagName).toBe('B');
  },
};

/** Priority 1 without a message from the admin. */
export const TemporarySyncDisabledWithoutMessage: Story = {
  parameters: { msw: api({ isTemporarySyncDisabled: 1, syncDisabledMessage: '' }) },
  play: async ({ canvasElement }) => {
    const banner = await findBanner(canvasElement, 'temporarySyncDisabled');
    await expect(banner.getByText(t.temporarilyDisabled)).toBeVisible();
  },
};

// ---- 2. Missing API settings ----------------------------------------------------------------

/** Priority 2: both missing, the setup link leads to /integrations. */
export const MissingBothApiSettings: Story = {
  parameters: { session: { user: demoUser('setup@demo.church') } },
  play: async ({ canvasElement }) => {
    const banner = await findBanner(canvasElement, 'missingApiSettings');
    await expect(banner.getByText(t.missingApiSettings(t.missingBoth))).toBeVisible();
    await expect(banner.getByRole('link', { name: t.finishSetup })).toHaveAttribute(
      'href',
      '/integrations',
    );
  },
};

/** Priority 2: CCB missing, the link leads to its setup. */
export const MissingCcbApiSettings: Story = {
  parameters: {
    msw: api(
      {},
      {
        patch: {
          '/account/api-details': (data: object) => ({
            ...data,
            ccbUsername: '',
            ccbPassword: '',
            ccbAccount: '',
          }),
        },
      },
    ),
  },
  play: async ({ canvasElement }) => {
    const banner = await findBanner(canvasElement, 'missingApiSettings');
    await expect(banner.getByText(t.missingApiSettings(t.missingCcb))).toBeVisible();
    await expect(banner.getByRole('link', { name: t.finishSetup })).toHaveAttribute(
      'href',
      '/integrations/setup-ccb',
    );
  },
};

/** Priority 2: Mailchimp missing. */
export const MissingMailchimpApiSettings: Story = {
  parameters: {
    msw: api(
      {},
      {
        patch: {
          '/account/api-details': (data: object) => ({
            ...data,
            mailchimpApiKey: '',
            mailchimpInfo: null,
          }),
        },
      },
    ),
  },
  play: async ({ canvasElement }) => {
    const banner = await findBanner(canvasElement, 'missingApiSettings');
    await expect(banner.getByText(t.missingApiSettings(t.missingMailchimp))).toBeVisible();
    await expect(banner.getByRole('link', { name: t.finishSetup })).toHaveAttribute(
      'href',
      '/integrations/setup-mailchimp',
    );
  },
};

// ---- 3. Sync disabled by the user -----------------------------------------------------------

/** Priority 3: syncing disabled by the user, with 'Click here to enable syncing'. */
export const SyncDisabled: Story = {
  parameters: { session: { user: { ...ready, isDisableSync: 1 } } },
  play: async ({ canvasElement }) => {
    const banner = await findBanner(canvasElement, 'syncDisabled');
    await expect(banner.getByText(t.syncDisabled)).toBeVisible();
    await expect(banner.getByRole('button', { name: t.enableSyncing })).toBeVisible();
  },
};

/** Priority 3: 'Click here to enable syncing' turns syncing back on; the banner goes. */
export const SyncEnabledFromBanner: Story = {
  parameters: { session: { user: { ...ready, isDisableSync: 1 } } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const banner = await findBanner(canvasElement, 'syncDisabled');
    await userEvent.click(banner.getByRole('button', { name: t.enableSyncing }));
    await expect(await body.findByText(t.syncEnabled)).toBeVisible();
    await waitFor(() => expect(topBanners(canvasElement)).toHaveLength(0));
  },
};

/** Priority 3: a refusal shows the server's words and keeps the banner. */
export const SyncDisabledEnableRefused: Story = {
  parameters: {
    session: { user: { ...ready, isDisableSync: 1 } },
    msw: api({}, { before: [refuse('/sync/enable', 'Your plan does not allow syncing.')] }),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const banner = await findBanner(canvasElement, 'syncDisabled');
    await userEvent.click(banner.getByRole('button', { name: t.enableSyncing }));
    await expect(await body.findByText('Your plan does not allow syncing.')).toBeVisible();
    await expect(topBanners(canvasElement)).toHaveLength(1);
  },
};

// ---- 4. Automatic sync off ------------------------------------------------------------------

/** Priority 4: automatic syncing off, with 'Click here to enable'. */
export const AutoSyncOff: Story = {
  parameters: { session: { user: { ...ready, isAutoSync: 0 } } },
  play: async ({ canvasElement }) => {
    const banner = await findBanner(canvasElement, 'autoSyncOff');
    await expect(banner.getByText(t.autoSyncOff)).toBeVisible();
    await expect(banner.getByRole('button', { name: t.enableAutoSync })).toBeVisible();
  },
};

/** Priority 4: 'Click here to enable' turns automatic syncing back on; the banner goes. */
export const AutoSyncEnabledFromBanner: Story = {
  parameters: { session: { user: { ...ready, isAutoSync: 0 } } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const banner = await findBanner(canvasElement, 'autoSyncOff');
    await userEvent.click(banner.getByRole('button', { name: t.enableAutoSync }));
    await expect(await body.findByText(t.autoSyncEnabled)).toBeVisible();
    await waitFor(() => expect(topBanners(canvasElement)).toHaveLength(0));
  },
};

/**
 * Priority 4 without a plan that includes automatic syncing: the sandbox refuses with the spec's
 * 'You need to purchase a plan for this feature' (see `plan.features.test.ts`); the banner stays.
 */
export const AutoSyncEnableNeedsPlan: Story = {
  parameters: {
    session: { user: { ...ready, isAutoSync: 0 } },
    msw: api(
      {},
      { before: [refuse('/tools/save-auto-sync', 'You need to purchase a plan for this feature')] },
    ),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const banner = await findBanner(canvasElement, 'autoSyncOff');
    await userEvent.click(banner.getByRole('button', { name: t.enableAutoSync }));
    await expect(
      await body.findByText('You need to purchase a plan for this feature'),
    ).toBeVisible();
    await expect(topBanners(canvasElement)).toHaveLength(1);
  },
};

// ---- 5. Broken pairs ------------------------------------------------------------------------

const broken = { ccbToMcConflict: 2, mcToCcbConflict: 1 };

/** Priority 5: on the dashboard, the count of both directions and the resolver link. */
export const BrokenPairs: Story = {
  parameters: { msw: api(broken) },
  play: async ({ canvasElement }) => {
    const banner = await findBanner(canvasElement, 'brokenPairs');
    await expect(banner.getByText(t.brokenPairs(3))).toBeVisible();
    await expect(banner.getByRole('link', { name: t.resolveBrokenPairs })).toHaveAttribute(
      'href',
      '/sync/resolve-broken-pairs',
    );
  },
};

/** Priority 5 shows on the dashboard only. */
export const BrokenPairsOffTheDashboard: Story = {
  parameters: { route: '/logs', msw: api(broken) },
  play: async ({ canvasElement }) => expectNoBanner(canvasElement),
};

/** Priority 5 waits while an automatic sync runs. */
export const BrokenPairsWhileSyncing: Story = {
  parameters: {
    msw: api(broken, {
      patch: { '/account/is-syncing': () => ({ isSyncing: 1, isInitialSync: 0 }) },
    }),
  },
  play: async ({ canvasElement }) =>
    expectNoBanner(canvasElement, ['/account/warnings', '/account/is-syncing']),
};

// ---- 6. Billing issue -----------------------------------------------------------------------

/** Priority 6, issue 1: an overdue invoice, 'Pay Now' to /billing. */
export const OverdueInvoice: Story = {
  parameters: { msw: api({ hasBillingIssue: 1 }) },
  play: async ({ canvasElement }) => {
    const banner = await findBanner(canvasElement, 'billingIssue');
    await expect(banner.getByText(t.overdueInvoice)).toBeVisible();
    await expect(banner.getByRole('link', { name: t.payNow })).toHaveAttribute('href', '/billing');
  },
};

/** Priority 6, issue 2: the payment failed; 'Repurchase Plan' opens billing's card-decline modal. */
export const PaymentFailed: Story = {
  parameters: { route: '/logs', msw: api({ hasBillingIssue: 2 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await findBanner(canvasElement, 'billingIssue');
    await expect(banner.getByText(t.paymentFailed)).toBeVisible();
    await userEvent.click(banner.getByRole('link', { name: t.repurchasePlan }));
    await expect(canvas.getByTestId('page')).toHaveTextContent('Page at /billing');
    await expect(canvas.getByTestId('state')).toHaveTextContent('{"openCardDeclined":true}');
  },
};

/** Priority 6 is suppressed on /subscription-plans. */
export const BillingOnSubscriptionPlans: Story = {
  parameters: { route: '/subscription-plans', msw: api({ hasBillingIssue: 1 }) },
  play: async ({ canvasElement }) => expectNoBanner(canvasElement),
};

// ---- Priority and eligibility ---------------------------------------------------------------

/** Everything wrong at once: only the highest priority shows. */
export const HighestPriorityWins: Story = {
  parameters: {
    session: { user: { ...demoUser('setup@demo.church'), isDisableSync: 1, isAutoSync: 0 } },
    msw: api({
      isTemporarySyncDisabled: 1,
      syncDisabledMessage: 'Paused by support.',
      hasBillingIssue: 2,
      ...broken,
    }),
  },
  play: async ({ canvasElement }) => {
    const banner = await findBanner(canvasElement, 'temporarySyncDisabled');
    await expect(banner.getByText('Paused by support.')).toBeVisible();
  },
};

/** Not activated: no top banner at all. */
export const NotActivated: Story = {
  parameters: {
    session: { user: demoUser('new@demo.church') },
    msw: api({ hasBillingIssue: 1, isTemporarySyncDisabled: 1 }),
  },
  play: async ({ canvasElement }) => expectNoBanner(canvasElement),
};

/** A quiet account: no banner. */
export const NoBanner: Story = {
  play: async ({ canvasElement }) => expectNoBanner(canvasElement),
};
