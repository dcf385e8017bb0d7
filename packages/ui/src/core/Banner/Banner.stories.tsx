import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Link } from '../Link';
import { Banner } from './Banner';

const meta = {
  title: 'Core/Banner',
  component: Banner,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { variant: 'info', children: 'Scheduled maintenance on Sunday from 1 am to 2 am.' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Errors interrupt: `role="alert"` is announced at once. */
export const Danger: Story = {
  args: {
    variant: 'danger',
    children: 'Your Church Community Builder credentials are no longer valid.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('alert');
    await expect(banner).toHaveTextContent('credentials are no longer valid');
    await expect(banner).toHaveAttribute('data-variant', 'danger');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Warning: Story = {
  args: { variant: 'warning', children: 'Your invoice is overdue. Syncing stops in 3 days.' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveAttribute('data-variant', 'warning');
  },
};

export const Info: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveAttribute('data-variant', 'info');
  },
};

export const Success: Story = {
  args: { variant: 'success', children: 'Payment received. Thank you!' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveAttribute('data-variant', 'success');
  },
};

/** Edge to edge: the strip spans the whole width of the page, with square corners. */
export const FullWidth: Story = {
  args: { variant: 'warning', children: '3 pairs are broken and no longer sync.' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    const width = banner.getBoundingClientRect().width;
    await expect(width).toBe(canvasElement.ownerDocument.documentElement.clientWidth);
    await expect(getComputedStyle(banner).borderTopLeftRadius).toBe('0px');
  },
};

export const WithAction: Story = {
  args: {
    variant: 'danger',
    children: 'Your invoice of $49.00 is overdue.',
    action: <Link href="#billing">Pay now</Link>,
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('alert');
    await expect(within(banner).getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      '#billing',
    );
  },
};

export const WithButtonAction: Story = {
  args: {
    variant: 'warning',
    children: '3 pairs are broken.',
    action: (
      <Button size="small" variant="secondary">
        Review pairs
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(within(banner).getByRole('button', { name: 'Review pairs' })).toBeVisible();
  },
};

export const Dismissible: Story = {
  args: { variant: 'info', onDismiss: fn() },
  play: async ({ args, canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    const close = within(banner).getByRole('button', { name: 'Dismiss' });
    const { width, height } = close.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    await userEvent.click(close);
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
