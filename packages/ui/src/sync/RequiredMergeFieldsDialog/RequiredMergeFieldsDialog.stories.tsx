import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { RequiredMergeFieldsDialog } from './RequiredMergeFieldsDialog';
import { framedDocs } from '../../testing/docs';

const meta = {
  title: 'Sync/RequiredMergeFieldsDialog',
  component: RequiredMergeFieldsDialog,
  tags: ['autodocs'],
  parameters: { a11y: floatingA11y, docs: framedDocs(480) },
  args: {
    open: true,
    audienceName: 'Weekly News',
    fields: [
      { name: 'First Name', tag: 'FNAME' },
      { name: 'Birthday', tag: 'BIRTHDAY' },
      { name: 'Phone Number', tag: 'PHONE' },
    ],
    onClose: fn(),
  },
} satisfies Meta<typeof RequiredMergeFieldsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A table with Name and Tag columns. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Required Merge Fields' }));
    const table = dialog.getByRole('table', { name: 'Required merge fields' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Tag']);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('cell', { name: 'BIRTHDAY' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, fields: [] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog'));
    await expect(dialog.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('status')).toHaveTextContent('Loading merge fields');
  },
};

export const WithError: Story = {
  args: { error: 'Something went wrong, please try again later!', fields: [] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(within(await body.findByRole('dialog')).getByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again later!',
    );
  },
};
