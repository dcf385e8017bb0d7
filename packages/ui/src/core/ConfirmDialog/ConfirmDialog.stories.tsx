import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { floatingA11y } from '../../testing/a11y';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { framedDocs } from '../../testing/docs';

/**
 * The page around the dialog: a trigger, and the state a page holds. Confirming starts a
 * request that never finishes here, so the dialog stays in its loading state.
 */
function WithTrigger({ open: initialOpen, onConfirm, onCancel, ...rest }: ConfirmDialogProps) {
  const [open, setOpen] = useState(initialOpen);
  const [loading, setLoading] = useState(rest.loading ?? false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Remove pairing
      </Button>
      <ConfirmDialog
        {...rest}
        open={open}
        loading={loading}
        onConfirm={() => {
          onConfirm();
          setLoading(true);
        }}
        onCancel={() => {
          onCancel();
          setOpen(false);
          setLoading(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Core/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: { a11y: floatingA11y, docs: framedDocs(360) },
  args: {
    open: false,
    title: 'Sync all pairs now?',
    children: 'Every pair syncs at once. This can take a few minutes.',
    confirmLabel: 'Sync now',
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An alert dialog named by its title and described by its message; focus starts on confirm.
 * Cancel closes it, focus back on the trigger.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Remove pairing' });
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toBe(trigger));

    await userEvent.click(trigger);
    const dialog = await body.findByRole('alertdialog', { name: 'Sync all pairs now?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Every pair syncs at once. This can take a few minutes.',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Sync now' })).toHaveFocus(),
    );
  },
};

/** Destructive: a danger confirm button, and focus starts on Cancel, the safe choice; Escape cancels. */
export const Danger: Story = {
  args: {
    title: 'Remove this pairing?',
    children: 'Weekly news stops syncing. Members already in Mailchimp stay there.',
    confirmLabel: 'Remove pairing',
    confirmVariant: 'danger',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Remove pairing' });
    await userEvent.click(trigger);
    await body.findByRole('alertdialog', { name: 'Remove this pairing?' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());

    await userEvent.click(trigger);
    const dialog = await body.findByRole('alertdialog', { name: 'Remove this pairing?' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: 'Remove pairing' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
  },
};

/** Once confirmed, the button shows a spinner and a second click sends nothing. */
export const Loading: Story = {
  args: {
    title: 'Remove this pairing?',
    children: 'Weekly news stops syncing. Members already in Mailchimp stay there.',
    confirmLabel: 'Remove pairing',
    confirmVariant: 'danger',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove pairing' }));
    const dialog = await body.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Remove pairing' });
    await userEvent.dblClick(confirm);
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(body.getByRole('alertdialog')).toBeInTheDocument();
  },
};
