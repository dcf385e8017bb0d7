import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '../../core/Checkbox';
import { toolkitTexts } from '../texts';
import {
  ContactFilters,
  type ContactFilterValues,
  type ContactFiltersProps,
} from './ContactFilters';

const f = toolkitTexts.filters;
const EMPTY: ContactFilterValues = { firstName: '', lastName: '', email: '' };

/** Keeps what is typed, like the pages do. */
function Typed({ value: initial, onChange, ...rest }: ContactFiltersProps) {
  const [value, setValue] = useState(initial);
  return (
    <ContactFilters
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Toolkit/ContactFilters',
  component: ContactFilters,
  tags: ['autodocs'],
  args: { value: EMPTY, onChange: fn(), onSearch: fn() },
  render: (args) => <Typed {...args} />,
} satisfies Meta<typeof ContactFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First name, last name and email with Search; Search sends what is typed. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const form = within(canvasElement).getByRole('search', { name: f.label });
    await userEvent.type(within(form).getByLabelText(f.lastName), 'Brooks');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...EMPTY, lastName: 'Brooks' });
    await userEvent.click(within(form).getByRole('button', { name: f.search }));
    await expect(args.onSearch).toHaveBeenCalledOnce();
  },
};

/** Enter in a field searches too. */
export const EnterSearches: Story = {
  play: async ({ args, canvasElement }) => {
    const form = within(canvasElement).getByRole('search', { name: f.label });
    await userEvent.type(within(form).getByLabelText(f.email), 'ada@example.org{Enter}');
    await expect(args.onSearch).toHaveBeenCalledOnce();
  },
};

/** Primary contacts add 'Show duplicates only' under the fields. */
export const WithDuplicatesOnly: Story = {
  args: {
    children: <Checkbox label={toolkitTexts.primaryContacts.showDuplicatesOnly} defaultChecked />,
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: toolkitTexts.primaryContacts.showDuplicatesOnly,
    });
    await expect(box).toBeChecked();
  },
};
