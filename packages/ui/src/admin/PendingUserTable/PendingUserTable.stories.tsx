import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pendingUsers } from '../fixtures';
import { adminTexts as t } from '../texts';
import { PendingUserTable } from './PendingUserTable';

const meta = {
  title: 'Admin/PendingUserTable',
  component: PendingUserTable,
  parameters: { layout: 'padded' },
  args: {
    users: pendingUsers,
    total: 3,
    status: 'ready',
    hasMore: false,
    loadingMore: false,
    onLoadMore: fn(),
    onRetry: fn(),
    onLogin: fn(),
    onApprove: fn(),
  },
} satisfies Meta<typeof PendingUserTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Email (admin icon for role 1, Login for role 2), App version, API key or 'Unknown', Approve User. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: t.list.pendingCaption });
    for (const name of [
      t.columns.email,
      t.columns.appVersion,
      t.columns.apiKey,
      t.columns.actions,
    ]) {
      await expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
    }
    await expect(canvas.getByText(t.unknown)).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: t.admin })).toHaveLength(1);
    await expect(
      canvas.queryByRole('button', { name: t.actions.loginLabel('it@trinitybible.org') }),
    ).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: t.actions.loginLabel('pending@demo.church') }),
    );
    await expect(args.onLogin).toHaveBeenCalledWith(pendingUsers[0]);
    await userEvent.click(
      canvas.getByRole('button', { name: t.actions.approveLabel('office@hopechapel.org') }),
    );
    await expect(args.onApprove).toHaveBeenCalledWith(pendingUsers[1]);
  },
};

/** One approval under way: its button spins and ignores clicks. */
export const Approving: Story = {
  args: { approvingId: 7 },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: t.actions.approveLabel('pending@demo.church'),
    });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onApprove).not.toHaveBeenCalled();
  },
};

/** Nobody waits for approval. */
export const Empty: Story = {
  args: { users: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: t.list.emptyPending }),
    ).toBeVisible();
  },
};
