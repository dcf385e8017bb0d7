import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { TwoWayDialog } from './TwoWayDialog';
import { framedDocs } from '../../testing/docs';

const meta = {
  title: 'Sync/TwoWayDialog',
  component: TwoWayDialog,
  tags: ['autodocs'],
  parameters: { a11y: floatingA11y, docs: framedDocs(320) },
  args: { open: true, direction: 'ccbToMc', onEnable: fn(), onProceed: fn(), onClose: fn() },
} satisfies Meta<typeof TwoWayDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CCB to MC on: 'Sync MailChimp as well?'. */
export const SyncMailchimpAsWell: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Sync MailChimp as well?' });
    const enable = within(dialog).getByRole('button', { name: 'Enable 2-way' });
    await waitFor(() => expect(enable).toHaveFocus());
    await userEvent.click(enable);
    await expect(args.onEnable).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Proceed with 1-way' }));
    await expect(args.onProceed).toHaveBeenCalledTimes(1);
  },
};

/** MC to CCB on: 'Sync CCB as well?'. */
export const SyncCcbAsWell: Story = {
  args: { direction: 'mcToCcb' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole('alertdialog', { name: 'Sync CCB as well?' }),
    ).toBeInTheDocument();
  },
};

/** Enabling 2-way: no second request from either button. */
export const Enabling: Story = {
  args: { loading: 'enable' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    const enable = within(dialog).getByRole('button', { name: 'Enable 2-way' });
    await expect(enable).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(enable);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Proceed with 1-way' }));
    await expect(args.onEnable).not.toHaveBeenCalled();
    await expect(args.onProceed).not.toHaveBeenCalled();
  },
};
