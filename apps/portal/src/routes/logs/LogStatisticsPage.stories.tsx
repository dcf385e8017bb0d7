import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ApiData } from '@flocksync/api-client';
import { demoUser } from '@flocksync/sandbox';
import { breadcrumbsTexts, logsTexts, statisticsTexts } from '@flocksync/ui';
import { notAState, storyApi } from '@/testing';
import { LogStatisticsPage } from './LogStatisticsPage';
import { latestSync, logsWorld } from '@/testing/logsWorld';

const world = logsWorld();
const log = latestSync(world.sandbox);
// The first CCB-to-MC row of the log (its detail id: the log id and the row's place).
const detailId = log.id * 100_000 + 1;

const meta = {
  title: 'Pages/Logs/Log statistics',
  component: LogStatisticsPage,
  parameters: {
    layout: 'fullscreen',
    route: `/logs/details/${log.id}/statistics/${detailId}`,
    routePattern: '/logs/details/:logId/statistics/:detailId',
    session: { user: demoUser('ready@demo.church') },
    msw: world.msw,
  },
} satisfies Meta<typeof LogStatisticsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One tab per category with its count; the people of the first one. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = await canvas.findAllByRole('tab', {}, { timeout: 8000 });
    await expect(
      tabs.map((tab) => tab.textContent?.replace(/\d+ (person|people)/g, '').trim()),
    ).toEqual(['Added', 'Updated', 'Duplicates', 'Removed', 'Skipped', 'Errors']);
    const crumbs = canvas.getByRole('navigation', { name: breadcrumbsTexts.label });
    await expect(within(crumbs).getByRole('link', { name: 'Log Details' })).toHaveAttribute(
      'href',
      `/logs/details/${log.id}`,
    );
  },
};

const many = (count: number): ApiData<'/logs/statistic-details'> => [
  {
    name: 'Added',
    count,
    list: Array.from({ length: count }, (_, index) => ({
      detail: `Person ${index + 1} (person${index + 1}@example.org)`,
      participantUrl: `https://example.ccbchurch.com/goto/individuals/${index + 1}`,
      isPrimaryDuplicate: 0,
      cleanUpDetailId: null,
      isArchived: 0,
    })),
  },
  { name: 'Skipped', count: 0, list: [] },
];

/** 10,000 people in one category: the first rows, a few dozen in the DOM. */
export const TenThousandPeople: Story = {
  parameters: { msw: storyApi({ patch: { '/logs/statistic-details': () => many(10_000) } }) },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole(
      'table',
      { name: statisticsTexts.listLabel('Added') },
      { timeout: 8000 },
    );
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await expect(await within(table).findByText('Person 1 (person1@example.org)')).toBeVisible();
    await expect(within(table).getAllByRole('row').length).toBeLessThan(60);
  },
};

/**
 * Scrolling to the end reaches the 10,000th person with the DOM still bounded. A behaviour, not
 * a picture: where a virtual list settles after a jump depends on frame timing.
 */
export const TenThousandPeopleScrolledToTheEnd: Story = {
  tags: ['!visual'],
  parameters: {
    chromatic: notAState,
    msw: storyApi({ patch: { '/logs/statistic-details': () => many(10_000) } }),
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole(
      'table',
      { name: statisticsTexts.listLabel('Added') },
      { timeout: 8000 },
    );
    const scroller = within(table).getAllByRole('rowgroup')[1] as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight;
    await expect(
      await within(table).findByText('Person 10000 (person10000@example.org)'),
    ).toBeVisible();
    await expect(within(table).getAllByRole('row').length).toBeLessThan(60);
  },
};

/** A category with nobody in it. */
export const EmptyCategory: Story = {
  parameters: { msw: storyApi({ patch: { '/logs/statistic-details': () => many(3) } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: /Skipped/ }, { timeout: 8000 }));
    await waitFor(() => expect(canvas.getByText(statisticsTexts.empty)).toBeVisible());
  },
};

export const Loading: Story = {
  parameters: { msw: storyApi({ faults: '/logs/statistic-details:hang' }) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const LoadFailed: Story = {
  parameters: { route: `/logs/details/${log.id}/statistics/999` },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(logsTexts.genericError, {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};
