import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SyncProgressBanner } from './SyncProgressBanner';

/** The bar is drawn: a track of a usable width, not a 0 px line beside 'Syncing'. */
async function expectVisibleBar(bar: HTMLElement) {
  await expect(bar.getBoundingClientRect().width).toBeGreaterThanOrEqual(120);
}

const meta = {
  title: 'Sync/SyncProgressBanner',
  component: SyncProgressBanner,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { status: 'running', onCancelSync: fn() },
} satisfies Meta<typeof SyncProgressBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Running, amount unknown: 'Syncing', an indeterminate bar and 'Cancel Sync'. */
export const Running: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent('Syncing');
    const bar = canvas.getByRole('progressbar', { name: 'Sync progress' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expectVisibleBar(bar);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Sync' }));
    await expect(args.onCancelSync).toHaveBeenCalledTimes(1);
  },
};

/** Running with a known amount. */
export const WithProgress: Story = {
  args: { progress: 42 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Sync progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expectVisibleBar(bar);
    // The fill shows the amount: 42 % of the track.
    const fill = bar.firstElementChild as HTMLElement;
    const ratio = fill.getBoundingClientRect().width / bar.getBoundingClientRect().width;
    await expect(ratio).toBeCloseTo(0.42, 1);
  },
};

/** Stopping: the link spins and sends nothing more. */
export const Cancelling: Story = {
  args: { cancelling: true },
  play: async ({ args, canvasElement }) => {
    const cancel = within(canvasElement).getByRole('button', { name: 'Cancel Sync' });
    await userEvent.click(cancel);
    await expect(args.onCancelSync).not.toHaveBeenCalled();
  },
};

/** Queued (check status 2). */
export const Queued: Story = {
  args: { status: 'queued' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Sync task added to queue');
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** An automatic sync: 'Syncing' and the bar, but nothing to cancel from here. */
export const AutomaticSync: Story = {
  args: { onCancelSync: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Syncing');
    const bar = canvas.getByRole('progressbar', { name: 'Sync progress' });
    await expect(bar).toBeVisible();
    await expectVisibleBar(bar);
    await expect(canvas.queryByRole('button', { name: 'Cancel Sync' })).not.toBeInTheDocument();
  },
};
