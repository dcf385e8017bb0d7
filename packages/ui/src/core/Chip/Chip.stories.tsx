import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DangerIcon, SuccessIcon } from '../Icon';
import { Chip } from './Chip';

const meta = {
  title: 'Core/Chip',
  component: Chip,
  tags: ['autodocs'],
  args: { children: 'Paused' },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByText('Paused');
    await expect(chip).toHaveAttribute('data-variant', 'neutral');
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Broken' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Broken')).toHaveAttribute(
      'data-variant',
      'danger',
    );
  },
};

export const Warning: Story = {
  args: { variant: 'warning', children: 'Overdue' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Overdue')).toHaveAttribute(
      'data-variant',
      'warning',
    );
  },
};

export const Success: Story = {
  args: { variant: 'success', children: 'Synced', leadingVisual: <SuccessIcon /> },
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByText('Synced');
    await expect(chip).toHaveAttribute('data-variant', 'success');
    await expect(chip.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Info: Story = {
  args: { variant: 'info', children: 'New' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('New')).toHaveAttribute('data-variant', 'info');
  },
};

/** With `onClick` the chip is a button, at least 24 px tall. */
export const Clickable: Story = {
  args: {
    variant: 'danger',
    leadingVisual: <DangerIcon />,
    children: 'Merge field error',
    onClick: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const chip = within(canvasElement).getByRole('button', { name: 'Merge field error' });
    await expect(chip).toHaveAttribute('type', 'button');
    await expect(chip.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    await userEvent.click(chip);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    chip.blur();
    await userEvent.tab();
    await expect(chip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};
