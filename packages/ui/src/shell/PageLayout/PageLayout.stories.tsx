import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../core/Button';
import { Card } from '../../core/Card';
import { ToolkitBreadcrumb } from '../../toolkit/ToolkitBreadcrumb';
import { PageLayout } from './PageLayout';

const meta = {
  title: 'Shell/PageLayout',
  component: PageLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Sync',
    children: (
      <Card>
        <p>The page's content.</p>
      </Card>
    ),
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Padding on every side and a 1120 px maximum width, centred: the same on every page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sync' })).toBeVisible();
    const style = getComputedStyle(main);
    await expect(style.maxWidth).toBe('1120px');
    await expect(Number.parseFloat(style.paddingLeft)).toBeGreaterThan(0);
    await expect(Number.parseFloat(style.paddingTop)).toBeGreaterThan(0);
    // Nothing scrolls sideways.
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth);
  },
};

/** Actions beside the title, wrapping below it when there is no room. */
export const WithActions: Story = {
  args: {
    intro: 'Pair CCB sources with Mailchimp audiences.',
    actions: (
      <>
        <Button variant="secondary">Refresh lists</Button>
        <Button>Sync</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sync' })).toBeVisible();
    await expect(canvas.getByText('Pair CCB sources with Mailchimp audiences.')).toBeVisible();
  },
};

/** A form or a message: 640 px at most. */
export const Narrow: Story = {
  args: { width: 'narrow', title: 'Authorize your CCB Account!' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByRole('main')).maxWidth).toBe('640px');
  },
};

/** No title of its own: the shell's header bar names the page. */
export const UnderHeaderBar: Story = {
  args: { title: undefined, intro: 'Connect Church Community Builder and Mailchimp.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/**
 * A page under another (the Toolkit's): the breadcrumb above the title, and an intro kept to a
 * readable measure.
 */
export const WithBreadcrumb: Story = {
  args: {
    breadcrumb: (
      <ToolkitBreadcrumb parent="Tools / Settings" parentHref="/tools" current="Header mapping" />
    ),
    title: 'Header mapping',
    intro:
      'Choose which CCB fields fill which Mailchimp merge fields. A field left off is not sent; a field on is sent on every sync, in both directions where the pair syncs both ways.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const crumbs = canvas.getByRole('navigation', { name: /breadcrumb/i });
    await expect(within(crumbs).getByRole('link', { name: 'Tools / Settings' })).toBeVisible();
    // The breadcrumb comes before the title.
    const heading = canvas.getByRole('heading', { level: 1, name: 'Header mapping' });
    await expect(
      crumbs.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // A readable measure, not the page's full width.
    await expect(getComputedStyle(canvas.getByText(/Choose which CCB fields/)).maxWidth).not.toBe(
      'none',
    );
  },
};
