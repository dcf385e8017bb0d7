import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createSandbox, demoUser } from '@flocksync/sandbox';
import { sandboxHandlers } from '@flocksync/sandbox/msw';
import {
  addPairTexts,
  brokenPartTexts,
  directionTexts,
  pairTableTexts,
  savedSearchGroupTexts,
} from '@flocksync/ui';
import { floatingA11y, notAState } from '@/testing';
import { SyncPage } from './SyncPage';
import { syncPageTexts as t } from './texts';

/**
 * What the sync page's pair table says about single pairs beyond their names (spec part 1,
 * "Sync page (/sync)"): the broken-part tooltip, 'Classic Search (Obsolete)', the skipped-groups
 * list, and the add dialog's saved-search groups. Each story runs the real page over a fresh
 * sandbox world: broken@ has removed parts and a group its last sync skipped, ready@ a pair on a
 * classic saved search.
 */
const sandbox = () => ({ handlers: { api: sandboxHandlers(createSandbox()) } });
const broken = { session: { user: demoUser('broken@demo.church') }, msw: sandbox() };

const meta = {
  title: 'Pages/Sync/Sync page marks',
  component: SyncPage,
  parameters: {
    layout: 'fullscreen',
    route: '/sync',
    session: { user: demoUser('ready@demo.church') },
    msw: sandbox(),
    a11y: floatingA11y,
  },
} satisfies Meta<typeof SyncPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The table once its rows (not the skeleton) are in. */
async function rowsListed(canvasElement: HTMLElement) {
  const table = await within(canvasElement).findByRole('table', {}, { timeout: 5000 });
  await waitFor(
    () => {
      expect(table).not.toHaveAttribute('aria-busy');
      expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    },
    { timeout: 5000 },
  );
  return within(table);
}

/** The row holding `text`. */
function rowWith(table: Awaited<ReturnType<typeof rowsListed>>, text: string) {
  const row = table.getAllByRole('row').find((item) => item.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return within(row);
}

const tip = (part: 'campus' | 'group' | 'audience' | 'tag') => ({
  name: brokenPartTexts.message(part),
});

/**
 * broken@, CCB to MailChimp: each broken pair marks the part that is gone: the removed Youth
 * Group, the Worship Team interest group deleted in Mailchimp, the removed 'Bible Study' tag.
 * Working pairs carry no mark.
 */
export const BrokenParts: Story = {
  parameters: broken,
  play: async ({ canvasElement }) => {
    const table = await rowsListed(canvasElement);
    await expect(rowWith(table, 'Youth Group').getByRole('button', tip('group'))).toBeVisible();
    const worship = rowWith(table, 'Worship Team');
    await expect(worship.getAllByRole('button', tip('group'))).toHaveLength(1);
    await expect(worship.queryByRole('button', tip('campus'))).toBeNull();
    await expect(
      rowWith(table, "Women's Bible Study").getByRole('button', tip('tag')),
    ).toBeVisible();
    await expect(rowWith(table, 'Choir').queryAllByRole('button', { name: /is broken/ })).toEqual(
      [],
    );
  },
};

/** Hovering a broken part: the spec's message with 'Learn more', which opens the help article. */
export const BrokenPartTipOpen: Story = {
  parameters: broken,
  play: async ({ canvasElement }) => {
    const table = await rowsListed(canvasElement);
    await userEvent.hover(rowWith(table, "Women's Bible Study").getByRole('button', tip('tag')));
    const bubble = await body(canvasElement).findByRole('dialog', tip('tag'));
    await expect(within(bubble).getByText(brokenPartTexts.message('tag'))).toBeVisible();
    const link = within(bubble).getByRole('link', { name: /Learn more/ });
    await expect(link).toHaveAttribute('href', t.learnMoreHref);
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/**
 * broken@, MailChimp to CCB: the 'Prayer Partners' audience deleted in Mailchimp (marked once,
 * not again on its tag) and the Newcomers group removed in CCB.
 */
export const BrokenPartsMcToCcb: Story = {
  parameters: broken,
  play: async ({ canvasElement }) => {
    await rowsListed(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('tab', { name: new RegExp(directionTexts.mcToCcb) }),
    );
    await waitFor(() =>
      expect(within(canvasElement).getByRole('table')).toHaveAccessibleName(
        pairTableTexts.tableLabel.mcToCcb,
      ),
    );
    const table = await rowsListed(canvasElement);
    const partners = rowWith(table, 'Prayer Partners');
    await expect(partners.getByRole('button', tip('audience'))).toBeVisible();
    await expect(partners.queryByRole('button', tip('tag'))).toBeNull();
    await expect(rowWith(table, 'Newcomers').getByRole('button', tip('group'))).toBeVisible();
  },
};

/**
 * broken@: the Greeters pair's last sync added no one (its audience requires merge fields CCB
 * does not fill), so its group is a skipped-groups list with the spec's tooltip.
 */
export const SkippedGroups: Story = {
  parameters: broken,
  play: async ({ canvasElement }) => {
    const table = await rowsListed(canvasElement);
    const list = rowWith(table, 'Greeters').getByRole('button', { name: /Greeters/ });
    await userEvent.hover(list);
    await expect(
      await body(canvasElement).findByRole('tooltip', {}, { timeout: 3000 }),
    ).toHaveTextContent(pairTableTexts.row.skipped);
    // Only the skipped pair: working and broken pairs show plain names.
    await expect(table.getAllByText(/Greeters/)).toHaveLength(1);
    await expect(rowWith(table, 'Choir').queryByRole('button', { name: /Choir/ })).toBeNull();
  },
};

/** 'Click this list for more details': the pair's row of its last sync log, with its statistics. */
export const SkippedGroupsOpensTheLog: Story = {
  tags: ['!visual'],
  parameters: { ...broken, chromatic: notAState },
  play: async ({ canvasElement }) => {
    const table = await rowsListed(canvasElement);
    await userEvent.click(rowWith(table, 'Greeters').getByRole('button', { name: /Greeters/ }));
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent(
      /\/logs\/details\/\d+\/statistics\/\d+/,
    );
  },
};

/**
 * ready@: the pair on the classic 'Old: Newsletter list' search reads 'Classic Search
 * (Obsolete)'; pairs on new advanced searches read 'Saved search'.
 */
export const ObsoleteSavedSearch: Story = {
  play: async ({ canvasElement }) => {
    const table = await rowsListed(canvasElement);
    await expect(
      rowWith(table, 'Old: Newsletter list').getByText(pairTableTexts.row.obsolete),
    ).toBeVisible();
    await expect(table.getAllByText(pairTableTexts.row.obsolete)).toHaveLength(1);
    await expect(
      rowWith(table, 'Volunteers (active)').getByText(pairTableTexts.row.savedSearch),
    ).toBeVisible();
  },
};

/**
 * The add dialog's Saved Searches: 'New Advanced Searches' first, then 'Classic Searches' with
 * the church's classic ones. A closed native select looks the same grouped or not.
 */
export const AddDialogGroupsSavedSearches: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  play: async ({ canvasElement }) => {
    await rowsListed(canvasElement);
    await userEvent.click(
      within(canvasElement).getAllByRole('button', {
        name: /Add New Sync pair/i,
      })[0] as HTMLElement,
    );
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: addPairTexts.title.add }),
    );
    await userEvent.click(
      dialog.getByRole('button', { name: addPairTexts.ccbSource.savedSearches }),
    );
    const search = await dialog.findByRole('combobox', { name: addPairTexts.fields.savedSearch });
    await waitFor(() => expect(search).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(search);
    const list = await dialog.findByRole('listbox', { name: addPairTexts.fields.savedSearch });
    await waitFor(() => expect(within(list).getAllByRole('group')).toHaveLength(2));
    const [advanced, classic] = within(list).getAllByRole('group') as [HTMLElement, HTMLElement];
    await expect(advanced).toHaveAccessibleName(savedSearchGroupTexts.advanced);
    await expect(classic).toHaveAccessibleName(savedSearchGroupTexts.classic);
    await expect(
      within(advanced).getByRole('option', { name: 'Volunteers (active)' }),
    ).toBeInTheDocument();
    await expect(
      within(classic).getByRole('option', { name: 'Old: Newsletter list' }),
    ).toBeInTheDocument();
  },
};
