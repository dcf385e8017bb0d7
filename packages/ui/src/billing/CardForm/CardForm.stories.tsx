import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../../core/TextField';
import { notAState } from '../../testing/visual';
import { cardFormTexts as t } from '../texts';
import { CARD_HOLDER_MAX, CardForm, type CardFormProps } from './CardForm';

/**
 * The card fields' slot: in the portal the payment provider's frames (or the sandbox's fields)
 * go here; the form around them is what these stories show.
 */
function FieldsSlot() {
  return (
    <>
      <TextField label={t.cardNumber} defaultValue="4242 4242 4242 4242" block />
      <TextField label={t.cvc} defaultValue="123" block />
    </>
  );
}

/** Controlled like the page: the holder typed shows in the preview. */
function Controlled(props: CardFormProps) {
  const [holder, setHolder] = useState(props.holder);
  return (
    <CardForm
      {...props}
      holder={holder}
      onHolderChange={(next) => {
        setHolder(next);
        props.onHolderChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Billing/CardForm',
  component: CardForm,
  tags: ['autodocs'],
  render: (args) => <Controlled {...args} />,
  args: {
    holder: '',
    onHolderChange: fn(),
    fields: <FieldsSlot />,
    brand: 'unknown',
    canSave: false,
    saving: false,
    error: null,
    onSave: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof CardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: Save waits for a complete card. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: new RegExp(t.cardHolder) })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: t.save })).toBeDisabled();
  },
};

/** The holder is cut at 20 characters (spec section 9). */
export const HolderCutAtTwenty: Story = {
  args: { brand: 'visa', canSave: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(t.cardHolder) }),
      'Samuel Whitfield-Longname',
    );
    await expect(canvas.getByRole('textbox', { name: new RegExp(t.cardHolder) })).toHaveValue(
      'Samuel Whitfield-Longname'.slice(0, CARD_HOLDER_MAX),
    );
    await expect(args.onHolderChange).toHaveBeenLastCalledWith('Samuel Whitfield-Lon');
  },
};

/** A complete Visa card: Save sends once. */
export const ReadyToSave: Story = {
  args: { holder: 'Samuel Whitfield', brand: 'visa', canSave: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.save }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** A Mastercard in the preview. */
export const Mastercard: Story = {
  args: { holder: 'Grace Abernathy', brand: 'mastercard', canSave: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t.save })).toBeEnabled();
  },
};

/**
 * With a real API the brand is Stripe's own (American Express, Discover, Diners Club, JCB,
 * UnionPay as well): the preview names it and shows its wordmark.
 */
export const AmericanExpress: Story = {
  args: { holder: 'Ada Lovelace', brand: 'amex', canSave: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', {
        name: `${t.previewLabel}: American Express Ada Lovelace`,
      }),
    ).toBeVisible();
  },
};

/** Tokenizing or saving: the button is busy and a press does nothing more. */
export const Saving: Story = {
  args: { holder: 'Samuel Whitfield', brand: 'visa', canSave: true, saving: true },
  play: async ({ args, canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: t.save });
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The provider's or the server's message under the fields. */
export const ServerMessage: Story = {
  args: {
    holder: 'Samuel Whitfield',
    brand: 'visa',
    canSave: true,
    error: 'Your card has expired.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Your card has expired.',
    );
  },
};

/** A failure without words: the generic message. */
export const GenericFailure: Story = {
  args: { holder: 'Samuel Whitfield', brand: 'visa', canSave: true, error: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t.failed);
  },
};

/** Back leaves without saving. */
export const Back: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.back }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
