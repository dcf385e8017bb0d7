import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { PurchasePlanDialog } from './PurchasePlanDialog';

const meta = {
  title: 'Sync/PurchasePlanDialog',
  component: PurchasePlanDialog,
  parameters: { a11y: floatingA11y },
  args: { open: true, onGoToPricing: fn(), onClose: fn() },
} satisfies Meta<typeof PurchasePlanDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Purchase a Plan to Sync' });
    await expect(dialog).toHaveAccessibleDescription(
      'You need to purchase a plan for this feature',
    );
    const go = within(dialog).getByRole('button', { name: 'Go to Pricing' });
    await waitFor(() => expect(go).toHaveFocus());
    await userEvent.click(go);
    await expect(args.onGoToPricing).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const go = within(await body.findByRole('alertdialog')).getByRole('button', {
      name: 'Go to Pricing',
    });
    await userEvent.click(go);
    await expect(args.onGoToPricing).not.toHaveBeenCalled();
  },
};
