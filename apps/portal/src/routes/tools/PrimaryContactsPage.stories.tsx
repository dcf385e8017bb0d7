import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUser } from '@flocksync/sandbox';
import { toolkitTexts } from '@flocksync/ui';
import { floatingA11y, notAState, refuse, spyOn, storyApi } from '@/testing';
import { PrimaryContactsPage } from './PrimaryContactsPage';

const t = toolkitTexts.primaryContacts;
const f = toolkitTexts.filters;

const meta = {
  title: 'Pages/Toolkit/Primary contacts',
  component: PrimaryContactsPage,
  parameters: {
    layout: 'fullscreen',
    route: '/tools/primary-contacts',
    session: { user: demoUser('ready@demo.church') },
    msw: storyApi(),
    a11y: floatingA11y,
  },
} satisfies Meta<typeof PrimaryContactsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: t.caption });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const listed = spyOn('/tools/primary-contacts');
const switched = spyOn('/tools/primary');
const notSwitched = spyOn('/tools/primary');
const makePrimary = async (canvasElement: HTMLElement) => {
  const rows = within(await table(canvasElement));
  const button = rows.getAllByRole('button', { name: new RegExp(`^${t.makePrimary}: `) })[0];
  if (!button) throw new Error('no secondary profile');
  await userEvent.click(button);
  return button;
};

/**
 * The ready church's shared emails ('Show duplicates only' on, sent as showDuplicateOnly 1):
 * each email's primary row is marked and offers no 'Make primary'.
 */
export const Default: Story = {
  parameters: { msw: storyApi({ before: [listed.handler] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const crumbs = within(canvas.getByRole('navigation', { name: toolkitTexts.breadcrumbLabel }));
    await expect(crumbs.getByText(t.breadcrumbCurrent)).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: t.close })).toHaveAttribute('href', '/tools');
    await expect(canvas.getByRole('checkbox', { name: t.showDuplicatesOnly })).toBeChecked();
    const rows = within(await table(canvasElement));
    const primaries = rows.getAllByText(t.primary);
    const buttons = rows.getAllByRole('button', { name: new RegExp(`^${t.makePrimary}: `) });
    await expect(primaries.length).toBeGreaterThan(0);
    await expect(buttons.length).toBeGreaterThan(0);
    await expect(rows.getAllByRole('row')).toHaveLength(primaries.length + buttons.length + 1);
    await expect(listed.calls.at(-1)?.get('filter[showDuplicateOnly]')).toBe('1');
  },
};

/** 'Make primary' asks first, naming the profile and its email. */
export const Confirming: Story = {
  play: async ({ canvasElement }) => {
    const button = await makePrimary(canvasElement);
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: t.confirm.title });
    const name = (button.getAttribute('aria-label') ?? '').slice(`${t.makePrimary}: `.length);
    await expect(dialog).toHaveTextContent(name);
    await expect(within(dialog).getByRole('button', { name: t.confirm.action })).toBeVisible();
  },
};

/** Clicking a secondary profile's row asks the same question (spec part 2 section 2). */
export const RowClicked: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    const button = rows.getAllByRole('button', { name: new RegExp(`^${t.makePrimary}: `) })[0];
    const row = button?.closest('tr');
    if (!button || !row) throw new Error('no secondary profile');
    await userEvent.click(within(row).getAllByRole('cell')[0] as HTMLElement);
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: t.confirm.title });
    const name = (button.getAttribute('aria-label') ?? '').slice(`${t.makePrimary}: `.length);
    await expect(dialog).toHaveTextContent(name);
  },
};

/** Cancel sends nothing and closes the question. */
export const Cancelled: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState, msw: storyApi({ before: [notSwitched.handler] }) },
  play: async ({ canvasElement }) => {
    await makePrimary(canvasElement);
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: t.confirm.title });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(notSwitched.calls).toHaveLength(0);
  },
};

/**
 * Confirmed: the call carries the id and the search shown, the server's message shows, and the
 * list asked again marks the new primary (the one pressed no longer offers 'Make primary').
 */
export const Switched: Story = {
  parameters: { msw: storyApi({ before: [switched.handler] }) },
  play: async ({ canvasElement }) => {
    const button = await makePrimary(canvasElement);
    const label = button.getAttribute('aria-label') ?? '';
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: t.confirm.title });
    await userEvent.click(within(dialog).getByRole('button', { name: t.confirm.action }));
    await expect(
      await body(canvasElement).findByText('Primary profile updated successfully.'),
    ).toBeVisible();
    const sent = switched.calls.at(-1);
    await expect(sent?.get('page')).toBe('1');
    await expect(sent?.get('showDuplicateOnly')).toBe('1');
    await expect(Number(sent?.get('id'))).toBeGreaterThan(0);
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('button', { name: label })).toBeNull(),
    );
  },
};

/** A refusal opens the Error dialog with the server's message. */
export const Refused: Story = {
  parameters: {
    msw: storyApi({ before: [refuse('/tools/primary', 'This contact has no email address.')] }),
  },
  play: async ({ canvasElement }) => {
    await makePrimary(canvasElement);
    const question = await body(canvasElement).findByRole('alertdialog', {
      name: t.confirm.title,
    });
    await userEvent.click(within(question).getByRole('button', { name: t.confirm.action }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: toolkitTexts.errorDialog.title,
    });
    await expect(
      await within(dialog).findByText('This contact has no email address.'),
    ).toBeVisible();
  },
};

/** 'Show duplicates only' off and Search: every profile with an email (showDuplicateOnly 0). */
export const AllProfiles: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState, msw: storyApi({ before: [listed.handler] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: t.showDuplicatesOnly }));
    await userEvent.click(canvas.getByRole('button', { name: f.search }));
    await waitFor(() => expect(listed.calls.at(-1)?.get('filter[showDuplicateOnly]')).toBe('0'));
  },
};

/** A search matching nobody: 'No data found'. */
export const NoneFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.type(canvas.getByLabelText(f.email), 'nobody@example.org');
    await userEvent.click(canvas.getByRole('button', { name: f.search }));
    await expect(await canvas.findByText(t.empty)).toBeVisible();
  },
};

/** The first page is loading. */
export const Loading: Story = {
  parameters: { msw: storyApi({ faults: '/tools/primary-contacts:hang' }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: t.caption }),
    ).toBeVisible();
  },
};

/** The list failed: the generic text and 'Try again'. */
export const LoadFailed: Story = {
  parameters: { msw: storyApi({ faults: '/tools/primary-contacts:http500' }) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t.loadFailed);
  },
};
