import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createSandbox, demoUser } from '@flocksync/api-client/sandbox';
import { sandboxHandlers } from '@flocksync/api-client/sandbox/msw';
import { addPairTexts } from '@flocksync/ui';
import { floatingA11y } from '@/lib/storyApi';
import { SyncPage } from './SyncPage';

const meta = {
  title: 'Pages/Sync/Sync page',
  component: SyncPage,
  parameters: {
    layout: 'fullscreen',
    route: '/sync',
    session: { user: demoUser('ready@demo.church') },
    msw: { handlers: { api: sandboxHandlers(createSandbox()) } },
    a11y: floatingA11y,
  },
} satisfies Meta<typeof SyncPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A connected church: its CCB-to-Mailchimp pairs, new ones marked 'Not Synced'. */
export const ReadyChurch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    await expect(await within(table).findAllByText('Not Synced')).not.toHaveLength(0);
  },
};

/** Add New Sync pair opens the add dialog, driven by the pair-editor machine. */
export const AddPairDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await userEvent.click(
      canvas.getAllByRole('button', { name: /Add New Sync pair/i })[0] as HTMLElement,
    );
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: addPairTexts.title.add })).toBeVisible();
  },
};
