import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { icons } from './allIcons';
import { InfoIcon } from './Icon';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const meta = {
  title: 'Core/Icon',
  component: InfoIcon,
  tags: ['autodocs'],
  args: { size: 24 },
} satisfies Meta<typeof InfoIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from assistive technology, named by the text beside it. */
export const Gallery: Story = {
  render: (args) => (
    <Grid>
      {Object.entries(icons).map(([name, Icon]) => (
        <li key={name}>
          <Icon {...args} />
          {name}
        </li>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs).toHaveLength(Object.keys(icons).length);
    for (const svg of svgs) await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

/** An icon that stands alone takes a `label` and becomes an image with that name. */
export const Labelled: Story = {
  args: { label: 'Information' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Information' })).toBeVisible();
  },
};
