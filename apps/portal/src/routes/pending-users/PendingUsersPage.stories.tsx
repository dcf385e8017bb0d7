import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Schemas } from '@flocksync/api-client';
import { demoUser } from '@flocksync/sandbox';
import { adminTexts as t } from '@flocksync/ui';
import { apiUrl, notAState, spyOn, storyApi } from '@/testing';
import { PendingUsersPage } from './PendingUsersPage';

const meta = {
  title: 'Pages/Admin/Pending users',
  component: PendingUsersPage,
  parameters: {
    layout: 'fullscreen',
    route: '/pending-users',
    session: { user: demoUser('admin@demo.church') },
    msw: storyApi(),
  },
} satisfies Meta<typeof PendingUsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const table = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement).findByRole(
      'table',
      { name: t.list.pendingCaption },
      { timeout: 5000 },
    ),
  );

/** 'Pending Users': the email filter, and each row's Login and Approve User. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Pending Users', level: 1 }),
    ).toBeVisible();
    await expect(rows.getByText('pending@demo.church')).toBeVisible();
    await expect(within(canvasElement).queryByLabelText(t.filters.firstName)).toBeNull();
  },
};

const calls = spyOn('/admin/pending-users');
/** The call sends all four filters, blank when unused. */
export const SendsAllFilters: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState, msw: storyApi({ before: [calls.handler] }) },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(t.filters.email), 'pending@');
    await userEvent.click(canvas.getByRole('button', { name: t.filters.search }));
    await waitFor(async () =>
      expect((await table(canvasElement)).getAllByRole('row')).toHaveLength(2),
    );
    await expect(Object.fromEntries(calls.calls.at(-1) ?? [])).toMatchObject({
      page: '1',
      firstName: '',
      lastName: '',
      email: 'pending@',
      ccbAccount: '',
    });
  },
};

/** Approve User: the spec's message, and the user leaves the list. */
export const Approves: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(
      rows.getByRole('button', { name: t.actions.approveLabel('pending@demo.church') }),
    );
    await expect(await body(canvasElement).findByText(t.messages.approved)).toBeVisible();
    await waitFor(() =>
      expect(within(canvasElement).queryByText('pending@demo.church')).toBeNull(),
    );
  },
};

/** The approval fails without a message: the spec's fallback. */
export const ApproveFails: Story = {
  tags: ['!visual'],
  parameters: {
    chromatic: notAState,
    msw: storyApi({
      before: [http.post(apiUrl('/admin/approve-user'), () => HttpResponse.json({ status: 0 }))],
    }),
  },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(
      rows.getByRole('button', { name: t.actions.approveLabel('pending@demo.church') }),
    );
    await expect(await body(canvasElement).findByText(t.messages.approveFailed)).toBeVisible();
    await expect(within(canvasElement).getByText('pending@demo.church')).toBeVisible();
  },
};

/** Nobody waits. */
export const Empty: Story = {
  parameters: {
    msw: storyApi({
      patch: {
        '/admin/pending-users': (page: Schemas['AdminUserPage']) => ({
          ...page,
          list: [],
          total: 0,
          hasMore: false,
        }),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: t.list.emptyPending },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};
