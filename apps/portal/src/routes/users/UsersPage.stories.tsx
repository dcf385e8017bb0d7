import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn as spyOnObject, userEvent, waitFor, within } from 'storybook/test';
import type { Schemas } from '@flocksync/api-client';
import { demoUser } from '@flocksync/sandbox';
import { adminTexts as t } from '@flocksync/ui';
import { floatingA11y, notAState, refuse, spyOn, storyApi } from '@/testing';
import { UsersPage } from './UsersPage';

const admin = demoUser('admin@demo.church');

const meta = {
  title: 'Pages/Admin/Users',
  component: UsersPage,
  parameters: {
    layout: 'fullscreen',
    route: '/users',
    session: { user: admin },
    a11y: floatingA11y,
    msw: storyApi(),
  },
} satisfies Meta<typeof UsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const table = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement).findByRole(
      'table',
      { name: t.list.usersCaption },
      { timeout: 5000 },
    ),
  );
const search = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('search', { name: t.filters.label }));

/** The first 20 users, newest first, with the filters and Add User. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(rows.getAllByRole('row')).toHaveLength(21);
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Users', level: 1 }),
    ).toBeVisible();
    await expect(within(canvasElement).getByText(/^Showing 20 of \d+$/)).toBeVisible();
  },
};

const usersCalls = spyOn('/admin/users');
/** Search sends the four filters; the list shows who matches. */
export const Filtered: Story = {
  parameters: { msw: storyApi({ before: [usersCalls.handler] }) },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.type(search(canvasElement).getByLabelText(t.filters.lastName), 'Okafor');
    await userEvent.click(search(canvasElement).getByRole('button', { name: t.filters.search }));
    await waitFor(async () =>
      expect((await table(canvasElement)).getAllByRole('row')).toHaveLength(2),
    );
    const last = usersCalls.calls.at(-1);
    await expect(last?.get('lastName')).toBe('Okafor');
    await expect(last?.get('page')).toBe('1');
    await expect((await table(canvasElement)).getByText('ready@demo.church')).toBeVisible();
  },
};

/** Load more (or scrolling to the end) adds the next 20. */
export const LoadsMore: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.list.loadMore }));
    await waitFor(async () =>
      expect((await table(canvasElement)).getAllByRole('row')).toHaveLength(41),
    );
  },
};

/** Add User: the Create User dialog with the packages, split monthly and yearly. */
export const CreateUserOpen: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.actions.addUser }));
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: t.createUser.title }),
    );
    const select = dialog.getByRole('combobox', { name: new RegExp(`^${t.createUser.package}`) });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(7));
    await expect(
      within(select).getByRole('option', { name: /Starter – \$9\.00 \(Monthly\)/ }),
    ).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: t.createUser.create })).toBeDisabled();
  },
};

async function fillCreateUser(canvasElement: HTMLElement, email: string) {
  await table(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: t.actions.addUser }));
  const dialog = within(
    await body(canvasElement).findByRole('dialog', { name: t.createUser.title }),
  );
  await userEvent.type(dialog.getByRole('textbox', { name: t.createUser.email }), email);
  await userEvent.type(dialog.getByLabelText(/^Password/), 'hymn-42');
  await userEvent.type(dialog.getByRole('textbox', { name: t.createUser.firstName }), 'Ruth');
  await userEvent.type(dialog.getByRole('textbox', { name: t.createUser.lastName }), 'Abernathy');
  const select = dialog.getByRole('combobox', { name: new RegExp(`^${t.createUser.package}`) });
  await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(7));
  await userEvent.selectOptions(
    select,
    within(select).getByRole('option', { name: /Pro.*Yearly/ }),
  );
  return dialog;
}

const addCalls = spyOn('/admin/add-user');
/** Create sends every field with the package's period; the dialog closes and the list has them. */
export const CreatesUser: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState, msw: storyApi({ before: [addCalls.handler] }) },
  play: async ({ canvasElement }) => {
    const dialog = await fillCreateUser(canvasElement, 'office@hopechapel.org');
    await userEvent.click(dialog.getByRole('button', { name: t.createUser.create }));
    await expect(await body(canvasElement).findByText(t.createUser.created)).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    const sent = Object.fromEntries(addCalls.calls.at(-1) ?? []);
    await expect(sent).toMatchObject({
      email: 'office@hopechapel.org',
      password: 'hymn-42',
      firstName: 'Ruth',
      lastName: 'Abernathy',
      currentPackageId: '3',
      isYearly: '1',
    });
    await expect(await within(canvasElement).findByText('office@hopechapel.org')).toBeVisible();
  },
};

/** The server refuses: its errorMessage in red, and what was typed stays. */
export const CreateUserFails: Story = {
  parameters: {
    msw: storyApi({
      before: [refuse('/admin/add-user', 'A user with this email already exists.')],
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await fillCreateUser(canvasElement, 'ready@demo.church');
    await userEvent.click(dialog.getByRole('button', { name: t.createUser.create }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'A user with this email already exists.',
    );
    await expect(dialog.getByRole('textbox', { name: t.createUser.email })).toHaveValue(
      'ready@demo.church',
    );
  },
};

/** View: the profile of a row. */
export const ViewProfile: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(search(canvasElement).getByLabelText(t.filters.email), 'ready@');
    await userEvent.click(search(canvasElement).getByRole('button', { name: t.filters.search }));
    await waitFor(async () =>
      expect((await table(canvasElement)).getAllByRole('row')).toHaveLength(2),
    );
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: t.actions.viewLabel('ready@demo.church') }),
    );
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: t.profile.title }),
    );
    await expect(dialog.getByText('Daniel Okafor')).toBeVisible();
  },
};

async function copyFirstLink(canvasElement: HTMLElement) {
  await userEvent.type(search(canvasElement).getByLabelText(t.filters.email), 'new@demo');
  await userEvent.click(search(canvasElement).getByRole('button', { name: t.filters.search }));
  await waitFor(async () =>
    expect((await table(canvasElement)).getAllByRole('row')).toHaveLength(2),
  );
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: t.actions.copyLinkLabel('new@demo.church') }),
  );
}

/** The activation link goes to the clipboard, absolute on this origin. */
export const CopiesActivationLink: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  play: async ({ canvasElement }) => {
    const write = spyOnObject(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await copyFirstLink(canvasElement);
    await expect(await body(canvasElement).findByText(t.messages.copied)).toBeVisible();
    await expect(write).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^${window.location.origin}/activate-account/demo-new-`)),
    );
    write.mockRestore();
  },
};

/** The clipboard refuses. */
export const CopyFails: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  play: async ({ canvasElement }) => {
    const write = spyOnObject(navigator.clipboard, 'writeText').mockRejectedValue(
      new Error('denied'),
    );
    await copyFirstLink(canvasElement);
    await expect(await body(canvasElement).findByText(t.messages.copyFailed)).toBeVisible();
    write.mockRestore();
  },
};

/** Login as ready@: the dashboard, as them. */
export const ActsAsUser: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  play: async ({ canvasElement }) => {
    await userEvent.type(search(canvasElement).getByLabelText(t.filters.email), 'ready@');
    await userEvent.click(search(canvasElement).getByRole('button', { name: t.filters.search }));
    await waitFor(async () =>
      expect((await table(canvasElement)).getAllByRole('row')).toHaveLength(2),
    );
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: t.actions.loginLabel('ready@demo.church'),
      }),
    );
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent(
      'Navigated to /dashboard',
    );
  },
};

/** A user without a key: 'API key missing!', and nothing else happens. */
export const ApiKeyMissing: Story = {
  tags: ['!visual'],
  parameters: {
    chromatic: notAState,
    msw: storyApi({
      patch: {
        '/admin/users': (page: Schemas['AdminUserPage']) => ({
          ...page,
          list: page.list.map((row) => (row.role === 2 ? { ...row, apiKey: null } : row)),
        }),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(rows.getAllByRole('button', { name: /^Login as / })[0]!);
    await expect(await body(canvasElement).findByText(t.messages.apiKeyMissing)).toBeVisible();
    await expect(within(canvasElement).queryByTestId('location')).toBeNull();
  },
};

/** The list is on its way. */
export const Loading: Story = {
  parameters: { msw: storyApi({ faults: '/admin/users:hang' }) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

/** The list failed: the spec's text and Try again. */
export const LoadFailed: Story = {
  parameters: { msw: storyApi({ faults: '/admin/users:http500' }) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(t.messages.loadFailed);
    await expect(within(alert).getByRole('button', { name: t.list.retry })).toBeVisible();
  },
};
