import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { overflowRight } from '../../testing/layout';
import { Breadcrumbs } from './Breadcrumbs';
import { breadcrumbsTexts } from './texts';

const meta = {
  title: 'Core/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: {
    items: [
      { label: 'Billing', href: '/billing' },
      { label: 'Invoices', href: '/billing/invoices' },
      { label: 'Invoice details' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

const trail = (canvasElement: HTMLElement, name: string = breadcrumbsTexts.label) =>
  within(within(canvasElement).getByRole('navigation', { name }));

/** The WAI-ARIA breadcrumb: a nav named 'Breadcrumb', an ordered list, the current page last. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = trail(canvasElement);
    await expect(nav.getByRole('list').tagName).toBe('OL');
    await expect(nav.getAllByRole('listitem')).toHaveLength(3);
    const links = nav.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/billing',
      '/billing/invoices',
    ]);
    const current = nav.getByText('Invoice details');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current.closest('a')).toBeNull();
    // Only the last crumb is the current page.
    for (const link of links) await expect(link).not.toHaveAttribute('aria-current');
  },
};

/** Two levels: the way back, then this page. */
export const TwoLevels: Story = {
  args: { items: [{ label: 'Billing', href: '/billing' }, { label: 'Invoices' }] },
  play: async ({ canvasElement }) => {
    const nav = trail(canvasElement);
    await expect(nav.getAllByRole('listitem')).toHaveLength(2);
    await expect(nav.getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/billing');
    await expect(nav.getByText('Invoices')).toHaveAttribute('aria-current', 'page');
  },
};

/** The '>' mark, where the spec writes the trail with it: 'Tools / Settings > Ignored Emails'. */
export const AngleSeparator: Story = {
  args: {
    separator: '>',
    items: [{ label: 'Tools / Settings', href: '/tools' }, { label: 'Ignored Emails' }],
  },
  play: async ({ canvasElement }) => {
    const nav = trail(canvasElement);
    const [, second] = nav.getAllByRole('listitem');
    await expect(getComputedStyle(second!, '::before').content).toBe('">"');
    await expect(nav.getByText('Ignored Emails')).toHaveAttribute('aria-current', 'page');
  },
};

/** A feature names its own landmark when it must (the logs call theirs 'Breadcrumbs'). */
export const OwnLabel: Story = {
  args: { label: 'Breadcrumbs' },
  play: async ({ canvasElement }) => {
    await expect(trail(canvasElement, 'Breadcrumbs').getAllByRole('link')).toHaveLength(2);
  },
};

/** A long trail wraps on a phone instead of scrolling sideways. */
export const LongTrail: Story = {
  args: {
    items: [
      { label: 'Logs', href: '/logs' },
      {
        label: 'Search results for margaret.holloway-fitzgerald@example.org',
        href: '/logs/search',
      },
      { label: 'Sync history of Margaret Holloway-Fitzgerald' },
    ],
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: breadcrumbsTexts.label });
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth + 1);
    await expect(overflowRight(nav)).toBe(0);
  },
};
