import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { framedDocs } from '../../testing/docs';
import { logFilterTexts as t } from '../texts';
import { LogFilterDialog } from './LogFilterDialog';

const meta = {
  title: 'Logs/LogFilterDialog',
  component: LogFilterDialog,
  tags: ['autodocs'],
  parameters: { a11y: floatingA11y, docs: framedDocs(420) },
  args: {
    open: true,
    types: {
      isIncludeLeads: 1,
      isIncludeMember: 1,
      isIncludeInvitedToGroup: 0,
      isIncludeJoinGroup: 0,
    },
    manageHref: '/tools',
    onClose: fn(),
  },
} satisfies Meta<typeof LogFilterDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Leaders and members taken, the others left out; Manage goes to /tools. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: t.title }),
    );
    await expect(dialog.getByText(`${t.types.isIncludeJoinGroup}${t.leftOut}`)).toBeVisible();
    await expect(dialog.getByRole('link', { name: t.manage })).toHaveAttribute('href', '/tools');
    await userEvent.click(dialog.getAllByRole('button', { name: t.close }).at(-1) as HTMLElement);
    await expect(args.onClose).toHaveBeenCalled();
  },
};
