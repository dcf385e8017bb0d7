import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentPropsWithRef } from 'react';
import { expect, within } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'Core/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '#help', children: 'How syncing works' },
  render: (args) => (
    <p>
      New here? Read <Link {...args} /> before you pair your first group.
    </p>
  ),
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'How syncing works' });
    await expect(link).toHaveAttribute('href', '#help');
    await expect(link).toHaveAttribute('data-variant', 'default');
    await expect(link).not.toHaveAttribute('target');
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

export const Muted: Story = {
  args: { variant: 'muted', href: '#privacy', children: 'Privacy policy' },
  render: (args) => <Link {...args} />,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Privacy policy' });
    await expect(link).toHaveAttribute('data-variant', 'muted');
  },
};

/** Opens in a new tab without giving the new page a handle on this one, and says so. */
export const External: Story = {
  args: { external: true, href: 'https://mailchimp.com/help/', children: 'Mailchimp help' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Mailchimp help (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Stand-in for a router link (ui never imports a router): `to` reaches the `as` component. */
function FakeRouterLink({ to, children, ...rest }: ComponentPropsWithRef<'a'> & { to: string }) {
  return (
    <a {...rest} href={`#${to}`} data-router-link="">
      {children}
    </a>
  );
}

export const AsComponent: Story = {
  args: { href: undefined, as: FakeRouterLink, to: '/signup', children: 'Create an account' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Create an account' });
    await expect(link).toHaveAttribute('href', '#/signup');
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('data-variant', 'default');
  },
};
