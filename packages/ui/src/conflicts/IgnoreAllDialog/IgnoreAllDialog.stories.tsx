import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { conflictTexts as t } from '../texts';
import { IgnoreAllDialog, type IgnoreAllDialogProps } from './IgnoreAllDialog';

function Stateful(props: IgnoreAllDialogProps) {
  const [agreed, setAgreed] = useState(props.agreed);
  return (
    <IgnoreAllDialog
      {...props}
      agreed={agreed}
      onAgreeChange={(next) => {
        setAgreed(next);
        props.onAgreeChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Conflicts/IgnoreAllDialog',
  component: IgnoreAllDialog,
  parameters: { a11y: floatingA11y },
  args: {
    open: true,
    count: 5,
    agreed: false,
    onAgreeChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof IgnoreAllDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const find = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: t.ignoreAll.title,
    }),
  );

/** Ignore All waits for 'Yes, I agree to ignore all 5 conflicts'. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await find(canvasElement);
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    const confirm = dialog.getByRole('button', { name: 'Ignore All' });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(
      dialog.getByRole('checkbox', { name: 'Yes, I agree to ignore all 5 conflicts' }),
    );
    await expect(args.onAgreeChange).toHaveBeenCalledWith(true);
    await expect(confirm).not.toHaveAttribute('aria-disabled');
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Agreed: Ignore All may go. */
export const Agreed: Story = {
  args: { agreed: true, count: 557 },
  play: async ({ canvasElement }) => {
    const dialog = await find(canvasElement);
    await expect(
      dialog.getByRole('checkbox', { name: 'Yes, I agree to ignore all 557 conflicts' }),
    ).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Ignore All' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** Ignoring them all: Ignore All spins. */
export const Ignoring: Story = {
  args: { agreed: true, loading: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await find(canvasElement);
    const confirm = dialog.getByRole('button', { name: 'Ignore All' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
