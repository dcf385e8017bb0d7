import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.text.link};
`;

const meta = {
  title: 'Core/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  args: { label: 'Loading members' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a label it is a status message that screen readers announce. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading members');
  },
};

/** Without a label it is decorative: something nearby already says what is busy. */
export const Sizes: Story = {
  args: { label: undefined },
  render: (args) => (
    <Row>
      <Spinner {...args} size="small" />
      <Spinner {...args} size="medium" />
      <Spinner {...args} size="large" />
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    const sizes = [...canvasElement.querySelectorAll('svg')].map(
      (svg) => getComputedStyle(svg).width,
    );
    await expect(sizes).toEqual(['16px', '24px', '32px']);
  },
};
