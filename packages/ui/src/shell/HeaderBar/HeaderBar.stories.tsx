import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../core/Button';
import { HeaderBar } from './HeaderBar';

const meta = {
  title: 'Shell/HeaderBar',
  component: HeaderBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { title: 'Integrations', backLabel: 'Dashboard', backHref: '#dashboard' },
} satisfies Meta<typeof HeaderBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A back link and the page's title, which is its first-level heading. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '#dashboard',
    );
  },
};

/** Actions sit at the right end. */
export const WithActions: Story = {
  args: {
    title: 'Logs',
    actions: (
      <Button size="small" variant="secondary">
        Export
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { name: 'Logs' });
    const action = canvas.getByRole('button', { name: 'Export' });
    await expect(action.getBoundingClientRect().left).toBeGreaterThan(
      title.getBoundingClientRect().left,
    );
  },
};
