import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SyncDirection } from '../PairTable/pairs';
import { floatingA11y } from '../../testing/a11y';
import { overflowRight, overflowX } from '../../testing/layout';
import {
  AUDIENCE_OPTIONS,
  CAMPUS_OPTIONS,
  GROUP_OPTIONS,
  INTEREST_OPTIONS,
  SEARCH_OPTIONS,
  TAG_OPTIONS,
  makeResolverRow,
  makeResolverRows,
} from './fixtures';
import { RESOLVER_LIST_HEIGHT, RESOLVER_ROW_HEIGHT, ResolverDialog } from './ResolverDialog';
import { resolverDialogTexts } from './texts';
import type { ResolverRowView } from './types';
import { framedDocs } from '../../testing/docs';

/** Every kind of row: a locked-CCB group row, an empty campus row, saved search, queue, tags. */
const variedRows: ResolverRowView[] = [
  {
    key: 'r1',
    label: 'Main Campus / Youth Group → Weekly News / Members',
    savedSearch: { on: false, disabled: true },
    campus: { value: '1', options: CAMPUS_OPTIONS, disabled: true },
    group: { kind: 'group', value: '11', options: GROUP_OPTIONS, disabled: true },
    audience: { value: 'a1', options: AUDIENCE_OPTIONS },
    target: {
      mode: 'group',
      group: { value: '', options: INTEREST_OPTIONS, broken: true },
      newGroup: 'duplicate',
      tags: { selected: [], options: TAG_OPTIONS },
    },
  },
  {
    key: 'r2',
    label: 'South Campus (removed) / Prayer Team → Prayer List',
    savedSearch: { on: false },
    campus: { value: '', options: CAMPUS_OPTIONS, broken: true },
    group: { kind: 'group', value: '', options: [], disabled: true },
    audience: { value: '', options: AUDIENCE_OPTIONS, disabled: true },
    target: {
      mode: 'group',
      disabled: true,
      group: { value: '', options: [] },
      tags: { selected: [], options: [] },
    },
  },
  {
    key: 'r3',
    label: 'Newcomers (Classic Search) → Weekly News / Tags',
    savedSearch: { on: true },
    campus: { value: '', options: CAMPUS_OPTIONS },
    group: { kind: 'savedSearch', value: '', options: SEARCH_OPTIONS, broken: true },
    audience: { value: '', options: AUDIENCE_OPTIONS, disabled: true },
    target: {
      mode: 'tags',
      disabled: true,
      group: { value: '', options: [] },
      tags: { selected: [], options: [] },
    },
  },
  {
    key: 'r4',
    label: 'Main Campus / Follow up queue → Events',
    savedSearch: {
      on: false,
      disabled: true,
      disabledReason: "You don't have permissions to use saved search",
    },
    campus: { value: '1', options: CAMPUS_OPTIONS },
    group: {
      kind: 'processQueue',
      value: 'q1',
      options: [{ value: 'q1', label: 'Follow up queue' }],
    },
    audience: { value: '', options: AUDIENCE_OPTIONS, broken: true },
    target: {
      mode: 'tags',
      disabled: true,
      group: { value: '', options: [] },
      tags: { selected: [], options: [] },
    },
  },
];

const thousand = makeResolverRows(1000, 'ccbToMc');
const mcToCcbRows = makeResolverRows(3, 'mcToCcb');

/**
 * Stands in for the resolver machine: step 1 (CCB to MC) then step 2 (MC to CCB) when both are
 * broken, 'Back' returns; a row change is applied as is.
 */
function Harness({
  rows: initialRows,
  direction: initialDirection,
  ...rest
}: ComponentProps<typeof ResolverDialog>) {
  const [direction, setDirection] = useState<SyncDirection>(initialDirection);
  const [rowsBy, setRowsBy] = useState<Record<SyncDirection, readonly ResolverRowView[]>>({
    ccbToMc: initialDirection === 'ccbToMc' ? initialRows : [],
    mcToCcb: initialDirection === 'mcToCcb' ? initialRows : mcToCcbRows,
  });
  const rows = rowsBy[direction];
  const complete = rows.filter((row) =>
    row.target.mode === 'tags'
      ? row.target.tags.selected.length > 0
      : row.target.group.value !== '' || row.target.newGroupSelected,
  ).length;
  return (
    <ResolverDialog
      {...rest}
      direction={direction}
      rows={rows}
      resolved={complete}
      total={rows.length}
      onRowChange={(key, change) => {
        rest.onRowChange(key, change);
        setRowsBy((current) => ({
          ...current,
          [direction]: current[direction].map((row) => {
            if (row.key !== key) return row;
            const target = row.target;
            switch (change.field) {
              case 'group':
                return { ...row, group: { ...row.group, value: change.value, broken: false } };
              case 'interest':
                return {
                  ...row,
                  target: {
                    ...target,
                    newGroupSelected: false,
                    group: { ...target.group, value: change.value, broken: false },
                  },
                };
              case 'newGroup':
                return {
                  ...row,
                  target: {
                    ...target,
                    newGroupSelected: true,
                    group: { ...target.group, broken: false },
                  },
                };
              case 'tags':
                return {
                  ...row,
                  target: { ...target, tags: { ...target.tags, selected: change.value } },
                };
              case 'targetMode':
                return { ...row, target: { ...target, mode: change.value } };
              default:
                return row;
            }
          }),
        }));
      }}
      onRemoveRow={(key) => {
        rest.onRemoveRow(key);
        setRowsBy((current) => ({
          ...current,
          [direction]: current[direction].filter((row) => row.key !== key),
        }));
      }}
      onSave={() => {
        rest.onSave();
        if (direction === 'ccbToMc' && rest.bothBroken) setDirection('mcToCcb');
      }}
      onBack={() => {
        rest.onBack();
        setDirection('ccbToMc');
      }}
    />
  );
}

const meta = {
  title: 'Sync/ResolverDialog',
  component: ResolverDialog,
  tags: ['autodocs'],
  parameters: { a11y: floatingA11y, docs: framedDocs(720) },
  args: {
    open: true,
    direction: 'ccbToMc',
    bothBroken: false,
    resolved: 0,
    total: variedRows.length,
    rows: variedRows,
    onRowChange: fn(),
    onRemoveRow: fn(),
    onSave: fn(),
    onBack: fn(),
    onClose: fn(),
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof ResolverDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the list of the row's combobox named `label` and returns the listbox. */
async function openList(row: ReturnType<typeof within>, label: string) {
  const input = row.getByRole('combobox', { name: label });
  await userEvent.click(input);
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  return within(row.getByRole('listbox', { name: label }));
}

/** Chooses `option` in the row's combobox named `label`, by pointer. */
async function pick(row: ReturnType<typeof within>, label: string, option: string) {
  const list = await openList(row, label);
  await userEvent.click(list.getByRole('option', { name: option }));
}

const findDialog = async (canvasElement: HTMLElement, direction: SyncDirection = 'ccbToMc') =>
  within(
    await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: resolverDialogTexts.title[direction],
    }),
  );

/** CCB to MC only: title, counter, description; every kind of row and its disabled rules. */
export const CcbToMc: Story = {
  play: async ({ args, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await findDialog(canvasElement);

    await step('Header: the counter and the spec text; no steps; Save', async () => {
      await expect(
        body.getByRole('dialog', { name: 'Resolve Broken Sync Pair For CCB to MailChimp' }),
      ).toHaveAccessibleDescription(resolverDialogTexts.description);
      await expect(dialog.getByText('Resolved: 0/4 Pairs')).toBeVisible();
      await expect(dialog.queryByRole('list', { name: 'Steps' })).not.toBeInTheDocument();
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
      await expect(dialog.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    });

    const items = dialog.getAllByRole('listitem');
    const [locked, emptyCampus, search, queue] = items.map((item) => within(item));

    await step(
      'A locked CCB side: campus and group disabled; the broken group is marked',
      async () => {
        await expect(locked?.getByRole('combobox', { name: 'CCB Campus' })).toBeDisabled();
        await expect(locked?.getByRole('combobox', { name: 'CCB Group' })).toBeDisabled();
        const mcGroup = locked?.getByRole('combobox', { name: 'MC Group' }) as HTMLElement;
        await expect(mcGroup).toBeInvalid();
        await expect(mcGroup).toHaveAccessibleDescription(
          'This group is broken or has been removed.',
        );
        const list = await openList(locked as ReturnType<typeof within>, 'MC Group');
        await expect(list.getByRole('option', { name: 'Create a Duplicate Group' })).toBeVisible();
        await userEvent.keyboard('{Escape}');
        await expect(mcGroup).toHaveAttribute('aria-expanded', 'false');
      },
    );

    await step('Choosing the new group resolves the row', async () => {
      const row = locked as ReturnType<typeof within>;
      await pick(row, 'MC Group', 'Create a Duplicate Group');
      await expect(args.onRowChange).toHaveBeenCalledWith('r1', { field: 'newGroup' });
      await expect(dialog.getByText('Resolved: 1/4 Pairs')).toBeVisible();
      const mcGroup = row.getByRole('combobox', { name: 'MC Group' });
      await expect(mcGroup).toHaveValue('Create a Duplicate Group');
      // Opened again, the new-group choice is the selected option (its reserved value).
      const list = await openList(row, 'MC Group');
      await expect(list.getByRole('option', { name: 'Create a Duplicate Group' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await userEvent.keyboard('{Escape}');
      await expect(mcGroup).toHaveAttribute('aria-expanded', 'false');
    });

    await step('Later selectors wait for the earlier choice', async () => {
      await expect(emptyCampus?.getByRole('combobox', { name: 'CCB Campus' })).toBeEnabled();
      await expect(emptyCampus?.getByRole('combobox', { name: 'CCB Group' })).toBeDisabled();
      await expect(emptyCampus?.getByRole('combobox', { name: 'MC Audience' })).toBeDisabled();
      await expect(emptyCampus?.getByRole('button', { name: 'Tags' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await pick(emptyCampus as ReturnType<typeof within>, 'CCB Campus', 'North Campus');
      await expect(args.onRowChange).toHaveBeenCalledWith('r2', { field: 'campus', value: '2' });
    });

    await step('Saved Searches: the search select replaces campus and group', async () => {
      await expect(search?.getByRole('button', { name: 'Saved Searches' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(search?.queryByRole('combobox', { name: 'CCB Campus' })).not.toBeInTheDocument();
      await expect(search?.getByRole('combobox', { name: 'CCB Saved Search' })).toBeInvalid();
      await expect(search?.getByRole('combobox', { name: 'MC Tags' })).toBeDisabled();
      await expect(search?.getByRole('combobox', { name: 'MC Tags' })).toHaveAttribute(
        'placeholder',
        'Select MC Tags',
      );
    });

    await step('A process queue is always disabled', async () => {
      await expect(queue?.getByRole('combobox', { name: 'CCB Process Queue' })).toBeDisabled();
      await expect(
        queue?.getByRole('combobox', { name: 'MC Audience' }),
      ).toHaveAccessibleDescription('This audience is broken or has been removed.');
    });

    await step('The remove icon explains itself and removes the row', async () => {
      const remove = queue?.getByRole('button', { name: 'Remove Pair 4 of 4' }) as HTMLElement;
      remove.focus();
      await expect(await body.findByRole('tooltip')).toHaveTextContent(
        'This will Unsync and Remove this Sync pair',
      );
      await userEvent.click(remove);
      await expect(args.onRemoveRow).toHaveBeenCalledWith('r4');
      await waitFor(() => expect(dialog.getAllByRole('listitem')).toHaveLength(3));
      await expect(dialog.getByText('Resolved: 1/3 Pairs')).toBeVisible();
    });
  },
};

/** A church with hundreds of CCB groups: the group's list shows 8 rows, typing filters it. */
export const ManyGroups: Story = {
  args: {
    rows: [
      {
        ...makeResolverRow(1, 'ccbToMc'),
        group: {
          kind: 'group',
          value: '',
          broken: true,
          options: Array.from({ length: 300 }, (_, index) => ({
            value: String(1000 + index),
            label: `Small Group ${index + 1}`,
          })),
        },
      },
    ],
    total: 1,
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    const row = within(dialog.getByRole('listitem'));
    const group = row.getByRole('combobox', { name: 'CCB Group' });
    const list = await openList(row, 'CCB Group');
    const listbox = row.getByRole('listbox', { name: 'CCB Group' });
    const options = list.getAllByRole('option');
    await expect(options).toHaveLength(300);
    const rowHeight = (options[0] as HTMLElement).getBoundingClientRect().height;
    await expect(listbox.clientHeight).toBeLessThanOrEqual(8 * rowHeight + 1);
    await expect(listbox.clientHeight).toBeGreaterThanOrEqual(8 * rowHeight - 1);
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
    await userEvent.type(group, '250');
    await expect(list.getAllByRole('option')).toHaveLength(1);
    await expect(list.getByRole('option')).toHaveTextContent('Small Group 250');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowChange).toHaveBeenCalledWith('ccbToMc-1', {
      field: 'group',
      value: '1249',
    });
    await expect(group).toHaveValue('Small Group 250');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(group).toHaveFocus();
  },
};

/** Tags in a row: the tag picker's 'Select MC Tags', then one chip, '+N more' and 'Add more'. */
export const TagsRow: Story = {
  args: { rows: makeResolverRows(4, 'ccbToMc').slice(3), total: 1 },
  play: async ({ args, canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    const picker = dialog.getByRole('combobox', { name: 'MC Tags' });
    await expect(picker).toHaveAttribute('placeholder', 'Select MC Tags');
    await userEvent.click(picker);
    await userEvent.keyboard('{ArrowDown}{Enter}{ArrowDown}{Enter}{ArrowDown}{Enter}');
    await expect(args.onRowChange).toHaveBeenLastCalledWith('ccbToMc-4', {
      field: 'tags',
      value: ['Members', 'Volunteers', 'Youth'],
    });
    await userEvent.keyboard('{Escape}');
    await expect(picker).toHaveAttribute('placeholder', 'Add more');
    await expect(dialog.getByRole('button', { name: /^\+2 more/ })).toBeVisible();
    await expect(dialog.getByText('Resolved: 1/1 Pairs')).toBeVisible();
    // Escape closed only the list: the dialog is still open.
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** MC to CCB alone: audience and target first; the remove icon sits on the group selector. */
export const McToCcb: Story = {
  args: { direction: 'mcToCcb', rows: mcToCcbRows, total: 3 },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'mcToCcb');
    const first = within(dialog.getAllByRole('listitem')[0] as HTMLElement);
    const selects = first
      .getAllByRole('combobox')
      .map((select) => select.getAttribute('aria-label') ?? select.id);
    await expect(selects).toHaveLength(4);
    const audience = first.getByRole('combobox', { name: 'MC Audience' });
    const group = first.getByRole('combobox', { name: 'CCB Group' });
    await expect(
      audience.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const remove = first.getByRole('button', { name: 'Remove Pair 1 of 3' });
    await expect(group.closest('[data-remove-host]')).toContainElement(remove);
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
  },
};

/** Both broken: step 1 'Save And Proceed' → step 2 with 'Back' and 'Save' → Back to step 1. */
export const TwoSteps: Story = {
  args: { bothBroken: true },
  play: async ({ args, canvasElement, step }) => {
    await step('Step 1: CCB to MC is current; Save And Proceed', async () => {
      const dialog = await findDialog(canvasElement, 'ccbToMc');
      const steps = dialog.getByRole('list', { name: 'Steps' });
      const [one, two] = within(steps).getAllByRole('listitem');
      await expect(one).toHaveAttribute('aria-current', 'step');
      await expect(one).toHaveTextContent('Step 1: CCB to MC');
      await expect(two).toHaveTextContent('Step 2: MC to CCB');
      await expect(dialog.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
      await userEvent.click(dialog.getByRole('button', { name: 'Save And Proceed' }));
      await expect(args.onSave).toHaveBeenCalledTimes(1);
    });

    await step('Step 2: MC to CCB is current; Back and Save', async () => {
      const dialog = await findDialog(canvasElement, 'mcToCcb');
      const [, two] = within(dialog.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
      await expect(two).toHaveAttribute('aria-current', 'step');
      await expect(dialog.getByText('Resolved: 0/3 Pairs')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
      await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
      await expect(args.onBack).toHaveBeenCalledTimes(1);
    });

    await step('Back: step 1 again', async () => {
      const dialog = await findDialog(canvasElement, 'ccbToMc');
      await expect(dialog.getByRole('button', { name: 'Save And Proceed' })).toBeVisible();
    });
  },
};

/** 1,000 broken pairs: at most 8 rows mounted, however far the list scrolls. */
export const ThousandRows: Story = {
  args: { rows: thousand, total: 1000 },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    const list = dialog.getByRole('list', { name: resolverDialogTexts.list });
    const scroller = list.parentElement as HTMLElement;
    await expect(scroller.getBoundingClientRect().height).toBe(RESOLVER_LIST_HEIGHT);
    const mounted = () => within(list).getAllByRole('listitem');
    await expect(mounted().length).toBeGreaterThanOrEqual(
      Math.ceil(RESOLVER_LIST_HEIGHT / RESOLVER_ROW_HEIGHT),
    );
    await expect(mounted().length).toBeLessThanOrEqual(8);
    await expect(mounted()[0]).toHaveAttribute('aria-setsize', '1000');
    await expect(mounted()[0]).toHaveAttribute('aria-posinset', '1');
    for (const fraction of [0.37, 0.5, 1]) {
      scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) * fraction;
      await waitFor(() => expect(mounted()[0]).not.toHaveAttribute('aria-posinset', '1'));
      await expect(mounted().length).toBeLessThanOrEqual(8);
    }
    await waitFor(() => expect(mounted().at(-1)).toHaveAttribute('aria-posinset', '1000'));
    await expect(list.style.height).toBe(`${1000 * RESOLVER_ROW_HEIGHT}px`);
  },
};

/** Looking up the broken pairs on open. */
export const Checking: Story = {
  args: { loading: true, rows: [] },
  play: async ({ args, canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(dialog.getByRole('status')).toHaveTextContent(resolverDialogTexts.checking);
    const save = dialog.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Saving: one request only; a failure shows the message. */
export const SavingWithError: Story = {
  args: { saving: true, error: 'Something went wrong, please try agan later!' },
  play: async ({ args, canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Something went wrong, please try agan later!',
    );
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The close icon and Escape close the resolver. */
export const Close: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The lookup failed: the message and 'Try again', which asks again. */
export const LookupFailed: Story = {
  args: {
    rows: [],
    total: 0,
    error: 'Something went wrong, please try agan later!',
    onRetry: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Something went wrong, please try agan later!',
    );
    await userEvent.click(dialog.getByRole('button', { name: resolverDialogTexts.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Step 2 after every step-1 pair was saved: nothing to go back to, so no Back. */
export const StepTwoNothingBehind: Story = {
  args: { bothBroken: true, direction: 'mcToCcb', canGoBack: false },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'mcToCcb');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  },
};

/**
 * A 375 px phone: the steps, counter and every row's four selectors reflow inside the dialog,
 * which never scrolls sideways; a long choice ends in an ellipsis rather than being cut.
 */
export const Phone: Story = {
  args: { bothBroken: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    const panel = canvasElement.ownerDocument.body.querySelector('[role="dialog"]') as HTMLElement;
    await expect(dialog.getByText('Resolved: 0/4 Pairs')).toBeVisible();
    await expect(overflowRight(panel)).toBe(0);
    const list = dialog.getByRole('list', { name: resolverDialogTexts.list });
    const scroller = list.parentElement as HTMLElement;
    // Neither the dialog's body nor the list scrolls sideways.
    await expect(overflowX(scroller.parentElement as HTMLElement)).toBe(0);
    await expect(overflowX(scroller)).toBe(0);
    const box = scroller.getBoundingClientRect();
    for (const item of within(list).getAllByRole('listitem')) {
      const itemBox = item.getBoundingClientRect();
      for (const control of [
        ...within(item).getAllByRole('combobox'),
        ...within(item).getAllByRole('button'),
      ]) {
        const rect = control.getBoundingClientRect();
        // Inside the list's box sideways, and inside its row (rows clip what overflows them).
        await expect(rect.left).toBeGreaterThanOrEqual(box.left);
        await expect(rect.right).toBeLessThanOrEqual(box.right);
        await expect(rect.bottom).toBeLessThanOrEqual(itemBox.bottom);
      }
      const selectors = item.querySelectorAll('input[data-resolver-field]');
      await expect(selectors.length).toBeGreaterThan(0);
      for (const select of selectors) {
        await expect(getComputedStyle(select).textOverflow).toBe('ellipsis');
      }
    }
    const audience = within(within(list).getAllByRole('listitem')[0] as HTMLElement).getByRole(
      'combobox',
      { name: 'MC Audience' },
    );
    await expect(audience.getBoundingClientRect().width).toBeGreaterThan(100);
  },
};
