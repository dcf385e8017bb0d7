import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Core/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'Syncing Weekly news' },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  args: { value: 40 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Syncing Weekly news' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    const fill = bar.firstElementChild as HTMLElement;
    const ratio = fill.getBoundingClientRect().width / bar.getBoundingClientRect().width;
    await expect(ratio).toBeCloseTo(0.4, 1);
  },
};

/** Values outside 0-100 are clamped. */
export const Complete: Story = {
  args: { value: 130 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
  },
};

/** No value: announced as busy with no amount; the slide stops under reduced motion. */
export const Indeterminate: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Syncing Weekly news' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAttribute('data-state', 'indeterminate');
  },
};
