import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { loadFailureTexts } from '../../core/LoadFailure';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { searchResultsTexts as t } from '../texts';
import {
  SearchResults,
  type SearchDirection,
  type SearchResultsProps,
  type SearchRowView,
} from './SearchResults';

const ccbToMc: SearchRowView[] = [
  {
    email: 'margaret.holloway@example.org',
    fullName: 'Margaret Holloway',
    ccbId: 1042,
    ccbUrl: 'https://riversidecc.ccbchurch.com/goto/individuals/1042',
  },
  { email: '', fullName: 'Tom Okafor', ccbId: 1043, ccbUrl: '' },
];
const mcToCcb: SearchRowView[] = [
  { email: 'margaret.h@example.net', fullName: '', ccbId: 0, ccbUrl: '' },
];

/** Controlled like the page: a tab press shows that direction. */
function Controlled(props: SearchResultsProps) {
  const [direction, setDirection] = useState<SearchDirection>(props.direction);
  return (
    <SearchResults
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
  title: 'Logs/SearchResults',
  component: SearchResults,
  tags: ['autodocs'],
  render: (args) => <Controlled {...args} />,
  args: {
    direction: 'ccbToMc',
    onDirectionChange: fn(),
    ccbToMc,
    mcToCcb,
    logsHref: (direction: SearchDirection, row: SearchRowView) =>
      `/logs/search-results/${direction}/${encodeURIComponent(row.email || row.fullName)}`,
    height: 320,
  },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CCB TO MC: Email, Full name, CCB # (linked to CCB where known) and the way to the logs. */
export const CcbToMc: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: `${t.tabs.ccbToMc} (2)` })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = canvas.getByRole('table', { name: t.tabs.ccbToMc });
    await waitFor(() => expect(within(table).getByText('Margaret Holloway')).toBeVisible());
    await expect(within(table).getByRole('link', { name: /1042/ })).toHaveAttribute(
      'href',
      ccbToMc[0]?.ccbUrl,
    );
    await expect(
      within(table).getByRole('link', { name: t.viewLogsOf('Tom Okafor') }),
    ).toHaveAttribute('href', '/logs/search-results/ccbToMc/Tom%20Okafor');
  },
};

/** MC TO CCB: Email, CCB # ('—' when the person is not in CCB) and Logs. */
export const McToCcb: Story = {
  args: { direction: 'mcToCcb' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: t.tabs.mcToCcb });
    await waitFor(() => expect(within(table).getByText('margaret.h@example.net')).toBeVisible());
    await expect(within(table).getByText('—')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: `${t.tabs.ccbToMc} (2)` }));
    await expect(args.onDirectionChange).toHaveBeenCalledWith('ccbToMc');
  },
};

/** Searching: '…' counts and skeleton rows. */
export const Loading: Story = {
  args: { loading: true, ccbToMc: [], mcToCcb: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: `${t.tabs.ccbToMc} (…)` })).toBeVisible();
    await expect(canvas.getByRole('table', { name: t.tabs.ccbToMc })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Nobody matches. */
export const NoMatch: Story = {
  args: { ccbToMc: [], mcToCcb: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.empty)).toBeVisible();
  },
};

/** The search failed: only the message and Try again (no tabs, no 'no match'). */
export const Failed: Story = {
  args: {
    ccbToMc: [],
    mcToCcb: [],
    error: 'Something went wrong, please try again later!',
    onRetry: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong, please try again later!');
    await expect(within(canvasElement).queryByText(t.empty)).toBeNull();
    await expect(within(canvasElement).queryByRole('tablist')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: loadFailureTexts.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
