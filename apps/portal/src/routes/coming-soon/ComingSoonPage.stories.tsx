import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComingSoonPage } from './ComingSoonPage';
import { comingSoonTexts as t } from './texts';

const meta = {
  title: 'Pages/Coming soon',
  component: ComingSoonPage,
  args: { title: 'Billing' },
  parameters: { layout: 'fullscreen', route: '/billing' },
} satisfies Meta<typeof ComingSoonPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: args.title })).toBeVisible();
    await expect(canvas.getByText(t.body)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.back })).toHaveAttribute('href', '/dashboard');
  },
};
