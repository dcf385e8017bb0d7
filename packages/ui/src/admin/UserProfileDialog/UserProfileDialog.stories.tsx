import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { adminUsers } from '../fixtures';
import { adminTexts as t } from '../texts';
import { UserProfileDialog } from './UserProfileDialog';

const meta = {
  title: 'Admin/UserProfileDialog',
  component: UserProfileDialog,
  parameters: { a11y: floatingA11y },
  args: { user: adminUsers[1] ?? null, onClose: fn() },
} satisfies Meta<typeof UserProfileDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** View: the user's profile as the list holds it. */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: t.profile.title,
      }),
    );
    await expect(dialog.getByText('Daniel Okafor')).toBeVisible();
    await expect(dialog.getByText('Nashville')).toBeVisible();
    await expect(dialog.getByText(t.status.activated)).toBeVisible();
    await userEvent.click(dialog.getAllByRole('button', { name: t.profile.close }).at(-1)!);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A user with little on file: the empty fields say so. */
export const Sparse: Story = {
  args: { user: adminUsers[3] ?? null },
  play: async ({ canvasElement }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: t.profile.title,
      }),
    );
    await expect(dialog.getByText(t.unknown)).toBeVisible();
    await expect(dialog.getAllByText(t.profile.none).length).toBeGreaterThan(1);
  },
};
