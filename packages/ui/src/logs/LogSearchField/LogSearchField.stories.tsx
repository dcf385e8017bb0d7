import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { notAState } from '../../testing/visual';
import { logsTexts as t } from '../texts';
import { LogSearchField } from './LogSearchField';

const meta = {
  title: 'Logs/LogSearchField',
  component: LogSearchField,
  tags: ['autodocs'],
  args: { onSearch: fn() },
} satisfies Meta<typeof LogSearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: t.searchLabel });
    await expect(box).toHaveAttribute('placeholder', t.searchPlaceholder);
  },
};

/** 400 ms after typing stops the term is searched once; a blank term never is. */
export const SearchesAfterTypingStops: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: t.searchLabel });
    await userEvent.type(box, '   ');
    await userEvent.keyboard('{Enter}');
    await userEvent.clear(box);
    await userEvent.type(box, 'anna@example.org');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('anna@example.org'));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};
