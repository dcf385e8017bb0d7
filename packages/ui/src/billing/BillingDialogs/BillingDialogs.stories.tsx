import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { framedDocs } from '../../testing/docs';
import { cardDeclinedTexts, clearOverdueTexts, purchaseConfirmTexts } from '../texts';
import { CardDeclinedDialog, ClearOverdueDialog, PurchaseConfirmDialog } from './BillingDialogs';

/** The three small billing dialogs (spec part 2 sections 2, 4 and 8). */
const meta = {
  title: 'Billing/BillingDialogs',
  component: PurchaseConfirmDialog,
  tags: ['autodocs'],
  parameters: { a11y: floatingA11y, docs: framedDocs(360) },
  args: {
    open: true,
    planName: 'Medium',
    isYearly: true,
    loading: false,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof PurchaseConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The purchase confirmation, naming the plan and its period. */
export const PurchaseConfirm: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(
      await body(canvasElement).findByRole('alertdialog', { name: purchaseConfirmTexts.title }),
    );
    await expect(dialog.getByText(purchaseConfirmTexts.question('Medium', 'Yearly'))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: purchaseConfirmTexts.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Purchasing: Confirm spins. */
export const Purchasing: Story = {
  args: { loading: true, isYearly: false, planName: 'Starter' },
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('alertdialog'));
    await expect(
      dialog.getByText(purchaseConfirmTexts.question('Starter', 'Monthly')),
    ).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: purchaseConfirmTexts.confirm }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

const declined = { onRetry: fn(), onUpdateCard: fn(), onClose: fn() };

/** 'Card declined!': RETRY in the text, Not now and Update Card. */
export const CardDeclined: Story = {
  render: () => <CardDeclinedDialog open retryHref="/change-plan" {...declined} />,
  play: async ({ canvasElement }) => {
    for (const spy of Object.values(declined)) spy.mockClear();
    const dialog = within(
      await body(canvasElement).findByRole('alertdialog', { name: cardDeclinedTexts.title }),
    );
    const retry = dialog.getByRole('link', { name: cardDeclinedTexts.retry });
    await expect(retry).toHaveAttribute('href', '/change-plan');
    await userEvent.click(retry);
    await expect(declined.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: cardDeclinedTexts.updateCard }));
    await expect(declined.onUpdateCard).toHaveBeenCalledTimes(1);
  },
};

const overdue = { onPay: fn(), onClose: fn() };

/** 'Clear Overdue Invoice?' after a card change from billing. */
export const ClearOverdue: Story = {
  render: () => <ClearOverdueDialog open {...overdue} />,
  play: async ({ canvasElement }) => {
    for (const spy of Object.values(overdue)) spy.mockClear();
    const dialog = within(
      await body(canvasElement).findByRole('alertdialog', { name: clearOverdueTexts.title }),
    );
    await expect(dialog.getByText(clearOverdueTexts.message)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: clearOverdueTexts.no }));
    await expect(overdue.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: clearOverdueTexts.yes }));
    await expect(overdue.onPay).toHaveBeenCalledTimes(1);
  },
};
