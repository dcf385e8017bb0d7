import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Core/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { width: 240, height: 20 },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden from assistive technology; the region that is loading announces it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[aria-hidden="true"]') as HTMLElement;
    await expect(block).toBeInTheDocument();
    const { width, height } = block.getBoundingClientRect();
    await expect(width).toBe(240);
    await expect(height).toBe(20);
  },
};

export const Circle: Story = {
  args: { width: 40, height: 40, radius: 'full' },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-radius="full"]') as HTMLElement;
    await expect(getComputedStyle(block).borderRadius).toBe('9999px');
  },
};

export const Text: Story = {
  render: () => <Skeleton.Text lines={4} />,
  play: async ({ canvasElement }) => {
    const lines = canvasElement.querySelector('[aria-hidden="true"]') as HTMLElement;
    await expect(lines.children).toHaveLength(4);
    const first = (lines.firstElementChild as HTMLElement).getBoundingClientRect().width;
    const last = (lines.lastElementChild as HTMLElement).getBoundingClientRect().width;
    await expect(last).toBeLessThan(first);
  },
};
