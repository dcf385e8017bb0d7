import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MembershipTypesLink } from './MembershipTypesLink';

const meta = {
  title: 'Sync/MembershipTypesLink',
  component: MembershipTypesLink,
  tags: ['autodocs'],
  args: {
    value: { leaders: true, members: true, invited: true, joinRequests: true },
    onClick: fn(),
  },
} satisfies Meta<typeof MembershipTypesLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status included: 'All Selected'. */
export const AllSelected: Story = {
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('button', {
      name: 'Group Membership Types: All Selected',
    });
    await expect(link).toHaveTextContent('All Selected');
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** The default (leaders and members) or any other subset: 'Filtered'. */
export const Filtered: Story = {
  args: { value: { leaders: true, members: true, invited: false, joinRequests: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Group Membership Types: Filtered' }),
    ).toHaveTextContent('Filtered');
  },
};
