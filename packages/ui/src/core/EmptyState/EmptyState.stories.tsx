import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { InfoIcon } from '../Icon';
import { EmptyState } from './EmptyState';

const onViewPlans = fn();

const meta = {
  title: 'Core/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { title: 'No Logs found' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No Logs found' })).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: {
    title: 'No data found',
    children: 'Nothing matches these filters. Clear a filter to see more people.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Nothing matches these filters/)).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    title: 'No Invoices',
    leadingVisual: <InfoIcon />,
    children: 'Invoices appear here after your first payment.',
    action: (
      <Button variant="secondary" onClick={onViewPlans}>
        View plans
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'View plans' });
    await userEvent.click(button);
    await expect(onViewPlans).toHaveBeenCalledTimes(1);
  },
};
