import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PageFailure } from './PageFailure';
import { pageFailureTexts } from './texts';

const meta = {
  title: 'Core/PageFailure',
  component: PageFailure,
  tags: ['autodocs'],
  args: { children: 'Something went wrong, please try again later!', onReload: fn() },
} satisfies Meta<typeof PageFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again later!',
    );
    await userEvent.click(canvas.getByRole('button', { name: pageFailureTexts.reload }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

export const WithKeyboard: Story = {
  name: 'Reload from the keyboard',
  play: async ({ canvasElement, args }) => {
    const reload = within(canvasElement).getByRole('button', { name: pageFailureTexts.reload });
    await userEvent.tab();
    await expect(reload).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};
