import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { notAState } from '../../testing/visual';
import { framedDocs } from '../../testing/docs';
import { toolkitTexts } from '../texts';
import { ToolkitErrorDialog } from './ToolkitErrorDialog';

const meta = {
  title: 'Toolkit/ToolkitErrorDialog',
  component: ToolkitErrorDialog,
  tags: ['autodocs'],
  parameters: { a11y: floatingA11y, docs: framedDocs(320) },
  args: { message: 'You need to purchase a plan for this feature', onClose: fn() },
} satisfies Meta<typeof ToolkitErrorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server's message; OK closes it. */
export const ServerMessage: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: toolkitTexts.errorDialog.title });
    await expect(within(dialog).getByText(args.message as string)).toBeVisible();
    const ok = within(dialog).getByRole('button', { name: toolkitTexts.errorDialog.close });
    await waitFor(() => expect(ok).toHaveFocus());
    await userEvent.click(ok);
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A message with markup: kept inline tags and links, nothing that runs. */
export const HtmlMessage: Story = {
  args: {
    message:
      '<strong>Not saved.</strong> Read <a href="https://support.flocksync.example/toolkit">the toolkit guide</a>.<img src="x" onerror="window.__toolkitXss=1">',
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: toolkitTexts.errorDialog.title });
    await expect(await within(dialog).findByText('Not saved.')).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'the toolkit guide' })).toBeVisible();
    await expect(dialog.querySelector('img')).toBeNull();
    await expect((window as { __toolkitXss?: number }).__toolkitXss).toBeUndefined();
  },
};

/** Escape closes it. */
export const EscapeCloses: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('alertdialog', { name: toolkitTexts.errorDialog.title });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Closed while there is no message. */
export const Closed: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  args: { message: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull();
  },
};
