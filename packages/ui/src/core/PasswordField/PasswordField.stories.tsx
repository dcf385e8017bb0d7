import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Core/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: {
    label: 'Password',
    name: 'password',
    autoComplete: 'current-password',
    defaultValue: 'correct horse',
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveAttribute('type', 'button');
  },
};

/** The toggle reveals the text, then hides it again; focus stays on the toggle. */
export const Revealed: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');

    await step('reveal', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
      await expect(input).toHaveAttribute('type', 'text');
      const toggle = canvas.getByRole('button', { name: 'Hide password' });
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(toggle).toHaveFocus();
      await expect(input).toHaveValue('correct horse');
    });

    await step('hide again with the keyboard', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(input).toHaveAttribute('type', 'password');
      const toggle = canvas.getByRole('button', { name: 'Show password' });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect(toggle).toHaveFocus();
    });

    await step('reveal again, leaving the text readable for review', async () => {
      await userEvent.keyboard(' ');
      await expect(input).toHaveAttribute('type', 'text');
    });
  },
};

export const WithError: Story = {
  args: { defaultValue: 'short', error: 'Use at least 8 characters.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Use at least 8 characters.');
  },
};
