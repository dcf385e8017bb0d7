import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { accountTexts as t } from '../texts';
import { AvatarUpload } from './AvatarUpload';

/** A 2x2 blue PNG. */
const PICTURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR42mNkYPhfz0AEYBxVSF8AAJ8cBAG3qcVlAAAAAElFTkSuQmCC';

const meta = {
  title: 'Account/AvatarUpload',
  component: AvatarUpload,
  parameters: { layout: 'padded' },
  args: { name: 'Daniel Okafor', src: null, mode: 'view', onPick: fn(), onDismiss: fn() },
} satisfies Meta<typeof AvatarUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No picture yet; any image file can be chosen. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: t.avatar.label });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]');
    await expect(input).toHaveAttribute('accept', 'image/*');
    const file = new File(['x'], 'me.webp', { type: 'image/webp' });
    await userEvent.setup({ pointerEventsCheck: 0 }).upload(input!, file);
    await expect(args.onPick).toHaveBeenCalledWith(file);
    await expect(within(group).getByRole('button', { name: t.avatar.change })).toBeVisible();
  },
};

/** The saved picture. */
export const WithPicture: Story = {
  args: { src: PICTURE },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: t.avatar.alt('Daniel Okafor') }),
    ).toBeVisible();
  },
};

/** The chosen file's preview while it saves. */
export const Saving: Story = {
  args: { src: PICTURE, mode: 'saving' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t.saving);
  },
};

/** Saved. */
export const Saved: Story = {
  args: { src: PICTURE, mode: 'saved' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t.saved);
  },
};

/** Refused: the message, dismissible. */
export const Failed: Story = {
  args: { mode: 'failed', error: 'Please upload an image file.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please upload an image file.');
    await userEvent.click(canvas.getByRole('button', { name: t.dismiss }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};
