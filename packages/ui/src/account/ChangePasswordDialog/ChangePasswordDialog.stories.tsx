import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { accountTexts } from '../texts';
import { ChangePasswordDialog } from './ChangePasswordDialog';

const t = accountTexts.password;
const empty = { oldPassword: '', newPassword: '', confirmPassword: '' };
const typed = { oldPassword: 'old-1', newPassword: 'new-hymn-7', confirmPassword: 'new-hymn-7' };

const meta = {
  title: 'Account/ChangePasswordDialog',
  component: ChangePasswordDialog,
  parameters: { a11y: floatingA11y },
  args: { open: true, values: empty, errors: {}, onChange: fn(), onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: t.title }));

/** Old, new and confirm password. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^New password/), 'n');
    await expect(args.onChange).toHaveBeenCalledWith('newPassword', 'n');
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** Saved empty: all three are required. */
export const Required: Story = {
  args: { errors: { oldPassword: 'empty', newPassword: 'empty', confirmPassword: 'empty' } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getAllByText(t.empty)).toHaveLength(3);
  },
};

/** New and confirm differ. */
export const Mismatch: Story = {
  args: { values: { ...typed, confirmPassword: 'other' }, errors: { confirmPassword: 'mismatch' } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText(t.mismatch)).toBeVisible();
  },
};

/** A new password over the limit the API takes. */
export const TooLong: Story = {
  args: {
    values: { ...typed, newPassword: 'n'.repeat(129), confirmPassword: 'n'.repeat(129) },
    errors: { newPassword: 'tooLong', confirmPassword: 'tooLong' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getAllByText(t.tooLong)).toHaveLength(2);
    await expect(dialog.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Sending. */
export const Sending: Story = {
  args: { values: typed, sending: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: t.save })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server refused: its message above the fields. */
export const Failure: Story = {
  args: { values: typed, failure: 'Password must be at least 6 characters.' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters.',
    );
  },
};
