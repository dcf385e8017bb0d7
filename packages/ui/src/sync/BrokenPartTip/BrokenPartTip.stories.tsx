import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { BrokenPartTip } from './BrokenPartTip';
import { brokenPartTexts } from './texts';

const meta = {
  title: 'Sync/BrokenPartTip',
  component: BrokenPartTip,
  tags: ['autodocs'],
  parameters: { a11y: floatingA11y },
  args: { part: 'campus', learnMoreHref: 'https://help.flocksync.example/broken-pairs' },
  decorators: [
    (Story) => (
      <div style={{ padding: '96px 48px 24px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BrokenPartTip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover shows the spec's message with a 'Learn more' link that opens in a new tab. */
export const Campus: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', {
      name: 'This campus is broken or has been removed.',
    });
    await userEvent.hover(trigger);
    await body.findByRole('dialog', { name: brokenPartTexts.message('campus') });
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.hover(trigger);
    const bubble = await body.findByRole('dialog', { name: brokenPartTexts.message('campus') });
    const link = within(bubble).getByRole('link', { name: /Learn more/ });
    await expect(link).toHaveAttribute('href', 'https://help.flocksync.example/broken-pairs');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** Keyboard: Enter opens, Escape closes and focus returns; Tab reaches the link. */
export const Keyboard: Story = {
  args: { part: 'tag' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', {
      name: 'This tag is broken or has been removed.',
    });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    const bubble = await body.findByRole('dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await waitFor(() =>
      expect(within(bubble).getByRole('link', { name: /Learn more/ })).toHaveFocus(),
    );
  },
};

/** Each part names itself: campus, group, audience or tag. */
export const EveryPart: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <BrokenPartTip {...args} part="campus" />
      <BrokenPartTip {...args} part="group" />
      <BrokenPartTip {...args} part="audience" />
      <BrokenPartTip {...args} part="tag" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const part of ['campus', 'group', 'audience', 'tag'] as const) {
      await expect(
        canvas.getByRole('button', { name: brokenPartTexts.message(part) }),
      ).toBeInTheDocument();
    }
  },
};
