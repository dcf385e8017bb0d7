import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { plansTexts as t } from '../texts';
import { PeriodSwitch } from './PeriodSwitch';

const meta = {
  title: 'Billing/PeriodSwitch',
  component: PeriodSwitch,
  tags: ['autodocs'],
  args: { value: 'yearly', onChange: fn() },
} satisfies Meta<typeof PeriodSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Yearly (the default), with 'save 15%'; Monthly asks for the change. */
export const Yearly: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t.yearly })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByText(t.save)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.monthly }));
    await expect(args.onChange).toHaveBeenCalledWith('monthly');
  },
};

/** Monthly chosen. */
export const Monthly: Story = {
  args: { value: 'monthly' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t.monthly })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
