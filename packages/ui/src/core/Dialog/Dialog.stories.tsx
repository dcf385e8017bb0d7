import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { floatingA11y } from '../../testing/a11y';
import { Dialog, type DialogProps } from './Dialog';
import { framedDocs } from '../../testing/docs';

/** A page with the button that opens the dialog; `onClose` is reported to the spy. */
function WithTrigger({ open: initialOpen, onClose, ...rest }: DialogProps) {
  const [open, setOpen] = useState(initialOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      <Dialog
        {...rest}
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Core/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  parameters: { a11y: floatingA11y, docs: framedDocs(520) },
  args: {
    open: false,
    onClose: fn(),
    title: 'Pair details',
    children: (
      <Dialog.Body>
        <p>Weekly news is paired with the Grace Community Church “Members” group.</p>
      </Dialog.Body>
    ),
  },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Escape, the backdrop and the close button close it, focus back on the trigger; ends open. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });

    await step('Escape closes and returns focus to the trigger', async () => {
      await userEvent.click(trigger);
      await body.findByRole('dialog', { name: 'Pair details' });
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toBe(trigger));
      await expect(canvasElement.closest('[inert]')).toBeNull();
      await expect(canvasElement.ownerDocument.body.style.overflow).toBe('');
    });

    await step('A press on the backdrop closes it too', async () => {
      await userEvent.click(trigger);
      const dialog = await body.findByRole('dialog');
      await userEvent.click(dialog.parentElement as HTMLElement);
      await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onClose).toHaveBeenCalledTimes(2);
      await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toBe(trigger));
    });

    await step('The close button closes it', async () => {
      await userEvent.click(trigger);
      const dialog = await body.findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onClose).toHaveBeenCalledTimes(3);
    });

    await step('Open: focus moves to the close button, the page behind is inert', async () => {
      await userEvent.click(trigger);
      const dialog = await body.findByRole('dialog', { name: 'Pair details' });
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await waitFor(() =>
        expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus(),
      );
      // The page behind can be neither focused nor clicked, and does not scroll.
      await expect(canvasElement.closest('[inert]')).not.toBeNull();
      await expect(canvasElement.ownerDocument.body.style.overflow).toBe('hidden');
    });
  },
};

const onSave = fn();

/** A form: the main action closes it; focus starts on its first field; Tab cycles inside. */
export const WithFooterActions: Story = {
  args: { title: 'Rename pair', description: 'The new name shows on the dashboard and in logs.' },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const nameRef = useRef<HTMLInputElement | null>(null);
    const close = () => {
      setOpen(false);
      args.onClose();
    };
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Open dialog
        </Button>
        <Dialog {...args} open={open} onClose={close} initialFocus={nameRef}>
          <Dialog.Body>
            <TextField ref={nameRef} label="Pair name" defaultValue="Weekly news" block />
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                onSave();
                close();
              }}
            >
              Save
            </Button>
          </Dialog.Footer>
        </Dialog>
      </>
    );
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });

    await step('The main action runs and closes; focus returns to the trigger', async () => {
      await userEvent.click(trigger);
      const first = await body.findByRole('dialog', { name: 'Rename pair' });
      const save = within(first).getByRole('button', { name: 'Save' });
      const footer = save.parentElement as HTMLElement;
      await expect(getComputedStyle(footer).justifyContent).toBe('flex-end');
      await userEvent.click(save);
      await expect(onSave).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toBe(trigger));
    });

    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Rename pair' });
    await expect(dialog).toHaveAccessibleDescription(
      'The new name shows on the dashboard and in logs.',
    );
    const name = within(dialog).getByRole('textbox', { name: 'Pair name' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(name).toHaveFocus());

    await step('Tab cycles inside the dialog', async () => {
      // Leaving either end lands on an invisible focus guard that moves focus on in a frame.
      for (const [shift, next] of [
        [false, cancel],
        [false, save],
        [false, close],
        [false, name],
        [true, close],
        [true, save],
      ] as const) {
        await userEvent.tab({ shift });
        await waitFor(() => expect(next).toHaveFocus());
      }
    });
  },
};

export const Small: Story = {
  args: { size: 'small', open: true, title: 'Sync started' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveAttribute('data-size', 'small');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(400);
  },
};

export const Large: Story = {
  args: { size: 'large', open: true, title: 'Field mapping' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const expected = Math.min(800, window.innerWidth - 2 * 16);
    await expect(dialog.getBoundingClientRect().width).toBeCloseTo(expected, 0);
  },
};

export const Fullscreen: Story = {
  args: { size: 'fullscreen', open: true, title: 'Resolve broken pairs' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const { width, height } = dialog.getBoundingClientRect();
    await expect(width).toBe(window.innerWidth);
    await expect(height).toBe(window.innerHeight);
  },
};

const onAnswer = fn();

/** Must be answered: no close button, and Escape or a press outside do nothing. */
export const NotDismissible: Story = {
  args: {
    dismissible: false,
    title: 'Choose a plan to continue',
  },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Open dialog
        </Button>
        <Dialog {...args} open={open}>
          <Dialog.Body>
            <p>Your trial has ended. Choose a plan to keep syncing.</p>
          </Dialog.Body>
          <Dialog.Footer>
            <Button
              onClick={() => {
                onAnswer();
                setOpen(false);
              }}
            >
              See plans
            </Button>
          </Dialog.Footer>
        </Dialog>
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    // Answering is the one way out; focus returns to the trigger.
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('button', { name: 'See plans' }));
    await expect(onAnswer).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toBe(trigger));

    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Choose a plan to continue' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    const answer = within(dialog).getByRole('button', { name: 'See plans' });
    await waitFor(() => expect(answer).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.parentElement as HTMLElement);
    await expect(body.getByRole('dialog')).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The body scrolls inside the dialog (header and footer stay) and is reachable by keyboard. */
export const LongContent: Story = {
  args: {
    open: true,
    title: 'Terms of service',
    children: (
      <>
        <Dialog.Body>
          {Array.from({ length: 30 }, (_, index) => (
            <p key={index}>
              {index + 1}. Flocksync copies members between Church Community Builder and Mailchimp
              only for the pairs you create, and keeps no copy of their data once a sync is done.
            </p>
          ))}
        </Dialog.Body>
        <Dialog.Footer>
          <Button>I agree</Button>
        </Dialog.Footer>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    const agree = within(dialog).getByRole('button', { name: 'I agree' });
    await expect(agree).toBeVisible();
    const scroller = dialog.querySelector('[data-scrollable]') as HTMLElement;
    await waitFor(() => expect(scroller).toHaveAttribute('tabindex', '0'));
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
  },
};

/**
 * Three actions on a 375 px phone: one per line, full width, in source order (the main action
 * last, as on wider screens), never a ragged wrap.
 */
export const ThreeActionsOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    open: true,
    title: 'Unsaved changes',
    children: (
      <>
        <Dialog.Body>
          <p>Your pair has changes that are not saved yet.</p>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="invisible">Cancel</Button>
          <Button variant="secondary">Discard changes</Button>
          <Button>Save and leave</Button>
        </Dialog.Footer>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    const buttons = ['Cancel', 'Discard changes', 'Save and leave'].map((name) =>
      dialog.getByRole('button', { name }),
    );
    const boxes = buttons.map((button) => button.getBoundingClientRect());
    const [first] = boxes;
    for (const [index, box] of boxes.entries()) {
      await expect(box.left).toBeCloseTo(first?.left ?? 0, 0);
      await expect(box.width).toBeCloseTo(first?.width ?? 0, 0);
      if (index > 0) await expect(box.top).toBeGreaterThanOrEqual(boxes[index - 1]?.bottom ?? 0);
    }
    const footer = buttons[0]?.parentElement as HTMLElement;
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
  },
};

/** A dialog asking a question over itself: the question opens on top, the dialog stays. */
function WithQuestion({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        title="Pair details"
      >
        <Dialog.Body>
          <TextField label="Group name" defaultValue="" />
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="danger" onClick={() => setAsking(true)}>
            Remove pair
          </Button>
        </Dialog.Footer>
      </Dialog>
      <Dialog open={asking} onClose={() => setAsking(false)} title="Remove this pair?" size="small">
        <Dialog.Footer>
          <Button variant="secondary" onClick={() => setAsking(false)}>
            Keep pair
          </Button>
        </Dialog.Footer>
      </Dialog>
    </>
  );
}

/**
 * A dialog over a dialog (APG dialog): Escape closes only the top one, focus goes back to the
 * button that opened it in the dialog beneath (never unmounted, what was typed kept), so the
 * next Enter asks again. Ends with the question open over the dialog.
 */
export const QuestionOverDialog: Story = {
  render: (args) => <WithQuestion onClose={args.onClose} />,
  play: async ({ args, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Pair details' });
    const field = within(dialog).getByLabelText('Group name');
    const remove = within(dialog).getByRole('button', { name: 'Remove pair' });

    await step('Enter on Remove pair opens the question on top', async () => {
      await userEvent.type(field, 'Youth');
      remove.focus();
      await userEvent.keyboard('{Enter}');
      const question = await body.findByRole('dialog', { name: 'Remove this pair?' });
      await waitFor(() => expect(question).toContainElement(document.activeElement as HTMLElement));
      await expect(dialog.closest('[inert]')).not.toBeNull();
    });

    await step('Escape closes only the question; focus back on Remove pair', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() =>
        expect(body.queryByRole('dialog', { name: 'Remove this pair?' })).not.toBeInTheDocument(),
      );
      await expect(body.getByRole('dialog', { name: 'Pair details' })).toBe(dialog);
      await waitFor(() => expect(remove).toHaveFocus());
      await expect(field).toHaveValue('Youth');
      await expect(args.onClose).not.toHaveBeenCalled();
    });

    await step('Enter asks again, over the same dialog', async () => {
      await userEvent.keyboard('{Enter}');
      await body.findByRole('dialog', { name: 'Remove this pair?' });
      await expect(body.getByRole('dialog', { name: 'Pair details' })).toBe(dialog);
    });
  },
};
