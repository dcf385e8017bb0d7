import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewPairsBanner } from './NewPairsBanner';
import { newPairsBannerTexts } from './texts';

const meta = {
  title: 'Sync/NewPairsBanner',
  component: NewPairsBanner,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { newCount: 2, onConfirm: fn() },
} satisfies Meta<typeof NewPairsBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(newPairsBannerTexts.message(2));
    await userEvent.click(canvas.getByRole('button', { name: 'CONFIRM AND SYNC NOW' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const OnePair: Story = {
  args: { newCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'You have 1 new sync pair that has not been synced yet.',
    );
  },
};

/** Confirming: one sync request only. */
export const Syncing: Story = {
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'CONFIRM AND SYNC NOW' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Syncing unavailable: the button says why. */
export const DisabledWithReason: Story = {
  args: { disabledReason: 'Syncing in progress' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: 'CONFIRM AND SYNC NOW' });
    button.focus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Syncing in progress');
    await userEvent.click(button);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
