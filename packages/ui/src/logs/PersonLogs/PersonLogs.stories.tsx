import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { loadFailureTexts } from '../../core/LoadFailure';
import { personLogsTexts as t } from '../texts';
import { PersonLogs, type PersonLogRowView } from './PersonLogs';

const row = (id: number, patch: Partial<PersonLogRowView> = {}): PersonLogRowView => ({
  type: id % 2 ? 'Automatic Sync' : 'Manual Sync',
  result: 'Added to MailChimp',
  logName: `Log #${id} · Nov ${1 + (id % 28)}, 2026`,
  detailName: 'Youth Group → Newsletter',
  href: `/logs/details/${id}/statistics/${id * 10}`,
  ...patch,
});

const rows: PersonLogRowView[] = [
  row(130, { result: 'Skipped: Unsubscribed in MailChimp' }),
  row(129, { result: 'Updated in MailChimp' }),
  row(128),
];

const meta = {
  title: 'Logs/PersonLogs',
  component: PersonLogs,
  tags: ['autodocs'],
  args: { direction: 'ccbToMc', rows, height: 320 },
} satisfies Meta<typeof PersonLogs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The person's story, newest first: the latest result on top, each log linked. */
export const History: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.intro.ccbToMc)).toBeVisible();
    await expect(canvas.getByText(t.latest).parentElement).toHaveTextContent(
      'Skipped: Unsubscribed in MailChimp',
    );
    const table = canvas.getByRole('table', { name: t.columns.logs });
    await waitFor(() => expect(within(table).getAllByRole('link')).toHaveLength(3));
    await expect(within(table).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/logs/details/130/statistics/1300',
    );
  },
};

/** Mailchimp to CCB: its own introduction. */
export const McToCcb: Story = {
  args: { direction: 'mcToCcb', rows: [row(77, { result: 'Added to the CCB group' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.intro.mcToCcb)).toBeVisible();
    await expect(canvas.getByText(t.latest).parentElement).toHaveTextContent(
      'Added to the CCB group',
    );
  },
};

/** Loading: skeleton rows, no 'Latest'. */
export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(t.latest)).toBeNull();
    await expect(canvas.getByRole('table', { name: t.columns.logs })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** No log mentions the person. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.empty)).toBeVisible();
  },
};

/** The search failed: only the message and Try again, never the empty text. */
export const Failed: Story = {
  args: { rows: [], error: 'Something went wrong, please try again later!', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong, please try again later!');
    await expect(canvas.queryByText(t.empty)).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: loadFailureTexts.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

const ann = { name: 'Ann Lee', ccbId: 412, primary: true };
const annJunior = { name: 'Ann Lee Jr.', ccbId: 977, primary: false };

/** Two CCB profiles share the email: the same log is listed once for each, and says whose. */
export const SharedEmail: Story = {
  args: {
    rows: [
      row(130, { profile: ann }),
      row(130, { profile: annJunior, result: 'Duplicates: Shares ann@grace.church' }),
      row(129, { profile: ann }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: t.columns.logs });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const [, first, second] = within(table).getAllByRole('row');
    await expect(first).toHaveTextContent(t.profile(ann.name, ann.ccbId));
    await expect(within(first!).getByText(t.primary)).toBeVisible();
    await expect(second).toHaveTextContent(t.profile(annJunior.name, annJunior.ccbId));
    await expect(within(second!).queryByText(t.primary)).toBeNull();
    // The latest result says whose it is too.
    await expect(canvas.getByText(t.latest).parentElement).toHaveTextContent(
      t.profile(ann.name, ann.ccbId),
    );
  },
};

/** One profile: no profile line (nothing to tell apart). */
export const OneProfile: Story = {
  args: { rows: [row(130, { profile: ann }), row(129, { profile: ann })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: t.columns.logs });
    await waitFor(() => expect(within(table).getAllByRole('link')).toHaveLength(2));
    await expect(canvas.queryByText(t.profile(ann.name, ann.ccbId))).toBeNull();
    await expect(canvas.queryByText(t.primary)).toBeNull();
  },
};
