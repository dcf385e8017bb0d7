import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoUser } from '@flocksync/sandbox';
import {
  breadcrumbsTexts,
  logDetailsTexts,
  logFilterTexts,
  logsTexts,
  requiredMergeFieldsTexts,
} from '@flocksync/ui';
import { paths } from '@/app/paths';
import { floatingA11y, storyApi } from '@/testing';
import { LogDetailsPage } from './LogDetailsPage';
import { latestSync, logsWorld } from '@/testing/logsWorld';

const ready = demoUser('ready@demo.church');

const plain = logsWorld();
const plainLog = latestSync(plain.sandbox);

const meta = {
  title: 'Pages/Logs/Log details',
  component: LogDetailsPage,
  parameters: {
    layout: 'fullscreen',
    route: `/logs/details/${plainLog.id}`,
    routePattern: '/logs/details/:logId',
    session: { user: ready },
    msw: plain.msw,
    a11y: floatingA11y,
  },
} satisfies Meta<typeof LogDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The latest sync: breadcrumbs, both tabs, the pair rows with their statistics, account changes. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    // Full-screen (spec part 2): a dialog that fills the viewport.
    const dialog = canvas.getByRole('dialog', { name: paths.logDetails.title });
    const box = dialog.getBoundingClientRect();
    const view = canvasElement.ownerDocument.defaultView!;
    await expect([box.left, box.top, box.width, box.height]).toEqual([
      0,
      0,
      view.innerWidth,
      view.innerHeight,
    ]);
    const crumbs = canvas.getByRole('navigation', { name: breadcrumbsTexts.label });
    await expect(within(crumbs).getByRole('link', { name: 'Logs' })).toHaveAttribute(
      'href',
      '/logs',
    );
    const table = await canvas.findByRole(
      'table',
      { name: logDetailsTexts.tabs.ccbToMc },
      { timeout: 8000 },
    );
    await expect(
      within(table).getAllByRole('link', { name: /^View statistics of/ })[0],
    ).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/logs/details/${plainLog.id}/statistics/\\d+$`)),
    );
    await expect(
      canvas.getByRole('heading', { name: logDetailsTexts.accountChanges.title }),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: logDetailsTexts.tabs.mcToCcb })).toBeVisible();
  },
};

/** A run with MC to CCB off: its tab says 'Was not enabled.'. */
const mcOff = logsWorld((sandbox) => {
  latestSync(sandbox).mcEnabled = 0;
});
export const DirectionNotEnabled: Story = {
  parameters: { msw: mcOff.msw },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await canvas.findByRole('table', { name: logDetailsTexts.tabs.ccbToMc }, { timeout: 8000 });
    const info = canvas.getByRole('button', { name: `MC TO CCB: ${logDetailsTexts.notEnabled}` });
    await userEvent.hover(info);
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(
      logDetailsTexts.notEnabled,
    );
    await userEvent.click(canvas.getByRole('tab', { name: logDetailsTexts.tabs.mcToCcb }));
    await expect(
      await canvas.findByText(logDetailsTexts.notEnabled, { selector: 'p' }),
    ).toBeVisible();
  },
};

/** A pair that failed on merge fields: the row is highlighted and offers the required fields. */
const mergeError = logsWorld((sandbox) => {
  const row = latestSync(sandbox).ccbRows[0];
  if (!row) return;
  row.hasError = 1;
  row.errors = 3;
  row.added = 0;
  row.updated = 0;
  row.errorMessage = 'The audience requires merge fields CCB does not fill. The pair was skipped.';
});
export const MergeFieldsError: Story = {
  parameters: { msw: mergeError.msw },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    const table = await canvas.findByRole(
      'table',
      { name: logDetailsTexts.tabs.ccbToMc },
      { timeout: 8000 },
    );
    const [row] = within(table)
      .getAllByRole('row')
      .filter((item) => item.dataset.tone === 'danger');
    await expect(row).toBeDefined();
    await userEvent.hover(canvas.getByRole('button', { name: logDetailsTexts.skippedTooltip }));
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(
      logDetailsTexts.skippedTooltip,
    );
    await userEvent.click(
      within(row as HTMLElement).getByRole('button', { name: logDetailsTexts.viewMergeFields }),
    );
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: requiredMergeFieldsTexts.title,
    });
    await expect(await within(dialog).findByRole('columnheader', { name: 'Tag' })).toBeVisible();
  },
};

/** The 'Filtered' link: the membership types the run used; Manage goes to /tools. */
export const FilteredDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: logDetailsTexts.filtered }, { timeout: 8000 }),
    );
    const dialog = await body(canvasElement).findByRole('dialog', { name: logFilterTexts.title });
    await expect(within(dialog).getByRole('link', { name: logFilterTexts.manage })).toHaveAttribute(
      'href',
      '/tools',
    );
  },
};

/** No account changes since the run before: 'No data found'. */
const noChanges = logsWorld((sandbox) => {
  latestSync(sandbox).changes = [];
});
export const NoAccountChanges: Story = {
  parameters: { msw: noChanges.msw },
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByText(
        logDetailsTexts.accountChanges.empty,
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: storyApi({ faults: '/logs/log-details:hang' }) },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText(logDetailsTexts.loading)).toBeInTheDocument();
  },
};

/**
 * A log that does not exist (or a failed load): the catalogue's 'log navigation' failure, an
 * error snackbar (spec part 2 section 8), not an alert in the page.
 */
export const NotFound: Story = {
  parameters: { route: '/logs/details/999999' },
  play: async ({ canvasElement }) => {
    const snackbar = await within(canvasElement.ownerDocument.body).findByRole(
      'region',
      { name: 'Notifications' },
      { timeout: 8000 },
    );
    await expect(
      await within(snackbar).findByText(logsTexts.genericError, {}, { timeout: 8000 }),
    ).toBeVisible();
    const page = within(body(canvasElement).getByRole('dialog', { name: paths.logDetails.title }));
    await expect(page.queryByRole('alert')).toBeNull();
    await expect(page.queryByText(logsTexts.genericError)).toBeNull();
    // A failed read offers to read again: the way on, not a dead end.
    await expect(page.getByRole('button', { name: logsTexts.retry })).toBeVisible();
  },
};
