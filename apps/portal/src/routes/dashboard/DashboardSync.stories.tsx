import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createSandbox, demoUser, realClock } from '@flocksync/sandbox';
import { sandboxHandlers } from '@flocksync/sandbox/msw';
import {
  syncBlockedTexts,
  syncCompleteTexts,
  syncConfirmTexts,
  syncNewPairsTexts,
  syncProgressTexts,
} from '@flocksync/ui';
import { messages } from '@/lib/messages';
import { ShellDataProvider } from '@/lib/shell/ShellData';
import { apiUrl, floatingA11y, notAState, spyOn, storyApi } from '@/testing';
import { DashboardPage } from './DashboardPage';
import { dashboardTexts as t } from './texts';

const daniel = demoUser('ready@demo.church');

/**
 * The dashboard's Sync now, run by the sync page's machine (loaded when pressed): the same
 * questions, the progress banner with Cancel Sync, the completion dialog and the failures.
 */
const meta = {
  title: 'Pages/Dashboard/Sync now',
  component: DashboardPage,
  parameters: {
    layout: 'fullscreen',
    route: '/dashboard',
    session: { user: daniel },
    msw: storyApi(),
    a11y: floatingA11y,
  },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const syncCard = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: t.syncTitle }));

/** Presses Sync now once the card knows it may (its plan and warnings are in). */
async function pressSyncNow(canvasElement: HTMLElement) {
  // The cards show once the account warnings above them are in.
  await within(canvasElement).findByRole('region', { name: t.syncTitle });
  const button = await syncCard(canvasElement).findByRole('button', { name: t.syncNow });
  await waitFor(() => expect(button).toBeEnabled(), { timeout: 5000 });
  await userEvent.click(button);
  return button;
}

/** Sync now, then 'Sync All Instead' (the ready church has new pairs, so it is asked first). */
async function syncEverything(canvasElement: HTMLElement) {
  await pressSyncNow(canvasElement);
  await userEvent.click(
    await body(canvasElement).findByRole(
      'button',
      { name: syncNewPairsTexts.syncAll },
      { timeout: 5000 },
    ),
  );
}

/** The progress banner's Cancel Sync, once the sync runs (it waits, busy, while the start is out). */
async function cancelSync(canvasElement: HTMLElement) {
  const cancel = await within(canvasElement).findByRole(
    'button',
    { name: syncProgressTexts.cancel },
    { timeout: 5000 },
  );
  await waitFor(() => expect(cancel).not.toHaveAttribute('aria-busy', 'true'), { timeout: 5000 });
  return cancel;
}

const manualStarts = spyOn('/sync/manual');

/**
 * The status check keeps answering 'running' (check status 0): the picture is the running sync,
 * however long the story run takes (the sandbox's own sync ends after 8 s).
 */
const stillRunning = () =>
  storyApi({
    before: [
      http.post(apiUrl('/sync/check'), () =>
        HttpResponse.json({ status: 0, message: 'Syncing in progress' }),
      ),
    ],
  });
const stops = spyOn('/sync/stop-sync');

/**
 * Sync now asks what /sync asks before a start: the ready church has new pairs, so 'Sync Just
 * New Pairs?'. Nothing is started yet.
 */
export const AsksAboutNewPairs: Story = {
  parameters: { msw: storyApi({ before: [manualStarts.handler] }) },
  beforeEach: () => {
    manualStarts.calls.length = 0;
  },
  play: async ({ canvasElement }) => {
    await pressSyncNow(canvasElement);
    const dialog = within(
      await body(canvasElement).findByRole(
        'alertdialog',
        { name: syncNewPairsTexts.title },
        { timeout: 5000 },
      ),
    );
    await expect(dialog.getByRole('button', { name: syncNewPairsTexts.syncAll })).toBeVisible();
    await expect(manualStarts.calls).toHaveLength(0);
  },
};

/** A manual sync runs: 'Syncing' with its progress bar and Cancel Sync; Sync now waits. */
export const Syncing: Story = {
  parameters: { msw: stillRunning() },
  play: async ({ canvasElement }) => {
    await syncEverything(canvasElement);
    await expect(await cancelSync(canvasElement)).toBeVisible();
    await expect(
      within(canvasElement).getByText(syncProgressTexts.running, { exact: true }),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByRole('progressbar', { name: syncProgressTexts.progress }),
    ).toBeVisible();
    await expect(syncCard(canvasElement).getByRole('button', { name: t.syncNow })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Cancel Sync asks first: 'Are you sure want to stop sync procress?'. */
export const StopConfirm: Story = {
  parameters: { msw: stillRunning() },
  play: async ({ canvasElement }) => {
    await syncEverything(canvasElement);
    await userEvent.click(await cancelSync(canvasElement));
    const stop = within(
      await body(canvasElement).findByRole('alertdialog', {
        name: syncConfirmTexts.stopSync.title,
      }),
    );
    await expect(stop.getByText(syncConfirmTexts.stopSync.message)).toBeVisible();
    await expect(
      stop.getByRole('button', { name: syncConfirmTexts.stopSync.confirm }),
    ).toBeVisible();
  },
};

/** Stopping: the stop call is made, the banner goes, and no completion dialog follows. */
export const Stopped: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState, msw: storyApi({ before: [stops.handler] }) },
  beforeEach: () => {
    stops.calls.length = 0;
  },
  play: async ({ canvasElement }) => {
    await syncEverything(canvasElement);
    await userEvent.click(await cancelSync(canvasElement));
    const page = body(canvasElement);
    await userEvent.click(
      await page.findByRole('button', { name: syncConfirmTexts.stopSync.confirm }),
    );
    await waitFor(
      () =>
        expect(
          within(canvasElement).queryByRole('button', { name: syncProgressTexts.cancel }),
        ).toBeNull(),
      { timeout: 5000 },
    );
    await expect(stops.calls).toHaveLength(1);
    await waitFor(() =>
      expect(syncCard(canvasElement).getByRole('button', { name: t.syncNow })).toBeEnabled(),
    );
    await expect(page.queryByText(syncCompleteTexts.message)).toBeNull();
  },
};

/**
 * A sandbox whose clock moves past the running sync's end at the first status check: the run
 * is done, really applied (its log is written), without the story waiting for it.
 */
function sandboxWhoseSyncEnds() {
  let skipped = 0;
  const sandbox = createSandbox({ clock: { ...realClock, now: () => Date.now() + skipped } });
  const check = http.post(apiUrl('/sync/check'), () => {
    skipped = 60_000;
    return undefined;
  });
  return { handlers: { api: [check, ...sandboxHandlers(sandbox)] } };
}

/**
 * The sync ends: 'Syncing has completed successfully. ...', and the card behind it has been
 * asked again, so the recent syncs start with the new manual run.
 */
export const Completed: Story = {
  parameters: { msw: sandboxWhoseSyncEnds() },
  play: async ({ canvasElement }) => {
    const recent = () =>
      within(syncCard(canvasElement).getByRole('region', { name: t.recentSyncs }));
    await waitFor(() => expect(recent().getAllByRole('listitem').length).toBeGreaterThan(0), {
      timeout: 5000,
    });
    const before = recent().getAllByRole('listitem').length;
    const firstLog = recent().getAllByRole('link', { name: /^Log #\d+$/ })[0]?.textContent;
    await syncEverything(canvasElement);
    const dialog = within(
      await body(canvasElement).findByRole(
        'dialog',
        { name: syncCompleteTexts.title },
        { timeout: 8000 },
      ),
    );
    await expect(dialog.getByText(syncCompleteTexts.message)).toBeVisible();
    await waitFor(
      () => {
        const links = recent().getAllByRole('link', { name: /^Log #\d+$/ });
        expect(links[0]?.textContent).not.toBe(firstLog);
        expect(recent().getAllByRole('listitem').length).toBeGreaterThanOrEqual(before);
      },
      { timeout: 5000 },
    );
    await expect(recent().getAllByRole('listitem')[0]).toHaveTextContent('Manual Sync');
  },
};

/** The completion dialog's Done closes it; Sync now may be pressed again. */
export const CompletedClosed: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState, msw: sandboxWhoseSyncEnds() },
  play: async ({ canvasElement }) => {
    await syncEverything(canvasElement);
    const page = body(canvasElement);
    await userEvent.click(
      await page.findByRole('button', { name: syncCompleteTexts.done }, { timeout: 8000 }),
    );
    await waitFor(() => expect(page.queryByText(syncCompleteTexts.message)).toBeNull());
    await waitFor(() =>
      expect(syncCard(canvasElement).getByRole('button', { name: t.syncNow })).toBeEnabled(),
    );
  },
};

/** The start fails without a server word (HTTP 500): the catalogue's text; Sync now again. */
export const Failed: Story = {
  parameters: { msw: storyApi({ faults: '/sync/manual:http500' }) },
  play: async ({ canvasElement }) => {
    await syncEverything(canvasElement);
    await expect(
      await within(canvasElement).findByRole('alert', {}, { timeout: 5000 }),
    ).toHaveTextContent(messages.genericFailure);
    await waitFor(() =>
      expect(syncCard(canvasElement).getByRole('button', { name: t.syncNow })).toBeEnabled(),
    );
    await expect(
      within(canvasElement).queryByRole('button', { name: syncProgressTexts.cancel }),
    ).toBeNull();
  },
};

/** The server refuses (status 0): its words, as it said them. */
export const Refused: Story = {
  parameters: {
    msw: storyApi({ faults: '/sync/manual:status=A sync is already running for this account.' }),
  },
  play: async ({ canvasElement }) => {
    await syncEverything(canvasElement);
    await expect(
      await within(canvasElement).findByRole('alert', {}, { timeout: 5000 }),
    ).toHaveTextContent('A sync is already running for this account.');
  },
};

/**
 * Two-way is on but no MailChimp-to-CCB pair exists: Sync now says why it cannot start (the
 * minimum-pair rule, judged once the pairs are in) and nothing is started.
 */
export const NeedsPairsBothWays: Story = {
  parameters: {
    msw: storyApi({ patch: { '/ccb/get-mc-to-ccb': () => [] }, before: [manualStarts.handler] }),
  },
  beforeEach: () => {
    manualStarts.calls.length = 0;
  },
  play: async ({ canvasElement }) => {
    const button = await pressSyncNow(canvasElement);
    await expect(
      await syncCard(canvasElement).findByText(
        syncBlockedTexts.twoWayPairsRequired,
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(button).toBeDisabled();
    await expect(manualStarts.calls).toHaveLength(0);
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

/**
 * An automatic sync is running when the dashboard opens: the run loads by itself and shows
 * 'Syncing' without Cancel Sync (an automatic sync is not stopped from here).
 */
export const AutomaticSyncRunning: Story = {
  decorators: [
    (Story) => (
      <ShellDataProvider>
        <Story />
      </ShellDataProvider>
    ),
  ],
  parameters: {
    msw: storyApi({ patch: { '/account/is-syncing': () => ({ isSyncing: 1, isInitialSync: 0 }) } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'progressbar',
        { name: syncProgressTexts.progress },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: syncProgressTexts.cancel })).toBeNull();
  },
};
