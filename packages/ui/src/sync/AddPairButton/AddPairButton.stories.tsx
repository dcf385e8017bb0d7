import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddPairButton } from './AddPairButton';
import { addPairButtonTexts } from './texts';

const meta = {
  title: 'Sync/AddPairButton',
  component: AddPairButton,
  tags: ['autodocs'],
  args: { onClick: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: '64px 16px 16px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddPairButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add New Sync pair' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Each hint of spec section 5, one story each: focusable, described, and inert. */
function disabledStory(reason: string): Story {
  return {
    args: { disabledReason: reason },
    play: async ({ args, canvasElement }) => {
      const body = within(canvasElement.ownerDocument.body);
      const button = within(canvasElement).getByRole('button', { name: 'Add New Sync pair' });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await expect(await body.findByRole('tooltip')).toHaveTextContent(reason);
      await expect(button).toHaveAccessibleDescription(reason);
      await userEvent.click(button);
      await expect(args.onClick).not.toHaveBeenCalled();
    },
  };
}

const { hints } = addPairButtonTexts;

export const ToggleOff = disabledStory(hints.toggleOff('CCB to MailChimp'));
export const InitialSync = disabledStory(hints.initialSync);
export const NoCredentials = disabledStory(hints.noCredentials);
export const NoPlan = disabledStory(hints.noPlan);
export const SyncDisabled = disabledStory(hints.syncDisabled);
export const Syncing = disabledStory(hints.syncing);
