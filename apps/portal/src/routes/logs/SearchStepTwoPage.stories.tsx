import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { demoUser } from '@flocksync/sandbox';
import { logsTexts, personLogsTexts } from '@flocksync/ui';
import { storyApi } from '@/testing';
import { SearchStepTwoPage } from './SearchStepTwoPage';
import { logsWorld, sharedEmailInALog, someoneSynced } from '@/testing/logsWorld';

const world = logsWorld();
const person = someoneSynced(world.sandbox);

const meta = {
  title: 'Pages/Logs/Person logs',
  component: SearchStepTwoPage,
  parameters: {
    layout: 'fullscreen',
    route: `/logs/search-results/ccbToMc/${encodeURIComponent(person.email)}`,
    routePattern: '/logs/search-results/:type/:query',
    session: { user: demoUser('ready@demo.church') },
    msw: world.msw,
  },
} satisfies Meta<typeof SearchStepTwoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One person's story by email: the latest result first, then every log that names them. */
export const ByEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: personLogsTexts.title(person.email) }),
    ).toBeVisible();
    const table = await canvas.findByRole(
      'table',
      { name: personLogsTexts.columns.logs },
      { timeout: 8000 },
    );
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual(['Type', 'Result', 'Logs']);
    await expect(canvas.getByText(personLogsTexts.latest)).toBeVisible();
    await expect(within(table).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/logs\/details\/\d+\/statistics\/\d+$/),
    );
  },
};

/** By name (no email): the same story. */
export const ByName: Story = {
  parameters: {
    route: `/logs/search-results/ccbToMc/${encodeURIComponent(person.name)}`,
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole(
      'table',
      { name: personLogsTexts.columns.logs },
      { timeout: 8000 },
    );
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  },
};

export const NobodyInTheLogs: Story = {
  parameters: { route: '/logs/search-results/mcToCcb/nobody%40example.org' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(personLogsTexts.empty, {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** The person's logs failed: only the failure and Try again, never the empty text. */
export const LoadFailed: Story = {
  parameters: { msw: storyApi({ faults: '/logs/logs-search:http500' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(logsTexts.genericError, {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.queryByText(personLogsTexts.empty)).toBeNull();
    await expect(canvas.getByRole('button', { name: logsTexts.retry })).toBeVisible();
  },
};

const shared = sharedEmailInALog(world.sandbox);

/**
 * Two CCB profiles share the email: the same log is listed once for each, and each row names
 * its profile (name, CCB #, the primary mark).
 */
export const SharedEmail: Story = {
  parameters: {
    route: `/logs/search-results/ccbToMc/${encodeURIComponent(shared)}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole(
      'table',
      { name: personLogsTexts.columns.logs },
      { timeout: 8000 },
    );
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
    const rows = within(table).getAllByRole('row').slice(1);
    const profiles = new Set(
      rows.map((row) => row.textContent?.match(/CCB #\d+/)?.[0]).filter(Boolean),
    );
    await expect(profiles.size).toBeGreaterThan(1);
  },
};
