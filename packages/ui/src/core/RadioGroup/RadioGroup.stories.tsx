import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';

/** Holds the state the way a page would, and reports every change to the `onChange` spy. */
function Stateful({ value: initial, onChange, ...rest }: RadioGroupProps) {
  const [value, setValue] = useState(initial);
  return (
    <RadioGroup
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Core/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    label: 'When should we sync?',
    name: 'schedule',
    value: 'nightly',
    onChange: fn(),
    options: [
      { value: 'hourly', label: 'Every hour' },
      { value: 'nightly', label: 'Every night' },
      { value: 'manual', label: 'Only when I press Sync' },
    ],
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'When should we sync?' });
    await expect(group.tagName).toBe('FIELDSET');
    const nightly = canvas.getByRole('radio', { name: 'Every night' });
    await expect(nightly).toBeChecked();
    await expect(nightly).toHaveAttribute('name', 'schedule');
    await userEvent.click(canvas.getByRole('radio', { name: 'Every hour' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('hourly');
    await expect(canvas.getByRole('radio', { name: 'Every hour' })).toBeChecked();
    // Native radios: the arrow keys move the choice.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Every night' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('nightly');
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('radio', { name: 'Every hour' }).getBoundingClientRect();
    const second = canvas.getByRole('radio', { name: 'Every night' }).getBoundingClientRect();
    await expect(second.top).toBe(first.top);
    await expect(second.left).toBeGreaterThan(first.left);
  },
};

export const WithDisabledOption: Story = {
  args: {
    options: [
      { value: 'hourly', label: 'Every hour (Pro plan)', disabled: true },
      { value: 'nightly', label: 'Every night' },
      { value: 'manual', label: 'Only when I press Sync' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const hourly = canvas.getByRole('radio', { name: 'Every hour (Pro plan)' });
    await expect(hourly).toBeDisabled();
    await userEvent.click(hourly);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) {
      await expect(radio).toBeDisabled();
    }
  },
};

export const WithError: Story = {
  args: { value: undefined, hint: 'You can change this later.', error: 'Choose a schedule.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'When should we sync?' });
    await expect(group).toHaveAccessibleDescription(
      'You can change this later. Choose a schedule.',
    );
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio).not.toBeChecked();
      await expect(radio).toHaveAttribute('aria-invalid', 'true');
      // Nothing chosen yet looks unchosen: a radio also matches :indeterminate until then.
      const box = radio.nextElementSibling as HTMLElement;
      await expect(getComputedStyle(box).backgroundColor).toBe('rgb(255, 255, 255)');
    }
  },
};
