import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadFailure, loadFailureTexts } from './LoadFailure';

const meta = {
  title: 'Core/LoadFailure',
  component: LoadFailure,
  tags: ['autodocs'],
  args: { children: 'Something went wrong, please try again later!', onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 560, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoadFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong, please try again later!');
    await userEvent.click(within(alert).getByRole('button', { name: loadFailureTexts.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const OwnRetryLabel: Story = {
  args: { children: 'Server Error please try again', retryLabel: 'Load again' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('button')).toHaveTextContent('Load again');
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined, children: 'This log could not be found.' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('This log could not be found.');
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};
