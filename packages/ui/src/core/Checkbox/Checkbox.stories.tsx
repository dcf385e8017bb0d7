import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '../Link';
import { Checkbox, type CheckboxProps } from './Checkbox';

/** Holds the state the way a page would, and reports every change to the `onChange` spy. */
function Stateful({ checked: initial = false, onChange, ...rest }: CheckboxProps) {
  const [checked, setChecked] = useState(initial);
  return (
    <Checkbox
      {...rest}
      checked={checked}
      onChange={(next, event) => {
        setChecked(next);
        onChange?.(next, event);
      }}
    />
  );
}

const meta = {
  title: 'Core/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Add new members to Mailchimp', checked: false, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: 'Add new members to Mailchimp',
    });
    await expect(box).not.toBeChecked();
    const { width, height } = box.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true, expect.anything());
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false, expect.anything());
  },
};

export const Checked: Story = {
  args: { checked: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Add new members to Mailchimp' });
    await expect(box).toBeChecked();
    // The label toggles it too.
    await userEvent.click(canvas.getByText('Add new members to Mailchimp'));
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(false, expect.anything());
  },
};

/** "Some of them": announced as mixed. */
export const Indeterminate: Story = {
  args: { label: 'Select all groups', indeterminate: true },
  render: (args) => <Checkbox {...args} />,
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole<HTMLInputElement>('checkbox', {
      name: 'Select all groups',
    });
    await expect(box).toBePartiallyChecked();
    await userEvent.click(box);
    await expect(args.onChange).toHaveBeenCalledWith(true, expect.anything());
    // The parent still says "some": the dash stays.
    await expect(box).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, checked: true },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: 'Add new members to Mailchimp',
    });
    await expect(box).toBeDisabled();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithHint: Story = {
  args: { hint: 'People without an email address are skipped.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveAccessibleDescription('People without an email address are skipped.');
  },
};

export const WithError: Story = {
  args: {
    label: 'I accept the terms of service',
    required: true,
    error: 'Accept the terms to continue.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'I accept the terms of service' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Accept the terms to continue.');
    await expect(box).toBeRequired();
  },
};

/** The label may hold rich content such as a link. */
export const WithLinkInLabel: Story = {
  args: {
    label: (
      <>
        I accept the <Link href="#terms">terms of service</Link>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('checkbox', { name: 'I accept the terms of service' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'terms of service' })).toBeVisible();
  },
};
