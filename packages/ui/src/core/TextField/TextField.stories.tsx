import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Core/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email', name: 'email', type: 'email', autoComplete: 'email', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'pat@example.org');
    await expect(input).toHaveValue('pat@example.org');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'office@gracechurch.org' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveValue('office@gracechurch.org');
  },
};

export const WithHint: Story = {
  args: { hint: 'The address you use to sign in to Church Community Builder.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription(
      'The address you use to sign in to Church Community Builder.',
    );
  },
};

export const WithError: Story = {
  args: {
    defaultValue: 'office@',
    hint: 'The address you use to sign in.',
    error: 'Enter an email address like name@example.org.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'The address you use to sign in. Enter an email address like name@example.org.',
    );
    const error = canvas.getByText('Enter an email address like name@example.org.');
    await expect(input.getAttribute('aria-describedby')).toContain(error.id);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'office@gracechurch.org' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('office@gracechurch.org');
  },
};

/** Required is announced by the input itself; the asterisk is only visual. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
  },
};
