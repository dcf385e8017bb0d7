import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { SearchRequirementsDialog } from './SearchRequirementsDialog';
import { REQUIRED_CCB_SERVICES } from './texts';
import { framedDocs } from '../../testing/docs';

const meta = {
  title: 'Sync/SearchRequirementsDialog',
  component: SearchRequirementsDialog,
  tags: ['autodocs'],
  parameters: { a11y: floatingA11y, docs: framedDocs(420) },
  args: {
    open: true,
    learnMoreHref: '/integrations/setup-ccb',
    onRecheck: fn(),
    onDoLater: fn(),
  },
} satisfies Meta<typeof SearchRequirementsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The required services, 'Learn more' to the CCB setup, 'Do Later' and 'Recheck'. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(
      await body.findByRole('alertdialog', {
        name: 'Action Required: New People Searches Requirements!',
      }),
    );
    await expect(
      within(dialog.getByRole('list', { name: 'Required CCB API services' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(REQUIRED_CCB_SERVICES.length);
    await expect(dialog.getByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'href',
      '/integrations/setup-ccb',
    );
    const recheck = dialog.getByRole('button', { name: 'Recheck' });
    await waitFor(() => expect(recheck).toHaveFocus());
    await userEvent.click(recheck);
    await expect(args.onRecheck).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Do Later' }));
    await expect(args.onDoLater).toHaveBeenCalledTimes(1);
  },
};

/** Rechecking: one request only. */
export const Rechecking: Story = {
  args: { rechecking: true },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const recheck = within(await body.findByRole('alertdialog')).getByRole('button', {
      name: 'Recheck',
    });
    await expect(recheck).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(recheck);
    await expect(args.onRecheck).not.toHaveBeenCalled();
  },
};

/** Still missing after a recheck: the server's message. */
export const StillMissing: Story = {
  args: { error: 'The saved_advanced_search_list service is still missing.' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(within(await body.findByRole('alertdialog')).getByRole('alert')).toHaveTextContent(
      'The saved_advanced_search_list service is still missing.',
    );
  },
};
