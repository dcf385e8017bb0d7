import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SegmentedControl, type SegmentedControlProps } from './SegmentedControl';

function Stateful({ value: initial, onChange, ...rest }: SegmentedControlProps) {
  const [value, setValue] = useState(initial);
  return (
    <SegmentedControl
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
  title: 'Core/SegmentedControl',
  component: SegmentedControl,
  tags: ['autodocs'],
  args: {
    label: 'CCB source',
    value: 'campus',
    onChange: fn(),
    options: [
      { value: 'campus', label: 'Campuses' },
      { value: 'savedSearch', label: 'Saved Searches' },
    ],
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pressing a choice chooses it; the chosen one reads as pressed. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'CCB source' })).toBeInTheDocument();
    const campuses = canvas.getByRole('button', { name: 'Campuses' });
    const searches = canvas.getByRole('button', { name: 'Saved Searches' });
    await expect(campuses).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(searches);
    await expect(args.onChange).toHaveBeenCalledWith('savedSearch');
    await expect(searches).toHaveAttribute('aria-pressed', 'true');
    await expect(campuses).toHaveAttribute('aria-pressed', 'false');
    // Pressing the chosen one again does nothing.
    await userEvent.click(searches);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** A disabled choice stays focusable and says why in a tooltip; pressing it does nothing. */
export const DisabledWithReason: Story = {
  args: {
    options: [
      { value: 'campus', label: 'Campuses' },
      {
        value: 'savedSearch',
        label: 'Saved Searches',
        disabled: true,
        disabledReason: "You don't have permissions to use saved search",
      },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const searches = canvas.getByRole('button', { name: 'Saved Searches' });
    await expect(searches).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await userEvent.tab();
    await expect(searches).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent(
      "You don't have permissions to use saved search",
    );
    await expect(searches).toHaveAccessibleDescription(
      "You don't have permissions to use saved search",
    );
    await userEvent.click(searches);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
