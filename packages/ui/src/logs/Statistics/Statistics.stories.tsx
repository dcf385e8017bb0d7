import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { loadFailureTexts } from '../../core/LoadFailure';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { statisticsTexts as t } from '../texts';
import { Statistics, type StatisticsCategoryView, type StatisticsProps } from './Statistics';

const people = (count: number, name = 'Person'): StatisticsCategoryView['list'] =>
  Array.from({ length: count }, (_, index) => ({
    detail: `${name} ${index + 1} <person${index + 1}@example.org>`,
    participantUrl:
      index % 3 === 2 ? '' : `https://riversidecc.ccbchurch.com/goto/individuals/${index + 1}`,
    isPrimaryDuplicate: index === 1,
    isArchived: index === 2,
  }));

const categories: StatisticsCategoryView[] = [
  { name: 'Added', count: 3, list: people(3, 'Added') },
  { name: 'Updated', count: 2, list: people(2, 'Updated') },
  { name: 'Removed', count: 0, list: [] },
];

/** Controlled like the page: a tab press shows its category. */
function Controlled(props: StatisticsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Statistics
      {...props}
      value={value}
      onChange={(name) => {
        setValue(name);
        props.onChange(name);
      }}
    />
  );
}

const meta = {
  title: 'Logs/Statistics',
  component: Statistics,
  tags: ['autodocs'],
  render: (args) => <Controlled {...args} />,
  args: { categories, onChange: fn(), height: 320 },
} satisfies Meta<typeof Statistics>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One tab per category with its count; the people of the first, with their marks. */
export const Categories: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab')).toHaveLength(3);
    await expect(canvas.getByRole('tab', { name: /Added/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = canvas.getByRole('table', { name: t.listLabel('Added') });
    await waitFor(() => expect(within(table).getByText(/Added 1 </)).toBeVisible());
    await expect(
      within(table).getByRole('link', { name: t.profileOf('Added 1 <person1@example.org>') }),
    ).toBeVisible();
    await expect(within(table).getByText(t.primary)).toBeVisible();
    await expect(within(table).getByText(t.archived)).toBeVisible();
  },
};

/** A tab press shows that category; an empty one says so. */
export const EmptyCategory: Story = {
  args: { value: 'Removed' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.empty)).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: /Updated/ }));
    await expect(args.onChange).toHaveBeenCalledWith('Updated');
    await expect(await canvas.findByRole('table', { name: t.listLabel('Updated') })).toBeVisible();
  },
};

/** 10,000 people: the tab shows the count, and only a few dozen rows are mounted. */
export const TenThousandPeople: Story = {
  args: { categories: [{ name: 'Skipped', count: 10_000, list: people(10_000, 'Skipped') }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: t.listLabel('Skipped') });
    await waitFor(() => expect(within(table).getByText(/Skipped 1 </)).toBeVisible());
    await expect(within(table).getAllByRole('row').length).toBeLessThan(60);
  },
};

/** Loading: skeleton lines. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(canvasElement).queryByRole('tab')).toBeNull();
  },
};

/** The read failed: the message, and Try again reads again. */
export const Failed: Story = {
  args: { error: 'Something went wrong, please try again later!', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong, please try again later!');
    await userEvent.click(within(alert).getByRole('button', { name: loadFailureTexts.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
