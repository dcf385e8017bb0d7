import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { notAState } from '../../testing/visual';
import { toolkitTexts } from '../texts';
import { PrimaryContactsTable, type PrimaryContactRow } from './PrimaryContactsTable';

const t = toolkitTexts.primaryContacts;
const profile = (id: number) => `https://demo.ccbchurch.com/goto/individuals/${id}`;
const rows: PrimaryContactRow[] = [
  {
    id: 11,
    firstName: 'Dana',
    lastName: 'Reyes',
    email: 'reyes.family@example.org',
    familyPosition: 'Primary Contact',
    isPrimary: 1,
    ccbProfile: profile(11),
  },
  {
    id: 12,
    firstName: 'Luis',
    lastName: 'Reyes',
    email: 'reyes.family@example.org',
    familyPosition: 'Spouse',
    isPrimary: 0,
    ccbProfile: profile(12),
  },
];

const meta = {
  title: 'Toolkit/PrimaryContactsTable',
  component: PrimaryContactsTable,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    rows,
    total: 2,
    hasMore: false,
    onLoadMore: fn(),
    onRetry: fn(),
    onMakePrimary: fn(),
  },
} satisfies Meta<typeof PrimaryContactsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shared email: the primary row is marked and offers no 'Make primary'; the other does. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: t.caption });
    await expect(
      within(table).getByRole('columnheader', { name: t.columns.familyPosition }),
    ).toBeVisible();
    const buttons = within(table).getAllByRole('button', { name: new RegExp(`^${t.makePrimary}`) });
    await expect(buttons).toHaveLength(1);
    await expect(within(table).getByText(t.primary)).toBeVisible();
    await expect(
      within(table).getAllByRole('link', { name: new RegExp(t.profileLinkLabel('Luis Reyes')) })[0],
    ).toHaveAttribute('href', profile(12));
    await userEvent.click(buttons[0] as HTMLElement);
    await expect(args.onMakePrimary).toHaveBeenCalledWith(rows[1]);
  },
};

/**
 * Clicking a row (spec part 2 section 2: "Clicking a row opens a confirmation to switch the
 * primary contact") asks to make it primary; the primary row and its profile link do not.
 */
export const RowClicked: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  play: async ({ args, canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: t.caption });
    await userEvent.click(within(table).getByText('Spouse'));
    await expect(args.onMakePrimary).toHaveBeenCalledTimes(1);
    await expect(args.onMakePrimary).toHaveBeenCalledWith(rows[1]);
    await userEvent.click(within(table).getByText('Primary Contact'));
    await expect(args.onMakePrimary).toHaveBeenCalledTimes(1);
  },
};

/** The row being made primary spins. */
export const Switching: Story = {
  args: { switchingId: 12 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: `${t.makePrimary}: Luis Reyes` }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** None: 'No data found'. */
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.empty)).toBeVisible();
  },
};

/** More pages: the count of all and 'Load more'. */
export const MorePages: Story = {
  args: { total: 30, hasMore: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.loadMore }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

/** The list failed: the generic text and Try again. */
export const LoadFailed: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t.loadFailed);
  },
};
