import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { framedDocs } from '../../testing/docs';
import { rollbackDialogTexts as t } from '../texts';
import { RollbackDialog } from './RollbackDialog';

const meta = {
  title: 'Logs/RollbackDialog',
  component: RollbackDialog,
  tags: ['autodocs'],
  parameters: { a11y: floatingA11y, docs: framedDocs(420) },
  args: {
    view: { kind: 'confirm', busy: false },
    date: 'Nov 20, 2026, 6:00 AM',
    onConfirm: fn(),
    onCancel: fn(),
    onReload: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof RollbackDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The question, naming the sync; focus starts on Cancel (a destructive action). */
export const Confirm: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: t.confirm.title });
    await expect(dialog).toHaveTextContent('Nov 20, 2026, 6:00 AM');
    await userEvent.click(within(dialog).getByRole('button', { name: t.confirm.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Checking for a sync in progress before the question can be answered. */
export const Checking: Story = {
  args: { view: { kind: 'checking' } },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(t.checking);
    await userEvent.click(within(dialog).getByRole('button', { name: t.confirm.confirm }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Reverting and starting the manual sync: Rollback spins and ignores presses. */
export const Reverting: Story = {
  args: { view: { kind: 'confirm', busy: true } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: t.confirm.confirm })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A sync runs or waits: no rollback now. */
export const Blocked: Story = {
  args: { view: { kind: 'blocked' } },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: t.blocked.title });
    await userEvent.click(within(dialog).getByRole('button', { name: t.blocked.close }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Done: the reload prompt, up to 30 minutes. */
export const ReloadPrompt: Story = {
  args: { view: { kind: 'prompt' } },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: t.prompt.title });
    await expect(dialog).toHaveTextContent('up to 30 minutes');
    await userEvent.click(within(dialog).getByRole('button', { name: t.prompt.reload }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { view: { kind: 'failed', message: 'Something went wrong, please try again later!' } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: t.failed.title });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again later!',
    );
  },
};
