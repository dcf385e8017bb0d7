import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { framedDocs } from '../../testing/docs';
import { oneMoreThingTexts as t } from '../texts';
import { OneMoreThingDialog } from './CancelDialogs';

const meta = {
  title: 'Billing/OneMoreThingDialog',
  component: OneMoreThingDialog,
  tags: ['autodocs'],
  parameters: { a11y: floatingA11y, docs: framedDocs(420) },
  args: {
    open: true,
    stopSync: false,
    cancelling: false,
    error: null,
    onStopSyncChange: fn(),
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof OneMoreThingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: t.title });

/** The stop-sync box and the final cancel. */
export const Confirm: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await findDialog(canvasElement));
    await expect(dialog.getByText(t.message)).toBeVisible();
    await userEvent.click(dialog.getByRole('checkbox', { name: t.stopSync }));
    await expect(args.onStopSyncChange).toHaveBeenCalledWith(true, expect.anything());
    await userEvent.click(dialog.getByRole('button', { name: t.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: t.back }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The box ticked: syncing stops with the cancel. */
export const StopSyncTicked: Story = {
  args: { stopSync: true },
  play: async ({ canvasElement }) => {
    const dialog = within(await findDialog(canvasElement));
    await expect(dialog.getByRole('checkbox', { name: t.stopSync })).toBeChecked();
  },
};

/** Cancelling: the button spins. */
export const Cancelling: Story = {
  args: { cancelling: true },
  play: async ({ canvasElement }) => {
    const dialog = within(await findDialog(canvasElement));
    await expect(dialog.getByRole('button', { name: t.confirm })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A refusal: the server's message. */
export const Refused: Story = {
  args: { error: 'Your subscription is already cancelled.' },
  play: async ({ canvasElement }) => {
    const dialog = within(await findDialog(canvasElement));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Your subscription is already cancelled.',
    );
  },
};

/** A failure without words: the generic text. */
export const Failed: Story = {
  args: { error: '' },
  play: async ({ canvasElement }) => {
    const dialog = within(await findDialog(canvasElement));
    await expect(dialog.getByRole('alert')).toHaveTextContent(t.failed);
  },
};
