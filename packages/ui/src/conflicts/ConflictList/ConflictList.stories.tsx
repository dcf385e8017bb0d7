import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { overflowRight } from '../../testing/layout';
import { ccbToMcConflicts, mcToCcbConflicts } from '../fixtures';
import { conflictTexts as t } from '../texts';
import type { ConflictDirection } from '../types';
import { ConflictList, type ConflictListProps } from './ConflictList';

/** Tabs and choice answered as the machine would: a choice belongs to its tab. */
function Stateful(props: ConflictListProps) {
  const [tab, setTab] = useState<ConflictDirection>(props.tab);
  const [selected, setSelected] = useState(props.selectedId);
  const conflicts = tab === 'ccbToMc' ? ccbToMcConflicts : mcToCcbConflicts;
  return (
    <ConflictList
      {...props}
      tab={tab}
      conflicts={props.conflicts.length === 0 ? [] : conflicts}
      selectedId={conflicts.some((item) => item.id === selected) ? selected : null}
      onTabChange={(next) => {
        setTab(next);
        props.onTabChange(next);
      }}
      onSelect={(id) => {
        setSelected(id);
        props.onSelect(id);
      }}
    />
  );
}

const meta = {
  title: 'Conflicts/ConflictList',
  component: ConflictList,
  parameters: { layout: 'padded' },
  args: {
    tab: 'ccbToMc',
    counts: { ccbToMc: 2, mcToCcb: 1 },
    conflicts: ccbToMcConflicts,
    selectedId: null,
    onTabChange: fn(),
    onSelect: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ConflictList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both tabs with their counts; each conflict is a radio choice named by its four parts. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: /CCB to MC.*2 conflicts/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const group = canvas.getByRole('group', { name: t.conflict.choose });
    const youth = within(group).getByRole('radio', {
      name: 'Main Campus / Youth Group → Weekly Newsletter / Youth',
    });
    await userEvent.click(youth);
    await expect(args.onSelect).toHaveBeenCalledWith(19);
    await expect(youth).toBeChecked();
    // A saved search has no campus: a dash stands in for it.
    await expect(
      canvas.getByRole('radio', { name: /^— \/ Members who joined this year/ }),
    ).not.toBeChecked();
  },
};

/** MC to CCB: Mailchimp's parts first, as the MC-to-CCB pair table lists them. */
export const McToCcbChosen: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: /CCB to MC/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onTabChange).toHaveBeenCalledWith('mcToCcb');
    const newcomers = await canvas.findByRole('radio', {
      name: 'Website Signups / Plan a Visit → Main Campus / Newcomers',
    });
    await userEvent.click(newcomers);
    await expect(newcomers).toBeChecked();
  },
};

/** Nothing held in this direction. */
export const Empty: Story = {
  args: { counts: { ccbToMc: 0, mcToCcb: 0 }, conflicts: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.conflict.empty)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /MC to CCB.*0 conflicts/ })).toBeVisible();
  },
};

/** 375 px: each card's four parts reflow to two columns. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) {
      const card = radio.closest('label') as HTMLElement;
      await expect(overflowRight(card)).toBe(0);
    }
  },
};
