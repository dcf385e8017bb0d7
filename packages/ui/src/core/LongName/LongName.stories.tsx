import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LongName } from './LongName';

const meta = {
  title: 'Core/LongName',
  component: LongName,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ width: 180 }}>
        <Story />
      </div>
    ),
  ],
  args: { text: 'Youth Group' },
} satisfies Meta<typeof LongName>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 25 characters or fewer: plain text, no tooltip, not a tab stop. */
export const Short: Story = {
  args: { text: 'Exactly twenty-five chars' },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByText('Exactly twenty-five chars');
    await expect('Exactly twenty-five chars').toHaveLength(25);
    await expect(name).not.toHaveAttribute('tabindex');
  },
};

/** Above 25 characters: cut with an ellipsis, and the whole name in a tooltip on focus. */
export const Long: Story = {
  args: { text: 'Grace Community Church Wednesday Night Youth Group' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const name = within(canvasElement).getByText(
      'Grace Community Church Wednesday Night Youth Group',
    );
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await userEvent.tab();
    await expect(name).toHaveFocus();
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Grace Community Church Wednesday Night Youth Group');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};
