import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoUser } from '@flocksync/sandbox';
import { toolkitTexts } from '@flocksync/ui';
import { floatingA11y, notAState, refuse, spyOn, storyApi } from '@/testing';
import { ToolsPage } from './ToolsPage';

/**
 * /tools: the MC-to-CCB exceptions ('Select MailChimp Groups', opened from its Toolkit card) over
 * a fresh sandbox world. The ready church has two: the Prayer Request group of Website Signups
 * and the Staff tag of Weekly Newsletter.
 */
const ready = demoUser('ready@demo.church');
const t = toolkitTexts.exceptions;

const meta = {
  title: 'Pages/Toolkit/Tools/Exceptions',
  component: ToolsPage,
  parameters: {
    layout: 'fullscreen',
    route: '/tools',
    session: { user: ready },
    msw: storyApi(),
    a11y: floatingA11y,
  },
} satisfies Meta<typeof ToolsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: t.card.manage }));
  return within(await body(canvasElement).findByRole('dialog', { name: t.title }));
}

const pair = async (dialog: ReturnType<typeof within>, index: number) =>
  within(await dialog.findByRole('group', { name: t.pairLabel(index) }, { timeout: 5000 }));

/** Opens the list of the pair's combobox named `label` and returns the listbox. */
async function openList(scope: ReturnType<typeof within>, label: string) {
  const input = await scope.findByRole('combobox', { name: label });
  await waitFor(() => expect(input).toBeEnabled());
  await userEvent.click(input);
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  return within(scope.getByRole('listbox', { name: label }));
}

/** Chooses `option` in the pair's combobox named `label`, by pointer, and sees it chosen. */
async function pick(scope: ReturnType<typeof within>, label: string, option: string) {
  const list = await openList(scope, label);
  await userEvent.click(list.getByRole('option', { name: option }));
  await expect(scope.getByRole('combobox', { name: label })).toHaveValue(option);
}

const saveSpy = spyOn('/tools/add-mc-to-ccb-custom-multiple');

/** The stored exceptions: a group and a tags list, each with its audience. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const first = await pair(dialog, 1);
    await expect(first.getByRole('combobox', { name: t.audience })).toHaveValue('Website Signups');
    await waitFor(() =>
      expect(first.getByRole('combobox', { name: t.group })).toHaveDisplayValue(/Prayer Request/),
    );
    const second = await pair(dialog, 2);
    await expect(second.getByRole('combobox', { name: t.audience })).toHaveValue(
      'Weekly Newsletter',
    );
    await expect(await second.findByText('Staff')).toBeVisible();
  },
};

/** A new exception: Tags wait for an audience; a group CCB fills cannot be chosen. */
export const NewException: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: t.add }));
    const added = await pair(dialog, 3);
    await expect(added.getByRole('button', { name: t.tags })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await pick(added, t.audience, 'Volunteers');
    const groups = await openList(added, t.group);
    await expect(groups.getByRole('option', { name: /Worship Team/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await expect(added.getByText(t.blockedHint)).toBeVisible();
    await expect(added.getByRole('button', { name: t.tags })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Save with a pair lacking its audience: 'Please select a MailChimp Audience', nothing sent. */
export const NoAudience: Story = {
  parameters: { msw: storyApi({ before: [saveSpy.handler] }) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: t.add }));
    const calls = saveSpy.calls.length;
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    await expect(await (await pair(dialog, 3)).findByText(t.noAudience)).toBeVisible();
    await expect(saveSpy.calls.length).toBe(calls);
  },
};

/** Tags from the nested dialog, one made from the search text; Save sends every pair. */
export const SavedWithNewTag: Story = {
  parameters: { msw: storyApi({ before: [saveSpy.handler] }) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: t.add }));
    const added = await pair(dialog, 3);
    await pick(added, t.audience, 'Website Signups');
    await userEvent.click(added.getByRole('button', { name: t.tags }));
    await userEvent.click(await added.findByRole('button', { name: t.chooseTags }));
    const tags = within(
      await body(canvasElement).findByRole('dialog', { name: t.tagsDialog.title }),
    );
    await expect(tags.getByRole('button', { name: t.tagsDialog.confirm })).toBeDisabled();
    await userEvent.type(tags.getByRole('combobox', { name: t.tagsDialog.label }), 'Board');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(tags.getByRole('button', { name: t.tagsDialog.confirm }));
    await expect(await added.findByText('Board')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    await expect(await body(canvasElement).findByText(t.saved)).toBeVisible();
    await waitFor(() =>
      expect(body(canvasElement).queryByRole('dialog', { name: t.title })).toBeNull(),
    );
    const sent = saveSpy.calls.at(-1);
    await expect(sent?.get('params[2][tags]')).toBe('Board');
    await expect(sent?.get('params[2][syncType]')).toBe('1');
    await expect(sent?.get('params[0][id]')).not.toBe('0');
  },
};

/** 'Remove Sync Pair' asks first; the pair leaves with 'Sync pair removed successfully'. */
export const Removed: Story = {
  // A world of its own: the removal must not reach the other stories.
  parameters: { msw: storyApi() },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: t.remove(2) }));
    const confirm = within(
      await body(canvasElement).findByRole('alertdialog', { name: t.removeDialog.title }),
    );
    await userEvent.click(confirm.getByRole('button', { name: t.removeDialog.confirm }));
    await expect(await body(canvasElement).findByText(t.removed)).toBeVisible();
    await waitFor(() => expect(dialog.queryByRole('group', { name: t.pairLabel(2) })).toBeNull());
  },
};

/** A refused save keeps the dialog open with the server's message. */
export const SaveRefused: Story = {
  parameters: {
    msw: storyApi({
      before: [refuse('/tools/add-mc-to-ccb-custom-multiple', 'You need to purchase a plan')],
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await pair(dialog, 1);
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    await expect(await dialog.findByText('You need to purchase a plan')).toBeVisible();
  },
};

/** The exceptions could not be read: the catalogue's words and a retry. */
export const LoadFailed: Story = {
  parameters: { msw: storyApi({ faults: '/tools/mc-to-ccb-custom-list:http500' }) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(await dialog.findByText(t.loadFailed)).toBeVisible();
    await expect(dialog.getByRole('button', { name: t.retry })).toBeVisible();
  },
};

/** Cancel closes without saving; opening again reads the stored pairs afresh. */
export const CancelDiscards: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  play: async ({ canvasElement }) => {
    let dialog = await openDialog(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: t.add }));
    await userEvent.click(dialog.getByRole('button', { name: t.close }));
    await waitFor(() =>
      expect(body(canvasElement).queryByRole('dialog', { name: t.title })).toBeNull(),
    );
    dialog = await openDialog(canvasElement);
    await pair(dialog, 2);
    await expect(dialog.queryByRole('group', { name: t.pairLabel(3) })).toBeNull();
  },
};
