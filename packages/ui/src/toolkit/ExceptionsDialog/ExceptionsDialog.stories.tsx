import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { notAState } from '../../testing/visual';
import { framedDocs } from '../../testing/docs';
import { toolkitTexts } from '../texts';
import { ExceptionsDialog, type ExceptionDialogRow } from './ExceptionsDialog';

const t = toolkitTexts.exceptions;

const volunteerGroups = {
  groups: [
    {
      uniqueId: 'c1:::::worship',
      groupBy: 'Teams',
      groupName: 'Worship Team',
      block: 'synced' as const,
    },
    {
      uniqueId: 'c1:::::all',
      groupBy: 'Teams',
      groupName: 'All Members of Main Campus',
      block: 'allMembers' as const,
    },
    { uniqueId: 'c1:::::prayer', groupBy: 'Teams', groupName: 'Prayer Requests' },
  ],
};

const groupRow: ExceptionDialogRow = {
  key: 'p0',
  id: 3,
  listId: 'vol',
  syncType: 0,
  uniqueId: 'c1:::::prayer',
  tags: [],
  options: volunteerGroups,
  errors: {},
  tagsDisabled: false,
};
const tagsRow: ExceptionDialogRow = {
  key: 'p1',
  id: 4,
  listId: 'news',
  syncType: 1,
  uniqueId: '',
  tags: ['Staff', 'Board'],
  options: { groups: [] },
  errors: {},
  tagsDisabled: false,
};
const newRow: ExceptionDialogRow = {
  key: 'n2',
  id: 0,
  listId: '',
  syncType: 0,
  uniqueId: '',
  tags: [],
  options: 'loading',
  errors: {},
  tagsDisabled: true,
};

const meta = {
  title: 'Toolkit/ExceptionsDialog',
  component: ExceptionsDialog,
  tags: ['autodocs'],
  parameters: { a11y: floatingA11y, docs: framedDocs(640) },
  args: {
    open: true,
    audiences: [
      { id: 'news', name: 'Weekly Newsletter' },
      { id: 'vol', name: 'Volunteers' },
    ],
    rows: [groupRow, tagsRow],
    tags: null,
    confirmRemove: false,
    onClose: fn(),
    onRetry: fn(),
    onAdd: fn(),
    onAudience: fn(),
    onType: fn(),
    onGroup: fn(),
    onOpenTags: fn(),
    onRemove: fn(),
    onOptionsRetry: fn(),
    onSave: fn(),
    onTagsChange: fn(),
    onTagsCreate: fn(),
    onTagsConfirm: fn(),
    onTagsCancel: fn(),
    onRemoveConfirm: fn(),
    onRemoveCancel: fn(),
  },
} satisfies Meta<typeof ExceptionsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement, name: string = t.title) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

/** Opens the list of the combobox named `label` inside `scope` and returns the listbox. */
async function openList(scope: ReturnType<typeof within>, label: string) {
  const input = scope.getByRole('combobox', { name: label });
  await userEvent.click(input);
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  return within(scope.getByRole('listbox', { name: label }));
}

/** Holds the rows the way the page would: a chosen group becomes the row's group. */
function WithChoices(args: ComponentProps<typeof ExceptionsDialog>) {
  const [rows, setRows] = useState(args.rows);
  return (
    <ExceptionsDialog
      {...args}
      rows={rows}
      onGroup={(key, uniqueId) => {
        args.onGroup(key, uniqueId);
        setRows((current) => current.map((row) => (row.key === key ? { ...row, uniqueId } : row)));
      }}
    />
  );
}

/** The stored exceptions: a group and a tags list; blocked groups say why and cannot be chosen. */
export const Stored: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    const group = dialog.getByRole('combobox', { name: t.group });
    await expect(group).toHaveValue('Teams › Prayer Requests');
    await expect(group).toBeRequired();
    const groups = await openList(dialog, t.group);
    // The chosen group is the selected option: its value is the row's.
    await expect(groups.getByRole('option', { name: 'Teams › Prayer Requests' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const synced = groups.getByRole('option', { name: /Worship Team/ });
    await expect(synced).toHaveAttribute('aria-disabled', 'true');
    await expect(synced).toHaveTextContent(t.blocked.synced);
    await expect(groups.getByRole('option', { name: /All Members of/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // A blocked group cannot be chosen.
    await userEvent.click(synced);
    await expect(args.onGroup).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(group).toHaveValue('Teams › Prayer Requests');
    await expect(dialog.getByText(t.blockedHint)).toBeVisible();
    await expect(dialog.getByText('Staff')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: t.chooseTags }));
    await expect(args.onOpenTags).toHaveBeenCalledWith('p1');
    await userEvent.click(dialog.getByRole('button', { name: t.remove(1) }));
    await expect(args.onRemove).toHaveBeenCalledWith('p0');
    await userEvent.click(dialog.getByRole('button', { name: t.add }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

/** A new pair: no audience yet, so Tags is disabled and says why. */
export const NewPair: Story = {
  args: { rows: [groupRow, newRow] },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    const pair = within(dialog.getByRole('group', { name: t.pairLabel(2) }));
    const tags = pair.getByRole('button', { name: t.tags });
    await expect(tags).toHaveAttribute('aria-disabled', 'true');
    await userEvent.hover(tags);
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(t.tagsNeedAudience),
    ).toBeVisible();
    const audience = pair.getByRole('combobox', { name: t.audience });
    await expect(audience).toBeRequired();
    await expect(audience).toHaveValue('');
    await expect(audience).toHaveAttribute('placeholder', t.audiencePlaceholder);
    const audiences = await openList(pair, t.audience);
    await userEvent.click(audiences.getByRole('option', { name: 'Volunteers' }));
    await expect(args.onAudience).toHaveBeenCalledWith('n2', 'vol');
  },
};

/** An audience with hundreds of groups: the group's list shows 8 rows, typing filters it. */
export const ManyGroups: Story = {
  args: {
    rows: [
      {
        ...groupRow,
        uniqueId: '',
        options: {
          groups: Array.from({ length: 300 }, (_, index) => ({
            uniqueId: `c1:::::g${index + 1}`,
            groupBy: 'Small Groups',
            groupName: `Small Group ${index + 1}`,
          })),
        },
      },
    ],
  },
  render: (args) => <WithChoices {...args} />,
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    const group = dialog.getByRole('combobox', { name: t.group });
    const list = await openList(dialog, t.group);
    const listbox = dialog.getByRole('listbox', { name: t.group });
    const options = list.getAllByRole('option');
    await expect(options).toHaveLength(300);
    const rowHeight = (options[0] as HTMLElement).getBoundingClientRect().height;
    await expect(listbox.clientHeight).toBeLessThanOrEqual(8 * rowHeight + 1);
    await expect(listbox.clientHeight).toBeGreaterThanOrEqual(8 * rowHeight - 1);
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
    await userEvent.type(group, 'Group 250');
    await expect(list.getAllByRole('option')).toHaveLength(1);
    await expect(list.getByRole('option')).toHaveTextContent('Small Groups › Small Group 250');
    await userEvent.keyboard('{Enter}');
    await expect(args.onGroup).toHaveBeenCalledWith('p0', 'c1:::::g250');
    await expect(group).toHaveValue('Small Groups › Small Group 250');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(group).toHaveFocus();
    // Enter chose in the list; it closed nothing else.
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Save pressed with incomplete pairs: each says what is missing. */
export const Problems: Story = {
  args: {
    rows: [
      { ...newRow, errors: { audience: 'noAudience' } },
      { ...groupRow, key: 'n3', id: 0, uniqueId: '', errors: { target: 'noGroup' } },
      { ...tagsRow, key: 'n4', id: 0, tags: [], errors: { target: 'noTags' } },
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    const first = within(dialog.getByRole('group', { name: t.pairLabel(1) }));
    await expect(first.getByText(t.noAudience)).toBeVisible();
    await expect(dialog.getByText(t.noGroup)).toBeVisible();
    await expect(dialog.getByText(t.noTags)).toBeVisible();
    await expect(dialog.getByText(t.noTagsChosen)).toBeVisible();
    await expect(first.getByRole('combobox', { name: t.audience })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** An audience's groups and tags are loading, or failed to load (with a retry). */
export const OptionsLoadingAndFailed: Story = {
  args: {
    rows: [
      { ...groupRow, options: 'loading', uniqueId: '' },
      { ...tagsRow, options: 'failed' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByText(t.optionsLoading)).toBeVisible();
    await expect(dialog.getByText(t.optionsFailed)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: t.retry }));
    await expect(args.onOptionsRetry).toHaveBeenCalledWith('news');
  },
};

/** No exceptions yet. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByText(t.empty)).toBeVisible();
  },
};

/** Reading the exceptions. */
export const Loading: Story = {
  args: { loading: true, rows: [] },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByText(t.loading)).toBeVisible();
    await expect(dialog.queryByRole('button', { name: t.save })).toBeNull();
  },
};

/** The exceptions could not be read: the catalogue's words and a retry. */
export const LoadFailed: Story = {
  args: { loadFailed: true, rows: [] },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByText(t.loadFailed)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A refused save: the server's message above the pairs. */
export const SaveRefused: Story = {
  args: { error: 'Please select a MailChimp Audience' },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Please select a MailChimp Audience');
  },
};

/** Saving: Save is busy and Close waits. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('button', { name: t.close })).toBeDisabled();
  },
};

/** The nested 'Select MailChimp Tags': a new tag can be made from the search text. */
export const TagsDialog: Story = {
  args: { tags: { selected: ['Staff'], options: ['Staff', 'Board', 'Youth'], canConfirm: true } },
  play: async ({ args, canvasElement }) => {
    const tags = within(await dialogOf(canvasElement, t.tagsDialog.title));
    await expect(tags.getByText('Staff')).toBeVisible();
    const input = tags.getByRole('combobox', { name: t.tagsDialog.label });
    await userEvent.type(input, 'Greeters');
    await userEvent.keyboard('{Enter}');
    await expect(args.onTagsCreate).toHaveBeenCalledWith('Greeters');
    await userEvent.click(tags.getByRole('button', { name: t.tagsDialog.confirm }));
    await expect(args.onTagsConfirm).toHaveBeenCalledOnce();
  },
};

/** No tag chosen: Confirm is disabled. */
export const TagsDialogEmpty: Story = {
  args: { tags: { selected: [], options: ['Staff', 'Board'], canConfirm: false } },
  play: async ({ args, canvasElement }) => {
    const tags = within(await dialogOf(canvasElement, t.tagsDialog.title));
    await expect(tags.getByRole('button', { name: t.tagsDialog.confirm })).toBeDisabled();
    await userEvent.click(tags.getByRole('button', { name: t.tagsDialog.cancel }));
    await expect(args.onTagsCancel).toHaveBeenCalledOnce();
  },
};

/** 'Remove Sync Pair' asks first. */
export const RemoveConfirm: Story = {
  args: { confirmRemove: true },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const confirm = within(await body.findByRole('alertdialog', { name: t.removeDialog.title }));
    await expect(confirm.getByText(t.removeDialog.body)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: t.removeDialog.confirm }));
    await expect(args.onRemoveConfirm).toHaveBeenCalledOnce();
  },
};

/** Closed: nothing shows. */
export const Closed: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

/** Escape and Close both close. */
export const Closing: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: t.close }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};
