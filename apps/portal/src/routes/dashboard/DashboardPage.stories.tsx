import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Schemas } from '@flocksync/api-client';
import { demoUser } from '@flocksync/sandbox';
import { messages } from '@/lib/messages';
import { bannerTexts } from '@/lib/shell';
import { apiUrl, notAState, storyApi } from '@/testing';
import { delay, http } from 'msw';
import { DashboardPage } from './DashboardPage';
import { dashboardTexts as t } from './texts';
import { CARDS_WAIT_FOR_WARNINGS_MS } from './UserDashboard';

const daniel = demoUser('ready@demo.church');
const samuel = demoUser('setup@demo.church');
const hannah = demoUser('new@demo.church');
const admin = demoUser('admin@demo.church');

const meta = {
  title: 'Pages/Dashboard',
  component: DashboardPage,
  parameters: {
    layout: 'fullscreen',
    route: '/dashboard',
    session: { user: daniel },
    msw: storyApi(),
  },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card, once shown (the cards wait for the account warnings above them). */
const card = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }));

const MERGE_WARNING =
  'Some contacts could not be added: the audience Sunday Newsletter has required merge fields that CCB does not fill (Birthday).';

// ---- not activated ------------------------------------------------------------------------

export const NotActivated: Story = {
  parameters: {
    route: '/dashboard?non-activate-account',
    session: { user: hannah },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t.activateTitle })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.activateResend })).toBeVisible();
    // Only the prompt: no cards.
    for (const name of [t.ccbTitle, t.mailchimpTitle, t.billingTitle, t.syncTitle]) {
      await expect(canvas.queryByRole('region', { name })).toBeNull();
    }
    await expect(canvas.queryByRole('heading', { name: t.greeting('Hannah') })).toBeNull();
  },
};

export const NotActivatedResendSucceeds: Story = {
  parameters: {
    route: '/dashboard?non-activate-account',
    session: { user: hannah },
    msw: storyApi(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.activateResend }));
    await expect(await canvas.findByText(t.activationSent)).toBeVisible();
  },
};

export const NotActivatedResendFails: Story = {
  parameters: {
    route: '/dashboard?non-activate-account',
    session: { user: hannah },
    msw: storyApi({ faults: '/user/resend-activation:network' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.activateResend }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.genericFailure);
    await expect(canvas.getByRole('button', { name: t.activateResend })).toBeEnabled();
  },
};

export const NotActivatedResendRefused: Story = {
  parameters: {
    route: '/dashboard?non-activate-account',
    session: { user: hannah },
    msw: storyApi({ faults: '/user/resend-activation:status=Your account is awaiting approval.' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.activateResend }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your account is awaiting approval.',
    );
  },
};

// ---- admin ----------------------------------------------------------------------------

export const Admin: Story = {
  parameters: { session: { user: admin } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t.adminGreeting })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: t.billingTitle })).toBeNull();
    await expect(canvas.queryByRole('region', { name: t.ccbTitle })).toBeNull();
    await expect(canvas.getByRole('link', { name: t.adminPendingUsers })).toHaveAttribute(
      'href',
      '/pending-users',
    );
  },
};

// ---- user -------------------------------------------------------------------------------

export const User: Story = {
  parameters: { msw: storyApi() },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t.greeting('Daniel') })).toBeVisible();

    await step('both integrations are connected: Edit', async () => {
      for (const name of [t.ccbTitle, t.mailchimpTitle]) {
        const integration = await card(canvasElement, name);
        await expect(integration.getByText(t.connected)).toBeVisible();
        await expect(integration.getByRole('link', { name: t.edit })).toHaveAttribute(
          'href',
          name === t.ccbTitle ? '/integrations/setup-ccb' : '/integrations/setup-mailchimp',
        );
      }
    });

    await step('the billing card shows the plan, its dates, Change and Cancel', async () => {
      const billing = await card(canvasElement, t.billingTitle);
      await expect(await billing.findByText(/^Pro/)).toBeVisible();
      await expect(billing.getByText(/^\$\d/)).toBeVisible();
      await expect(billing.getByText(t.billingStart)).toBeVisible();
      await expect(billing.getByText(t.billingNext)).toBeVisible();
      await expect(billing.getByRole('link', { name: t.change })).toHaveAttribute(
        'href',
        '/subscription-plans',
      );
      await expect(billing.getByRole('link', { name: t.cancel })).toHaveAttribute(
        'href',
        '/billing',
      );
      await expect(billing.queryByRole('link', { name: t.subscribe })).toBeNull();
    });

    await step('the sync card lists recent syncs with their logs', async () => {
      const sync = await card(canvasElement, t.syncTitle);
      const recent = within(await sync.findByRole('region', { name: t.recentSyncs }));
      const items = recent.getAllByRole('listitem');
      await expect(items.length).toBeGreaterThan(0);
      const first = within(items[0]!);
      await expect(first.getByRole('link', { name: /^Log #\d+$/ })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/logs\/details\/\d+$/),
      );
      await expect(first.getByText(t.groupsSynced)).toBeVisible();
      await expect(first.getByText(t.contactsSynced)).toBeVisible();
      await expect(sync.getByText(t.automaticSyncing)).toBeVisible();
      await expect(sync.getByText(t.unlimitedManualSyncing)).toBeVisible();
      await waitFor(() => expect(sync.getByRole('button', { name: t.syncNow })).toBeEnabled());
    });
  },
};

export const WithWarnings: Story = {
  parameters: {
    msw: storyApi({
      patch: {
        '/account/warnings': (warnings: Schemas['Warnings']) => ({
          ...warnings,
          userErrorMessages: [
            MERGE_WARNING,
            'Your Mailchimp audience <b>Youth</b> was archived.<img src=x onerror="window.__xss=1">',
          ],
        }),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: bannerTexts.warningsLabel }));
    const items = list.getAllByRole('listitem');
    const merge = items.find((item) => item.textContent?.includes('required merge fields'));
    const archived = items.find((item) => item.textContent?.includes('was archived'));
    await expect(within(merge!).getByRole('link', { name: bannerTexts.seeLogs })).toHaveAttribute(
      'href',
      '/logs',
    );
    // Only the merge-field warning links to the logs; markup is sanitised, not run.
    await expect(within(archived!).queryByRole('link')).toBeNull();
    await expect(within(archived!).getByText('Youth').tagName).toBe('B');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** The warnings answer 400 ms after the rest: the cards wait and appear with them, not under them. */
export const WarningsAnswerLate: Story = {
  tags: ['!visual'],
  parameters: {
    chromatic: notAState,
    msw: storyApi({
      before: [
        http.post(apiUrl('/account/warnings'), async () => {
          await delay(400);
          // No answer: the sandbox answers, late.
          return undefined;
        }),
      ],
      patch: {
        '/account/warnings': (warnings: Schemas['Warnings']) => ({
          ...warnings,
          userErrorMessages: [MERGE_WARNING],
        }),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Whether the warnings were on screen when the first card appeared.
    const warningsWithCards = new Promise<boolean>((resolve) => {
      const check = () => {
        if (!canvas.queryByRole('region', { name: t.ccbTitle })) return false;
        observer.disconnect();
        resolve(canvas.queryByRole('list', { name: bannerTexts.warningsLabel }) !== null);
        return true;
      };
      const observer = new MutationObserver(check);
      if (!check()) observer.observe(canvasElement, { childList: true, subtree: true });
    });
    await expect(await warningsWithCards).toBe(true);
  },
};

export const NoPlan: Story = {
  parameters: {
    msw: storyApi({
      patch: {
        '/billing/current-plan': (data: { currentPlan: Schemas['Plan'] }) => ({
          currentPlan: {
            ...data.currentPlan,
            id: 0,
            name: 'No Current Plan',
            monthlyAmount: 0,
            annualAmount: 0,
            amountDisplay: undefined,
            subAmountDisplay: undefined,
            activeMembership: null,
          },
          hasCurrentPlan: 0,
        }),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const billing = await card(canvasElement, t.billingTitle);
    await expect(await billing.findByText('No Current Plan')).toBeVisible();
    await expect(billing.getByText('$0')).toBeVisible();
    await expect(billing.getByRole('link', { name: t.subscribe })).toHaveAttribute(
      'href',
      '/subscription-plans',
    );
    await expect(billing.queryByRole('link', { name: t.change })).toBeNull();
    await expect(billing.queryByRole('link', { name: t.cancel })).toBeNull();
    await expect(billing.queryByText(t.billingStart)).toBeNull();
    const sync = await card(canvasElement, t.syncTitle);
    await expect(await sync.findByText(t.needsPlan)).toBeVisible();
    await expect(sync.getByRole('button', { name: t.syncNow })).toBeDisabled();
  },
};

export const CancelledSubscription: Story = {
  parameters: {
    msw: storyApi({
      patch: {
        '/account/warnings': (warnings: Schemas['Warnings']) => ({
          ...warnings,
          isCancelled: 1,
          cancelMessage: 'Your subscription was cancelled.',
        }),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const billing = await card(canvasElement, t.billingTitle);
    await expect(await billing.findByRole('link', { name: t.change })).toBeVisible();
    await waitFor(() => expect(billing.queryByRole('link', { name: t.cancel })).toBeNull());
  },
};

export const SyncingDisabled: Story = {
  parameters: { session: { user: { ...daniel, isDisableSync: 1 } }, msw: storyApi() },
  play: async ({ canvasElement }) => {
    const sync = await card(canvasElement, t.syncTitle);
    await expect(await sync.findByText(t.syncingDisabled)).toBeVisible();
    await expect(sync.getByRole('button', { name: t.syncNow })).toBeDisabled();
  },
};

export const TemporarilyDisabled: Story = {
  parameters: {
    msw: storyApi({
      patch: {
        '/account/warnings': (warnings: Schemas['Warnings']) => ({
          ...warnings,
          isTemporarySyncDisabled: 1,
          syncDisabledMessage: 'Syncing is paused while we <strong>upgrade our servers</strong>.',
        }),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const sync = await card(canvasElement, t.syncTitle);
    // The admin's message is server HTML: sanitised markup in the hint, as in the banner.
    const strong = await sync.findByText('upgrade our servers');
    await expect(strong.tagName).toBe('STRONG');
    await expect(sync.queryByText(/<strong>/)).toBeNull();
    await expect(sync.getByRole('button', { name: t.syncNow })).toBeDisabled();
  },
};

export const NothingConnected: Story = {
  parameters: { session: { user: samuel }, msw: storyApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t.greeting('Samuel') })).toBeVisible();
    for (const name of [t.ccbTitle, t.mailchimpTitle]) {
      const integration = await card(canvasElement, name);
      await expect(integration.getByText(t.notConnected)).toBeVisible();
      await expect(integration.getByRole('link', { name: t.setupNow })).toBeVisible();
    }
    const billing = await card(canvasElement, t.billingTitle);
    await expect(await billing.findByRole('link', { name: t.subscribe })).toBeVisible();
    const sync = await card(canvasElement, t.syncTitle);
    await expect(await sync.findByRole('heading', { name: t.noSyncsTitle })).toBeVisible();
    await expect(await sync.findByText(t.needsCredentials)).toBeVisible();
    await expect(sync.getByRole('button', { name: t.syncNow })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { msw: storyApi({ faults: '*:hang' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The cards wait for the warnings above them, so a warning does not push them down; an
    // answer this slow keeps them back no longer than CARDS_WAIT_FOR_WARNINGS_MS.
    await expect(canvas.queryByRole('region', { name: t.billingTitle })).toBeNull();
    await canvas.findByRole(
      'region',
      { name: t.billingTitle },
      { timeout: CARDS_WAIT_FOR_WARNINGS_MS * 3 },
    );
    for (const name of [t.billingTitle, t.syncTitle]) {
      await expect(canvas.getByRole('region', { name })).toHaveAttribute('aria-busy', 'true');
    }
    await expect(
      (await card(canvasElement, t.syncTitle)).getByRole('button', { name: t.syncNow }),
    ).toBeDisabled();
  },
};

export const LoadFails: Story = {
  parameters: { msw: storyApi({ faults: '*:http500' }) },
  play: async ({ canvasElement }) => {
    for (const name of [t.billingTitle, t.syncTitle]) {
      const region = await card(canvasElement, name);
      await expect(await region.findByRole('alert')).toHaveTextContent(messages.genericFailure);
      await expect(region.getByRole('button', { name: t.retry })).toBeVisible();
    }
  },
};
