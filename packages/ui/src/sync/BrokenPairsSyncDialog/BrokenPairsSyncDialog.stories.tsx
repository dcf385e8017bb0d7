import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { overflowRight } from '../../testing/layout';
import { BrokenPairsSyncDialog } from './BrokenPairsSyncDialog';
import { brokenPairsSyncTexts } from './texts';
import { framedDocs } from '../../testing/docs';

const meta = {
  title: 'Sync/BrokenPairsSyncDialog',
  component: BrokenPairsSyncDialog,
  tags: ['autodocs'],
  parameters: { a11y: floatingA11y, docs: framedDocs(420) },
  args: { open: true, brokenCount: 4, onResolve: fn(), onProceed: fn(), onClose: fn() },
} satisfies Meta<typeof BrokenPairsSyncDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Resolve Broken Pairs' is the recommended choice and has focus. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', {
      name: 'Sync without resolving broken pairs?',
    });
    await expect(dialog).toHaveAccessibleDescription(brokenPairsSyncTexts.message(4));
    const resolve = within(dialog).getByRole('button', { name: 'Resolve Broken Pairs' });
    await waitFor(() => expect(resolve).toHaveFocus());
    await expect(resolve).toHaveAccessibleDescription('Recommended');
    await userEvent.click(resolve);
    await expect(args.onResolve).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Proceed to Sync' }));
    await expect(args.onProceed).toHaveBeenCalledTimes(1);
  },
};

/** Proceeding: the button reads 'Syncing in progress' and ignores presses. */
export const Syncing: Story = {
  args: { syncing: true },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    const proceeding = within(dialog).getByRole('button', { name: 'Syncing in progress' });
    await expect(proceeding).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(proceeding);
    await expect(args.onProceed).not.toHaveBeenCalled();
  },
};

/**
 * A 375 px phone: the footer stacks its actions full width, one under the other in their order
 * (the recommended one last), and 'Recommended' stays inside the dialog.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    const resolve = within(dialog).getByRole('button', { name: 'Resolve Broken Pairs' });
    const proceed = within(dialog).getByRole('button', { name: 'Proceed to Sync' });
    const chip = within(dialog).getByText('Recommended');
    const panel = dialog.getBoundingClientRect();
    for (const element of [chip, resolve, proceed]) {
      const box = element.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(panel.left);
      await expect(box.right).toBeLessThanOrEqual(panel.right);
      await expect(overflowRight(element)).toBe(0);
    }
    // Stacked: Proceed above Resolve, each the footer's full width.
    const footer = proceed.parentElement as HTMLElement;
    const inner = footer.clientWidth - 2 * parseFloat(getComputedStyle(footer).paddingLeft);
    await expect(proceed.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      resolve.getBoundingClientRect().top,
    );
    await expect(proceed.getBoundingClientRect().width).toBeCloseTo(inner, 0);
    const resolveRow = resolve.parentElement as HTMLElement;
    await expect(resolveRow.getBoundingClientRect().width).toBeCloseTo(inner, 0);
  },
};
