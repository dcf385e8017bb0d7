import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../core/Button';
import { floatingA11y } from '../../testing/a11y';
import { makePairs } from './fixtures';
import { PairTable, PAIR_TABLE_HEIGHT, PAIR_ROW_HEIGHT } from './PairTable';
import type { PairRowView } from './pairs';
import { pairTableTexts } from './texts';

const LEARN_MORE = 'https://help.flocksync.example/broken-pairs';

const ccbToMcRows: PairRowView[] = [
  {
    id: 'p1',
    source: { kind: 'campus', label: 'Main Campus' },
    group: { kind: 'group', label: 'Youth Group' },
    audience: { label: 'Weekly News' },
    target: { kind: 'group', label: 'Members' },
    isNew: false,
    hasConflict: false,
    hasMergeFieldError: false,
  },
  {
    id: 'p2',
    source: { kind: 'campus', label: 'North Campus' },
    group: { kind: 'group', label: 'Worship Team' },
    audience: { label: 'Volunteers' },
    target: { kind: 'tags', label: '', tags: ['Volunteers', 'Youth Group', 'Choir', 'Ushers'] },
    isNew: true,
    hasConflict: false,
    hasMergeFieldError: false,
  },
  {
    id: 'p3',
    source: { kind: 'campus', label: 'South Campus', broken: true },
    group: { kind: 'group', label: 'Prayer Team', broken: true },
    audience: { label: 'Prayer List' },
    target: { kind: 'group', label: 'Leaders' },
    isNew: false,
    hasConflict: true,
    hasMergeFieldError: false,
  },
  {
    id: 'p4',
    source: { kind: 'savedSearch', label: 'Newcomers last 30 days', obsolete: true },
    group: null,
    audience: { label: 'Weekly News' },
    target: { kind: 'tags', label: '', tags: ['Newcomers'] },
    isNew: false,
    hasConflict: false,
    hasMergeFieldError: true,
  },
  {
    id: 'p5',
    source: { kind: 'campus', label: 'Main Campus' },
    group: { kind: 'processQueue', label: 'Follow up with first-time guests', skipped: true },
    audience: { label: 'Grace Community Church Weekly Newsletter' },
    target: { kind: 'group', label: 'Guests' },
    isNew: false,
    hasConflict: false,
    hasMergeFieldError: false,
  },
];

const mcToCcbRows: PairRowView[] = [
  {
    id: 'm1',
    source: { kind: 'campus', label: 'Main Campus' },
    group: { kind: 'group', label: 'Newsletter Subscribers' },
    audience: { label: 'Weekly News' },
    target: { kind: 'tags', label: '', tags: ['Subscribers', 'Members', 'Web'] },
    isNew: false,
    hasConflict: false,
    hasMergeFieldError: false,
  },
  {
    id: 'm2',
    source: { kind: 'campus', label: 'North Campus' },
    group: { kind: 'group', label: 'Event Guests' },
    audience: { label: 'Events', broken: true },
    target: { kind: 'group', label: 'Easter 2026', broken: true },
    isNew: false,
    hasConflict: true,
    hasMergeFieldError: false,
  },
  {
    id: 'm3',
    source: { kind: 'campus', label: 'West Campus' },
    group: { kind: 'group', label: 'Prayer Chain' },
    audience: { label: 'Prayer List' },
    target: { kind: 'group', label: 'Prayer' },
    isNew: true,
    hasConflict: false,
    hasMergeFieldError: false,
  },
];

const thousand = makePairs(1000, 'ccbToMc');

const meta = {
  title: 'Sync/PairTable',
  component: PairTable,
  tags: ['autodocs'],
  parameters: { layout: 'padded', a11y: floatingA11y },
  args: {
    direction: 'ccbToMc',
    rows: ccbToMcRows,
    learnMoreHref: LEARN_MORE,
    onEdit: fn(),
    onFixNow: fn(),
    onMergeFieldError: fn(),
    onSkippedGroups: fn(),
    onReload: fn(),
  },
} satisfies Meta<typeof PairTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text read as one though drawn in parts (the tags, then their '+N More'). */
const wholeText = (text: string) => (_content: string, element: Element | null) =>
  element?.textContent === text &&
  Array.from(element.children).every((child) => child.textContent !== text);

const dataRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1');

/** CCB to MC: conflicts first, then new pairs; chips, Fix Now, Edit on hover and focus. */
export const CcbToMc: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: pairTableTexts.tableLabel.ccbToMc });

    await step('The columns of CCB to MC, each with search and reload', async () => {
      const headers = within(table).getAllByRole('columnheader');
      await expect(headers.map((header) => header.textContent?.trim())).toEqual([
        'CCB Campus / Saved Search',
        'CCB Group / Process Queue',
        'MC Audience',
        'MC Group / Tags',
        'Status and actions',
      ]);
      for (const title of ['CCB Campus / Saved Search', 'MC Audience', 'MC Group / Tags']) {
        await expect(canvas.getByRole('button', { name: `Search ${title}` })).toBeVisible();
        await expect(canvas.getByRole('button', { name: `Reload ${title}` })).toBeVisible();
      }
      await expect(canvas.getByRole('button', { name: 'Filter MC Group / Tags' })).toBeVisible();
    });

    await step('Sorted: the conflict first, then the new pair', async () => {
      const rows = dataRows(table);
      await expect(rows[0]).toHaveTextContent('South Campus');
      await expect(rows[1]).toHaveTextContent('North Campus');
      await expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    });

    await step('A conflict shows Fix Now and no Edit', async () => {
      const conflict = dataRows(table)[0] as HTMLElement;
      await expect(
        within(conflict).queryByRole('button', { name: /^Edit/ }),
      ).not.toBeInTheDocument();
      await userEvent.click(within(conflict).getByRole('button', { name: /^Fix Now/ }));
      await expect(args.onFixNow).toHaveBeenCalledWith(ccbToMcRows[2]);
    });

    await step("A new pair shows 'Not Synced'; tags follow the display rule", async () => {
      const fresh = dataRows(table)[1] as HTMLElement;
      await expect(within(fresh).getByText('Not Synced')).toBeVisible();
      await expect(
        within(fresh).getByText(wholeText('Volunteers, Youth Grou... +2 More')),
      ).toBeVisible();
    });

    await step("'Merge field error' opens the merge-fields dialog", async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^Merge field error/ }));
      await expect(args.onMergeFieldError).toHaveBeenCalledWith(ccbToMcRows[3]);
      await expect(canvas.getByText('Classic Search (Obsolete)')).toBeVisible();
    });

    await step('Edit is hidden until the row is hovered or focused', async () => {
      const row = dataRows(table)[2] as HTMLElement;
      const editButton = within(row).getByRole('button', { name: /^Edit/ });
      await expect(getComputedStyle(editButton).opacity).toBe('0');
      // Synthetic pointer events do not set :hover; the same rule shows it on :focus-within.
      editButton.focus();
      await expect(getComputedStyle(editButton).opacity).toBe('1');
      await userEvent.keyboard('{Enter}');
      await expect(args.onEdit).toHaveBeenCalledTimes(1);
    });
  },
};

/** MC to CCB: audience, group or tags, campus, group; the filter menu filters campuses. */
export const McToCcb: Story = {
  args: { direction: 'mcToCcb', rows: mcToCcbRows },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: pairTableTexts.tableLabel.mcToCcb });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent?.trim())).toEqual([
      'MC Audience',
      'MC Group / Tags',
      'CCB Campus',
      'CCB Group',
      'Status and actions',
    ]);
    await expect(canvas.getByRole('button', { name: 'Filter CCB Group' })).toBeVisible();
    await expect(dataRows(table)[0]).toHaveTextContent('Events');
    await expect(
      within(dataRows(table)[0] as HTMLElement).getByRole('button', {
        name: 'This audience is broken or has been removed.',
      }),
    ).toBeVisible();
  },
};

/** The search icon turns the header into a search box with Cancel; the rows filter. */
export const ColumnSearch: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    const open = canvas.getByRole('button', { name: 'Search MC Audience' });

    await step('Open: focus moves into the box', async () => {
      await userEvent.click(open);
      const box = canvas.getByRole('searchbox', { name: 'Search MC Audience' });
      await waitFor(() => expect(box).toHaveFocus());
      await userEvent.keyboard('weekly');
      await waitFor(() => expect(dataRows(table)).toHaveLength(3));
    });

    await step('A second column narrows it further', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: 'Search CCB Campus / Saved Search' }),
      );
      await waitFor(() =>
        expect(
          canvas.getByRole('searchbox', { name: 'Search CCB Campus / Saved Search' }),
        ).toHaveFocus(),
      );
      await userEvent.keyboard('main');
      await waitFor(() => expect(dataRows(table)).toHaveLength(2));
      await expect(dataRows(table)[0]).toHaveTextContent('Youth Group');
    });

    await step('No match says so', async () => {
      await userEvent.keyboard('zzz');
      await expect(await canvas.findByText(pairTableTexts.empty.noMatch)).toBeVisible();
    });

    await step(
      'Escape cancels: the search clears and focus returns to the search button',
      async () => {
        await userEvent.keyboard('{Escape}');
        const back = canvas.getByRole('button', { name: 'Search CCB Campus / Saved Search' });
        await waitFor(() => expect(back).toHaveFocus());
        await waitFor(() => expect(dataRows(table)).toHaveLength(3));
      },
    );

    await step('Cancel closes the other box and shows every row again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(dataRows(table)).toHaveLength(5));
      await expect(canvas.getByRole('button', { name: 'Search MC Audience' })).toHaveFocus();
    });
  },
};

/** The filter menu: unchecking options hides their rows; the badge counts them. */
export const Filter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const table = canvas.getByRole('table');
    const trigger = canvas.getByRole('button', { name: 'Filter MC Group / Tags' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(body.getByRole('menuitemcheckbox', { name: 'Members' })).toHaveFocus(),
    );
    // Members, Volunteers, Youth Group, Choir, Ushers, Leaders, Newcomers, Guests.
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{End}');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(trigger).toHaveAccessibleName('Filter MC Group / Tags, 2 unchecked'),
    );
    await expect(trigger).toHaveFocus();
    await waitFor(() => expect(dataRows(table)).toHaveLength(3));
    await expect(table).not.toHaveTextContent('Youth Group');
    await expect(table).not.toHaveTextContent('Guests');
  },
};

/** Broken parts: a warning mark with the spec's message and 'Learn more'. */
export const BrokenParts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      canvas.getByRole('button', { name: 'This campus is broken or has been removed.' }),
    ).toBeVisible();
    const group = canvas.getByRole('button', { name: 'This group is broken or has been removed.' });
    await userEvent.hover(group);
    const tip = await body.findByRole('dialog', {
      name: 'This group is broken or has been removed.',
    });
    await expect(within(tip).getByRole('link', { name: /Learn more/ })).toHaveAttribute(
      'href',
      LEARN_MORE,
    );
  },
};

/** The skipped-groups tooltip; pressing the list asks for its details. */
export const SkippedGroups: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const list = canvas.getByRole('button', { name: /Follow up with first-time guests/ });
    await userEvent.hover(list);
    await expect(await body.findByRole('tooltip')).toHaveTextContent(
      'One or more of your CCB groups syncing were skipped. Click this list for more details.',
    );
    await userEvent.click(list);
    await expect(args.onSkippedGroups).toHaveBeenCalledWith(ccbToMcRows[4]);
  },
};

/** Names longer than 25 characters show the whole name in a tooltip; hidden tags too. */
export const LongNames: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const audience = canvas.getByText('Grace Community Church Weekly Newsletter');
    audience.focus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent(
      'Grace Community Church Weekly Newsletter',
    );
    const tags = canvas.getByText(wholeText('Volunteers, Youth Grou... +2 More'));
    tags.focus();
    await waitFor(() =>
      expect(body.getByRole('tooltip')).toHaveTextContent('Volunteers, Youth Group, Choir, Ushers'),
    );
  },
};

/** A column's reload button spins while its list reloads; another reloads on press. */
export const Reloading: Story = {
  args: { reloading: ['audience'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Reload MC Audience' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload CCB Group / Process Queue' }));
    await expect(args.onReload).toHaveBeenCalledWith('group');
  },
};

export const Loading: Story = {
  args: { loading: true, rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(pairTableTexts.loading);
  },
};

export const Empty: Story = {
  args: { rows: [], emptyAction: <Button>Add New Sync pair</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: pairTableTexts.empty.title }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add New Sync pair' })).toBeVisible();
  },
};

/** 1,000 pairs: only the rows in view are mounted; a column search filters all of them. */
export const ThousandPairs: Story = {
  args: { rows: thousand },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');

    await step('Virtualised: the table reports 1,000 rows and mounts a few', async () => {
      await expect(table).toHaveAttribute('aria-rowcount', '1001');
      const mounted = dataRows(table);
      const inView = Math.ceil(PAIR_TABLE_HEIGHT / PAIR_ROW_HEIGHT);
      await expect(mounted.length).toBeGreaterThanOrEqual(inView - 1);
      await expect(mounted.length).toBeLessThanOrEqual(inView + 10);
      // Conflicts first: pairs 97, 194, ... (10 of them).
      await expect(mounted[0]).toHaveAttribute('data-pair-id', 'ccbToMc-97');
    });

    await step('Scrolling to the end mounts the last rows instead', async () => {
      const scroller = table.parentElement as HTMLElement;
      scroller.scrollTop = scroller.scrollHeight;
      await waitFor(() => {
        const last = dataRows(table).at(-1);
        expect(last).toHaveAttribute('aria-rowindex', '1001');
      });
      await expect(dataRows(table).length).toBeLessThanOrEqual(
        Math.ceil(PAIR_TABLE_HEIGHT / PAIR_ROW_HEIGHT) + 10,
      );
      scroller.scrollTop = 0;
    });

    await step('A column search filters every pair, not only the mounted ones', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: 'Search CCB Group / Process Queue' }),
      );
      const box = canvas.getByRole('searchbox', { name: 'Search CCB Group / Process Queue' });
      await waitFor(() => expect(box).toHaveFocus());
      // Group names end in the pair number: "... 999" matches pair 999 only.
      await userEvent.keyboard('999');
      await waitFor(() => expect(dataRows(table)).toHaveLength(1));
      await expect(table).toHaveAttribute('aria-rowcount', '2');
      await expect(dataRows(table)[0]).toHaveAttribute('data-pair-id', 'ccbToMc-999');
      await userEvent.clear(box);
      await userEvent.type(box, 'Queue');
      // Process queues: pairs n with n % 11 === 5 and not a saved search (n % 7 !== 3).
      const expected = thousand.filter((row) => row.group?.kind === 'processQueue').length;
      await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', String(expected + 1)));
    });
  },
};

/**
 * A 1280 px desktop: every column title is read whole (the status column takes only the room
 * its content needs), and a tag list's '+N More' is never cut, however long the tags.
 */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: pairTableTexts.tableLabel.ccbToMc });
    const headers = within(table).getAllByRole('columnheader');
    for (const header of headers.slice(0, 4)) {
      const title = header.querySelector('span') as HTMLElement;
      await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    }
    const suffixes = canvas.getAllByText(/\+\d+ More$/);
    await expect(suffixes.length).toBeGreaterThan(0);
    for (const more of suffixes) {
      const cell = more.closest('[role="cell"]') as HTMLElement;
      await expect(more.getBoundingClientRect().width).toBeGreaterThan(0);
      await expect(more.getBoundingClientRect().right).toBeLessThanOrEqual(
        cell.getBoundingClientRect().right,
      );
      await expect(more.scrollWidth).toBeLessThanOrEqual(more.clientWidth);
    }
  },
};
