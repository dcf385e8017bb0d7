import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge';

const meta = {
  title: 'Core/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { count: 3, label: '3 unchecked filters' },
  render: (args) => (
    <p>
      Filters <Badge {...args} />
    </p>
  ),
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sighted people see "3"; screen readers hear "Filters 3 unchecked filters". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const badge = canvas.getByText('3').parentElement as HTMLElement;
    await expect(badge).toHaveAttribute('data-count', '3');
    await expect(canvas.getByText('3')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('3 unchecked filters')).toBeInTheDocument();
    const { width, height } = badge.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(20);
  },
};

export const Danger: Story = {
  args: { variant: 'danger', count: 12, label: '12 broken pairs' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('12').parentElement as HTMLElement;
    await expect(badge).toHaveAttribute('data-variant', 'danger');
  },
};

export const Neutral: Story = {
  args: { variant: 'neutral', count: 412, label: '412 members' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('412 members')).toBeInTheDocument();
  },
};

/** Nothing to count: nothing is rendered. */
export const HiddenAtZero: Story = {
  args: { count: 0, label: 'No unchecked filters' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Filters')).toBeVisible();
    await expect(canvas.queryByText('0')).not.toBeInTheDocument();
    await expect(canvas.queryByText('No unchecked filters')).not.toBeInTheDocument();
  },
};

export const ShowZero: Story = {
  args: { count: 0, label: 'No unchecked filters', showZero: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0')).toBeVisible();
  },
};
