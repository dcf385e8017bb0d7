import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { loadFailureTexts } from '../../core/LoadFailure';
import { notAState } from '../../testing/visual';
import { logDetailsTexts as t } from '../texts';
import {
  LogDetails,
  type CcbToMcRowView,
  type LogDetailsProps,
  type LogDirection,
  type McToCcbRowView,
} from './LogDetails';

const ccbRow = (detailId: number, patch: Partial<CcbToMcRowView> = {}): CcbToMcRowView => ({
  detailId,
  name: 'Youth Group → Newsletter',
  added: 12,
  updated: 40,
  duplicates: 1,
  removed: 3,
  skipped: 0,
  errors: 0,
  hasError: false,
  errorMessage: '',
  mailchimpListId: 'list-1',
  ...patch,
});

const mcRow = (detailId: number, patch: Partial<McToCcbRowView> = {}): McToCcbRowView => ({
  detailId,
  name: 'Newsletter → Visitors',
  added: 4,
  removed: 0,
  skipped: 2,
  conflict: 1,
  ...patch,
});

const ccbToMc: CcbToMcRowView[] = [
  ccbRow(101),
  ccbRow(102, { name: 'Main Campus → Members', added: 230, updated: 1204, duplicates: 6 }),
];
const mcToCcb: McToCcbRowView[] = [mcRow(201)];

/** Controlled like the page: a tab press shows its direction. */
function Controlled(props: LogDetailsProps) {
  const [direction, setDirection] = useState<LogDirection>(props.direction);
  return (
    <LogDetails
      {...props}
      direction={direction}
      onDirectionChange={(next) => {
        setDirection(next);
        props.onDirectionChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Logs/LogDetails',
  component: LogDetails,
  tags: ['autodocs'],
  render: (args) => <Controlled {...args} />,
  args: {
    heading: 'Manual Sync · Nov 20, 2026, 6:00 AM',
    summary: '2 CCB to MC pairs and 1 MC to CCB pair ran.',
    direction: 'ccbToMc',
    onDirectionChange: fn(),
    enabled: { ccbToMc: true, mcToCcb: true },
    ccbToMc,
    mcToCcb,
    accountChanges: ['Youth Group was renamed in CCB', 'Newsletter gained the tag Volunteers'],
    filtered: false,
    onFiltered: fn(),
    onMergeFields: fn(),
    statisticsHref: (detailId: number) => `/logs/details/9/statistics/${detailId}`,
  },
} satisfies Meta<typeof LogDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A clean run: each pair's counts with its statistics, then the account changes. */
export const Ran: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: t.tabs.ccbToMc });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(
      within(table).getByRole('link', { name: t.statisticsOf('Main Campus → Members') }),
    ).toHaveAttribute('href', '/logs/details/9/statistics/102');
    const changes = canvas.getByRole('table', { name: t.accountChanges.title });
    await expect(within(changes).getByText('Youth Group was renamed in CCB')).toBeVisible();
  },
};

/** MC TO CCB: its own columns (held people as 'Held'). */
export const McToCcbTab: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: t.tabs.mcToCcb }));
    await expect(args.onDirectionChange).toHaveBeenCalledWith('mcToCcb');
    const table = await canvas.findByRole('table', { name: t.tabs.mcToCcb });
    await expect(
      within(table).getByRole('columnheader', { name: t.columns.conflict }),
    ).toBeVisible();
  },
};

/** A direction that was off: 'Was not enabled.' on its tab and in its panel. */
export const DirectionNotEnabled: Story = {
  args: { enabled: { ccbToMc: true, mcToCcb: false }, mcToCcb: [], direction: 'mcToCcb' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.notEnabled)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: `${t.tabs.mcToCcb}: ${t.notEnabled}` }),
    ).toBeVisible();
  },
};

/** A pair that failed: its row highlighted with the message; a merge-fields message offers them. */
export const ErrorRows: Story = {
  args: {
    ccbToMc: [
      ccbRow(101),
      ccbRow(103, {
        name: 'Choir → Newsletter',
        added: 0,
        updated: 0,
        skipped: 18,
        errors: 18,
        hasError: true,
        errorMessage: 'Your MailChimp audience requires merge fields that CCB does not have.',
      }),
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.skippedLabel)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.skippedTooltip })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.viewMergeFields }));
    await expect(args.onMergeFields).toHaveBeenCalledWith(
      expect.objectContaining({ detailId: 103 }),
    );
  },
};

/** Some membership types were left out: the 'Filtered' link; a rolled-back run says so. */
export const FilteredAndReverted: Story = {
  args: { filtered: true, reverted: true, accountChanges: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.reverted)).toBeVisible();
    await expect(canvas.getByText(t.accountChanges.empty)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.filtered }));
    await expect(args.onFiltered).toHaveBeenCalledTimes(1);
  },
};

/** No pairs ran in this direction. */
export const NoRows: Story = {
  args: { ccbToMc: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.noRows)).toBeVisible();
  },
};

/** Loading: skeleton lines and a status for assistive technology. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t.loading);
  },
};

/** The read failed: the message and Try again. */
export const Failed: Story = {
  args: { error: 'Something went wrong, please try again later!', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong, please try again later!');
    await userEvent.click(within(alert).getByRole('button', { name: loadFailureTexts.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A keyboard reaches every statistics link in order. */
export const KeyboardReachesStatistics: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: t.tabs.ccbToMc }).focus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: t.statisticsOf('Youth Group → Newsletter') }),
    ).toHaveFocus();
  },
};
