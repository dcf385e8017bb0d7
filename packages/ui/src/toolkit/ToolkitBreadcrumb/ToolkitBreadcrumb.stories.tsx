import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { toolkitTexts } from '../texts';
import { ToolkitBreadcrumb } from './ToolkitBreadcrumb';

const t = toolkitTexts.ignoredEmails;

const meta = {
  title: 'Toolkit/ToolkitBreadcrumb',
  component: ToolkitBreadcrumb,
  tags: ['autodocs'],
  args: {
    parent: t.breadcrumbParent,
    parentHref: '/tools',
    current: t.breadcrumbCurrent,
  },
} satisfies Meta<typeof ToolkitBreadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Tools / Settings > Ignored Emails': the way back, then this page, marked current. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', {
      name: toolkitTexts.breadcrumbLabel,
    });
    await expect(within(nav).getByRole('link', { name: t.breadcrumbParent })).toHaveAttribute(
      'href',
      '/tools',
    );
    await expect(within(nav).getByText(t.breadcrumbCurrent)).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A long page name wraps instead of pushing the page sideways. */
export const LongName: Story = {
  args: { current: toolkitTexts.unsyncedPairs.title },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', {
      name: toolkitTexts.breadcrumbLabel,
    });
    await expect(within(nav).getByText(toolkitTexts.unsyncedPairs.title)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
