import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from './Heading';

const meta = {
  title: 'Core/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { level: 2, children: 'Sync settings' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2, name: 'Sync settings' });
    await expect(heading.tagName).toBe('H2');
    await expect(heading).toHaveAttribute('data-size', 'xlarge');
    await expect(getComputedStyle(heading).fontSize).toBe('24px');
  },
};

/** Each level at its default size. */
export const Levels: Story = {
  render: () => (
    <div>
      <Heading level={1}>Dashboard</Heading>
      <Heading level={2}>Pairs</Heading>
      <Heading level={3}>Weekly news</Heading>
      <Heading level={4}>Field mapping</Heading>
      <Heading level={5}>Merge fields</Heading>
      <Heading level={6}>Notes</Heading>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const level of [1, 2, 3, 4, 5, 6]) {
      await expect(canvas.getByRole('heading', { level })).toBeVisible();
    }
  },
};

/** The level follows the outline; the size follows the design. */
export const SizeIndependentOfLevel: Story = {
  args: { level: 3, size: 'xxlarge', children: 'Welcome back' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 3, name: 'Welcome back' });
    await expect(getComputedStyle(heading).fontSize).toBe('32px');
  },
};
