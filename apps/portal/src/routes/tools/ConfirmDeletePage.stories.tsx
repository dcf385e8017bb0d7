import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUser } from '@flocksync/sandbox';
import { toolkitTexts } from '@flocksync/ui';
import { floatingA11y, notAState, refuse, spyOn, storyApi } from '@/testing';
import { ConfirmDeletePage } from './ConfirmDeletePage';

const t = toolkitTexts.unsyncedPairs;

const meta = {
  title: 'Pages/Toolkit/Confirm cleanup',
  component: ConfirmDeletePage,
  parameters: {
    layout: 'fullscreen',
    route: '/tools/confirm-delete',
    session: { user: demoUser('ready@demo.church') },
    msw: storyApi(),
    a11y: floatingA11y,
  },
} satisfies Meta<typeof ConfirmDeletePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: t.caption });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const deleted = spyOn('/tools/delete-mc-now');
const notDeleted = spyOn('/tools/delete-mc-now');
const rowButtons = async (canvasElement: HTMLElement, action: string) =>
  within(await table(canvasElement)).getAllByRole('button', {
    name: new RegExp(`^${action} `),
  });

/** The ready church's two pairs removed without un-syncing, each with Delete and Dismiss. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(await rowButtons(canvasElement, t.delete)).toHaveLength(2);
    await expect(await rowButtons(canvasElement, t.dismiss)).toHaveLength(2);
  },
};

/** Delete asks first: its people leave the MailChimp group or tag. */
export const ConfirmingDelete: Story = {
  play: async ({ canvasElement }) => {
    const [first] = await rowButtons(canvasElement, t.delete);
    await userEvent.click(first as HTMLElement);
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: t.confirm.title });
    await expect(within(dialog).getByRole('button', { name: t.confirm.action })).toBeVisible();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
  },
};

/** Deleted: the call with the pair's id and type, 'Sync pair removed successfully', one row left. */
export const Deleted: Story = {
  parameters: { msw: storyApi({ before: [deleted.handler] }) },
  play: async ({ canvasElement }) => {
    const [first] = await rowButtons(canvasElement, t.delete);
    await userEvent.click(first as HTMLElement);
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: t.confirm.title });
    await userEvent.click(within(dialog).getByRole('button', { name: t.confirm.action }));
    await expect(await body(canvasElement).findByText(t.deleted)).toBeVisible();
    await expect(deleted.calls.at(-1)?.get('type')).toMatch(/\w+/);
    await waitFor(async () => expect(await rowButtons(canvasElement, t.delete)).toHaveLength(1));
  },
};

/** Dismissed at once (MailChimp stays as it is): the server's message, one row left. */
export const Dismissed: Story = {
  play: async ({ canvasElement }) => {
    const [first] = await rowButtons(canvasElement, t.dismiss);
    await userEvent.click(first as HTMLElement);
    await expect(await body(canvasElement).findByText(t.dismissed)).toBeVisible();
    await waitFor(async () => expect(await rowButtons(canvasElement, t.dismiss)).toHaveLength(1));
  },
};

/** A refusal opens the Error dialog with the server's message; the rows stay. */
export const Refused: Story = {
  parameters: {
    msw: storyApi({
      before: [refuse('/tools/dismiss-delete-mc-now', 'This sync pair was not found.')],
    }),
  },
  play: async ({ canvasElement }) => {
    const [first] = await rowButtons(canvasElement, t.dismiss);
    await userEvent.click(first as HTMLElement);
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: toolkitTexts.errorDialog.title,
    });
    await expect(await within(dialog).findByText('This sync pair was not found.')).toBeVisible();
    await expect(await rowButtons(canvasElement, t.dismiss)).toHaveLength(2);
  },
};

/** None left: 'No CCB to MC Settings'. */
export const Empty: Story = {
  parameters: { msw: storyApi({ patch: { '/tools/cleanup-unsync-pairs': () => [] } }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.empty)).toBeVisible();
  },
};

/** The list is loading. */
export const Loading: Story = {
  parameters: { msw: storyApi({ faults: '/tools/cleanup-unsync-pairs:hang' }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: t.caption }),
    ).toBeVisible();
  },
};

/** The list failed: the generic text and 'Try again'. */
export const LoadFailed: Story = {
  parameters: { msw: storyApi({ faults: '/tools/cleanup-unsync-pairs:http500' }) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t.loadFailed);
  },
};

/** Cancel on the question deletes nothing. */
export const DeleteCancelled: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState, msw: storyApi({ before: [notDeleted.handler] }) },
  play: async ({ canvasElement }) => {
    const [first] = await rowButtons(canvasElement, t.delete);
    await userEvent.click(first as HTMLElement);
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: t.confirm.title });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(notDeleted.calls).toHaveLength(0);
    await expect(await rowButtons(canvasElement, t.delete)).toHaveLength(2);
  },
};
