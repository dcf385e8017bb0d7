import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { logDetailsTexts as t } from '../texts';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Logs/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: {
    items: [
      { label: t.logs, href: '/logs' },
      { label: 'Log #128', href: '/logs/details/128' },
      { label: 'Statistics' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled nav: links back up the trail, the current page last and not a link. */
export const Trail: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: t.breadcrumbs });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/logs',
      '/logs/details/128',
    ]);
    const current = within(nav).getByText('Statistics');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current.closest('a')).toBeNull();
  },
};

/** Two levels (the log's details): Logs, then the log. */
export const TwoLevels: Story = {
  args: { items: [{ label: t.logs, href: '/logs' }, { label: t.title }] },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: t.breadcrumbs });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(nav).getByRole('link', { name: t.logs })).toHaveAttribute('href', '/logs');
  },
};

/** A long trail wraps on a phone instead of scrolling sideways. */
export const LongTrail: Story = {
  args: {
    items: [
      { label: t.logs, href: '/logs' },
      {
        label: 'Search results for margaret.holloway-fitzgerald@example.org',
        href: '/logs/search',
      },
      { label: 'Sync history of Margaret Holloway-Fitzgerald' },
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: t.breadcrumbs });
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth + 1);
  },
};
