import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { DEFAULT_MEMBERSHIP_TYPES } from './membershipTypes';
import { MembershipTypesDialog, type MembershipTypesDialogProps } from './MembershipTypesDialog';
import { framedDocs } from '../../testing/docs';
import { lightTheme } from '../../theme';
import { membershipTypesTexts } from './texts';

/** `#7a4d00` as a computed style says it: `rgb(122, 77, 0)`. */
const rgbOf = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

function Stateful({ value: initial, onChange, ...rest }: MembershipTypesDialogProps) {
  const [value, setValue] = useState(initial);
  return (
    <MembershipTypesDialog
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
  title: 'Sync/MembershipTypesDialog',
  component: MembershipTypesDialog,
  tags: ['autodocs'],
  parameters: { a11y: floatingA11y, docs: framedDocs(520) },
  args: {
    open: true,
    value: DEFAULT_MEMBERSHIP_TYPES,
    onChange: fn(),
    onSave: fn(),
    onClose: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof MembershipTypesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default: leaders and members. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Group Membership Types' }));
    await expect(dialog.getByRole('checkbox', { name: 'Leaders' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Members' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Invited' })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Join Requests' })).not.toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Invited' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      leaders: true,
      members: true,
      invited: true,
      joinRequests: false,
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** None chosen: the spec's message in orange (the warning role), and Save does nothing. */
export const NoneSelected: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Leaders' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Members' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'At least one membership status type must be selected!',
    );
    await expect(getComputedStyle(dialog.getByText(membershipTypesTexts.error)).color).toBe(
      rgbOf(lightTheme.color.text.warning),
    );
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Saving: one request only. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const save = within(await body.findByRole('dialog')).getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
