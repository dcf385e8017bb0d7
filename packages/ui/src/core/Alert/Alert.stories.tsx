import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert } from './Alert';

const meta = {
  title: 'Core/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: { children: 'Your next sync runs tonight at 11 pm.' },
  decorators: [
    (Story) => (
      <div style={{ width: 480, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('status');
    await expect(alert).toHaveTextContent('Your next sync runs tonight at 11 pm.');
    await expect(alert).toHaveAttribute('data-variant', 'info');
  },
};

export const Success: Story = {
  args: { variant: 'success', children: '128 members were added to your Mailchimp audience.' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('status');
    await expect(alert).toHaveAttribute('data-variant', 'success');
  },
};

export const Warning: Story = {
  args: { variant: 'warning', children: '3 people have no email address and were skipped.' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('status');
    await expect(alert).toHaveAttribute('data-variant', 'warning');
  },
};

/** Errors interrupt: `role="alert"` is announced at once. */
export const Danger: Story = {
  args: { variant: 'danger', children: 'We could not reach Mailchimp. Try again in a minute.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('We could not reach Mailchimp.');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const WithTitle: Story = {
  args: {
    variant: 'warning',
    title: 'Sync paused',
    children: 'Reconnect Church Community Builder to resume syncing.',
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('status');
    await expect(within(alert).getByText('Sync paused')).toBeVisible();
    await expect(alert).toHaveTextContent('Reconnect Church Community Builder to resume syncing.');
  },
};

export const Dismissible: Story = {
  args: { variant: 'success', title: 'Settings saved', onDismiss: fn() },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('status');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
