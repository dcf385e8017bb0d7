import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { overflowRight, overflowX } from '../../testing/layout';
import { notAState } from '../../testing/visual';
import { heldContacts, manyHeldContacts } from '../fixtures';
import { conflictTexts as t } from '../texts';
import { HeldContactTable, type HeldContactTableProps } from './HeldContactTable';

function Stateful(props: HeldContactTableProps) {
  const [selected, setSelected] = useState(props.selectedId);
  return (
    <HeldContactTable
      {...props}
      selectedId={selected}
      onSelect={(id) => {
        setSelected(id);
        props.onSelect(id);
      }}
    />
  );
}

const meta = {
  title: 'Conflicts/HeldContactTable',
  component: HeldContactTable,
  parameters: { layout: 'padded' },
  args: {
    contacts: heldContacts,
    selectedId: null,
    onSelect: fn(),
    onIgnore: fn(),
    onExport: fn(),
    onIgnoreAll: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof HeldContactTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five held contacts: a radio and Ignore per row, Export list and Ignore All above. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: t.holds.caption(5) });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('radio', { name: 'Kwame Osei' }));
    await expect(args.onSelect).toHaveBeenCalledWith(23);
    await userEvent.click(canvas.getByRole('button', { name: 'Ignore Priya Fairbanks' }));
    await expect(args.onIgnore).toHaveBeenCalledWith(22);
    await userEvent.click(canvas.getByRole('button', { name: t.buttons.exportList }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t.buttons.ignoreAll }));
    await expect(args.onIgnoreAll).toHaveBeenCalledTimes(1);
    // Known by address only: the address is the name (spec section 3).
    await expect(canvas.getByRole('radio', { name: 'info@riverside-events.org' })).toBeEnabled();
  },
};

/** One chosen: its row is marked. */
export const Chosen: Story = {
  args: { selectedId: 24 },
  play: async ({ canvasElement }) => {
    const radio = within(canvasElement).getByRole('radio', { name: 'Marcus Simmons' });
    await expect(radio).toBeChecked();
    await expect(radio.closest('tr')).toHaveAttribute('data-selected');
  },
};

/** A row being ignored (no question asked): its Ignore spins. */
export const IgnoringARow: Story = {
  args: { ignoringId: 23 },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Ignore Kwame Osei' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onIgnore).not.toHaveBeenCalled();
  },
};

/**
 * The list back after an Ignore removed the second row (and the focus on it): the Ignore now in
 * that place takes the focus, so a keyboard user goes on from where they were.
 */
export const FocusAfterIgnore: Story = {
  args: { refocusAt: 1 },
  play: async ({ canvasElement }) => {
    const ignores = within(canvasElement).getAllByRole('button', { name: /^Ignore (?!All)/ });
    await expect(ignores[1]).toHaveFocus();
  },
};

/** The last row was ignored: the new last row's Ignore takes the focus. */
export const FocusAfterIgnoringTheLast: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  args: { refocusAt: heldContacts.length },
  play: async ({ canvasElement }) => {
    const ignores = within(canvasElement).getAllByRole('button', { name: /^Ignore (?!All)/ });
    await expect(ignores.at(-1)).toHaveFocus();
  },
};

/** Exporting, and Ignore All counting every held contact before it asks. */
export const Busy: Story = {
  args: { exporting: true, ignoreAllBusy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t.buttons.exportList })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: t.buttons.ignoreAll })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** No contact held any more. */
export const Empty: Story = {
  args: { contacts: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.holds.empty)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** 520 held contacts: the size is said, 50 rows at a time, 'Show 50 more' reaches the rest. */
export const ManyHeldContacts: Story = {
  args: { contacts: manyHeldContacts(520) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: t.holds.caption(520) });
    await expect(within(table).getAllByRole('radio')).toHaveLength(50);
    await expect(canvas.getByText(t.holds.shown(50, 520))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.holds.showMore(50) }));
    await expect(within(table).getAllByRole('radio')).toHaveLength(100);
    await expect(canvas.getByText(t.holds.shown(100, 520))).toBeVisible();
  },
};

/** The last page shows what is left, then the button goes. */
export const ManyHeldContactsAllShown: Story = {
  args: { contacts: manyHeldContacts(120) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.holds.showMore(50) }));
    await userEvent.click(canvas.getByRole('button', { name: t.holds.showMore(20) }));
    await expect(canvas.getAllByRole('radio')).toHaveLength(120);
    await expect(canvas.queryByRole('button', { name: /^Show/ })).toBeNull();
  },
};

/** 375 px: name and address share a column; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(overflowRight(table)).toBe(0);
    await expect(overflowX(canvasElement)).toBe(0);
    for (const button of canvas.getAllByRole('button', { name: /^Ignore / })) {
      await expect(overflowRight(button)).toBe(0);
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    }
  },
};
