import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ForbiddenPage } from './ForbiddenPage';
import { forbiddenTexts as t } from './texts';

const meta = {
  title: 'Pages/403 Unauthorized',
  component: ForbiddenPage,
  parameters: { layout: 'fullscreen', route: '/403' },
} satisfies Meta<typeof ForbiddenPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t.title })).toBeVisible();
    await expect(canvas.getByText(t.body)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.home })).toHaveAttribute('href', '/dashboard');
  },
};
