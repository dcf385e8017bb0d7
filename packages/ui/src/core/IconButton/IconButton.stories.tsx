import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CloseIcon, InfoIcon } from '../Icon';
import { IconButton } from './IconButton';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const meta = {
  title: 'Core/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { 'aria-label': 'Close', icon: <CloseIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', 'aria-label': 'About sync', icon: <InfoIcon /> },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'About sync' });
    await expect(button).toHaveAttribute('data-variant', 'secondary');
  },
};

/** Every size is at least 24 x 24 px. */
export const Sizes: Story = {
  render: (args) => (
    <Row>
      <IconButton {...args} size="small" aria-label="Close small" />
      <IconButton {...args} size="medium" aria-label="Close medium" />
      <IconButton {...args} size="large" aria-label="Close large" />
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(3);
    for (const button of buttons) {
      const { width, height } = button.getBoundingClientRect();
      await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    }
  },
};
