import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { accountTexts as t } from '../texts';
import { stateOptions } from '../usStates';
import { ProfileField } from './ProfileField';

const meta = {
  title: 'Account/ProfileField',
  component: ProfileField,
  parameters: { layout: 'padded' },
  args: {
    label: t.fields.city,
    value: 'Nashville',
    limit: t.limits.city,
    mode: 'view',
    draft: '',
    onEdit: fn(),
    onChange: fn(),
    onSave: fn(),
    onCancel: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof ProfileField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** View: the value, and Edit (shown on hover or focus; always on small screens). */
export const View: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nashville')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.edit(t.fields.city) }));
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

/** A long value is cut at the field's limit (city 30) with '...'; the whole is its title. */
export const Truncated: Story = {
  args: { value: 'Llanfairpwllgwyngyllgogerychwyrndrobwll' },
  play: async ({ canvasElement }) => {
    const value = within(canvasElement).getByText(
      `${'Llanfairpwllgwyngyllgogerychwyrndrobwll'.slice(0, 30)}...`,
    );
    await expect(value).toHaveAttribute('title', 'Llanfairpwllgwyngyllgogerychwyrndrobwll');
  },
};

/** Nothing stored yet. */
export const Empty: Story = {
  args: { value: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.empty)).toBeVisible();
  },
};

/** Edit: the input has focus; Save, Cancel and Escape. */
export const Editing: Story = {
  args: { mode: 'editing', draft: 'Nashville' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: t.fields.city });
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'x');
    await expect(args.onChange).toHaveBeenCalledWith('Nashvillex');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(args.onSave).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** Edit of the state: the 50 states and DC by 2-letter code. */
export const EditingState: Story = {
  args: {
    label: t.fields.state,
    value: 'TN',
    limit: undefined,
    mode: 'editing',
    draft: 'TN',
    options: stateOptions,
    placeholder: t.chooseState,
  },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: t.fields.state });
    await expect(within(select).getAllByRole('option')).toHaveLength(52);
    await userEvent.selectOptions(select, 'DC');
    await expect(args.onChange).toHaveBeenCalledWith('DC');
  },
};

/** Saving. */
export const Saving: Story = {
  args: { mode: 'saving', draft: 'Dallas' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t.saving);
    await expect(canvas.getByText('Dallas')).toBeVisible();
  },
};

/** Saved. */
export const Saved: Story = {
  args: { mode: 'saved', draft: 'Dallas', value: 'Dallas' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t.saved);
  },
};

/** The server refused: its message, dismissible (the field returns to view after 1 s anyway). */
export const Failed: Story = {
  args: {
    label: t.fields.email,
    value: 'ready@demo.church',
    mode: 'failed',
    error: 'Invalid Email',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid Email');
    await userEvent.click(canvas.getByRole('button', { name: t.dismiss }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};
