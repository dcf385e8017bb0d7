import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { overflowRight } from '../../testing/layout';
import { alex, alexMatches, marcus, marcusMatch } from '../fixtures';
import { conflictTexts as t } from '../texts';
import { MatchCards, type MatchCardsProps } from './MatchCards';

function Stateful(props: MatchCardsProps) {
  const [selected, setSelected] = useState(props.selectedId);
  return (
    <MatchCards
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
  title: 'Conflicts/MatchCards',
  component: MatchCards,
  parameters: { layout: 'padded' },
  args: {
    current: alex,
    matches: alexMatches,
    selectedId: null,
    onSelect: fn(),
    onCreateNew: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof MatchCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Alex signed up with an address two CCB people share: both are possible matches. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: t.matches.current })).toHaveTextContent(
      t.matches.notInCcb,
    );
    const group = canvas.getByRole('group', { name: t.matches.choose });
    await expect(within(group).getAllByRole('radio')).toHaveLength(2);
    const link = canvas.getByRole('link', { name: /View Joanna Sanchez in CCB/ });
    await expect(link).toHaveAttribute(
      'href',
      'https://riversidecc.ccbchurch.com/goto/individuals/1007',
    );
    await expect(link).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('button', { name: t.buttons.createNew }));
    await expect(args.onCreateNew).toHaveBeenCalledTimes(1);
  },
};

/** A match chosen. */
export const Chosen: Story = {
  args: { current: marcus, matches: [marcusMatch] },
  play: async ({ args, canvasElement }) => {
    const radio = within(canvasElement).getByRole('radio', { name: /^Marcus Simmons/ });
    await userEvent.click(radio);
    await expect(radio).toBeChecked();
    await expect(args.onSelect).toHaveBeenCalledWith(1072);
  },
};

/** Nobody in CCB looks like the contact: only 'Create New Contact'. */
export const NoMatches: Story = {
  args: { matches: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.matches.none)).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

/** 375 px: the address gets a row of its own. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(overflowRight(radio.closest('label') as HTMLElement)).toBe(0);
    }
    const email = canvas.getAllByText('joanna.sanchez@yahoo.com')[1] as HTMLElement;
    // On one line: it has the card's whole width.
    await expect(email.getBoundingClientRect().height).toBeLessThan(30);
  },
};
