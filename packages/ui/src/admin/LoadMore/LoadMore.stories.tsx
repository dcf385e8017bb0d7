import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminTexts as t } from '../texts';
import { LoadMore } from './LoadMore';

const meta = {
  title: 'Admin/LoadMore',
  component: LoadMore,
  parameters: { layout: 'padded' },
  args: { shown: 20, total: 2048, hasMore: true, loading: false, onLoadMore: fn() },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More to load: the size is announced; in view (within 100 px) it asks for the next page. */
export const HasMore: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.list.shown(20, 2048))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.list.loadMore }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

/** Everything shown: no button. */
export const AllLoaded: Story = {
  args: { shown: 47, total: 47, hasMore: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.list.shown(47, 47))).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
