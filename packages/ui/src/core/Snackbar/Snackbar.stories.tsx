import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { notAState } from '../../testing/visual';
import { SNACKBAR_LONG_MS, SnackbarProvider, useSnackbar, type SnackbarOptions } from './Snackbar';
import { framedDocs } from '../../testing/docs';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

/** Shows one snackbar when mounted. */
function Demo(props: SnackbarOptions) {
  return (
    <SnackbarProvider>
      <Trigger {...props} />
    </SnackbarProvider>
  );
}

function Trigger(props: SnackbarOptions) {
  const { show } = useSnackbar();
  useEffect(() => show(props), [show, props]);
  return null;
}

const meta = {
  title: 'Core/Snackbar',
  component: Demo,
  tags: ['autodocs'],
  args: { message: 'Saved successfully', severity: 'success', durationMs: SNACKBAR_LONG_MS },
  parameters: { layout: 'fullscreen', docs: framedDocs(180) },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement.ownerDocument.body).findByRole('status');
    await expect(status).toHaveTextContent('Saved successfully');
  },
};

export const Info: Story = {
  args: { message: 'Sync task added to queue', severity: 'info' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('status'),
    ).toHaveTextContent('Sync task added to queue');
  },
};

export const Warning: Story = {
  args: { message: 'Automatic syncing has been disabled.', severity: 'warning' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByRole('status')).toBeVisible();
  },
};

export const Error: Story = {
  args: { message: 'Something went wrong, please try again later!', severity: 'error' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('alert'),
    ).toHaveTextContent('Something went wrong, please try again later!');
  },
};

/** With its one action: the snackbar offers 'Click Here to Sync New Pairs'. */
export const WithAction: Story = {
  args: {
    message: 'New CCB-TO-MC Sync Pair Added Successfully',
    action: { label: 'Click Here to Sync New Pairs', onClick: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const status = await within(canvasElement.ownerDocument.body).findByRole('status');
    await expect(status).toHaveTextContent(String(args.message));
    await expect(within(status).getByRole('button', { name: args.action?.label })).toBeVisible();
  },
};

/** Pressing the action runs it and closes the snackbar (ends blank: not captured). */
export const ActionCloses: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  args: WithAction.args,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await body.findByRole('button', { name: 'Click Here to Sync New Pairs' }),
    );
    await expect(args.action?.onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByText(String(args.message))).toBeNull());
  },
};

/** Hides itself after its duration (ends blank: not captured). */
export const AutoHides: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  args: { message: 'Gone in a moment', severity: 'info', durationMs: 400 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Gone in a moment')).toBeVisible();
    await waitFor(() => expect(body.queryByText('Gone in a moment')).toBeNull(), { timeout: 3000 });
  },
};

/** Dismiss closes it (ends blank: not captured). */
export const Dismissed: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Dismiss' }));
    await expect(body.queryByRole('status')).toBeNull();
  },
};

/** A snackbar with a dialog that can be opened over the page. */
function WithDialog(props: SnackbarOptions) {
  return (
    <SnackbarProvider>
      <Trigger {...props} />
      <DialogOpener />
    </SnackbarProvider>
  );
}

/** Its own component, so opening the dialog does not show the snackbar again. */
function DialogOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Edit pair">
        <Dialog.Body>Escape closes this dialog, not the snackbar under it.</Dialog.Body>
      </Dialog>
    </>
  );
}

/**
 * Escape belongs to the dialog while one is open: the first Escape closes the dialog and the
 * snackbar stays; the next one, with no dialog, closes the snackbar (ends blank: not captured).
 */
export const EscapeGoesToTheDialogFirst: Story = {
  tags: ['!visual'],
  parameters: { chromatic: notAState },
  render: (args) => <WithDialog {...args} />,
  play: async ({ canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const status = await body.findByRole('status');
    await expect(status).toHaveTextContent('Saved successfully');

    await step('Escape closes the dialog and leaves the snackbar', async () => {
      await userEvent.click(body.getByRole('button', { name: 'Open dialog' }));
      const dialog = await body.findByRole('dialog', { name: 'Edit pair' });
      await expect(dialog).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
      await expect(body.getByRole('status')).toHaveTextContent('Saved successfully');
    });

    await step('With no dialog, Escape closes the snackbar', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByText('Saved successfully')).toBeNull());
    });
  },
};
