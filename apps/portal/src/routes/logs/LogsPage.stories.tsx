import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import type { ApiData } from '@flocksync/api-client';
import { demoUser } from '@flocksync/sandbox';
import { logFilterTexts, logsTexts, rollbackDialogTexts } from '@flocksync/ui';
import { apiUrl, floatingA11y, notAState, refuse, spyOn, storyApi } from '@/testing';
import { LogsPage } from './LogsPage';

const ready = demoUser('ready@demo.church');

const meta = {
  title: 'Pages/Logs/Logs',
  component: LogsPage,
  parameters: {
    layout: 'fullscreen',
    route: '/logs',
    session: { user: ready },
    msw: storyApi(),
    a11y: floatingA11y,
  },
} satisfies Meta<typeof LogsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function findTable(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('table', { name: logsTexts.tableLabel }, { timeout: 8000 });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return within(table);
}

/** The ready church's logs, newest first: Rollback on the latest syncs only. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement);
    const headers = table.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['Date', 'Type', 'Action', 'Details']);
    const rollbacks = await table.findAllByRole('button', { name: /^Rollback the sync of/ });
    await expect(rollbacks.length).toBeGreaterThan(0);
    await expect(rollbacks.length).toBeLessThanOrEqual(3);
    await expect(table.getAllByRole('link', { name: logsTexts.viewDetails })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/logs\/details\/\d+$/),
    );
  },
};

/** A church with no logs yet. */
export const Empty: Story = {
  parameters: {
    session: { user: demoUser('setup@demo.church') },
    msw: storyApi({
      patch: { '/logs/list': () => ({ list: [], page: 1, hasMore: false, total: 0 }) },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(logsTexts.empty)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: storyApi({ faults: '/logs/list:hang' }) },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: logsTexts.tableLabel });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: storyApi({ faults: '/logs/list:http500' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(logsTexts.genericError, {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: logsTexts.retry })).toBeVisible();
    // Only the failure: never 'No Logs found', which reads as "no sync ever ran".
    await expect(canvas.queryByText(logsTexts.empty)).toBeNull();
  },
};

/** On a plan without rollback, Rollback is shown but cannot be pressed, and says why. */
export const PlanWithoutRollback: Story = {
  parameters: {
    msw: storyApi({
      patch: {
        '/billing/current-plan': (data: ApiData<'/billing/current-plan'>) => ({
          ...data,
          currentPlan: { ...data.currentPlan, rollbackRestore: 0 },
        }),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement);
    const blocked = await table.findAllByRole('button', { name: logsTexts.rollback.action });
    await expect(blocked[0]).toHaveAttribute('aria-disabled', 'true');
    await userEvent.hover(blocked[0] as HTMLElement);
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(
      logsTexts.rollback.blocked.noPlan,
    );
  },
};

const reverts = spyOn('/logs/revert');
const manualSyncs = spyOn('/sync/manual');

/** Rollback of the latest sync: confirm, revert, manual sync, the reload prompt, the new rows. */
export const RollBackTheLatestSync: Story = {
  tags: ['!visual'],
  parameters: {
    chromatic: notAState,
    msw: storyApi({ before: [reverts.handler, manualSyncs.handler] }),
  },
  play: async ({ canvasElement, step }) => {
    reverts.calls.length = 0;
    manualSyncs.calls.length = 0;
    const table = await findTable(canvasElement);
    const [latest] = await table.findAllByRole('button', { name: /^Rollback the sync of/ });
    await step('Rollback asks first', async () => {
      await userEvent.click(latest as HTMLElement);
      const dialog = await body(canvasElement).findByRole('alertdialog', {
        name: rollbackDialogTexts.confirm.title,
      });
      await waitFor(() =>
        expect(
          within(dialog).getByRole('button', { name: rollbackDialogTexts.confirm.confirm }),
        ).not.toHaveAttribute('aria-busy', 'true'),
      );
      await userEvent.click(
        within(dialog).getByRole('button', { name: rollbackDialogTexts.confirm.confirm }),
      );
    });
    await step(
      'The revert and a manual sync are sent once; the prompt says 30 minutes',
      async () => {
        const prompt = await body(canvasElement).findByRole('dialog', {
          name: rollbackDialogTexts.prompt.title,
        });
        await expect(within(prompt).getByText(/up to 30 minutes/)).toBeVisible();
        await expect(reverts.calls).toHaveLength(1);
        await expect(manualSyncs.calls).toHaveLength(1);
        await userEvent.click(
          within(prompt).getByRole('button', { name: rollbackDialogTexts.prompt.reload }),
        );
      },
    );
    await step('The rollback row and the reverted mark show', async () => {
      const rows = await findTable(canvasElement);
      await expect(await rows.findByText('Manual Rollback Sync')).toBeVisible();
      await expect(rows.getAllByText(logsTexts.rollback.reverted)[0]).toBeVisible();
    });
  },
};

/** A sync in progress when Rollback is pressed: the block, not the question. */
export const BlockedWhileSyncing: Story = {
  parameters: {
    msw: storyApi({
      before: [
        // The check answers 'running' (status 0), as a real server does during a sync.
        http.post(apiUrl('/sync/check'), () =>
          HttpResponse.json({ status: 0, message: 'Syncing in progress' }),
        ),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement);
    const [latest] = await table.findAllByRole('button', { name: /^Rollback the sync of/ });
    await userEvent.click(latest as HTMLElement);
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: rollbackDialogTexts.blocked.title,
    });
    await expect(within(dialog).getByText(rollbackDialogTexts.blocked.body)).toBeVisible();
  },
};

/** The server refuses the revert: its message in the failure dialog. */
export const RollbackRefused: Story = {
  parameters: {
    msw: storyApi({ before: [refuse('/logs/revert', 'This sync can no longer be rolled back.')] }),
  },
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement);
    const [latest] = await table.findAllByRole('button', { name: /^Rollback the sync of/ });
    await userEvent.click(latest as HTMLElement);
    const confirm = await body(canvasElement).findByRole('alertdialog');
    const button = within(confirm).getByRole('button', {
      name: rollbackDialogTexts.confirm.confirm,
    });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(button);
    const failed = await body(canvasElement).findByRole('dialog', {
      name: rollbackDialogTexts.failed.title,
    });
    await expect(within(failed).getByRole('alert')).toHaveTextContent(
      'This sync can no longer be rolled back.',
    );
  },
};

/** The Filtering link of a run that left membership types out. */
export const FilteringDialog: Story = {
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement);
    const [link] = table.getAllByRole('button', { name: logsTexts.filtering });
    await userEvent.click(link as HTMLElement);
    const dialog = await body(canvasElement).findByRole('dialog', { name: logFilterTexts.title });
    await expect(within(dialog).getByRole('link', { name: logFilterTexts.manage })).toHaveAttribute(
      'href',
      '/tools',
    );
  },
};
