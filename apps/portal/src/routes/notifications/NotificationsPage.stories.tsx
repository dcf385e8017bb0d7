import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toolkitMachineTexts } from '@flocksync/flows';
import { demoUser } from '@flocksync/sandbox';
import { toolkitTexts } from '@flocksync/ui';
import { floatingA11y, spyOn, storyApi } from '@/testing';
import { NotificationsPage } from './NotificationsPage';

const n = toolkitTexts.notifications;

const meta = {
  title: 'Pages/Toolkit/Notifications',
  component: NotificationsPage,
  parameters: {
    layout: 'fullscreen',
    route: '/notifications',
    session: { user: demoUser('ready@demo.church') },
    msw: storyApi(),
    a11y: floatingA11y,
  },
} satisfies Meta<typeof NotificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const unsub = spyOn('/tools/save-email-notification-for-unsub');

/** The two checkbox cards, both off for the ready church. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const card of [n.notifyUnsub, n.notifyPendingDupes]) {
      const region = within(await canvas.findByRole('region', { name: card.title }));
      await expect(region.getByText(card.description)).toBeVisible();
      await expect(region.getByRole('checkbox', { name: card.title })).not.toBeChecked();
    }
  },
};

/** Ticked once the server stored it, with 'Saved successfully'. */
export const Saved: Story = {
  parameters: { msw: storyApi({ before: [unsub.handler] }) },
  play: async ({ canvasElement }) => {
    const box = await within(canvasElement).findByRole('checkbox', { name: n.notifyUnsub.title });
    await userEvent.click(box);
    await expect(await body(canvasElement).findByText(toolkitMachineTexts.saved)).toBeVisible();
    await waitFor(() => expect(box).toBeChecked());
    await expect(unsub.calls.at(-1)?.get('val')).toBe('1');
  },
};

/** Refused: the Error dialog, and the box stays clear. */
export const Refused: Story = {
  parameters: {
    msw: storyApi({ faults: '/tools/save-email-notification-for-pending-dupe:status=Not now.' }),
  },
  play: async ({ canvasElement }) => {
    const box = await within(canvasElement).findByRole('checkbox', {
      name: n.notifyPendingDupes.title,
    });
    await userEvent.click(box);
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: toolkitTexts.errorDialog.title,
    });
    await expect(within(dialog).getByText('Not now.')).toBeVisible();
    await expect(box).not.toBeChecked();
  },
};
