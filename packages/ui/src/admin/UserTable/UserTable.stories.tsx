import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { overflowX } from '../../testing/layout';
import { adminUsers } from '../fixtures';
import { adminTexts as t } from '../texts';
import { UserTable } from './UserTable';

const meta = {
  title: 'Admin/UserTable',
  component: UserTable,
  parameters: { layout: 'padded' },
  args: {
    users: adminUsers,
    total: 4,
    status: 'ready',
    hasMore: false,
    loadingMore: false,
    onLoadMore: fn(),
    onRetry: fn(),
    onView: fn(),
    onCopyLink: fn(),
    onLogin: fn(),
    onAutoLogin: fn(),
  },
} satisfies Meta<typeof UserTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The columns of the spec; the admin icon on role 1, the status, 'Unknown' for a missing key,
 * Login and Auto-login on role 2 rows only, the copy button while not activated.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: t.list.usersCaption });
    for (const name of Object.values(t.columns)) {
      await expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
    }
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getAllByRole('img', { name: t.admin })).toHaveLength(1);
    await expect(canvas.getAllByText(t.status.activated)).toHaveLength(3);
    await expect(canvas.getByText(t.status.notActivated)).toBeVisible();
    await expect(canvas.getByText(t.unknown)).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: t.actions.loginLabel('admin@demo.church') }),
    ).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: t.actions.loginLabel('ready@demo.church') }),
    );
    await expect(args.onLogin).toHaveBeenCalledWith(adminUsers[1]);
    await userEvent.click(
      canvas.getByRole('button', { name: t.actions.autoLoginLabel('ready@demo.church') }),
    );
    await expect(args.onAutoLogin).toHaveBeenCalledWith(adminUsers[1]);
    await userEvent.click(
      canvas.getByRole('button', { name: t.actions.viewLabel('new@demo.church') }),
    );
    await expect(args.onView).toHaveBeenCalledWith(adminUsers[2]);
    await userEvent.click(
      canvas.getByRole('button', { name: t.actions.copyLinkLabel('new@demo.church') }),
    );
    await expect(args.onCopyLink).toHaveBeenCalledWith(adminUsers[2]);
    await expect(overflowX(canvasElement)).toBe(0);
  },
};

/** More pages: the size is announced and 'Load more' asks for the next. */
export const WithMore: Story = {
  args: { total: 2048, hasMore: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.list.shown(4, 2048))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.list.loadMore }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

/** The next page on its way: Load more spins. */
export const LoadingMore: Story = {
  args: { total: 2048, hasMore: true, loadingMore: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: t.list.loadMore }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** Switching to a user: that row's Login spins. */
export const ActingAsARow: Story = {
  args: { actingKey: adminUsers[1]?.apiKey },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: t.actions.loginLabel('ready@demo.church'),
      }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** The first page on its way. */
export const Loading: Story = {
  args: { status: 'loading', users: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** The list failed: the spec's text and Try again. */
export const Failed: Story = {
  args: { status: 'error', users: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t.messages.loadFailed);
    await userEvent.click(canvas.getByRole('button', { name: t.list.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Nobody matches the filters. */
export const Empty: Story = {
  args: { users: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: t.list.empty })).toBeVisible();
  },
};
