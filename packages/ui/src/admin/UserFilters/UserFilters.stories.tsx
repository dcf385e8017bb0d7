import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminTexts as t } from '../texts';
import { NO_USER_FILTERS, UserFilters, type UserFiltersProps } from './UserFilters';

function Stateful(props: UserFiltersProps) {
  const [values, setValues] = useState(props.values);
  return (
    <UserFilters
      {...props}
      values={values}
      onChange={(field, value) => {
        setValues((current) => ({ ...current, [field]: value }));
        props.onChange(field, value);
      }}
    />
  );
}

const meta = {
  title: 'Admin/UserFilters',
  component: UserFilters,
  parameters: { layout: 'padded' },
  args: {
    fields: ['firstName', 'lastName', 'email', 'ccbAccount'],
    values: NO_USER_FILTERS,
    onChange: fn(),
    onSearch: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof UserFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /users: first name, last name, email and CCB account; Search (or Enter) applies them. */
export const AllFilters: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(t.filters.lastName), 'Okafor');
    await expect(args.onChange).toHaveBeenLastCalledWith('lastName', 'Okafor');
    await userEvent.click(canvas.getByRole('button', { name: t.filters.search }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await userEvent.type(canvas.getByLabelText(t.filters.ccbAccount), 'demo{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
};

/** /pending-users: the email filter alone. */
export const EmailOnly: Story = {
  args: { fields: ['email'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(t.filters.email)).toBeVisible();
    await expect(canvas.queryByLabelText(t.filters.firstName)).toBeNull();
  },
};
