import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { contrastRatio, effectiveBackground, textContrast } from '../../testing/layout';
import {
  AddPairDialog,
  type AddPairDialogProps,
  type PairFormErrors,
  type PairFormOptions,
  type PairFormValues,
} from './AddPairDialog';
import { addPairTexts } from './texts';
import { savedSearchGroupTexts } from '../texts';
import { framedDocs } from '../../testing/docs';

const EMPTY: PairFormValues = {
  ccbSource: 'campus',
  ccbTarget: 'group',
  campusId: '',
  groupId: '',
  searchId: '',
  listId: '',
  mcTarget: 'group',
  groupMode: 'existing',
  interestId: '',
  tags: [],
};

const OPTIONS: PairFormOptions = {
  campuses: [
    { value: '1', label: 'Main Campus' },
    { value: '2', label: 'North Campus' },
  ],
  groups: [
    { value: '11', label: 'Youth Group' },
    { value: '12', label: 'Worship Team' },
  ],
  processQueues: [{ value: '21', label: 'Follow up with guests' }],
  savedSearches: [
    { value: '32', label: 'Baptisms', classic: true },
    { value: '31', label: 'Newcomers last 30 days' },
  ],
  audiences: [
    { value: 'a1', label: 'Weekly News' },
    { value: 'a2', label: 'Prayer List' },
  ],
  interestGroups: [
    { value: 'c1:::::i1', label: 'Members' },
    { value: 'c1:::::i2', label: 'Youth Group' },
  ],
  tags: ['Members', 'Volunteers', 'Youth', 'Choir'],
};

/**
 * Stands in for the pair editor machine: holds the values, checks the three required choices on
 * Save (the spec's messages), and saves forever once they are made.
 */
function Harness(props: AddPairDialogProps) {
  const [values, setValues] = useState(props.values);
  const [tags, setTags] = useState(props.options.tags);
  const [errors, setErrors] = useState<PairFormErrors>(props.errors ?? {});
  const [saving, setSaving] = useState(props.saving ?? false);
  return (
    <AddPairDialog
      {...props}
      values={values}
      options={{ ...props.options, tags }}
      errors={errors}
      saving={saving}
      onChange={(field, value) => {
        props.onChange(field, value);
        setValues((current) => ({ ...current, [field]: value }));
      }}
      onCreateTag={(name) => {
        props.onCreateTag(name);
        setTags((current) => [...current, name]);
        setValues((current) => ({ ...current, tags: [...current.tags, name] }));
      }}
      onSave={() => {
        props.onSave();
        const next: PairFormErrors = {};
        if (values.ccbSource === 'campus' && values.campusId === '')
          next.campus = addPairTexts.validation.campus;
        if (values.groupId === '' && values.searchId === '')
          next.group = addPairTexts.validation.group;
        if (values.listId === '') next.audience = addPairTexts.validation.audience;
        setErrors(next);
        if (Object.keys(next).length === 0) setSaving(true);
      }}
    />
  );
}

const meta = {
  title: 'Sync/AddPairDialog',
  component: AddPairDialog,
  tags: ['autodocs'],
  parameters: { a11y: floatingA11y, docs: framedDocs(720) },
  args: {
    open: true,
    mode: 'add',
    direction: 'ccbToMc',
    values: EMPTY,
    options: OPTIONS,
    canUseSavedSearches: true,
    canUseProcessQueues: true,
    onChange: fn(),
    onCreateTag: fn(),
    onSave: fn(),
    onClose: fn(),
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof AddPairDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: addPairTexts.title.add,
  });

/** Nothing chosen: the later choices wait for the earlier ones. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('button', { name: 'Campuses' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(dialog.getByRole('combobox', { name: 'CCB Group' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Group' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(dialog.getByRole('combobox', { name: 'MailChimp Group' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** Save with nothing chosen: the spec's three messages, and the selects marked invalid. */
export const WithErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    const campus = dialog.getByRole('combobox', { name: 'CCB Campus' });
    await expect(campus).toBeInvalid();
    await expect(campus).toHaveAccessibleDescription('Please select a CCB campus');
    await expect(dialog.getByRole('combobox', { name: 'CCB Group' })).toHaveAccessibleDescription(
      'Please select a CCB Group',
    );
    await expect(
      dialog.getByRole('combobox', { name: 'MailChimp Audience' }),
    ).toHaveAccessibleDescription('Please select a MailChimp Audience');
    // 'Sync to' waits for an audience: its chosen 'Group' is disabled yet must stay readable
    // (axe skips aria-disabled controls, so the contrast is measured here) and look disabled,
    // unlike an enabled chosen segment.
    const target = within(dialog.getByRole('group', { name: addPairTexts.fields.target }));
    const chosen = target.getByRole('button', { name: addPairTexts.target.group });
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await expect(chosen).toHaveAttribute('aria-disabled', 'true');
    await expect(textContrast(chosen)).toBeGreaterThanOrEqual(4.5);
    const enabledChosen = dialog.getByRole('button', { name: addPairTexts.ccbSource.campuses });
    await expect(enabledChosen).toHaveAttribute('aria-pressed', 'true');
    await expect(
      contrastRatio(effectiveBackground(chosen), effectiveBackground(enabledChosen)),
    ).toBeGreaterThan(2);
  },
};

/** A complete pair saves once: the Save button spins and ignores further presses. */
export const Saving: Story = {
  args: {
    values: { ...EMPTY, campusId: '1', groupId: '11', listId: 'a1', interestId: 'c1:::::i1' },
  },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    const save = dialog.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** Without the saved-search permission the choice is disabled and says why. */
export const SavedSearchNoPermission: Story = {
  args: { canUseSavedSearches: false },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await dialogOf(canvasElement));
    const searches = dialog.getByRole('button', { name: 'Saved Searches' });
    await expect(searches).toHaveAttribute('aria-disabled', 'true');
    searches.focus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent(
      "You don't have permissions to use saved search",
    );
    await userEvent.click(searches);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Saved Searches: one select for the search instead of campus and group. */
export const SavedSearch: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Saved Searches' }));
    await expect(args.onChange).toHaveBeenCalledWith('ccbSource', 'savedSearch');
    const search = dialog.getByRole('combobox', { name: 'CCB Saved Search' });
    await userEvent.click(search);
    const list = within(await dialog.findByRole('listbox', { name: 'CCB Saved Search' }));
    // New advanced searches first, then the classic (obsolete) ones, each under its heading.
    const groups = list.getAllByRole('group');
    await expect(groups[0]).toHaveAccessibleName(savedSearchGroupTexts.advanced);
    await expect(groups[1]).toHaveAccessibleName(savedSearchGroupTexts.classic);
    await expect(groups).toHaveLength(2);
    await expect(
      within(groups[1] as HTMLElement).getByRole('option', { name: 'Baptisms' }),
    ).toBeInTheDocument();
    await userEvent.click(list.getByRole('option', { name: 'Newcomers last 30 days' }));
    await expect(search).toHaveValue('Newcomers last 30 days');
    await expect(args.onChange).toHaveBeenCalledWith('searchId', '31');
    await expect(dialog.queryByRole('combobox', { name: 'CCB Campus' })).not.toBeInTheDocument();
  },
};

/**
 * A church with hundreds of CCB groups: the group list shows 8 rows and scrolls, and typing
 * filters it (issue 29, defect 9).
 */
export const ManyGroups: Story = {
  args: {
    values: { ...EMPTY, campusId: '1' },
    options: {
      ...OPTIONS,
      groups: Array.from({ length: 300 }, (_, index) => ({
        value: String(1000 + index),
        label: `Small Group ${index + 1}`,
      })),
    },
  },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    const group = dialog.getByRole('combobox', { name: 'CCB Group' });
    await userEvent.click(group);
    const list = await dialog.findByRole('listbox', { name: 'CCB Group' });
    const row = (within(list).getAllByRole('option')[0] as HTMLElement).getBoundingClientRect();
    await expect(list.clientHeight).toBeLessThanOrEqual(8 * row.height + 1);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await userEvent.type(group, '250');
    await expect(within(list).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('groupId', '1249');
    await expect(group).toHaveValue('Small Group 250');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Process Queues unavailable (v2_pq_warning is 0): disabled with its reason. */
export const ProcessQueuesDisabled: Story = {
  args: { canUseProcessQueues: false, values: { ...EMPTY, campusId: '1' } },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await dialogOf(canvasElement));
    const queues = dialog.getByRole('button', { name: 'Process Queues' });
    await expect(queues).toHaveAttribute('aria-disabled', 'true');
    queues.focus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent(
      addPairTexts.ccbTarget.processQueuesPending,
    );
    await userEvent.click(queues);
    await expect(args.onChange).not.toHaveBeenCalledWith('ccbTarget', 'processQueue');
  },
};

/** Process Queues chosen: the queue select replaces the group select. */
export const ProcessQueues: Story = {
  args: { values: { ...EMPTY, campusId: '1', ccbTarget: 'processQueue' } },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('combobox', { name: 'CCB Process Queue' })).toBeEnabled();
    await expect(dialog.queryByRole('combobox', { name: 'CCB Group' })).not.toBeInTheDocument();
  },
};

/** Tags: the tag picker creates a new tag from its search text; Escape closes only its list. */
export const TagsWithNewTag: Story = {
  args: { values: { ...EMPTY, campusId: '1', groupId: '11', listId: 'a1' } },
  play: async ({ args, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await dialogOf(canvasElement));

    await step('Switch to tags', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Tags' }));
      await expect(args.onChange).toHaveBeenCalledWith('mcTarget', 'tags');
    });

    await step('Type a new name and press Enter: a tag is created and chosen', async () => {
      const picker = dialog.getByRole('combobox', { name: 'MailChimp Tags' });
      await userEvent.click(picker);
      await userEvent.keyboard('Easter 2026');
      await expect(dialog.getByRole('option', { name: 'Create tag "Easter 2026"' })).toBeVisible();
      await userEvent.keyboard('{Enter}');
      await expect(args.onCreateTag).toHaveBeenCalledWith('Easter 2026');
      await expect(dialog.getByRole('button', { name: 'Remove Easter 2026' })).toBeVisible();
    });

    await step('Arrow Down and Enter choose an existing tag', async () => {
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith('tags', ['Easter 2026', 'Members']);
    });

    await step('Escape closes the list, not the dialog', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(dialog.queryByRole('listbox')).not.toBeInTheDocument();
      await expect(body.getByRole('dialog')).toBeInTheDocument();
      await expect(args.onClose).not.toHaveBeenCalled();
      await userEvent.keyboard('{Escape}');
      await expect(args.onClose).toHaveBeenCalledTimes(1);
    });
  },
};

/** A new Mailchimp group whose name exists: 'Create a Duplicate Group' and its '- Copy' name. */
export const DuplicateGroup: Story = {
  args: {
    values: { ...EMPTY, campusId: '1', groupId: '11', listId: 'a1', groupMode: 'new' },
    newGroupDuplicate: true,
    newGroupName: 'Youth Group - Copy',
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('radio', { name: 'Create a Duplicate Group' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Sync to Existing Group' })).not.toBeChecked();
    await expect(dialog.getByText('New group: Youth Group - Copy')).toBeVisible();
    await expect(
      dialog.queryByRole('combobox', { name: 'MailChimp Group' }),
    ).not.toBeInTheDocument();
  },
};

/** A new group whose name is free: 'Create a new Group'. */
export const NewGroup: Story = {
  args: {
    values: { ...EMPTY, campusId: '1', groupId: '11', listId: 'a1' },
    newGroupName: 'Youth Group',
  },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('radio', { name: 'Create a new Group' }));
    await expect(args.onChange).toHaveBeenCalledWith('groupMode', 'new');
    await expect(dialog.getByText('New group: Youth Group')).toBeVisible();
  },
};

/** Editing: 'Save Sync Pair'. */
export const Edit: Story = {
  args: {
    mode: 'edit',
    values: { ...EMPTY, campusId: '1', groupId: '11', listId: 'a1', interestId: 'c1:::::i2' },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Save Sync Pair' }));
    await expect(dialog.getByRole('combobox', { name: 'MailChimp Group' })).toHaveValue(
      'Youth Group',
    );
  },
};

/** MC to CCB: the Mailchimp side first, then campus and group; no saved searches or queues. */
export const McToCcb: Story = {
  args: { direction: 'mcToCcb' },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    const groups = dialog.getAllByRole('group').map((group) => group.getAttribute('aria-label'));
    await expect(groups).not.toContain('CCB source');
    await expect(dialog.queryByRole('button', { name: 'Process Queues' })).not.toBeInTheDocument();
    const selects = dialog.getAllByRole('combobox').map((select) => select.getAttribute('id'));
    const audience = dialog.getByRole('combobox', { name: 'MailChimp Audience' });
    const campus = dialog.getByRole('combobox', { name: 'CCB Campus' });
    await expect(selects.indexOf(audience.id)).toBeLessThan(selects.indexOf(campus.id));
  },
};

/** The plan limit: a red alert. */
export const PlanLimit: Story = {
  args: {
    limit: {
      message: 'You cannot add more sync pairs. Please upgrade your plan to add more.',
      variant: 'danger',
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'You cannot add more sync pairs. Please upgrade your plan to add more.',
    );
  },
};

/**
 * The informational limit helper (no variant given): a note, announced politely, not an error;
 * Save stays available.
 */
export const LimitHelper: Story = {
  args: {
    limit: {
      message: 'A MailChimp audience can hold at most 60 groups or saved searches.',
    },
  },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    const note = dialog.getByRole('status');
    await expect(note).toHaveTextContent(String(args.limit?.message));
    await expect(note).toHaveAttribute('data-variant', 'info');
    await expect(dialog.queryByRole('alert')).toBeNull();
    await expect(dialog.getByRole('button', { name: addPairTexts.buttons.save })).toBeEnabled();
  },
};

/** Lists still loading: their selects say so and wait. */
export const LoadingLists: Story = {
  args: {
    values: { ...EMPTY, campusId: '1' },
    loading: { groups: true, audiences: true },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    const group = dialog.getByRole('combobox', { name: 'CCB Group' });
    await expect(group).toBeDisabled();
    await expect(group).toHaveAttribute('aria-busy', 'true');
    await expect(group).toHaveAttribute('placeholder', 'Loading...');
    await waitFor(() =>
      expect(dialog.getByRole('combobox', { name: 'MailChimp Audience' })).toBeDisabled(),
    );
  },
};
