import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'Core/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    style: { width: 400, maxWidth: '100%' },
    children: <p>Grace Community Church · 412 members paired with the “Weekly news” audience.</p>,
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByText(/412 members/).parentElement as HTMLElement;
    await expect(card).toHaveAttribute('data-padding', 'normal');
    await expect(getComputedStyle(card).paddingTop).toBe('16px');
  },
};

export const WithHeaderAndFooter: Story = {
  args: {
    as: 'section',
    'aria-labelledby': 'card-sync-title',
    children: (
      <>
        <Card.Header>
          <h2 id="card-sync-title">Weekly news</h2>
        </Card.Header>
        <Card.Body>
          <p>412 members of Grace Community Church are kept in step with this audience.</p>
        </Card.Body>
        <Card.Footer>
          <Button variant="secondary">Edit pairing</Button>
          <Button>Sync now</Button>
        </Card.Footer>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Weekly news' });
    await expect(within(region).getByRole('heading', { level: 2 })).toBeVisible();
    await expect(within(region).getAllByRole('button')).toHaveLength(2);
  },
};

export const Spacious: Story = {
  args: { padding: 'spacious' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByText(/412 members/).parentElement as HTMLElement;
    await expect(card).toHaveAttribute('data-padding', 'spacious');
    await expect(getComputedStyle(card).paddingTop).toBe('32px');
  },
};
