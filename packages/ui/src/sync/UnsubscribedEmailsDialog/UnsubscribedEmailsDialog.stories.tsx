import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import {
  UnsubscribedEmailsDialog,
  type UnsubscribedEmailsDialogProps,
} from './UnsubscribedEmailsDialog';
import { framedDocs } from '../../testing/docs';

function Stateful({ value: initial, onChange, ...rest }: UnsubscribedEmailsDialogProps) {
  const [value, setValue] = useState(initial);
  return (
    <UnsubscribedEmailsDialog
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Sync/UnsubscribedEmailsDialog',
  component: UnsubscribedEmailsDialog,
  tags: ['autodocs'],
  parameters: { a11y: floatingA11y, docs: framedDocs(400) },
  args: { open: true, value: 'remove', onChange: fn(), onConfirm: fn(), onClose: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof UnsubscribedEmailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(
      await body.findByRole('dialog', { name: 'Unsubscribed Mailchimp Emails' }),
    );
    await expect(dialog.getByRole('radio', { name: /^Remove/ })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: /^Retain/ }));
    await expect(args.onChange).toHaveBeenCalledWith('retain');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Saving: Story = {
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const confirm = within(await body.findByRole('dialog')).getByRole('button', {
      name: 'Confirm',
    });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
