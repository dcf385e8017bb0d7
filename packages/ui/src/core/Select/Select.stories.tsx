import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { notAState } from '../../testing/visual';
import { Select, type SelectProps } from './Select';

/** Holds the state the way a page would, and reports every change to the `onChange` spy. */
function Stateful({ value: initial, onChange, ...rest }: SelectProps) {
  const [value, setValue] = useState(initial);
  return (
    <Select
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
  title: 'Core/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: 'Mailchimp audience',
    value: '',
    placeholder: 'Choose an audience',
    onChange: fn(),
    options: [
      { value: 'weekly', label: 'Weekly news' },
      { value: 'volunteers', label: 'Volunteers' },
      { value: 'youth', label: 'Youth group parents' },
    ],
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the placeholder shows and cannot be chosen back. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Mailchimp audience' });
    await expect(select.tagName).toBe('SELECT');
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Choose an audience' })).toBeDisabled();
    await userEvent.selectOptions(select, 'Volunteers');
    await expect(select).toHaveValue('volunteers');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('volunteers');
  },
};

export const WithValue: Story = {
  args: { value: 'weekly' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Mailchimp audience' });
    await expect(select).toHaveValue('weekly');
    await expect(select).toHaveDisplayValue('Weekly news');
  },
};

export const WithHint: Story = {
  args: { hint: 'Members of the group are added to this audience.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox');
    await expect(select).toHaveAccessibleDescription(
      'Members of the group are added to this audience.',
    );
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Choose an audience to pair with.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Mailchimp audience' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toBeRequired();
    await expect(select).toHaveAccessibleDescription('Choose an audience to pair with.');
  },
};

export const WithDisabledOption: Story = {
  args: {
    options: [
      { value: 'weekly', label: 'Weekly news' },
      { value: 'volunteers', label: 'Volunteers (already paired)', disabled: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const option = within(canvasElement).getByRole('option', {
      name: 'Volunteers (already paired)',
    });
    await expect(option).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'weekly' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};

export const Block: Story = {
  args: { block: true },
  render: (args) => (
    <div data-testid="column" style={{ width: 'min(480px, 100%)' }}>
      <Stateful {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox');
    await expect(select.getBoundingClientRect().width).toBe(
      canvas.getByTestId('column').getBoundingClientRect().width,
    );
  },
};

/**
 * Grouped options: each group under its heading (`<optgroup>`); the closed select looks the same
 * as an ungrouped one, so this is not a visual state of its own.
 */
export const Grouped: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  args: {
    label: 'Saved search',
    placeholder: 'Choose a saved search',
    options: [
      { value: '1', label: 'Volunteers (active)', group: 'Recent' },
      { value: '2', label: 'First-time guests', group: 'Recent' },
      { value: '3', label: 'All attendees', group: 'Older' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const groups = canvas.getAllByRole('group');
    await expect(groups.map((group) => group.getAttribute('label'))).toEqual(['Recent', 'Older']);
    await expect(
      within(groups[1] as HTMLElement).getByRole('option', { name: 'All attendees' }),
    ).toBeInTheDocument();
    const select = canvas.getByRole('combobox', { name: 'Saved search' });
    await userEvent.selectOptions(select, 'All attendees');
    await expect(select).toHaveValue('3');
  },
};
