import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RefreshListsButton } from './RefreshListsButton';

const meta = {
  title: 'Sync/RefreshListsButton',
  component: RefreshListsButton,
  tags: ['autodocs'],
  args: { status: 'idle', onRefresh: fn() },
} satisfies Meta<typeof RefreshListsButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Refresh Lists' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** Refreshing: no second request. */
export const Refreshing: Story = {
  args: { status: 'refreshing' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Refreshing Lists' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onRefresh).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Refreshing Lists');
  },
};

export const Refreshed: Story = {
  args: { status: 'refreshed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Refreshed All Lists' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Refreshed All Lists');
  },
};

export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh Lists Failed' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};
