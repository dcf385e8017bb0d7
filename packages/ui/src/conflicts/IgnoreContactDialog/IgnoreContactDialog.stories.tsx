import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { conflictTexts as t } from '../texts';
import { IgnoreContactDialog, type IgnoreContactDialogProps } from './IgnoreContactDialog';

function Stateful(props: IgnoreContactDialogProps) {
  const [checked, setChecked] = useState(props.dontShowAgain);
  return (
    <IgnoreContactDialog
      {...props}
      dontShowAgain={checked}
      onDontShowAgainChange={(next) => {
        setChecked(next);
        props.onDontShowAgainChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Conflicts/IgnoreContactDialog',
  component: IgnoreContactDialog,
  parameters: { a11y: floatingA11y },
  args: {
    open: true,
    name: 'Priya Fairbanks',
    dontShowAgain: false,
    onDontShowAgainChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof IgnoreContactDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const find = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: t.ignoreOne.title,
    }),
  );

/** The question, focus on Cancel (the safe choice), and 'do not show again'. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await find(canvasElement);
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expect(dialog.getByText(t.ignoreOne.message('Priya Fairbanks'))).toBeVisible();
    const box = dialog.getByRole('checkbox', { name: t.ignoreOne.dontShowAgain });
    await userEvent.click(box);
    await expect(args.onDontShowAgainChange).toHaveBeenCalledWith(true);
    await expect(box).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Ignore' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Ignoring: Ignore spins and a second press does nothing. */
export const Ignoring: Story = {
  args: { loading: true, dontShowAgain: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await find(canvasElement);
    const ignore = dialog.getByRole('button', { name: 'Ignore' });
    await expect(ignore).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(ignore);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Escape cancels. */
export const Cancelled: Story = {
  play: async ({ args, canvasElement }) => {
    await find(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(1));
  },
};
