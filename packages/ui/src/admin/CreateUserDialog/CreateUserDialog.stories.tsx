import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { floatingA11y } from '../../testing/a11y';
import { adminTexts as t } from '../texts';
import { CreateUserDialog, packageOptions, type PackageOption } from './CreateUserDialog';

const packages: PackageOption[] = [
  { value: '3:459', name: 'Pro', amount: 459, period: 'yearly' },
  { value: '1:9', name: 'Starter', amount: 9, period: 'monthly' },
  { value: '2:18', name: 'Medium', amount: 18, period: 'monthly' },
  { value: '2:183.6', name: 'Medium', amount: 183.6, period: 'yearly' },
];

const filled = {
  email: 'office@hopechapel.org',
  password: 'hymn-42',
  firstName: 'Ruth',
  lastName: 'Abernathy',
  packageId: '2:183.6',
};

const meta = {
  title: 'Admin/CreateUserDialog',
  component: CreateUserDialog,
  parameters: { a11y: floatingA11y },
  args: {
    open: true,
    values: { email: '', password: '', firstName: '', lastName: '', packageId: '' },
    packages,
    canSubmit: false,
    onChange: fn(),
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof CreateUserDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: t.createUser.title,
    }),
  );

/** Empty: every field required, Create disabled; the packages split monthly then yearly. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const create = dialog.getByRole('button', { name: t.createUser.create });
    await expect(create).toBeDisabled();
    await userEvent.click(create);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(dialog.getByText(t.createUser.hint)).toBeVisible();
    await expect(packageOptions(packages).map((option) => option.label)).toEqual([
      'Starter – $9.00 (Monthly)',
      'Medium – $18.00 (Monthly)',
      'Medium – $183.60 (Yearly)',
      'Pro – $459.00 (Yearly)',
    ]);
    await userEvent.type(dialog.getByLabelText(/^First Name/), 'R');
    await expect(args.onChange).toHaveBeenCalledWith('firstName', 'R');
  },
};

/** Every field valid: Create sends. */
export const Filled: Story = {
  args: { values: filled, canSubmit: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: t.createUser.create }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Sending: Create spins. */
export const Submitting: Story = {
  args: { values: filled, canSubmit: true, submitting: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: t.createUser.create })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The server's errorMessage in red; what was typed stays. */
export const WithError: Story = {
  args: { values: filled, canSubmit: true, error: 'A user with this email already exists.' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'A user with this email already exists.',
    );
    await expect(dialog.getByLabelText(/^Email/)).toHaveValue(filled.email);
  },
};

/** A field longer than the server takes: its message under it, and Create stays disabled. */
export const TooLong: Story = {
  args: {
    values: { ...filled, lastName: 'Abernathy-'.repeat(11) },
    canSubmit: false,
    fieldErrors: { lastName: 'This is too long: use at most 100 characters.' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const lastName = dialog.getByRole('textbox', { name: new RegExp(t.createUser.lastName) });
    await expect(lastName).toHaveAttribute('aria-invalid', 'true');
    await expect(lastName).toHaveAccessibleDescription(
      'This is too long: use at most 100 characters.',
    );
    await expect(dialog.getByRole('button', { name: t.createUser.create })).toBeDisabled();
    await expect(dialog.queryByText(t.createUser.hint)).toBeNull();
  },
};
