import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { framedDocs } from '../../testing/docs';
import { cancelTexts as t } from '../texts';
import { CancelSubscriptionDialog } from './CancelDialogs';

const meta = {
  title: 'Billing/CancelSubscriptionDialog',
  component: CancelSubscriptionDialog,
  tags: ['autodocs'],
  parameters: { a11y: floatingA11y, docs: framedDocs(720) },
  args: {
    open: true,
    reason: null,
    platform: null,
    comment: '',
    cancelDisabled: true,
    pauseMonths: 1,
    acceptingOffer: false,
    offerError: null,
    onReasonChange: fn(),
    onPlatformChange: fn(),
    onCommentChange: fn(),
    onSubmit: fn(),
    onClose: fn(),
    onPauseMonthsChange: fn(),
    onAcceptDiscount: fn(),
    onAcceptPause: fn(),
  },
} satisfies Meta<typeof CancelSubscriptionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: t.title });

/** Opened: the offer above the reasons; Cancel waits for a reason. */
export const NoReason: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await findDialog(canvasElement));
    await expect(dialog.getByText(t.offer)).toBeVisible();
    await expect(dialog.getByRole('button', { name: t.cancel })).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: t.reasons['too expensive'] }));
    await expect(args.onReasonChange).toHaveBeenCalledWith('too expensive');
    await userEvent.click(dialog.getByRole('button', { name: t.keep }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A reason that needs nothing more: Cancel goes on to 'Just one more thing...'. */
export const ReasonChosen: Story = {
  args: { reason: 'too expensive', cancelDisabled: false },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await findDialog(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: t.cancel }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** 'found another option' asks which platform; Cancel waits for one. */
export const FoundAnotherOption: Story = {
  args: { reason: 'found another option' },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await findDialog(canvasElement));
    await expect(dialog.getByRole('button', { name: t.cancel })).toBeDisabled();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: t.platform }), 'Realm');
    await expect(args.onPlatformChange).toHaveBeenCalledWith('Realm');
  },
};

/** 'Other reasons' needs a comment. */
export const OtherReasons: Story = {
  args: { reason: 'other reasons' },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await findDialog(canvasElement));
    await expect(dialog.getByText(t.commentRequired)).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: t.comment }), 'B');
    await expect(args.onCommentChange).toHaveBeenCalledWith('B');
  },
};

/** Accepting the offer (ADR 026): 25% off, or a pause of the months chosen. */
export const TakeTheOffer: Story = {
  args: { pauseMonths: 2 },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await findDialog(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: t.takeDiscount }));
    await expect(args.onAcceptDiscount).toHaveBeenCalledTimes(1);
    const months = dialog.getByRole('combobox', { name: t.pauseFor });
    await expect(months).toHaveValue('2');
    await userEvent.selectOptions(months, '3');
    await expect(args.onPauseMonthsChange).toHaveBeenCalledWith(3);
    await userEvent.click(dialog.getByRole('button', { name: t.pause }));
    await expect(args.onAcceptPause).toHaveBeenCalledTimes(1);
  },
};

/** The offer being accepted: both offer buttons wait, the months are locked. */
export const AcceptingOffer: Story = {
  args: { acceptingOffer: true },
  play: async ({ canvasElement }) => {
    const dialog = within(await findDialog(canvasElement));
    await expect(dialog.getByRole('button', { name: t.takeDiscount })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(dialog.getByRole('combobox', { name: t.pauseFor })).toBeDisabled();
  },
};

/** The offer refused (already taken, overdue): the server's words; the dialog stays. */
export const OfferRefused: Story = {
  args: { offerError: 'You have already accepted this offer.', reason: 'too expensive' },
  play: async ({ canvasElement }) => {
    const dialog = within(await findDialog(canvasElement));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'You have already accepted this offer.',
    );
  },
};

/** Refused without words: the generic text. */
export const OfferFailed: Story = {
  args: { offerError: '' },
  play: async ({ canvasElement }) => {
    const dialog = within(await findDialog(canvasElement));
    await expect(dialog.getByRole('alert')).toHaveTextContent(t.offerFailed);
  },
};
