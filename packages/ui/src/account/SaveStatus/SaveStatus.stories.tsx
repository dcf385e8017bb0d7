import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { accountTexts as t } from '../texts';
import { SaveStatus } from './SaveStatus';

const meta = {
  title: 'Account/SaveStatus',
  component: SaveStatus,
  parameters: { layout: 'padded' },
  args: { mode: 'saving', error: null, onDismiss: fn() },
} satisfies Meta<typeof SaveStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saving: a spinner and 'Saving...', announced politely. */
export const Saving: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t.saving);
  },
};

/** Saved. */
export const Saved: Story = {
  args: { mode: 'saved' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t.saved);
  },
};

/** Failed: the server's message as an alert; the close button dismisses it. */
export const Failed: Story = {
  args: { mode: 'failed', error: 'The city could not be saved.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The city could not be saved.');
    await userEvent.click(canvas.getByRole('button', { name: t.dismiss }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** Failed without a message from the server: 'Update failed'. */
export const FailedWithoutMessage: Story = {
  args: { mode: 'failed', error: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t.updateFailed);
  },
};

/** Any other mode (view, editing) shows nothing. */
export const Nothing: Story = {
  args: { mode: 'view' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
