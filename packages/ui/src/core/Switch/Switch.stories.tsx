import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch, type SwitchProps } from './Switch';

/** Holds the state the way a page would, and reports every change to the `onChange` spy. */
function Stateful({ checked: initial, onChange, ...rest }: SwitchProps) {
  const [checked, setChecked] = useState(initial);
  return (
    <Switch
      {...rest}
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Core/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { label: 'Sync automatically', checked: false, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Sync automatically' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toggle).toHaveAttribute('type', 'button');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const On: Story = {
  args: { checked: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Sync automatically' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    const { width, height } = toggle.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    // The visible label toggles it too.
    await userEvent.click(within(canvasElement).getByText('Sync automatically'));
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Sync automatically' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Saving the change: focusable and busy, presses are ignored. */
export const Loading: Story = {
  args: { checked: true, loading: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Sync automatically' });
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await expect(toggle).not.toBeDisabled();
    await userEvent.click(toggle);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(toggle).toHaveFocus();
  },
};

/** The label is read by screen readers but not shown (the context shows it already). */
export const HiddenLabel: Story = {
  args: { hideLabel: true, label: 'Include Weekly news in sync' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('switch', { name: 'Include Weekly news in sync' }),
    ).toBeInTheDocument();
    await expect(canvas.queryByText('Include Weekly news in sync')).not.toBeInTheDocument();
  },
};
